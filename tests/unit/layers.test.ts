/**
 * The layers of docs/architecture.md, checked on every import of src/ (known debt 2): the engine is pure, the
 * database is reached through the features only, nothing reaches into the routes, and the query endpoint's
 * shared part (src/graphql) knows no feature except where it composes them (server.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = path.join(import.meta.dirname, '../../src');

interface Import {
  file: string;
  target: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

const IMPORTS: Import[] = sourceFiles(SRC).flatMap((full) => {
  const file = path.relative(SRC, full).split(path.sep).join('/');
  return [...fs.readFileSync(full, 'utf8').matchAll(IMPORT)].map((m) => ({ file, target: (m[1] ?? m[2] ?? m[3] ?? m[4])! }));
});

const violations = (from: (file: string) => boolean, forbidden: (target: string, file: string) => boolean) =>
  IMPORTS.filter((i) => from(i.file) && forbidden(i.target, i.file)).map((i) => `${i.file} → ${i.target}`);

describe('layers', () => {
  test('the scan sees the code base (a broken pattern would pass everything)', () => {
    expect(IMPORTS.length).toBeGreaterThan(500);
    expect(IMPORTS).toContainEqual({ file: 'graphql/server.ts', target: '@/features/rates/graphql/resolvers' });
  });

  test('the engine is pure: it imports only itself (no database, framework, clock or network)', () => {
    expect(violations((f) => f.startsWith('engine/'), (t) => !t.startsWith('.') && !t.startsWith('@/engine/'))).toEqual([]);
  });

  test('the database is reached through the features only', () => {
    const outside = (f: string) => ['engine/', 'lib/', 'i18n/', 'config/', 'components/'].some((p) => f.startsWith(p));
    expect(violations(outside, (t) => t === '@/db' || t.startsWith('@/db/'))).toEqual([]);
  });

  test('nothing outside the routes imports from the routes', () => {
    expect(violations((f) => !f.startsWith('app/'), (t) => t.startsWith('@/app/'))).toEqual([]);
  });

  test("the query endpoint's shared part knows no feature; only server.ts composes them", () => {
    expect(violations((f) => f.startsWith('graphql/') && f !== 'graphql/server.ts', (t) => t.startsWith('@/features/'))).toEqual([]);
  });

  test('the shared libraries (lib, i18n, config) import no feature', () => {
    expect(violations((f) => ['lib/', 'i18n/', 'config/'].some((p) => f.startsWith(p)), (t) => t.startsWith('@/features/'))).toEqual([]);
  });
});
