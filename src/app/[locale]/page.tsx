import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { JsonLd } from '@/components/layout/JsonLd';
import { RENDER_WHEN_NEAR } from '@/components/ui/render-hints';
import { AdvisorList } from '@/features/reviews/routes';
import { HomeCalculator, HomeRates, HomeSteps, TrustFacts, homeCalculatorQuery } from '@/features/home/routes';
import { todaysRatesForPage } from '@/features/rates/routes';
import { publishedReviews, reviewSummary, ReviewList, ReviewWidget } from '@/features/reviews/server';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';
import { SITE } from '@/config/site';
import { env } from '@/env';

/** The page shows today's model rates from the database: rendered per request (ADR 012, ADR 019). */
export const dynamic = 'force-dynamic';

const BELOW_THE_FOLD = RENDER_WHEN_NEAR;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The title and description name no rate and no "current": they need no staleness variant. */
export async function generateMetadata({ params }: Props) {
  return standardMetadata('index', await params);
}

export default async function HomePage({ params, searchParams }: Props) {
  const { locale: raw } = await params;
  const locale = requireLocale(raw);
  const t = await getTranslations({ locale, namespace: 'home' });
  const db = await getDb();
  const rates = await todaysRatesForPage(db, todayInBerlin());
  const summary = await reviewSummary(db);
  const latest = summary ? await publishedReviews(db, { limit: 3 }) : [];
  const query = homeCalculatorQuery(await searchParams);
  const hero = (
    <div className="mt-5 flex flex-col gap-5 md:mt-6 md:flex-row md:items-center md:justify-between">
      {/* Side by side on a phone too: the small calculator's first field stays in the first screen (issue 24). */}
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <a href={localizedPath('appointment', locale)} className="flex items-center justify-center rounded-lg bg-brand-600 px-3 py-3 text-center text-sm font-semibold text-white hover:bg-brand-700 sm:px-6 sm:text-base" data-testid="home-cta-book">{t('bookCta')}</a>
        <a href={localizedPath('german-mortgage-calculator-calculator', locale)} className="flex items-center justify-center rounded-lg border-2 border-brand-600 bg-white px-3 py-3 text-center text-sm font-semibold text-brand-700 sm:px-6 sm:text-base" data-testid="home-cta-calculator">{t('calculatorCta')}</a>
      </div>
      <ReviewWidget locale={locale} summary={summary} />
    </div>
  );
  return (
    <StandardPage routeName="index" locale={locale} hero="brand" heroContent={hero} after={<div className={BELOW_THE_FOLD}><TrustFacts locale={locale} /></div>}>
      {/* The calculator first (on a phone it follows the hero directly); from lg the rates stand left of it. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 sm:mt-8 lg:grid-cols-2">
        <HomeCalculator locale={locale} rates={rates} query={query} />
        <div className="lg:order-first">
          <HomeRates locale={locale} rates={rates} />
        </div>
      </div>
      <div className={BELOW_THE_FOLD}>
        <HomeSteps locale={locale} />
      </div>
      {summary && (
        <div className={BELOW_THE_FOLD}>
          <ReviewList locale={locale} reviews={latest} />
        </div>
      )}
      <AdvisorList locale={locale} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FinancialService',
          name: SITE.brand,
          legalName: SITE.legalName,
          url: new URL(`/${locale}`, env.PUBLIC_BASE_URL).toString(),
          telephone: SITE.phone.display,
          email: SITE.email,
          address: { '@type': 'PostalAddress', streetAddress: SITE.address.street, postalCode: SITE.address.zip, addressLocality: SITE.address.city, addressCountry: 'DE' },
          openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: SITE.openingHours.opens, closes: SITE.openingHours.closes },
          areaServed: 'DE',
          sameAs: SITE.social.map((s) => s.url),
        }}
      />
    </StandardPage>
  );
}
