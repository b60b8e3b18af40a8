/**
 * Each feature owns its tables (ADR 023, amendment of issue 46): a table is declared in its owner's tables.ts and
 * written only by that feature; the routes, composition roots, demo module and scripts reach the database through
 * the features.
 * Checked on the code of src/ and scripts/, then on deliberately wrong samples that must fail.
 */
import { describe, expect, test } from 'vitest';
import { boundaryViolations, featureGraph, scanImports, type Import } from '../support/boundaries';
import { scanSources, tableDeclarations, tableOwnershipViolations, tableWrites, type SourceFile } from '../support/table-owners';

const SOURCES = scanSources();
const IMPORTS = scanImports();

describe('table owners', () => {
  test('the scan sees every table and its writes (a broken pattern would pass everything)', () => {
    const declarations = tableDeclarations(SOURCES);
    expect(declarations).toHaveLength(69); // 63 + lead_offers (issue 50) + the four of features/loans (issue 51) + loan_rate_watch_tokens (session 30)
    expect(declarations).toContainEqual({ table: 'consents', file: 'features/leads/tables.ts', owner: 'leads' });
    expect(declarations).toContainEqual({ table: 'emails', file: 'features/email/tables.ts', owner: 'email' });
    expect(declarations).toContainEqual({ table: 'pageDataVersion', file: 'db/schema.ts', owner: null });
    const writes = tableWrites(SOURCES);
    expect(writes.length).toBeGreaterThan(100);
    expect(writes).toContainEqual({ file: 'features/leads/consents.ts', table: 'consents', module: '@/features/leads/tables', call: 'insert' });
    expect(writes).toContainEqual({ file: 'features/booking/advisor-schedule.ts', table: 'advisorHours', module: '@/features/booking/tables', call: 'delete' });
    // Relative imports are resolved: the rates import's own modules write the rates tables.
    expect(writes).toContainEqual({ file: 'features/rates/import/runs.ts', table: 'rateImportRuns', module: '@/features/rates/tables', call: 'insert' });
  });

  test("today's code keeps every rule: each table has one writer, its owner", () => {
    expect(tableOwnershipViolations(SOURCES, IMPORTS)).toEqual([]);
    const writers = new Map<string, Set<string>>();
    for (const w of tableWrites(SOURCES)) writers.set(w.table, (writers.get(w.table) ?? new Set()).add(w.file.split('/')[1]!));
    expect([...writers].filter(([, features]) => features.size > 1)).toEqual([]);
  });

  test("reading another feature's tables is no call: it adds no edge to the feature graph (no cycle)", () => {
    // advisors → reviews (the reviews' average) while the reviews' table references advisors: no cycle.
    const read: Import = { file: 'features/advisors/repository.ts', target: '@/features/booking/tables' };
    expect(boundaryViolations([...IMPORTS, read])).toEqual(boundaryViolations(IMPORTS));
    expect(featureGraph([...IMPORTS, read]).get('advisors') ?? new Set()).not.toContain('booking');
  });

  const wrongSource = (file: string, text: string): { source: SourceFile } => ({ source: { file, text } });
  const wrongImport = (file: string, target: string): { import: Import } => ({ import: { file, target } });

  test.each<[string, { source?: SourceFile; import?: Import }, string]>([
    [
      'a feature inserting into a table another feature owns',
      wrongSource('features/webinars/register-twice.ts', "import { consents } from '@/features/leads/tables';\nawait tx.insert(consents).values(row);"),
      'a table is written only by the feature that owns it: features/webinars/register-twice.ts inserts consents (owned by leads)',
    ],
    [
      'an update through an alias',
      wrongSource('features/privacy/anonymise.ts', "import { emails as outbox } from '@/features/email/tables';\nawait tx.update(outbox).set({ toAddress: 'deleted' });"),
      'features/privacy/anonymise.ts updates emails (owned by email)',
    ],
    [
      'a delete through a namespace import',
      wrongSource('features/auth/logout-all.ts', "import * as leadTables from '@/features/leads/tables';\nawait db.delete(leadTables.sessions).where(x);"),
      'features/auth/logout-all.ts deletes sessions (owned by leads)',
    ],
    [
      'an upsert through a relative path into another feature',
      wrongSource('features/advisors/seed-hours.ts', "import { advisorHours } from '../booking/tables';\nawait db.insert(advisorHours).values(rows).onConflictDoNothing();"),
      'features/advisors/seed-hours.ts inserts advisorHours (owned by booking)',
    ],
    [
      'a feature writing the table no feature owns',
      wrongSource('features/rates/bump.ts', "import { pageDataVersion } from '@/db/schema';\nawait db.update(pageDataVersion).set({ changes: 0 });"),
      'a table owned by no feature is written by the database only (triggers): features/rates/bump.ts updates pageDataVersion',
    ],
    [
      'a table declared by two features',
      wrongSource('features/webinars/tables.ts', "export const consents = pgTable('webinar_consents', {});"),
      'a table is declared once, by its owner: consents in features/leads/tables.ts, features/webinars/tables.ts',
    ],
    ['a route importing the shared schema', wrongImport('app/api/staff/members/route.ts', '@/db/schema'), 'outside the features and the db layer, the database is reached through the features'],
    ["a route importing a feature's tables", wrongImport('app/api/staff/members/route.ts', '@/features/staff/tables'), 'outside the features and the db layer, the database is reached through the features'],
    ["a route using drizzle-orm's query builders", wrongImport('app/api/staff/members/route.ts', 'drizzle-orm'), '(no tables, no query builder): app/api/staff/members/route.ts → drizzle-orm'],
    ["the query endpoint's root importing tables", wrongImport('graphql/server.ts', '@/features/leads/tables'), 'outside the features and the db layer, the database is reached through the features'],
    ['the request proxy importing the schema', wrongImport('proxy.ts', '@/db/schema'), 'outside the features and the db layer, the database is reached through the features'],
    ['the demo module writing with the query builder', wrongImport('demo/advisors.ts', 'drizzle-orm'), '(no tables, no query builder): demo/advisors.ts → drizzle-orm'],
    ['a script importing tables', wrongImport('scripts/staff.ts', '@/features/staff/tables'), '(no tables, no query builder): scripts/staff.ts → @/features/staff/tables'],
    ["a tables.ts importing a feature's server code", wrongImport('features/reviews/tables.ts', '@/features/advisors/server'), "a feature's tables.ts declares tables only"],
    ['a cycle between tables files', wrongImport('features/advisors/tables.ts', '@/features/reviews/tables'), "no import cycle between the features' tables: advisors → reviews → advisors"],
  ])('a deliberately wrong sample fails the check: %s', (_label, wrong, message) => {
    const violations = tableOwnershipViolations([...SOURCES, ...(wrong.source ? [wrong.source] : [])], [...IMPORTS, ...(wrong.import ? [wrong.import] : [])]);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toContain(message);
  });
});
