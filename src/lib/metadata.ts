import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import { SITE } from '@/config/site';
import { alternatesFor } from '@/i18n/links';
import type { Params } from '@/i18n/paths';
import { routeByName, type Locale } from '@/i18n/routes';
import { dataTranslator } from '@/i18n/app-config';

export interface PageMetaOptions {
  routeName: string;
  locale: Locale;
  params?: Params;
  /** ICU arguments for metaTitle / metaDescription. */
  values?: Record<string, string>;
  /** Overrides (e.g. calculator landing pages carry their own texts). */
  title?: string;
  description?: string;
  noindex?: boolean;
  /** Counterparts the route table cannot know (content items pair by id): public path per locale. */
  languages?: Partial<Record<Locale, string>>;
  /** Open Graph type (default 'website'). */
  ogType?: 'website' | 'article' | 'profile';
}

/** SEO title, description, canonical URL and hreflang alternates of a page, from the route table. */
export async function pageMetadata({ routeName, locale, params = {}, values, title, description, noindex, languages: known, ogType = 'website' }: PageMetaOptions): Promise<Metadata> {
  const route = routeByName(routeName);
  const t = dataTranslator(await getTranslations({ locale, namespace: `pages.${route.key}` as never }));
  const { canonical, languages } = alternatesFor(routeName, locale, params);
  if (known) {
    Object.assign(languages, known);
    languages['x-default'] = languages.de ?? canonical;
  }
  const metaTitle = title ?? t('metaTitle', values);
  const metaDescription = description ?? t('metaDescription', values);
  return {
    metadataBase: new URL(env.PUBLIC_BASE_URL),
    title: { absolute: metaTitle },
    description: metaDescription,
    alternates: { canonical, languages },
    robots: noindex || !route.sitemap ? { index: false, follow: true } : undefined,
    openGraph: {
      title: metaTitle,
      description: metaDescription,
      siteName: SITE.brand,
      locale: locale === 'de' ? 'de_DE' : 'en_GB',
      type: ogType,
      url: canonical,
    },
  };
}
