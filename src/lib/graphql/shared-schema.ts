/**
 * Types every feature's part of the query endpoint shares (POST /api/graphql; spec § 7 "Calculators and rates").
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

/** Any JSON value (e.g. the calculator's inputs object and item values). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast: ValueNode, variables) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast, variables)),
});

export const sharedTypeDefs = /* GraphQL */ `
  "Any JSON value."
  scalar JSON

  "Formatting locale: de = de-DE (1.234 €, 3,52 %), en = en-GB (€1,234, 3.52%)."
  enum Locale {
    de
    en
  }
`;

export const sharedResolvers = { JSON: JSONScalar };
