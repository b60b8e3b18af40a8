import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import { SITE } from '@/config/site';
import { buildBreadcrumbs } from '@/i18n/breadcrumbs';
import type { Locale } from '@/i18n/routes';
import { JsonLd } from './JsonLd';
import { dataTranslator } from '@/i18n/app-config';

export async function Breadcrumbs({ locale, path, lastLabel }: { locale: Locale; path: string; lastLabel?: string }) {
  const [tb, tc, tcalc, tblog, tfaq] = await Promise.all([
    getTranslations({ locale, namespace: 'breadcrumbs' }),
    getTranslations({ locale, namespace: 'contactTypes' }),
    getTranslations({ locale, namespace: 'calculatorSlugs' }),
    getTranslations({ locale, namespace: 'blogCategories' }),
    getTranslations({ locale, namespace: 'faqCategories' }),
  ]);
  const crumbs = buildBreadcrumbs(
    path,
    {
      brand: SITE.brand,
      route: (key) => dataTranslator(tb)(`routes.${key}`),
      contactType: (type) => dataTranslator(tc)(`${type}.name`),
      calculator: (id) => dataTranslator(tcalc)(`${id}.title`),
      blogCategory: (id) => dataTranslator(tblog)(`${id}.title`),
      faqCategory: (id) => dataTranslator(tfaq)(`${id}.title`),
    },
    { lastLabel },
  );
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={tb('label')} className="mx-auto w-full max-w-7xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {crumbs.map((c, i) => (
          <li key={`${i}-${c.label}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {c.href ? (
              <a href={c.href} className="underline-offset-2 hover:text-ink hover:underline">{c.label}</a>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className={i === crumbs.length - 1 ? 'font-medium text-ink' : ''}>
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.label,
            ...(c.href || i === crumbs.length - 1 ? { item: new URL(c.href ?? path, env.PUBLIC_BASE_URL).toString() } : {}),
          })),
        }}
      />
    </nav>
  );
}
