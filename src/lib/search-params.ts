/**
 * Reading the query of a page or a request. Next.js hands a page its `searchParams` as a record whose entries
 * are absent, a string, or an array when the parameter is repeated; a route handler or a client reads a
 * URLSearchParams. Both give the first value of a parameter here.
 */

/** A page's `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's `searchParams` or a request's query. */
export type QuerySource = URLSearchParams | SearchParams;

/** The value of one `searchParams` entry: the first of a repeated parameter; undefined when absent. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The first value of the parameter `key`, whichever form carries the query; undefined when absent. */
export function searchParam(source: QuerySource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  return firstValue(source[key]);
}

/** Every entry of a page's `searchParams` as its first value (a repeated parameter counts once). */
export function firstValues(params: SearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, firstValue(v)]));
}
