/**
 * CSRF defence for state-changing route handlers (Server Actions check Origin themselves, route handlers do
 * not): the Origin header must name this host. A missing Origin is rejected when the call relies on cookies.
 */
export function isSameOrigin(request: Request, { allowMissing }: { allowMissing: boolean }): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return allowMissing;
  if (origin === 'null') return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}
