import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { enumerateRoutePaths } from '@/i18n/paths';
import { LOCALES } from '@/i18n/routes';

export const dynamic = 'force-dynamic';

/** Every public page in both locales, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const abs = (path: string) => new URL(path, env.PUBLIC_BASE_URL).toString();
  return enumerateRoutePaths((route) => route.sitemap).flatMap(({ paths }) =>
    LOCALES.map((locale) => ({
      url: abs(paths[locale]),
      alternates: { languages: { ...Object.fromEntries(LOCALES.map((l) => [l, abs(paths[l])])), 'x-default': abs(paths.de) } },
    })),
  );
}
