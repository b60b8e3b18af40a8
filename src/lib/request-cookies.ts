/**
 * The cookies a request carries, read from its Cookie header (for code that runs outside Next's request
 * scope, e.g. the GraphQL server). The first occurrence of a name wins, as in browsers' ordering by path.
 */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export function requestCookies(request: Request): CookieReader {
  const values = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (values.has(name)) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      values.set(name, decodeURIComponent(raw));
    } catch {
      values.set(name, raw);
    }
  }
  return { get: (name) => (values.has(name) ? { value: values.get(name)! } : undefined) };
}
