/**
 * Issue 11: the site's rates come from the database, never from curves compiled into the code. The engine's
 * test fixtures (src/engine/rates/fixtures.ts) may only be imported by tests and the benchmark script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test('no production source imports the engine\'s curve fixtures', () => {
  const offenders = files('src')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(path.join('rates', 'fixtures.ts')))
    .filter((f) => /rates\/fixtures['"]|from '\.\/fixtures'/.test(fs.readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});
