import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { enumerateRoutePaths } from '@/i18n/paths';
import { LOCALES, type Locale } from '@/i18n/routes';
import { contentStore, counterpartUrl } from '@/features/content';
import { itemPath, type ContentKind } from '@/features/content/routes';
import { getDb } from '@/db';
import { propertyCityIds } from '@/features/properties/server';
import { listOpenOpenings, openingCounterparts } from '@/features/careers/server';
import { todayInBerlin } from '@/lib/dates';

export const dynamic = 'force-dynamic';

/** Every public page in both locales, each with its hreflang alternates; content items pair by id (ADR 020). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const abs = (path: string) => new URL(path, env.PUBLIC_BASE_URL).toString();
  const entry = (url: string, paths: Partial<Record<Locale, string>>, lastModified?: string) => ({
    url: abs(url),
    ...(lastModified ? { lastModified } : {}),
    alternates: {
      languages: {
        ...Object.fromEntries(LOCALES.filter((l) => paths[l]).map((l) => [l, abs(paths[l]!)])),
        'x-default': abs(paths.de ?? url),
      },
    },
  });
  // City property pages exist where the database holds data for the city (issue 25).
  const propertyCities = await propertyCityIds(await getDb());
  const pages = enumerateRoutePaths((route) => route.sitemap, propertyCities).flatMap(({ paths }) => LOCALES.map((locale) => entry(paths[locale], paths)));
  const store = contentStore().items;
  const kinds: ContentKind[] = ['article', 'faq', 'term', 'author'];
  const content = kinds.flatMap((kind) =>
    LOCALES.flatMap((locale) =>
      store[kind][locale]
        .filter((item) => !item.draft)
        .map((item) => {
          const paths = Object.fromEntries(LOCALES.map((l) => [l, l === locale ? itemPath(item) : counterpartUrl(kind, item.id, l)]).filter(([, p]) => p)) as Partial<Record<Locale, string>>;
          return entry(itemPath(item), paths, 'updatedAt' in item ? item.updatedAt : undefined);
        }),
    ),
  );
  // Openings while they take applications (issue 29), each with its counterpart.
  const today = todayInBerlin();
  const openings = LOCALES.flatMap((locale) =>
    listOpenOpenings(locale, today).map((o) => {
      const paths = openingCounterparts(o);
      return entry(paths[locale]!, paths, o.datePosted);
    }),
  );
  return [...pages, ...content, ...openings];
}
