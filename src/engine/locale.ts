/**
 * The site's languages, once for the whole code base. The engine keeps its own bilingual data (city and
 * region names and slugs) and may import nothing outside src/engine, so the list lives here; the route
 * table (src/i18n/routes.ts) and everything else take it from here.
 */
export const LOCALES = ['de', 'en'] as const;

/** A language of the site. */
export type Locale = (typeof LOCALES)[number];
