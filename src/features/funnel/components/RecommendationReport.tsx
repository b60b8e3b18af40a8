import { getFormatter, getTranslations } from 'next-intl/server';
import type { Recommendation } from '@/engine/recommendation';
import { CategoryBarChart } from '@/components/charts/Charts';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import { answersToQuery, type OmAnswers } from '../answers';
import { reportSentences, type Translate } from '../report-texts';

const TH = 'px-3 py-2 text-left font-semibold';
const TD = 'px-3 py-2 text-right tabular-nums';

/** The OM funnel's report: every recommendation with its reason in the visitor's numbers. */
export async function RecommendationReport({ locale, answers, report }: { locale: Locale; answers: OmAnswers; report: Recommendation }) {
  const t = await getTranslations({ locale, namespace: 'funnelReport' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (n: number) => format.number(n, 'percent2');
  const date = (iso: string) => format.dateTime(isoDateToDate(iso), 'short');
  const { recommended: rec } = report;
  const h = report.horizonYears;
  const start = localizedPath('start-funnel', locale);
  const edit = `${start}?${answersToQuery('OM', answers as never).toString()}&step=0`;
  // Booking from here carries the answers: the booking attaches the report to the lead (src/features/booking/query.ts).
  const book = `${localizedPath('appointment', locale)}?${new URLSearchParams({ report: answersToQuery('OM', answers as never).toString() })}`;
  const years = (n: number) => t('years', { years: n });
  const say = reportSentences(t as unknown as Translate, { euro, pct, date }, report, answers);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="report-summary" className="rounded-2xl bg-brand-50 p-5" data-testid="report-summary">
        <h2 id="report-summary" className="text-xl font-semibold">{t('summaryTitle')}</h2>
        <p className="mt-2 text-lg font-semibold text-ink">
          {say.summary}
        </p>
        <h3 className="mt-4 font-semibold">{t('why')}</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5" data-testid="report-reasons">
          {say.reasons.map((text) => <li key={text}>{text}</li>)}
        </ul>
        <p className="mt-4 text-sm text-muted">{say.asOf}</p>
      </section>

      <section aria-labelledby="report-fixations">
        <h2 id="report-fixations" className="text-xl font-semibold">{t('fixationTitle')}</h2>
        <p className="mt-2 text-muted">{t('fixationIntro', { horizon: h })}</p>
        <div className="mt-4 overflow-x-auto">
          <table role="table" className="table-cards w-full text-sm sm:min-w-[40rem]" data-testid="report-fixation-table">
            <thead role="rowgroup" className="bg-slate-50">
              <tr role="row">
                <th role="columnheader" scope="col" className={TH}>{t('col.fixation')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('col.rate')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('col.payment')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('col.followUp')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('col.expected')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('col.stressed')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('col.balance', { horizon: h })}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {report.fixations.map((f) => {
                const chosen = f.fixationYears === rec.fixationYears;
                return (
                  <tr role="row" key={f.fixationYears} className={`border-t border-slate-200 ${chosen ? 'bg-brand-50 font-semibold' : ''}`} data-fixation={f.fixationYears} aria-current={chosen ? 'true' : undefined}>
                    <th role="rowheader" scope="row" className="px-3 py-2 text-left">
                      {years(f.fixationYears)}
                      {chosen ? <span className="ml-2 rounded bg-brand-600 px-2 py-0.5 text-xs text-white">{t('recommended')}</span> : null}
                      {f.excluded ? <span className="ml-2 text-xs font-normal text-muted">({t('excluded')})</span> : null}
                    </th>
                    <td role="cell" data-label={t('col.rate')} className={TD}>{pct(f.interestRate)}</td>
                    <td role="cell" data-label={t('col.payment')} className={TD}>{euro(f.monthlyRate)}</td>
                    <td role="cell" data-label={t('col.followUp')} className={TD}>{f.followUpRate === null ? t('none') : pct(f.followUpRate)}</td>
                    <td role="cell" data-label={t('col.expected')} className={TD}>{euro(f.expectedCost)}</td>
                    <td role="cell" data-label={t('col.stressed')} className={TD}>{euro(f.stressedCost)}</td>
                    <td role="cell" data-label={t('col.balance', { horizon: h })} className={TD}>{euro(f.balanceAtHorizon)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <CategoryBarChart
          title={t('chartTitle', { horizon: h })}
          description={t('chartDescription', { horizon: h })}
          labels={report.fixations.map((f) => years(f.fixationYears))}
          series={[
            { name: t('seriesExpected'), values: report.fixations.map((f) => f.expectedCost) },
            { name: t('seriesStressed'), values: report.fixations.map((f) => f.stressedCost) },
          ]}
          formatMoney={euro}
        />
      </section>

      <section aria-labelledby="report-break-even">
        <h2 id="report-break-even" className="text-xl font-semibold">{t('breakEvenTitle')}</h2>
        <p className="mt-2 text-muted">{t('breakEvenIntro')}</p>
        <div className="mt-4 overflow-x-auto">
          <table role="table" className="table-cards w-full text-sm sm:min-w-[32rem]" data-testid="report-break-even">
            <thead role="rowgroup" className="bg-slate-50">
              <tr role="row">
                <th role="columnheader" scope="col" className={TH}>{t('breakEvenCol.pair')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('breakEvenCol.breakEven')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('breakEvenCol.forward')}</th>
                <th role="columnheader" scope="col" className={TH}>{t('breakEvenCol.verdict')}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {report.breakEven.map((p) => (
                <tr role="row" key={`${p.shortYears}-${p.longYears}`} className="border-t border-slate-200" data-pair={`${p.shortYears}-${p.longYears}`}>
                  <th role="rowheader" scope="row" className="px-3 py-2 text-left font-normal">{t('pair', { short: p.shortYears, long: p.longYears })}</th>
                  <td role="cell" data-label={t('breakEvenCol.breakEven')} className={TD}>{p.breakEvenRate === null ? t('notDefined') : pct(p.breakEvenRate)}</td>
                  <td role="cell" data-label={t('breakEvenCol.forward')} className={TD}>{pct(p.forwardRate)}</td>
                  <td role="cell" data-label={t('breakEvenCol.verdict')} className="px-3 py-2">{p.breakEvenRate === null ? '–' : p.forwardRate > p.breakEvenRate ? t('longerPays') : t('shorterPays')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="report-repayment">
        <h2 id="report-repayment" className="text-xl font-semibold">{t('repaymentTitle')}</h2>
        <p className="mt-2" data-testid="report-repayment">{say.repayment}</p>
        <p className="mt-2">{say.share}</p>
        {say.shareHigh ? <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3" role="note">{say.shareHigh}</p> : null}
        {say.stress ? <p className="mt-2" data-testid="report-stress">{say.stress}</p> : null}
      </section>

      <section aria-labelledby="report-reserve">
        <h2 id="report-reserve" className="text-xl font-semibold">{t('reserveTitle')}</h2>
        <p className="mt-2" data-testid="report-reserve">{say.reserve}</p>
        {say.allEquity ? <p className="mt-2">{say.allEquity}</p> : null}
        <p className="mt-2 text-sm text-muted">{say.costsLine}</p>
      </section>

      <section aria-labelledby="report-kfw">
        <h2 id="report-kfw" className="text-xl font-semibold">{t('kfwTitle')}</h2>
        {report.kfw.length === 0 ? (
          <p className="mt-2" data-testid="report-kfw-none">{t('kfwNone')}</p>
        ) : (
          <>
            <p className="mt-2 text-muted">{t('kfwMayApply')}</p>
            <ul className="mt-3 flex flex-col gap-3" data-testid="report-kfw">
              {say.kfw.map((k) => (
                <li key={k.id} className="rounded-xl border border-slate-200 p-4" data-kfw={k.id}>
                  <p className="font-semibold">{k.title}</p>
                  <p className="mt-1 text-sm">{k.conditions}</p>
                  <p className="mt-1 text-xs text-muted">{k.source}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="report-assumptions">
        <h2 id="report-assumptions" className="text-xl font-semibold">{t('assumptionsTitle')}</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
          {(t.raw('assumptions') as string[]).map((a) => <li key={a}>{a}</li>)}
        </ul>
      </section>

      <section aria-labelledby="report-book" className="rounded-2xl border-2 border-brand-600 p-5">
        <h2 id="report-book" className="text-xl font-semibold">{t('book')}</h2>
        <p className="mt-2 text-muted">{t('bookText')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <a href={book} data-testid="report-book-link" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">{t('book')}</a>
          <a href={edit} className="text-brand-700 underline">{t('edit')}</a>
        </div>
      </section>
    </div>
  );
}
