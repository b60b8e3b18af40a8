import { getFormatter, getTranslations } from 'next-intl/server';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import type { RateMarket } from '@/engine/rates/market';
import { CategoryBarChart } from '@/components/charts/Charts';
import type { ResolvedPlace } from '@/features/calculators';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import { AF_RULES, afRange } from '../af-result';
import { afAssumptions, afSentences, type AfEnd, type AfFormats } from '../af-texts';
import { answersToQuery, type AfAnswers } from '../answers';
import type { Translate } from '../report-texts';
import { ResultActions } from './ResultActions';

/**
 * The AF funnel's result: the price range with the reasoning in the visitor's own numbers (sentences shared with
 * the PDF, ../af-texts.ts), the PDF download and "save to my account" (kind priceRange).
 */
export async function AfResult({ locale, answers, place, placeName, market }: { locale: Locale; answers: AfAnswers; place: ResolvedPlace; placeName: string; market: RateMarket; date: string }) {
  const t = await getTranslations({ locale, namespace: 'funnel' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (n: number) => format.number(n, { style: 'percent', maximumFractionDigits: 2 });
  const range = afRange(answers, place.taxRate, market);
  const { cautious, upper } = range;
  const formats: AfFormats = { euro, pct, number: (n) => format.number(n), euroCents: (n) => format.number(n, 'euroCents'), date: (iso) => format.dateTime(isoDateToDate(iso), 'short') };
  const say = afSentences(t as unknown as Translate, formats, answers, range, market.curve.date, placeName);
  const start = localizedPath('start-funnel', locale);
  const query = answersToQuery('AF', answers as never);

  const budgetLink = `${localizedPath('house-budget', locale)}?${new URLSearchParams({
    income: String(answers.income),
    loans: String(answers.commitments),
    rule: 'burden',
    ratio: String(AF_RULES.upperRatio * 100),
    // The household, for the page's household calculation (rule "what is left after all costs").
    adults: String(answers.adults),
    children: String(answers.children),
    area: String(AF_RULES.livingArea),
    equity: String(answers.equity),
    repayment: String(AF_RULES.repayment * 100),
    fix: String(AF_RULES.fixationYears),
    loc: answers.loc,
    commission: String(SUGGESTED_COMMISSION_PERCENT),
  }).toString()}`;
  const omLink = `${start}?${new URLSearchParams({ funnel: 'OM', equity: String(answers.equity), income: String(answers.income), children: String(answers.children) }).toString()}`;
  const edit = `${start}?${query.toString()}&step=0`;

  const column = ({ key, result: r, text }: AfEnd) => (
    <section key={key} aria-labelledby={`af-${key}`} className="rounded-2xl border border-slate-200 p-5" data-testid={`af-${key}`}>
      <h3 id={`af-${key}`} className="font-semibold">{t(`af.${key}`)}</h3>
      <p className="text-sm text-muted">{text}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted">{t('af.price')}</dt><dd className="text-right text-xl font-bold" data-testid={`af-${key}-price`}>{euro(r.maxPrice)}</dd>
        <dt className="text-muted">{t('af.loan')}</dt><dd className="text-right" data-testid={`af-${key}-loan`}>{euro(r.loan)}</dd>
        <dt className="text-muted">{t('af.payment')}</dt><dd className="text-right" data-testid={`af-${key}-payment`}>{euro(r.monthlyPayment)}</dd>
        <dt className="text-muted">{t('af.costs')}</dt><dd className="text-right">{euro(r.purchaseCosts)}</dd>
        <dt className="text-muted">{t('af.equityForPrice')}</dt><dd className="text-right">{euro(r.equityForPrice)}</dd>
      </dl>
    </section>
  );
  /** The last two reasons are the employment and the residency notes. */
  const reasonTestId = (i: number) => (i === say.reasons.length - 2 ? 'af-employment' : i === say.reasons.length - 1 ? 'af-residency' : undefined);

  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-semibold text-brand-700">{t('AF.title')}</p>
      <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-ink sm:text-3xl">{t('af.title')}</h1>
      <p className="mt-2 text-muted" data-testid="af-as-of">{say.asOf}</p>
      {!cautious || !upper ? (
        <p className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="af-no-budget">{say.noBudget}</p>
      ) : (
        <>
          <p className="mt-6 rounded-2xl bg-brand-50 p-5 text-xl font-semibold text-ink" data-testid="af-range">{say.range}</p>
          <div className="mt-4">
            <ResultActions
              locale={locale}
              pdfHref={`/api/funnel/af/pdf?${query.toString()}&locale=${locale}`}
              kind="priceRange"
              answers={query}
              texts={{ download: t('af.pdfDownload'), save: t('af.save'), saveHint: t('af.saveHint') }}
              testId="af"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">{say.ends.map(column)}</div>
          <CategoryBarChart
            title={t('af.chart')}
            description={say.range ?? ''}
            labels={[t('af.cautious'), t('af.upper')]}
            series={[
              { name: t('af.loan'), values: [cautious.maxPrice - cautious.equityForPrice, upper.maxPrice - upper.equityForPrice] },
              { name: t('af.equityForPrice'), values: [cautious.equityForPrice, upper.equityForPrice] },
            ]}
            formatMoney={euro}
            stacked
          />
          <section aria-labelledby="af-reasoning" className="mt-8">
            <h2 id="af-reasoning" className="text-xl font-semibold">{t('af.reasoning')}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {say.reasons.map((text, i) => <li key={i} data-testid={reasonTestId(i)}>{text}</li>)}
            </ul>
          </section>
          <section aria-labelledby="af-assumptions" className="mt-8">
            <h2 id="af-assumptions" className="text-xl font-semibold">{t('af.assumptionsTitle')}</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted" data-testid="af-assumptions">
              {afAssumptions(t as unknown as Translate, formats).map((a) => <li key={a}>{a}</li>)}
            </ul>
          </section>
        </>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={omLink} className="rounded-lg bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">{t('af.omLink')}</a>
        <a href={budgetLink} className="rounded-lg border-2 border-brand-600 px-5 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50">{t('af.budgetLink')}</a>
        <a href={localizedPath('appointment', locale)} className="rounded-lg border-2 border-brand-600 px-5 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50">{t('af.bookLink')}</a>
      </div>
      <p className="mt-4"><a href={edit} className="text-brand-700 underline">{t('answersLink')}</a></p>
    </div>
  );
}
