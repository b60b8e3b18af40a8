/**
 * GraphQL schema of the calculators' query endpoint (POST /api/graphql; spec § 7 "Calculators and rates").
 *
 * Conventions:
 * - Operation names and arguments are the spec's (snake_case arguments, e.g. loan_amount).
 * - Rates and percentages are FRACTIONS everywhere (2 % = 0.02); money is euros, unrounded; every figure has
 *   a formatted companion in the requested `locale` (de = de-DE, en = en-GB; default de).
 * - `date` (YYYY-MM-DD, optional) is the calculation date: it picks the Bundesbank curve and the transfer tax
 *   in force; default today in Europe/Berlin.
 * - Errors carry extensions { code, field, params } (see ./errors.ts).
 */
import { GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';

/** Any JSON value (the calculator's inputs object and item values). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast: ValueNode, variables) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast, variables)),
});

export const typeDefs = /* GraphQL */ `
  "Any JSON value."
  scalar JSON

  "Formatting locale: de = de-DE (1.234 €, 3,52 %), en = en-GB (€1,234, 3.52%)."
  enum Locale {
    de
    en
  }

  "One input or output of a calculation sheet."
  type CalculatorItem {
    name: String!
    "Number (euros or a fraction), boolean, string, or for type 'table' a list of rows."
    value: JSON
    "The value formatted for the locale; null for tables and missing values."
    formatted_value: String
    "currency | percentage | integer | months | boolean | date | month | text | table"
    type: String!
  }

  type CalculationResult {
    sheet: String!
    page: String!
    inputs: [CalculatorItem!]!
    outputs: [CalculatorItem!]!
  }

  type ChartDomain {
    domain_name: String!
    data: [Float!]!
    "[min, max] of the axis."
    range: [Float!]!
  }

  type ChartSeries {
    serie_name: String!
    data: [Float!]!
  }

  type Chart {
    type: String!
    domains: [ChartDomain!]!
    series: [ChartSeries!]!
  }

  type RatesTableRow {
    yearsFixed: Int!
    "Nominal annual rate (Sollzins), fraction."
    borrowingRate: Float!
    formattedBorrowingRate: String!
    "'model' (indicative assumption, not an offer) or 'override'."
    rateSource: String!
    effectiveRate: Float!
    formattedEffectiveRate: String!
    "Monthly installment, euros."
    monthlyRate: Float!
    formattedMonthlyRate: String!
    balanceAfterFixedYears: Float!
    formattedBalanceAfterFixedYears: String!
    balanceAtChosenFixation: Float!
    formattedBalanceAtChosenFixation: String!
    payoffMonths: Int
    fullRepaymentYear: Int
    "YYYY-MM of the last installment."
    fullRepaymentDate: String
    formattedFullRepaymentDate: String
    impliedInitialRepayment: Float!
    formattedImpliedInitialRepayment: String!
    loanToValue: Float!
    formattedLoanToValue: String!
    interestPaid: Float!
    formattedInterestPaid: String!
  }

  type RatesTable {
    region: Location
    curveDate: String!
    isModelAssumption: Boolean!
    chosenFixation: Int!
    loanAmount: Float!
    formattedLoanAmount: String!
    rows: [RatesTableRow!]!
  }

  type ForwardRate {
    year: Int!
    rate: Float!
    formattedRate: String!
  }

  type InstantaneousForward {
    curveDate: String!
    source: String!
    "Bund instantaneous forward rates f(t) for t = 1..30 years (fractions)."
    rates: [ForwardRate!]!
  }

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

  type Query {
    "Runs a calculation sheet (mortgage-calculator; pages Calculate, Calculator). use_cache is accepted and ignored (the calculation is pure and fast)."
    calculate(sheet: String!, page: String!, use_cache: Boolean, inputs: JSON!, locale: Locale = de, date: String): CalculationResult!
    "Chart of a sheet: chart_index 0 = repayment chart, 1 = payment chart (page Calculator)."
    chart(sheet: String!, page: String!, chart_index: Int!, inputs: JSON!, use_cache: Boolean, locale: Locale = de, date: String): Chart!
    rates_table(
      loan_amount: Float!
      property_price: Float!
      "Initial annual repayment, fraction."
      repayment: Float!
      years_fixed: [Int!]
      region: String
      chosen_fixation: Int
      locale: Locale = de
      date: String
    ): RatesTable!
    instantaneous_forward(locale: Locale = de, date: String): InstantaneousForward!
    calculateMaklerFee(new_property: Boolean!, city_or_postal_code: String, region: String, price: Float, locale: Locale = de): MaklerFee!
    calculateCityTax(city_or_postal_code: String, region: String, price: Float, locale: Locale = de, date: String): CityTax!
    calculateNotaryFees(new_property: Boolean!, region: String, price: Float, land_charge: Float, locale: Locale = de): NotaryFees!
    fetchRegionsAndCities(locale: Locale = de, restricted_cities: [String!], date: String): [RegionEntry!]!
  }
`;
