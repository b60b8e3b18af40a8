/**
 * Operations of the composed query endpoint schema, written from the schema itself (the limit and fuzz
 * tests of the query endpoint): every Query and Mutation field with a selection of all its fields.
 *
 * Types are inspected by shape, not with graphql's isObjectType & co.: the schema is built by Yoga's graphql
 * instance, which under Vitest is another module instance than a test's own `import 'graphql'`.
 */
import type { GraphQLArgument, GraphQLField, GraphQLNamedType, GraphQLType } from 'graphql';
import { schema } from '@/graphql/server';

export interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every field of Query and Mutation. */
export function rootFields(): RootField[] {
  const query = Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: 'query' as const, field }));
  const mutation = Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ operation: 'mutation' as const, field }));
  return [...query, ...mutation];
}

/** A type without its List/NonNull wrappers. */
export function namedType(type: GraphQLType): GraphQLNamedType {
  let t: GraphQLType = type;
  while ('ofType' in t && t.ofType) t = t.ofType;
  return t as GraphQLNamedType;
}

function hasFields(type: GraphQLNamedType): type is GraphQLNamedType & { getFields(): Record<string, GraphQLField<unknown, unknown>> } {
  return 'getFields' in type && !('parseValue' in type) && type.constructor.name === 'GraphQLObjectType';
}

/** All fields of a type, nested objects with all of theirs: the largest selection a client can ask for. */
export function fullSelection(type: GraphQLNamedType): string {
  if (!hasFields(type)) return '';
  return Object.values(type.getFields())
    .map((f) => {
      const named = namedType(f.type);
      return hasFields(named) ? `${f.name} { ${fullSelection(named)} }` : f.name;
    })
    .join(' ');
}

/** The selection set of a root field's result ('' for a scalar result). */
export function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = namedType(field.type);
  return hasFields(named) ? `{ ${fullSelection(named)} }` : '';
}

/** The argument's type as written in a variable definition, e.g. `[Int!]`, `Float!`. */
export function typeName(arg: GraphQLArgument): string {
  return String(arg.type);
}
