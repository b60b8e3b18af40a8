/**
 * The criteria funnel's pages (issue 14): the start page with the two paths, one question per step, the AF
 * result, and the OM report. All server-rendered from the URL's answers (answers.ts); no client JavaScript.
 */
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db';
import { REGIONS } from '@/engine/geo/regions';
import { resolvePlace, type ResolvedPlace } from '@/features/calculators';
import { todaysRatesForPage, type TodaysRates } from '@/features/rates/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { firstValue } from '@/lib/search-params';
import { answersToQuery, isFunnelCode, readAnswers, STEPS, type AfAnswers, type FunnelCode, type FunnelState } from './answers';
import { omReport } from './report';
import { AfResult } from './components/AfResult';
import { FunnelQuestion } from './components/FunnelQuestion';
import { RecommendationReport } from './components/RecommendationReport';
import { ResultActions } from './components/ResultActions';

type Query = Record<string, string | string[] | undefined>;
type Params = { params: Promise<{ locale: string }> };


function placeName(place: ResolvedPlace, locale: Locale): string {
  if (place.city) return place.city.name[locale];
  return REGIONS.find((r) => r.code === place.state)?.name[locale] ?? place.state;
}

/** Answers in the URL are personal: such pages are not indexed. */
export async function funnelStartMetadata({ params, query = {} }: Params & { query?: Query }) {
  const hasAnswers = Object.keys(query).some((k) => k !== 'funnel');
  return standardMetadata('start-funnel', await params, hasAnswers ? { noindex: true } : {});
}

export async function funnelReportMetadata({ params }: Params) {
  return standardMetadata('funnel-report', await params, { noindex: true });
}

async function todaysRates(): Promise<TodaysRates | null> {
  return todaysRatesForPage(await getDb(), todayInBerlin());
}

function NoMarket({ text, bookHref, bookText }: { text: string; bookHref: string; bookText: string }) {
  return (
    <p className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="funnel-no-market">
      {text} <a href={bookHref} className="font-semibold text-brand-700 underline">{bookText}</a>
    </p>
  );
}

/**
 * The start route: without a funnel the two paths; with one, the question of the requested step (never past the
 * first open one); with all AF answers and no step, the AF result; with all OM answers, the report's URL.
 */
export async function FunnelStartPage({ params, query }: Params & { query: Query }) {
  const locale = requireLocale((await params).locale);
  const funnel = firstValue(query.funnel);
  if (!isFunnelCode(funnel)) return <FunnelChoice locale={locale} />;
  const state = readAnswers(funnel, query) as FunnelState<FunnelCode>;
  const total = STEPS[funnel].length;
  const requested = Number(firstValue(query.step));
  const place = typeof state.values.loc === 'string' ? resolvePlace(state.values.loc, todayInBerlin()) : null;
  const placeError = typeof state.values.loc === 'string' && place === null;
  const placeStep = STEPS[funnel].findIndex((s) => (s.fields as readonly string[]).includes('loc'));
  const open = placeError ? Math.min(state.firstOpenStep, placeStep) : state.firstOpenStep;
  const asked = Number.isInteger(requested) && requested >= 0 ? Math.min(requested, open) : open;

  if (asked >= total && state.complete && place) {
    if (funnel === 'OM') redirect(`${localizedPath('funnel-report', locale)}?${answersToQuery('OM', state.values).toString()}`);
    const rates = await todaysRates();
    const t = await getTranslations({ locale, namespace: 'funnel' });
    return (
      <PageFrame locale={locale} routeName="start-funnel" flags={{ hideFooterCTA: true }}>
        <div className="mx-auto max-w-7xl px-4 py-8">
          {rates ? (
            <AfResult locale={locale} answers={state.complete as AfAnswers} place={place} placeName={placeName(place, locale)} market={rates.market} date={rates.date} />
          ) : (
            <NoMarket text={t('noMarket')} bookHref={localizedPath('appointment', locale)} bookText={t('advisorLink')} />
          )}
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame locale={locale} routeName="start-funnel" flags={{ hideFooterCTA: true }}>
      <div className="px-4 py-8">
        <FunnelQuestion locale={locale} state={state} index={Math.min(asked, total - 1)} placeError={placeError} />
      </div>
    </PageFrame>
  );
}

async function FunnelChoice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'funnel' });
  const start = localizedPath('start-funnel', locale);
  return (
    <StandardPage routeName="start-funnel" locale={locale} illustration="funnel">
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('choose')}>
        {(['AF', 'OM'] as const).map((f) => (
          <li key={f}>
            <a href={`${start}?funnel=${f}`} className="flex h-full flex-col rounded-2xl border-2 border-slate-200 p-6 hover:border-brand-600" data-funnel={f}>
              <span className="text-lg font-semibold">{t(`${f}.title`)}</span>
              <span className="mt-1 text-muted">{t(`${f}.text`)}</span>
              <span className="mt-4 font-semibold text-brand-700">{t('start')} →</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">
        {t('advisorHint')}{' '}
        <a href={localizedPath('appointment', locale)} className="font-semibold text-brand-700 underline">{t('advisorLink')}</a>
      </p>
    </StandardPage>
  );
}

/** The OM report: the complete answers in the URL → the recommendation; otherwise a way back to the questions. */
export async function FunnelReportPage({ params, query }: Params & { query: Query }) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'funnelReport' });
  const tf = await getTranslations({ locale, namespace: 'funnel' });
  const rates = readAnswers('OM', query).complete ? await todaysRates() : null;
  const result = rates ? omReport(query, rates.date, rates.market) : null;
  let body;
  if (result?.ok) {
    const answers = answersToQuery('OM', result.answers as never);
    body = (
      <>
        <ResultActions
          locale={locale}
          pdfHref={`/api/funnel/report/pdf?${answers.toString()}&locale=${locale}`}
          kind="recommendation"
          answers={answers}
          texts={{ download: t('pdf.download'), save: t('save'), saveHint: t('saveHint') }}
          testId="report"
        />
        <RecommendationReport locale={locale} answers={result.answers} report={result.report} />
      </>
    );
  } else if (readAnswers('OM', query).complete && !rates) {
    body = <NoMarket text={tf('noMarket')} bookHref={localizedPath('appointment', locale)} bookText={tf('advisorLink')} />;
  } else {
    const values = result && !result.ok ? result.values : readAnswers('OM', query).values;
    const back = `${localizedPath('start-funnel', locale)}?${answersToQuery('OM', values).toString()}`;
    body = (
      <p className="rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="report-incomplete">
        {t('incomplete')} <a href={back} className="font-semibold text-brand-700 underline">{t('continue')}</a>
      </p>
    );
  }
  return <StandardPage routeName="funnel-report" locale={locale} illustration="funnel">{body}</StandardPage>;
}
