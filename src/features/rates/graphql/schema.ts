/**
 * GraphQL types of the rates (spec § 7 "Calculators and rates"): the rates table and the Bund forward rates of
 * the curve in force on the date. Conventions: src/graphql/shared-schema.ts.
 */
export const ratesTypeDefs = /* GraphQL */ `
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

  extend type Query {
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
  }
`;
