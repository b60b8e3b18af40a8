/**
 * Where a test lives (known debt 3), one rule: tests of the pure engine sit next to its code
 * (`src/engine/**\/x.test.ts`: the engine needs nothing of the app to be tested); every other test lives under
 * `tests/`, by what it needs: `tests/unit` neither a database nor a browser, `tests/db` a database (PGlite or
 * PostgreSQL, also an in-memory one for a route), `tests/e2e` a browser and the production server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = process.cwd();
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** A test file that opens a database: the test support's database helpers or the client's open. */
const OPENS_DATABASE = /\b(useMemoryAppDb|freshDatabase|migratedPglite|openDatabase)\b/;

function misplacedTests(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path: file, text }) => {
    if (!/\.test\.tsx?$/.test(file)) return [];
    if (file.startsWith('src/') && !file.startsWith('src/engine/')) return [`${file}: next to the code only in src/engine; this test belongs under tests/`];
    if (file.startsWith('tests/unit/') && OPENS_DATABASE.test(text)) return [`${file}: opens a database, so it belongs in tests/db`];
    return [];
  });
}

describe('test locations', () => {
  // This file names the helpers in its examples: it is left out of the scan.
  const files = [...filesUnder('src'), ...filesUnder('tests/unit'), ...filesUnder('tests/db')].filter((p) => p !== 'tests/unit/test-locations.test.ts').map((p) => ({ path: p, text: fs.readFileSync(path.join(root, p), 'utf8') }));

  test('every test file of today keeps the rule (and the scan sees them)', () => {
    expect(files.filter((f) => f.path.startsWith('src/engine/') && f.path.endsWith('.test.ts')).length).toBeGreaterThan(30);
    expect(misplacedTests(files)).toEqual([]);
  });

  test('a feature test next to its code, or a database in tests/unit, is named', () => {
    expect(misplacedTests([{ path: 'src/features/funnel/answers.test.ts', text: '' }])).toEqual(['src/features/funnel/answers.test.ts: next to the code only in src/engine; this test belongs under tests/']);
    expect(misplacedTests([{ path: 'tests/unit/x.test.ts', text: "const db = await useMemoryAppDb();" }])).toEqual(['tests/unit/x.test.ts: opens a database, so it belongs in tests/db']);
    expect(misplacedTests([{ path: 'src/engine/annuity.test.ts', text: '' }, { path: 'tests/db/x.test.ts', text: 'openDatabase' }])).toEqual([]);
  });
});
