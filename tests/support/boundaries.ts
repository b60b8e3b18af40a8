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
  /** Set for `import type …`/`export type …`: erased at compile time, no module is loaded. */
  typeOnly?: true;
  /** Set for a dynamic `import('…')`: the module is loaded only when that line runs. */
  dynamic?: true;
}

export const SRC = path.join(import.meta.dirname, '../../src');
/** The command-line scripts (`npm run seed`, `staff`, …): callers of the features like src/app, scanned with src/. */
export const SCRIPTS = path.join(import.meta.dirname, '../../scripts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every import of src/ and scripts/ (test files excluded), relative ones resolved to `@/…`. Files of src/ are named
 * relative to it (`features/booking/booking.ts`), the scripts as `scripts/<name>`.
 */
export function scanImports(src = SRC, scripts = SCRIPTS): Import[] {
  const posix = (p: string) => p.split(path.sep).join('/');
  const name = (full: string) => (full.startsWith(src + path.sep) ? posix(path.relative(src, full)) : `scripts/${posix(path.relative(scripts, full))}`);
  const files = [...sourceFiles(src), ...(fs.existsSync(scripts) ? sourceFiles(scripts) : [])];
  return files.flatMap((full) => {
    const file = name(full);
    return [...fs.readFileSync(full, 'utf8').matchAll(IMPORT)].map((m): Import => {
      const raw = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
      const typeOnly = /^\s*(?:import|export)\s+type\s/.test(m[0]) ? { typeOnly: true as const } : {};
      const dynamic = m[3] !== undefined ? { dynamic: true as const } : {};
      if (!raw.startsWith('.')) return { file, target: raw, ...typeOnly, ...dynamic };
      const resolved = path.resolve(path.dirname(full), raw);
      const target = resolved.startsWith(src + path.sep) ? `@/${posix(path.relative(src, resolved))}` : name(resolved);
      return { file, target, ...typeOnly, ...dynamic };
    });
  });
}

/**
 * The source file of an `@/…` or `scripts/…` target among the scanned files (`@/features/x/server` →
 * `features/x/server.ts`, `scripts/command-database` → `scripts/command-database.ts`).
 */
function fileOf(target: string, files: Set<string>): string | null {
  const base = target.startsWith('@/') ? target.slice(2) : target.startsWith('scripts/') ? target : null;
  if (base === null) return null;
  return ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => files.has(f)) ?? null;
}

/**
 * Every module a file loads through its imports (type-only ones left out; the file itself included), as scanned file
 * names and bare packages. `dynamic: false` follows the static imports only: what loading the file loads by itself.
 */
export function reachable(imports: Import[], start: string, { dynamic = true }: { dynamic?: boolean } = {}): Set<string> {
  const files = new Set(imports.map((i) => i.file));
  const byFile = new Map<string, string[]>();
  for (const i of imports) if (!i.typeOnly && (dynamic || !i.dynamic)) byFile.set(i.file, [...(byFile.get(i.file) ?? []), i.target]);
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length) {
    for (const target of byFile.get(queue.shift()!) ?? []) {
      const next = fileOf(target, files) ?? target;
      if (seen.has(next)) continue;
      seen.add(next);
      if (files.has(next)) queue.push(next);
    }
  }
  return seen;
}

/** The scanned files from which one of the files `isTarget` picks is reached (reverse of `reachable`, for many starts at once). */
function filesReaching(imports: Import[], isTarget: (file: string) => boolean, { dynamic = true }: { dynamic?: boolean } = {}): Set<string> {
  const files = new Set(imports.map((i) => i.file));
  const importers = new Map<string, string[]>();
  for (const i of imports) {
    if (i.typeOnly || (!dynamic && i.dynamic)) continue;
    const imported = fileOf(i.target, files) ?? i.target;
    importers.set(imported, [...(importers.get(imported) ?? []), i.file]);
  }
  const seen = new Set([...files].filter(isTarget));
  const queue = [...seen];
  while (queue.length) {
    for (const importer of importers.get(queue.shift()!) ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return seen;
}

const featureOfFile = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
const featureOfTarget = (target: string) => /^@\/features\/([^/]+)/.exec(target)?.[1] ?? null;
/**
 * A feature's public entries, each for its callers (ADR 023 and its amendment of issue 46):
 * - `@/features/x` (index.ts, safe in the browser): for everyone;
 * - `@/features/x/server`: server code, for other features, the routes and the composition roots;
 * - `@/features/x/tables`: its tables, for reading and foreign keys (writes stay with the owner);
 * - `@/features/x/routes`: what the pages and route handlers of src/app use;
 * - `@/features/x/graphql`: its query-endpoint module, for the endpoint's composition root;
 * - `@/features/x/proxy`: the few small modules the request proxy asks (src/proxy.ts);
 * - `@/features/x/cli`: what the command-line scripts and the demo module (src/demo) use (no `server-only` marker, no React).
 */
const ENTRY = /^@\/features\/[^/]+(?:\/(server|tables|routes|graphql|proxy|cli))?$/;
const entryOf = (target: string): string | null => {
  const m = ENTRY.exec(target);
  return m ? (m[1] ?? 'index') : null;
};

/** Who calls the features from outside, and the entries each may use. */
const CALLERS: { name: string; files: (file: string) => boolean; entries: string[] }[] = [
  { name: 'features', files: (f) => f.startsWith('features/'), entries: ['index', 'server', 'tables'] },
  { name: 'the routes (src/app)', files: (f) => f.startsWith('app/'), entries: ['index', 'server', 'routes'] },
  { name: "the query endpoint's composition roots", files: (f) => f === 'graphql/server.ts' || f === 'graphql/content-server.ts', entries: ['index', 'server', 'graphql'] },
  { name: "the request proxy's imports (src/proxy.ts)", files: (f) => f === 'proxy.ts', entries: ['proxy'] },
  { name: 'the command-line scripts', files: (f) => f.startsWith('scripts/'), entries: ['cli'] },
  { name: 'the composition roots (src/server, instrumentation.ts)', files: (f) => f.startsWith('server/') || f === 'instrumentation.ts', entries: ['index', 'server'] },
  // The demo module runs in plain Node (tsx) like the scripts and writes through the owning features' functions.
  { name: 'the demo module (src/demo)', files: (f) => f.startsWith('demo/'), entries: ['index', 'cli'] },
];

/**
 * Demo data (ADR 023, amendment of issue 46) lives in the demo module, src/demo/, and is loaded only where demo data
 * is on: by the scripts that exist for it (statically) and by the set-up, whose dynamic `import()` sits behind the
 * switch SEED_DEMO_DATA (tests/unit/layers.test.ts reads that line). Everything else runs with demo data off too.
 */
const isDemoFile = (file: string) => file.startsWith('demo/');
const isDemoTarget = (target: string) => target === '@/demo' || target.startsWith('@/demo/');
/** Scripts that exist only for demo data (`npm run listings:demo-feed`). */
export const DEMO_SCRIPTS = ['scripts/listings-demo-feed.ts'];
/** Files that load the demo module with a dynamic `import()` behind the demo-data switch. */
export const DEMO_SWITCHES = ['scripts/db-setup.ts'];
/** The entry points of what runs when demo data is off: the server's (routes, proxy, instrumentation, composition roots) and the other scripts. */
const runsWithDemoDataOff = (file: string) =>
  /^(app|server|graphql)\//.test(file) || file === 'proxy.ts' || file === 'instrumentation.ts' || (file.startsWith('scripts/') && !DEMO_SCRIPTS.includes(file));

/**
 * Feature → features it imports (other than itself). Imports of a feature's `tables` entry are no calls (reads and
 * foreign keys: any feature may read any table) and add no edge; the tables files have their own acyclic graph
 * (tests/support/table-owners.ts).
 */
export function featureGraph(imports: Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const from = featureOfFile(file);
    const to = featureOfTarget(target);
    if (!from || !to || from === to || entryOf(target) === 'tables') continue;
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
    'the engine is pure (imports only itself and the data files of src/datasets)',
    imports.filter((i) => i.file.startsWith('engine/') && !i.target.startsWith('@/engine/') && !/^@\/datasets\/[^/]+\.json$/.test(i.target)),
  );
  rule(
    'src/datasets holds generated data files (JSON) only, no code',
    imports.filter((i) => i.file.startsWith('datasets/')),
  );
  rule(
    'shared code (lib, db, i18n, config, components) imports no feature',
    imports.filter((i) => SHARED.some((p) => i.file.startsWith(p)) && i.target.startsWith('@/features/')),
  );
  rule(
    'the database is reached through the features only (a type, such as the GraphQL context\'s, may be named)',
    imports.filter((i) => !i.typeOnly && ['engine/', 'lib/', 'i18n/', 'config/', 'components/'].some((p) => i.file.startsWith(p)) && (i.target === '@/db' || i.target.startsWith('@/db/'))),
  );
  rule(
    "a feature imports another feature's public entry only (index.ts, server.ts or tables.ts)",
    imports.filter((i) => {
      const from = featureOfFile(i.file);
      const to = featureOfTarget(i.target);
      return from !== null && to !== null && from !== to && !['index', 'server', 'tables'].includes(entryOf(i.target) ?? '');
    }),
  );
  for (const caller of CALLERS.filter((c) => c.name !== 'features')) {
    rule(
      `${caller.name} use a feature only through its entries ${caller.entries.join(', ')}`,
      imports.filter((i) => caller.files(i.file) && featureOfTarget(i.target) !== null && !caller.entries.includes(entryOf(i.target) ?? '')),
    );
  }
  rule(
    'nothing but the composition roots, the routes, the scripts and the features imports a feature',
    imports.filter((i) => featureOfTarget(i.target) !== null && !featureOfFile(i.file) && !CALLERS.some((c) => c.files(i.file))),
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
  // The entries that run outside Next's server bundle stay small: the scripts' (tsx in plain Node, where the
  // `server-only` marker throws) and the proxy's (it runs before every request: no database, no React).
  const files = [...new Set(imports.map((i) => i.file))];
  for (const entry of files.filter((f) => /^features\/[^/]+\/cli\.ts$/.test(f))) {
    const bad = [...reachable(imports, entry)].filter((m) => m === 'server-only');
    found.push(...bad.map((m) => `a cli entry runs in plain Node (no server-only marker): ${entry} reaches ${m}`));
  }
  for (const entry of files.filter((f) => /^features\/[^/]+\/proxy\.ts$/.test(f))) {
    const bad = [...reachable(imports, entry)].filter((m) => ['server-only', 'react', 'drizzle-orm', '@electric-sql/pglite', 'pg'].includes(m) || m.startsWith('db/'));
    found.push(...bad.map((m) => `a proxy entry stays small (no database, no React): ${entry} reaches ${m}`));
  }
  rule(
    'only the demo scripts load the demo module (src/demo); the set-up only through a dynamic import() behind SEED_DEMO_DATA',
    imports.filter((i) => isDemoTarget(i.target) && !isDemoFile(i.file) && !DEMO_SCRIPTS.includes(i.file) && !(DEMO_SWITCHES.includes(i.file) && i.dynamic)),
  );
  for (const file of files.filter(isDemoFile)) {
    const bad = [...reachable(imports, file)].filter((m) => m === 'server-only');
    found.push(...bad.map((m) => `the demo module runs in plain Node (no server-only marker): ${file} reaches ${m}`));
  }
  const reachingDemo = filesReaching(imports, isDemoFile, { dynamic: false });
  for (const entry of files.filter((f) => runsWithDemoDataOff(f) && reachingDemo.has(f))) {
    const bad = [...reachable(imports, entry, { dynamic: false })].filter(isDemoFile);
    found.push(...bad.map((m) => `demo data stays out of what runs with demo data off (static imports): ${entry} reaches ${m}`));
  }
  found.push(...featureCycles(featureGraph(imports)).map((c) => `no import cycle between features: ${c}`));
  return found;
}
