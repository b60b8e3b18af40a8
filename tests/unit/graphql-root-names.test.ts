/**
 * Known debt 5 (ADR 009, amendment of issue 46): the query endpoint's root fields follow one rule. The product
 * spec's operations keep the names it gives them (some snake_case); every other root field is camelCase. A field
 * that broke the rule before it was written down stays, deprecated, beside its camelCase successor.
 */
import { describe, expect, test } from 'vitest';
import { rootFields } from '../support/graphql-schema';

/** The spec's operation names that are not camelCase (product spec, section 7). */
const SPEC_SNAKE_CASE = ['rates_table', 'instantaneous_forward', 'appointment_availability', 'appointment_availability_for_advisor', 'already_booked_appointments', 'average_city_statistics'];
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The root fields that break the rule, as readable lines. */
function namingProblems(fields: { name: string; deprecationReason?: string | null }[]): string[] {
  const names = new Set(fields.map((f) => f.name));
  return fields.flatMap((f) => {
    if (CAMEL_CASE.test(f.name) || SPEC_SNAKE_CASE.includes(f.name)) return [];
    if (f.deprecationReason && names.has(camel(f.name))) return [];
    return [`${f.name}: not camelCase and not a name of the spec (deprecated beside ${camel(f.name)}, or renamed)`];
  });
}

describe('root field names of the query endpoint', () => {
  const fields = rootFields().map((r) => r.field);

  test('every root field is camelCase, a name of the spec, or deprecated beside its camelCase successor', () => {
    expect(fields.length).toBeGreaterThan(40);
    expect(namingProblems(fields)).toEqual([]);
  });

  test('the property search has its camelCase name; the first one is deprecated', () => {
    expect(fields.find((f) => f.name === 'propertySearch')?.deprecationReason ?? null).toBeNull();
    expect(fields.find((f) => f.name === 'property_search')?.deprecationReason).toContain('propertySearch');
  });

  test.each([
    ['a new snake_case field', [{ name: 'made_up_field' }]],
    ['a deprecated snake_case field without its camelCase successor', [{ name: 'made_up_field', deprecationReason: 'old' }]],
    ['a field starting with a capital', [{ name: 'MadeUpField' }]],
  ])('a wrong name fails the rule: %s', (_label, wrong) => {
    expect(namingProblems([...fields, ...wrong])).toHaveLength(1);
  });
});
