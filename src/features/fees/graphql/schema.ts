/**
 * GraphQL types of the purchase costs and places (spec § 7 "Calculators and rates"): broker commission,
 * transfer tax and notary fees of a place, and the list of regions and cities. Conventions:
 * src/graphql/shared-schema.ts.
 */
export const feeTypeDefs = /* GraphQL */ `
  type Location {
    "postalCode | city | state"
    kind: String!
    "ISO 3166-2:DE state code without DE-, e.g. BE."
    state: String!
    stateName: String!
    city: String
    postalCode: String
    "The postal code spans several states (the first is used)."
    ambiguous: Boolean!
  }

  "Broker commission (Maklerprovision): tax = the buyer's share, fractions of the price."
  type MaklerFee {
    tax: Float!
    formattedTax: String!
    sellerTax: Float!
    formattedSellerTax: String!
    totalTax: Float!
    formattedTotalTax: String!
    newProperty: Boolean!
    "The figure is unverified or a convention (show as an assumption)."
    assumption: Boolean!
    "Buyer's amount when a price was given."
    amount: Float
    formattedAmount: String
    location: Location!
  }

  "Real estate transfer tax (Grunderwerbsteuer) of the location on the date."
  type CityTax {
    tax: Float!
    formattedTax: String!
    validFrom: String!
    assumption: Boolean!
    amount: Float
    formattedAmount: String
    location: Location!
  }

  type NotaryFeeVariant {
    "rule_of_thumb (spec: 2 % of the price) or exact (GNotKG itemised, needs a price)."
    variant: String!
    rate: Float
    formattedRate: String
    amount: Float
    formattedAmount: String
    notary: Float
    formattedNotary: String
    registry: Float
    formattedRegistry: String
  }

  type NotaryFees {
    newProperty: Boolean!
    location: Location
    variants: [NotaryFeeVariant!]!
  }

  type HreflangLink {
    locale: Locale!
    urlSuffix: String!
    pathname: String!
  }

  type CityEntry {
    id: String!
    name: String!
    urlSuffix: String!
    canonicalPathname: String!
    hreflang: [HreflangLink!]!
  }

  type RegionEntry {
    code: String!
    name: String!
    urlSuffix: String!
    canonicalPathname: String!
    hreflang: [HreflangLink!]!
    tax: Float!
    formattedTax: String!
    cities: [CityEntry!]!
  }

  extend type Query {
    calculateMaklerFee(new_property: Boolean!, city_or_postal_code: String, region: String, price: Float, locale: Locale = de): MaklerFee!
    calculateCityTax(city_or_postal_code: String, region: String, price: Float, locale: Locale = de, date: String): CityTax!
    calculateNotaryFees(new_property: Boolean!, region: String, price: Float, land_charge: Float, locale: Locale = de): NotaryFees!
    fetchRegionsAndCities(locale: Locale = de, restricted_cities: [String!], date: String): [RegionEntry!]!
  }
`;
