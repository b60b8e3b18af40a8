/**
 * GraphQL types of the calculation sheets (POST /api/graphql; spec § 7 "Calculators and rates"): calculate and
 * chart. Conventions of every operation: src/graphql/shared-schema.ts.
 */
export const typeDefs = /* GraphQL */ `
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
    "One value per domain point; null where the series has none (the pension sheet's feasibleRetirement outside the retirement ages)."
    data: [Float]!
  }

  type Chart {
    type: String!
    domains: [ChartDomain!]!
    series: [ChartSeries!]!
  }

  type Query {
    "Runs a calculation sheet (mortgage-calculator: pages Calculate, Calculator; pension-gap-calculator: page Calculator). use_cache is accepted and ignored (the calculation is pure and fast)."
    calculate(sheet: String!, page: String!, use_cache: Boolean, inputs: JSON!, locale: Locale = de, date: String): CalculationResult!
    "Chart of a sheet (page Calculator). mortgage-calculator: chart_index 0 = repayment chart, 1 = payment chart; pension-gap-calculator: chart_index 0 = capital by age (ppp, investmentProperty, ownHome, feasibleRetirement)."
    chart(sheet: String!, page: String!, chart_index: Int!, inputs: JSON!, use_cache: Boolean, locale: Locale = de, date: String): Chart!
  }
`;
