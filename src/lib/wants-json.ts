/**
 * Whether a POST came from script (the login dialog, an enhanced form, a fetch) that asked for JSON with
 * `Accept: application/json`, rather than from a plain HTML form that gets a 303 redirect.
 */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}
