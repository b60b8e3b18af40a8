import { PERMANENT_REDIRECTS, routeByName, type Locale, LOCALES } from './routes';

/** The localized target path for a request path that answers 301, or null. */
export function permanentRedirectTarget(pathname: string): string | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const redirect of PERMANENT_REDIRECTS) {
    for (const locale of LOCALES as readonly Locale[]) {
      for (const from of redirect.from[locale]) {
        if (normalized === `/${locale}${from}`) {
          return `/${locale}${routeByName(redirect.to).paths[locale]}`;
        }
      }
    }
  }
  return null;
}
