/**
 * GraphQL types of the lender offers (issue 50, part 2): the comparison for the client's case. Conventions:
 * src/lib/graphql/shared-schema.ts (snake_case arguments, fractions for rates, euros unrounded with a formatted
 * companion in `locale`, errors as codes in extensions).
 */
export const offersTypeDefs = /* GraphQL */ `
  "The client's case. Rates and shares are fractions (0.02 = 2 %); money in euros."
  input LenderOfferCase {
    property_price: Float!
    loan_amount: Float!
    "Own funds brought in; default: property_price − loan_amount, at least 0."
    equity: Float
    "Two-letter state code, e.g. BY, NW."
    state: String!
    "owner_occupied or let."
    property_usage: String = "owner_occupied"
    "purchase, refinance, forward or construction."
    purpose: String = "purchase"
    years_fixed: Int!
    "Initial annual repayment, fraction."
    repayment: Float!
    "Special repayment wanted per year, fraction of the loan."
    special_repayment: Float = 0
    "employed, civil_servant, self_employed or retired."
    employment: String = "employed"
    "A+, A, B, …, H."
    energy_class: String
    "Forward loans: months until the money is needed."
    forward_months: Int = 0
  }

  type LenderOfferSurcharge {
    "smallLoan, forward, specialRepayment or energyClass."
    name: String!
    "Addition to the nominal rate, fraction (negative: a discount)."
    add: Float!
    formatted_add: String!
  }

  type LenderOffer {
    rank: Int!
    lender_id: String!
    lender_name: String!
    "bank, savings_bank, building_society or insurer."
    lender_kind: String!
    "A fictitious lender of the demo data."
    is_demo: Boolean!
    "sheet (a lender's condition sheet) or marketplace."
    source: String!
    "Nominal rate with its surcharges (Sollzins), fraction."
    interest_rate: Float!
    formatted_interest_rate: String!
    "Effective annual rate under § 16 PAngV over the fixation, fees included, fraction."
    effective_rate: Float!
    formatted_effective_rate: String!
    monthly_payment: Float!
    formatted_monthly_payment: String!
    "Residual debt at the end of the fixation."
    residual_debt: Float!
    formatted_residual_debt: String!
    "Interest and the lender's fees over the fixation."
    total_cost: Float!
    formatted_total_cost: String!
    surcharges: [LenderOfferSurcharge!]!
    "The conditions' first day (YYYY-MM-DD), or when a marketplace's result list was fetched."
    valid_from: String!
    conditions_source: String!
  }

  type LenderExclusion {
    lender_id: String!
    lender_name: String!
    is_demo: Boolean!
    "region, loanSize, ltv, purpose, fixation, employment or forwardMonths."
    reason: String!
    "The figures behind the reason, e.g. { minLoan: 50000 } or { ltv: 1.05, ltvMax: 1 }."
    params: JSON!
  }

  type LenderOfferFallback {
    "noConditions (no lender's conditions apply: the model rate stands) or sourceUnavailable (the marketplace failed: the condition sheets answered)."
    reason: String!
  }

  type LenderOfferComparison {
    date: String!
    "Ranked: effective rate, then monthly payment, then total cost over the fixation."
    offers: [LenderOffer!]!
    excluded: [LenderExclusion!]!
    fallback: LenderOfferFallback
    "The best offer's nominal rate of the condition sheets for this case with 5, 10, 15, 20 and 30 years fixed (spec offer_api_interest_<years>); null where no lender's conditions apply."
    offer_api_interest_5: Float
    offer_api_interest_10: Float
    offer_api_interest_15: Float
    offer_api_interest_20: Float
    offer_api_interest_30: Float
  }

  extend type Query {
    lenderOffers(offer_case: LenderOfferCase!, locale: Locale = de, date: String): LenderOfferComparison!
  }
`;
