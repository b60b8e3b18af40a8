import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, PATHNAMES } from './routes';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  pathnames: PATHNAMES,
  // No locale cookie: cookies are set only at login (privacy policy). `/` picks the locale from Accept-Language.
  localeCookie: false,
  // hreflang alternates are rendered in the page head from the route table (src/i18n/alternates.ts).
  alternateLinks: false,
});
