/**
 * Security headers (docs/decisions/005-security-headers.md). Pages get a per-request nonce CSP from the proxy;
 * everything else gets the static headers from next.config.ts.
 */

export function pageCsp(nonce: string, isDev: boolean): string {
  return [
    `default-src 'self'`,
    // 'strict-dynamic' lets the nonce'd Next.js bootstrap load its chunks; no unsafe-inline / unsafe-eval
    // (development needs eval for React's debugging features and HMR).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // Styles: Next injects <style> for fonts/CSS in production as files; inline style attributes are used by
    // React for a few dynamic values, which CSP3 governs with style-src-attr.
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-attr 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `frame-src 'none'`,
    `manifest-src 'self'`,
    `worker-src 'self' blob:`,
    ...(isDev ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

/** CSP for responses that are not pages (API, files): nothing may load, nothing may frame them. */
export const NON_PAGE_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

export function staticSecurityHeaders(hsts: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    ...(hsts ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
  ];
}
