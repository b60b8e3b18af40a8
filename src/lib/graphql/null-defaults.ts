import type { GraphQLSchema } from 'graphql';

/**
 * An argument given as null takes its default, as if it were left out (`locale: null` → de,
 * `userTimeZone: null` → Europe/Berlin): where the schema names a default, no resolver sees null (the
 * fuzz tests found `requestAccountLink(locale: null)` writing a lead without a language: INTERNAL).
 */
export function nullTakesDefault(composed: GraphQLSchema): GraphQLSchema {
  for (const type of [composed.getQueryType(), composed.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const defaulted = field.args.filter((a) => a.defaultValue !== undefined);
      const resolve = field.resolve;
      if (defaulted.length === 0 || !resolve) continue;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        let given = args;
        for (const arg of defaulted) if (given[arg.name] === null) given = { ...given, [arg.name]: arg.defaultValue };
        return resolve(source, given, context, info);
      };
    }
  }
  return composed;
}
