/**
 * Who owns and who writes each table (ADR 023, amendment of issue 46), as pure functions over the source texts, so
 * that the rules can be tested on made-up code too (tests/unit/table-owners.test.ts):
 * - every table is declared once, in its owner's `src/features/<x>/tables.ts` (or in `src/db/schema.ts`, owned by
 *   no feature: the page data version, counted by triggers);
 * - a table is written (insert, update, delete, upserts included) only by the feature that owns it; the others call
 *   a function of the owner, passing their transaction when the write must share it;
 * - a `tables.ts` declares tables only (drizzle-orm, the db layer's column types, other features' tables), and the
 *   tables files import each other without a cycle;
 * - the routes, the composition roots, the demo module and the scripts reach the database through the features: they
 *   import neither `@/db/schema`, nor a feature's tables, nor drizzle-orm's query builders.
 * A write is found where a table imported from a tables module (by name, alias or namespace) is the first argument
 * of `.insert(`, `.update(` or `.delete(`; a table passed around under another name is not followed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { featureCycles, SCRIPTS, SRC, type Import } from './boundaries';

/** A scanned file, named like `scanImports` names it (`features/leads/signup.ts`, `scripts/staff.ts`), and its text. */
export interface SourceFile {
  file: string;
  text: string;
}

/** A declared table: its exported identifier, the file declaring it and the feature owning it (null: no feature). */
export interface TableDeclaration {
  table: string;
  file: string;
  owner: string | null;
}

/** A write call on a table: who writes, which table (as declared), which tables module it came from. */
export interface TableWrite {
  file: string;
  table: string;
  /** The declaring module as an alias path: `@/features/leads/tables` or `@/db/schema`. */
  module: string;
  call: 'insert' | 'update' | 'delete';
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every source file of src/ and scripts/ (test files excluded; tests set up their data with the tables directly). */
export function scanSources(src = SRC, scripts = SCRIPTS): SourceFile[] {
  const posix = (p: string) => p.split(path.sep).join('/');
  const named = (dir: string, prefix: string) => sourceFiles(dir).map((full) => ({ file: prefix + posix(path.relative(dir, full)), text: fs.readFileSync(full, 'utf8') }));
  return [...named(src, ''), ...(fs.existsSync(scripts) ? named(scripts, 'scripts/') : [])];
}

const TABLES_FILE = /^features\/([^/]+)\/tables\.ts$/;
const SCHEMA_FILE = 'db/schema.ts';
const moduleOfFile = (file: string) => `@/${file.replace(/\.ts$/, '')}`;
/** The owner a tables module stands for: `@/features/x/tables` → x, `@/db/schema` → null; undefined for other modules. */
const ownerOfModule = (module: string): string | null | undefined => (module === '@/db/schema' ? null : (/^@\/features\/([^/]+)\/tables$/.exec(module)?.[1] ?? undefined));
const featureOfFile = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Every `pgTable` declared in a feature's tables.ts or in src/db/schema.ts. */
export function tableDeclarations(sources: SourceFile[]): TableDeclaration[] {
  return sources.flatMap(({ file, text }) => {
    const feature = TABLES_FILE.exec(file)?.[1];
    if (feature === undefined && file !== SCHEMA_FILE) return [];
    return [...text.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\s*[(<]/g)].map((m) => ({ table: m[1]!, file, owner: feature ?? null }));
  });
}

/** A module specifier as an alias path (`./tables` in features/leads/x.ts → `@/features/leads/tables`). */
function resolveSpecifier(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const from = file.startsWith('scripts/') ? `/${file}` : `/src/${file}`;
  const resolved = path.posix.join(path.posix.dirname(from), specifier);
  return resolved.startsWith('/src/') ? `@/${resolved.slice('/src/'.length)}` : resolved.slice(1);
}

const IMPORT_BINDINGS = /(?:^|\n)\s*import\s+(?:type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+['"]([^'"]+)['"]/g;

/** Every write call on an imported table. */
export function tableWrites(sources: SourceFile[]): TableWrite[] {
  return sources.flatMap(({ file, text }) => {
    const named = new Map<string, { table: string; module: string }>();
    const namespaces = new Map<string, string>();
    for (const m of text.matchAll(IMPORT_BINDINGS)) {
      const source = resolveSpecifier(file, m[2]!);
      if (ownerOfModule(source) === undefined) continue;
      const bindings = m[1]!;
      if (bindings.startsWith('*')) {
        namespaces.set(bindings.replace(/^\*\s+as\s+/, '').trim(), source);
        continue;
      }
      for (const part of bindings.slice(1, -1).split(',')) {
        const [table, local = table] = part.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/);
        if (table) named.set(local!.trim(), { table: table.trim(), module: source });
      }
    }
    const writes: TableWrite[] = [];
    for (const m of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?\s*[),]/g)) {
      const call = m[1] as TableWrite['call'];
      const binding = named.get(m[2]!);
      if (binding && m[3] === undefined) writes.push({ file, table: binding.table, module: binding.module, call });
      const namespace = namespaces.get(m[2]!);
      if (namespace && m[3] !== undefined) writes.push({ file, table: m[3], module: namespace, call });
    }
    return writes;
  });
}

/**
 * What may use the tables and drizzle-orm besides the features: the db layer (client, shared schema, column types) and
 * the page data version's reader of the table no feature owns. Everything else (the routes, the composition roots,
 * the request proxy, the demo module, the scripts) reaches the database through the features.
 */
const databaseLayer = (file: string) => file.startsWith('features/') || file.startsWith('db/') || file === 'page-data-version.ts';

/** Every broken rule of table ownership, as readable lines (empty when the code keeps them). */
export function tableOwnershipViolations(sources: SourceFile[], imports: Import[]): string[] {
  const found: string[] = [];
  const declarations = tableDeclarations(sources);

  const byName = new Map<string, TableDeclaration[]>();
  for (const d of declarations) byName.set(d.table, [...(byName.get(d.table) ?? []), d]);
  for (const [table, list] of byName) {
    if (list.length > 1) found.push(`a table is declared once, by its owner: ${table} in ${list.map((d) => d.file).join(', ')}`);
  }

  const declared = new Set(declarations.map((d) => `${moduleOfFile(d.file)}#${d.table}`));
  for (const w of tableWrites(sources)) {
    const owner = ownerOfModule(w.module);
    const writer = featureOfFile(w.file);
    if (!declared.has(`${w.module}#${w.table}`)) found.push(`a write names a declared table: ${w.file} ${w.call}s ${w.table}, which ${w.module} does not declare`);
    else if (owner === null) found.push(`a table owned by no feature is written by the database only (triggers): ${w.file} ${w.call}s ${w.table}`);
    else if (writer !== owner) found.push(`a table is written only by the feature that owns it: ${w.file} ${w.call}s ${w.table} (owned by ${owner})`);
  }

  for (const i of imports) {
    const from = TABLES_FILE.exec(i.file)?.[1];
    if (from === undefined) continue;
    const allowed = i.target === 'drizzle-orm' || i.target === 'drizzle-orm/pg-core' || i.target === '@/db/columns' || /^@\/features\/[^/]+\/tables$/.test(i.target);
    if (!allowed) found.push(`a feature's tables.ts declares tables only (drizzle-orm, @/db/columns, other features' tables): ${i.file} → ${i.target}`);
  }
  const tablesGraph = new Map<string, Set<string>>();
  for (const i of imports) {
    const from = TABLES_FILE.exec(i.file)?.[1];
    const to = /^@\/features\/([^/]+)\/tables$/.exec(i.target)?.[1];
    if (from === undefined || to === undefined || from === to) continue;
    if (!tablesGraph.has(from)) tablesGraph.set(from, new Set());
    tablesGraph.get(from)!.add(to);
  }
  found.push(...featureCycles(tablesGraph).map((c) => `no import cycle between the features' tables: ${c}`));

  for (const i of imports) {
    if (databaseLayer(i.file)) continue;
    if (i.target === '@/db/schema' || /^@\/features\/[^/]+\/tables$/.test(i.target) || i.target === 'drizzle-orm' || i.target.startsWith('drizzle-orm/')) {
      found.push(`outside the features and the db layer, the database is reached through the features (no tables, no query builder): ${i.file} → ${i.target}`);
    }
  }
  return found;
}
