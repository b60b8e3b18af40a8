/**
 * The import rules of docs/architecture.md and ADR 023, as a pure function over a list of imports, so that the
 * rules can be tested on made-up imports too (tests/unit/layers.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Import {
  /** Importing file, relative to src/ (e.g. `features/booking/booking.ts`). */
  file: string;
  /** The module as written, with relative paths resolved to the `@/` alias (e.g. `@/features/leads/server`). */
  target: string;
}

export const SRC = path.join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of src/ (test files excluded), relative ones resolved to `@/…`. */
export function scanImports(src = SRC): Import[] {
  return sourceFiles(src).flatMap((full) => {
    const file = path.relative(src, full).split(path.sep).join('/');
    return [...fs.readFileSync(full, 'utf8').matchAll(IMPORT)].map((m) => {
      const raw = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
      const target = raw.startsWith('.') ? `@/${path.relative(src, path.resolve(path.dirname(full), raw)).split(path.sep).join('/')}` : raw;
      return { file, target };
    });
  });
}

const featureOfFile = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
const featureOfTarget = (target: string) => /^@\/features\/([^/]+)/.exec(target)?.[1] ?? null;
/** A feature's public entries: `@/features/x` (index.ts, safe in the browser) and `@/features/x/server`. */
const isPublicEntry = (target: string) => /^@\/features\/[^/]+(\/server)?$/.test(target);

/** Feature → features it imports (other than itself). */
export function featureGraph(imports: Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const from = featureOfFile(file);
    const to = featureOfTarget(target);
    if (!from || !to || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/** The import cycles between features, each as `a → b → … → a` (one per strongly connected group). */
export function featureCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const SHARED = ['lib/', 'db/', 'i18n/', 'config/', 'components/'];

/** Every broken rule, as readable lines (empty when the code keeps the boundaries). */
export function boundaryViolations(imports: Import[]): string[] {
  const found: string[] = [];
  const rule = (name: string, list: Import[]) => found.push(...list.map((i) => `${name}: ${i.file} → ${i.target}`));
  rule(
    'the engine is pure (imports only itself)',
    imports.filter((i) => i.file.startsWith('engine/') && !i.target.startsWith('@/engine/')),
  );
  rule(
    'shared code (lib, db, i18n, config, components) imports no feature',
    imports.filter((i) => SHARED.some((p) => i.file.startsWith(p)) && i.target.startsWith('@/features/')),
  );
  rule(
    'the database is reached through the features only',
    imports.filter((i) => ['engine/', 'lib/', 'i18n/', 'config/', 'components/'].some((p) => i.file.startsWith(p)) && (i.target === '@/db' || i.target.startsWith('@/db/'))),
  );
  rule(
    "a feature imports another feature's public entry only (index.ts or server.ts)",
    imports.filter((i) => {
      const from = featureOfFile(i.file);
      const to = featureOfTarget(i.target);
      return from !== null && to !== null && from !== to && !isPublicEntry(i.target);
    }),
  );
  rule(
    'only the composition roots (app, graphql, instrumentation, server) use src/server',
    imports.filter((i) => i.target.startsWith('@/server/') && !/^(app\/|graphql\/|server\/|instrumentation\.ts$)/.test(i.file)),
  );
  rule(
    'nothing outside the routes imports from the routes',
    imports.filter((i) => !i.file.startsWith('app/') && i.target.startsWith('@/app/')),
  );
  rule(
    "the query endpoint's shared part knows no feature (only its servers compose them)",
    imports.filter((i) => i.file.startsWith('graphql/') && !['graphql/server.ts', 'graphql/content-server.ts'].includes(i.file) && i.target.startsWith('@/features/')),
  );
  found.push(...featureCycles(featureGraph(imports)).map((c) => `no import cycle between features: ${c}`));
  return found;
}
