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
    "The title generated from the listing's data in the requested locale, as the pages show it (3-room apartment in Leipzig / 3-Zimmer-Etagenwohnung in Leipzig)."
    headline: String!
    "The provider's own title, in the feed's language (below), whatever the locale."
    title: String!
    "The language of the provider's texts (de, en …)."
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
    "The title picture: the URL of its 960-pixel JPEG (narrower when the picture is), or of the original for an SVG demo drawing; null without a picture."
    image: String
    "Null without model rates or outside the calculator's range."
    financing: ListingFinancing
  }

  type PropertySearchResult {
    "The matches, counted up to 1,000: with total_capped there are more than this."
    total: Int!
    "True when there are more matches than total (the count stops at 1,000; ADR 048)."
    total_capped: Boolean!
    page: Int!
    "The pages of total; with total_capped a lower bound (use has_next_page to page on)."
    pages: Int!
    "Whether the next page has listings (known beyond the count's cap too; at most page 200)."
    has_next_page: Boolean!
    centre: PropertySearchCentre
    items: [PropertyListing!]!
  }

  "One published price level per m² of living space, with its source (issue 26). Asking and transaction prices are never blended."
  type PriceFigure {
    eur_per_m2: Int!
    "asking (from listings) | transaction (paid prices, e.g. a Gutachterausschuss report) | unknown (the source does not say)"
    price_kind: String!
    "existing | new | all"
    segment: String!
    "A district of the city, or null for the whole city."
    district: String
    "The period as the source states it (2025-Q4, 2024, 2023-H1, 2024-07-01, unstated)."
    period: String!
    "The last day the period covers, YYYY-MM-DD; null when the source states no period."
    period_end: String
    "The source's publication date (YYYY-MM-DD, YYYY-MM or YYYY), or null when unknown."
    published: String
    source: String!
    url: String!
  }

  "A source for a gap between asking prices and prices paid."
  type PriceGapSource {
    name: String!
    url: String!
    "YYYY-MM-DD, YYYY-MM or YYYY, or null when the page gives no date."
    published: String
    "The source's words (German)."
    quote: String!
  }

  "How far prices paid lie below asking prices in the city, as a source states it (never applied to a figure)."
  type PriceGap {
    "about (a typical gap) | upTo (the most buyers negotiated)"
    bound: String!
    "Paid price below the asking price, in per cent of the asking price."
    discount_percent: Float!
    "The period as stated (2023-Q1), or unstated."
    period: String!
    "source (the source states the gap) | comparison (our comparison of two sources for the same period)"
    basis: String!
    sources: [PriceGapSource!]!
  }

  type CityStatistics {
    "The city as the sources name it (German)."
    city: String!
    "apartment | house"
    type: String!
    "Newest period first; empty when no source gives a figure for the city and type."
    figures: [PriceFigure!]!
    "Statements on the gap between asking prices and prices paid in the city; empty when no source gives one."
    asking_vs_paid: [PriceGap!]!
  }

  extend type Query {
    "The property search; errors INVALID_INPUT (field = the input's name, params.reason = the form's code). locale: the language of each listing's headline."
    propertySearch(search: PropertySearchInput, locale: Locale = de): PropertySearchResult!
    "The property search under its first name: the same as propertySearch."
    property_search(search: PropertySearchInput, locale: Locale = de): PropertySearchResult! @deprecated(reason: "Use propertySearch: new root fields are camelCase (ADR 009).")
    "Published price levels per m² of a city (German or English name) for apartment or house; errors UNKNOWN_LOCATION (city) and INVALID_INPUT (type)."
    average_city_statistics(city: String!, type: String!): CityStatistics!
  }
`;
