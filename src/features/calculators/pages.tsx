import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { calculatorBySlug } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';
import { pageMetadata } from '@/lib/metadata';
import { IllustratedIntro } from '@/components/illustrations/HeroIllustration';
import { hyphenateHeading } from '@/lib/hyphenate';
import { RelatedContent, RELATED_TAGS } from '@/features/content/server';
import { MortgageCalculatorSection, type SearchParams } from './components/MortgageCalculatorSection';
import { BudgetSection, RefinanceSection, RentBuySection } from './components/PlannerSections';
import type { ReactNode } from 'react';

/**
 * The calculator pages. Each route renders them twice (ADR 012): without a query from the cache, and with the
 * inputs of a submitted form or a shared link per request (the proxy sends those to `with-query/`).
 */

type LocaleParams = Promise<{ locale: string }>;
type SlugParams = Promise<{ locale: string; slug: string }>;

/** Default tab of the main calculator: the financing overview. */
const DEFAULT_TAB = 0;

export async function mortgageCalculatorMetadata({ params }: { params: LocaleParams }) {
  return standardMetadata('german-mortgage-calculator-calculator', await params);
}

export async function MortgageCalculatorPage({ params, query }: { params: LocaleParams; query: SearchParams }) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="german-mortgage-calculator-calculator" locale={locale} illustration="mortgage" after={<RelatedContent locale={locale} tags={RELATED_TAGS.calculator} />}>
      <MortgageCalculatorSection locale={locale} action={localizedPath('german-mortgage-calculator-calculator', locale)} searchParams={query} defaultTab={DEFAULT_TAB} lenderOffers />
    </StandardPage>
  );
}

async function resolveSlug(params: SlugParams) {
  const { locale: raw, slug } = await params;
  const locale = requireLocale(raw);
  const calculator = calculatorBySlug(locale, slug);
  if (!calculator) notFound();
  const t = await getTranslations({ locale, namespace: `calculatorSlugs.${calculator.id}` });
  return { locale, slug, calculator, t };
}

export async function calculatorSlugMetadata({ params }: { params: SlugParams }) {
  const { locale, slug, t } = await resolveSlug(params);
  return pageMetadata({ routeName: 'calculators-slug', locale, params: { slug }, title: t('metaTitle'), description: t('metaDescription') });
}

/** Calculator landing page (spec section 2): header, subtitle, steps header; `tab` selects the default tab. */
export async function CalculatorSlugPage({ params, query }: { params: SlugParams; query: SearchParams }) {
  const { locale, slug, calculator, t } = await resolveSlug(params);
  setRequestLocale(locale);
  const steps = await getTranslations({ locale, namespace: 'calculatorSlugs.steps' });
  return (
    <PageFrame locale={locale} routeName="calculators-slug" params={{ slug }}>
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8" data-default-tab={calculator.tab}>
        <IllustratedIntro name="mortgage" locale={locale}>
          <h1 className="max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight hyphens-auto wrap-break-word sm:text-4xl">{hyphenateHeading(t('title'), locale)}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted">{t('subtitle')}</p>
        </IllustratedIntro>
        <h2 className="mt-6 text-lg font-semibold text-brand-700" id="calculator-steps">{t('stepsHeader')}</h2>
        <ol className="mt-2 grid gap-2 text-sm sm:grid-cols-3" aria-labelledby="calculator-steps" data-testid="calculator-steps">
          {[steps('enter'), steps('choose'), t('stepResult')].map((text, i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true" className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700">{i + 1}</span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
        <div className="mt-6">
          <MortgageCalculatorSection locale={locale} action={localizedPath('calculators-slug', locale, { slug })} searchParams={query} defaultTab={calculator.tab} lenderOffers />
        </div>
        <RelatedContent locale={locale} tags={RELATED_TAGS.calculator} />
      </div>
    </PageFrame>
  );
}

export async function houseBudgetMetadata({ params }: { params: LocaleParams }) {
  return standardMetadata('house-budget', await params);
}

/** House budget (issue 14): the calculator between the introduction and the explaining sections. */
export async function HouseBudgetPage({ params, query }: { params: LocaleParams; query: SearchParams }) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="house-budget" locale={locale} illustration="houseBudget">
      <BudgetSection locale={locale} searchParams={query} />
    </StandardPage>
  );
}

export async function rentOrBuyMetadata({ params }: { params: LocaleParams }) {
  return standardMetadata('rent-or-buy', await params);
}

/** Rent or buy (issue 14). */
export async function RentOrBuyPage({ params, query }: { params: LocaleParams; query: SearchParams }) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="rent-or-buy" locale={locale} illustration="rentOrBuy">
      <RentBuySection locale={locale} searchParams={query} />
    </StandardPage>
  );
}

export async function refinancingLandingMetadata({ params }: { params: LocaleParams }) {
  return standardMetadata('lp-refinancing', await params);
}

/**
 * The refinance landing page (issue 29): the follow-up financing calculator between the introduction and the
 * sections; `after` is the page's way into the request forms (the route passes the lead requests' call to action).
 */
export async function RefinancingLandingPage({ params, query, after }: { params: LocaleParams; query: SearchParams; after: ReactNode }) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="lp-refinancing" locale={locale} after={after}>
      <div className="mt-2">
        <RefinanceSection locale={locale} searchParams={query} />
      </div>
    </StandardPage>
  );
}
