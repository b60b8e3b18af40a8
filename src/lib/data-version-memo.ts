/**
 * Reads kept for the current version of the page data (ADR 034; issue 47), for pages rendered per request: the rates
 * market of a day and the lenders' conditions in force are the same for every request until a write to their tables
 * raises the version (the statement triggers of migration 0018 and later count every such write, whoever makes it, on
 * every instance). The version is the one the process knows without a query (registered at start,
 * src/instrumentation.ts; the production server reads it at the start of every request, and LISTEN/NOTIFY or
 * PGlite's own notification tells it of a change): it never waits on the database, so a call inside a transaction
 * cannot block on it. Unknown (a change was notified since, nothing registered: tests, scripts), every call reads.
 * Only page renders use it: a job that has just written reads its own writes directly.
 *
 * A read started under version v may already see a later write: it is kept under v and read again once the version
 * moves on, so a page never shows data older than the version it was asked under. A failed read is not kept.
 */
/** Where the app registers `(today) => version | null`: the page data version known without a query (src/instrumentation.ts). */
export const DATA_VERSION_PEEK = Symbol.for('hauslotse.pageDataVersionPeek');

type VersionPeek = () => string | null;
interface Kept {
  version: string;
  value: Promise<unknown>;
}

/**
 * At most this many keys per database, the least recently asked dropped first: today's rates and conditions, and the
 * listings visited (a few KB each: the row, its images, prices and three similar ones).
 */
export const MAX_KEPT_KEYS = 1000;
const kept = new WeakMap<object, Map<string, Kept>>();

/** The version known without a query, or null (none registered, or a change was notified since the last read). */
function knownVersion(): string | null {
  const peek = (globalThis as Record<symbol, unknown>)[DATA_VERSION_PEEK] as VersionPeek | undefined;
  return typeof peek === 'function' ? peek() : null;
}

/**
 * `read()`'s result for `key` under the current data version, per `owner` (the database handle the read uses):
 * kept while the version stays the same, shared by the requests that ask at the same time. The value is shared: callers
 * must not change it.
 */
export async function keptForDataVersion<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  const version = knownVersion();
  if (version === null) return read();
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.version === version) {
    // Most recently asked last (a Map keeps insertion order), so the oldest key is the one dropped.
    byKey.delete(key);
    byKey.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = read();
  byKey.delete(key);
  if (byKey.size >= MAX_KEPT_KEYS) byKey.delete(byKey.keys().next().value!);
  const entry: Kept = { version, value };
  byKey.set(key, entry);
  value.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return value;
}
