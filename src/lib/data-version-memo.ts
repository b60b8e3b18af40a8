/**
 * Reads kept for the current version of the page data (ADR 034; issue 47): the rates market of a day and the lenders'
 * conditions in force are the same for every request until a write to their tables raises the version (the statement
 * triggers of migration 0018 and later count every such write, whoever makes it, on every instance). A server process
 * registers the version's reader at start (src/instrumentation.ts; in memory, kept current by LISTEN/NOTIFY or
 * PGlite's own notification), so a kept read costs no query; a different version reads anew. Without a registered
 * reader (tests, scripts) every call reads.
 *
 * A read started under version v may already see a later write: it is kept under v and read again once the version
 * moves on, so a page never shows data older than the version it was asked under. A failed read is not kept.
 */
import { DATA_VERSION } from './page-cache';

type VersionReader = () => Promise<string>;
interface Kept {
  version: string;
  value: Promise<unknown>;
}

/** At most this many keys per database (days × kinds): a process serves today, and rarely a few other days. */
const MAX_KEYS = 64;
const kept = new WeakMap<object, Map<string, Kept>>();

/** The registered data version, or null when none is registered or it cannot be read (then nothing is kept). */
async function currentVersion(): Promise<string | null> {
  const read = (globalThis as Record<symbol, unknown>)[DATA_VERSION] as VersionReader | undefined;
  if (typeof read !== 'function') return null;
  try {
    return await read();
  } catch {
    return null;
  }
}

/**
 * `read()`'s result for `key` under the current data version, per `owner` (the database handle the read uses):
 * kept while the version stays the same, shared by the requests that ask at the same time. The value is shared: callers
 * must not change it.
 */
export async function keptForDataVersion<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  const version = await currentVersion();
  if (version === null) return read();
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const value = read();
  if (byKey.size >= MAX_KEYS && !byKey.has(key)) byKey.delete(byKey.keys().next().value!);
  const entry: Kept = { version, value };
  byKey.set(key, entry);
  value.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return value;
}
