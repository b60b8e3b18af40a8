/**
 * GraphQL types of the property search (issue 25): the same search as the pages and POST /api/properties/search.
 * Conventions: src/graphql/shared-schema.ts.
 */
export const propertiesTypeDefs = /* GraphQL */ `
  "Filters of the property search; all optional. Money in whole euros, areas in m²."
  input PropertySearchInput {
    "Postal code or place name; empty for all of Germany."
    place: String
    "km around the place: 0 (the place only), 5, 10 (default), 25 or 50."
    radius: Int
    "apartment | house"
    type: String
    price_min: Int
    price_max: Int
    rooms_min: Float
    area_min: Int
    area_max: Int
    built_min: Int
    built_max: Int
    "This energy class or better: A+, A … G."
    energy: String
    "balcony, garden, lift, parking, cellar"
    features: [String!]
    "Own funds for the monthly payments (default 80,000, the calculator's)."
    savings: Int
    "newest (default) | price_asc | price_desc | ppsqm_asc"
    sort: String
    page: Int
  }

  type PropertySearchCentre {
    place: String!
    lat: Float!
    lon: Float!
  }

  "What a listing costs: the mortgage calculator's evaluation (2 % initial repayment, 10 years fixed, model rate); purchase_costs = transfer tax, 2 % notary and land registry, buyer commission."
  type ListingFinancing {
    monthly_payment: Float!
    purchase_costs: Float!
    loan: Float!
    interest_rate: Float!
    savings: Float!
    rate_curve_date: String!
    "URL parameters that open the calculator with these inputs."
    calculator_params: String!
  }

  type PropertyListing {
    slug: String!
    "A generated demo listing, not an offer."
    demo: Boolean!
    type: String!
    subtype: String
    title: String!
    language: String!
    postal_code: String!
    place: String!
    lat: Float!
    lon: Float!
    distance_km: Float
    price: Int!
    living_area: Float!
    rooms: Float
    plot_area: Float
    year_built: Int
    energy_class: String
    "Of balcony, garden, lift, parking, cellar: those the listing has."
    features: [String!]!
    buyer_commission: Float
    first_seen: String!
    image: String
    "Null without model rates or outside the calculator's range."
    financing: ListingFinancing
  }

  type PropertySearchResult {
    total: Int!
    page: Int!
    pages: Int!
    centre: PropertySearchCentre
    items: [PropertyListing!]!
  }

  extend type Query {
    "The property search; errors INVALID_INPUT (field = the input's name, params.reason = the form's code)."
    property_search(search: PropertySearchInput): PropertySearchResult!
  }
`;
