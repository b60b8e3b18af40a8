import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { pageMetadata } from '@/lib/metadata';
import { IllustratedIntro } from '@/components/illustrations/HeroIllustration';
import type { IllustrationName } from '@/components/illustrations';
import { hyphenateHeading } from '@/lib/hyphenate';
import type { Params } from '@/i18n/paths';
import { routeByName, type Locale } from '@/i18n/routes';

export interface Section {
  heading: string;
  text?: string;
  items?: string[];
}

export { requireLocale } from '@/i18n/require-locale';
import { requireLocale } from '@/i18n/require-locale';
import { dataTranslator } from '@/i18n/app-config';

export async function standardMetadata(routeName: string, params: { locale: string }, extra: Partial<Parameters<typeof pageMetadata>[0]> = {}): Promise<Metadata> {
  const locale = requireLocale(params.locale);
  return pageMetadata({ routeName, locale, ...extra });
}

export function SectionList({ sections }: { sections: Section[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-2">
      {sections.map((s, i) => (
        // An odd last card takes the whole row instead of sitting alone in half of it.
        <section key={s.heading} className={`rounded-2xl border border-slate-200 p-6 ${i === sections.length - 1 && i % 2 === 0 ? 'md:col-span-2' : ''}`} data-testid="page-section">
          <h2 className="text-xl font-semibold text-ink">{s.heading}</h2>
          {s.text && <p className="mt-2 leading-relaxed text-muted">{s.text}</p>}
          {s.items && s.items.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
              {s.items.map((item) => <li key={item}>{item}</li>)}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export interface StandardPageProps {
  routeName: string;
  locale: string;
  params?: Params;
  values?: Record<string, string>;
  breadcrumbLabel?: string;
  /** Content between the introduction and the sections. */
  children?: ReactNode;
  /** Content after the sections. */
  after?: ReactNode;
  hero?: 'plain' | 'brand';
  /** Content inside the hero band, below the introduction (e.g. the home page's calls to action). */
  heroContent?: ReactNode;
  /** The page in other locales when the route table cannot know it (content items pair by id). */
  counterparts?: Partial<Record<Locale, string>>;
  /** Content above the h1 inside the hero (e.g. the draft preview banner). */
  beforeTitle?: ReactNode;
  /** The product area's illustration beside the h1 on wide screens (docs/design.md "Illustrations"). */
  illustration?: IllustrationName;
  /** The intro only from the `sm` width up: on a phone, a page whose results are what the visitor asked for (a submitted search) shows them first. */
  introFromSm?: boolean;
}

/** A page of the route table: its h1 and introduction, optional body, and the sections from messages. */
export async function StandardPage({ routeName, locale: rawLocale, params = {}, values, breadcrumbLabel, children, after, hero = 'plain', heroContent, counterparts, beforeTitle, illustration, introFromSm = false }: StandardPageProps) {
  const locale = requireLocale(rawLocale);
  setRequestLocale(locale);
  const route = routeByName(routeName);
  const t = dataTranslator(await getTranslations({ locale, namespace: `pages.${route.key}` as never }));
  const sections = t.has('sections') ? (t.raw('sections') as Section[]) : [];
  return (
    <PageFrame locale={locale} routeName={routeName} params={params} breadcrumbLabel={breadcrumbLabel} counterparts={counterparts}>
      <div className={hero === 'brand' ? 'bg-brand-50' : ''} data-testid="page-hero">
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-8">
          {beforeTitle}
          <IllustratedIntro name={illustration} locale={locale}>
            <h1 className="max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight text-ink hyphens-auto wrap-break-word sm:text-4xl">{hyphenateHeading(t('title', values), locale)}</h1>
            <p className={`mt-3 max-w-3xl text-base text-muted sm:text-lg ${introFromSm ? 'hidden sm:block' : ''}`}>{t('intro', values)}</p>
            {heroContent}
          </IllustratedIntro>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-12">
        {children}
        <SectionList sections={sections} />
        {after}
      </div>
    </PageFrame>
  );
}
