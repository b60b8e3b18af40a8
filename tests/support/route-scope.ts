/**
 * Runs a route handler the way Next runs it for a request: inside a request scope whose `cookies()` and `headers()`
 * are the request's own (Next's own request store for route handlers, `createRequestStoreForAPI`). Database tests
 * call handlers that read the session or the staff cookie (getLoggedInLead, getStaffUser) with a Request and
 * a cookie header, without a server.
 */
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';
import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external';

export function inRequestScope<T>(request: Request, handler: () => Promise<T>): Promise<T> {
  const url = new URL(request.url);
  // Next reads only the request's headers here (for cookies() and headers()); no implicit cache tags, no preview.
  const requestStore = createRequestStoreForAPI({ headers: request.headers } as never, url, { tags: [], expirationsByCacheKind: new Map() } as never, undefined, undefined as never, undefined);
  // What `cookies()` and `headers()` read of the work store for a dynamic route handler.
  const workStore = { route: url.pathname, page: url.pathname, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false } as unknown as WorkStore;
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, handler));
}

/** A cookie header from name → value pairs. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
