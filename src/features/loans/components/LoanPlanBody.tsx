import { getFormatter, getTranslations } from 'next-intl/server';
import { LineChart } from '@/components/charts/Charts';
import { PRIMARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { FOLLOW_UP_FIXATION_YEARS } from '@/engine/rates/follow-up-financing';
import { KV_14130_MULTIPLE, KV_25100, planChart, PROLONGATION_MARKUP, type LoanPlan, type PathKind, type PlanChart } from '@/engine/loans/plan';
import { todaysRatesOrNull } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { firstValue } from '@/lib/search-params';
import { loanInput } from '../loan-form';
import { planFor, planInputs } from '../plan-inputs';
import { loansOf } from '../repository';
import type { Format, T } from './MyLoanBody';

type Query = Record<string, string | string[] | undefined>;

const PATHS: readonly PathKind[] = ['prolongation', 'switch', 'forward'];

/**
 * The plan for one of the lead's loans (issue 51 part 2): the three paths over the new fixation with their monthly
 * payment, interest, residual debt, fees and total, the assignment's fees with their sources, and a chart of what
 * each path costs from today over the lead time and the new fixation. Model figures on today's curve.
 */
export async function LoanPlanBody({ locale, leadId, query }: { locale: Locale; leadId: string; query: Query }) {
  const db = await getDb();
  const today = todayInBerlin();
  const [t, format, loans, rates] = await Promise.all([getTranslations({ locale, namespace: 'loans' }), getFormatter({ locale }), loansOf(db, leadId), todaysRatesOrNull(db, todayInBerlin())]);
  const wanted = firstValue(query.loan);
  const loan = loans.find((l) => l.id === wanted) ?? (wanted ? undefined : loans[0]);
  const myLoanHref = localizedPath('account-my-loan', locale);
  if (!loan) {
    return (
      <p className="max-w-2xl" data-testid="plan-no-loan">
        {wanted ? t('plan.notFound') : t('plan.noLoan')} <a href={myLoanHref} className="font-semibold text-brand-700 underline">{t('plan.toMyLoan')}</a>
      </p>
    );
  }
  const inputs = planInputs(query, loan.propertyValue);
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');

  const { plan, problem } = planFor(loanInput(loan), inputs, today, rates?.market ?? null);
  const chart = plan ? planChart(plan, loanInput(loan), today) : null;
  const title = loan.bankName ? t('card.titleBank', { bank: loan.bankName }) : t('card.title');

  return (
    <div className="grid gap-8" data-testid="loan-plan">
      <p className="max-w-3xl text-muted">
        {t('plan.for', { title, end: date(loan.fixationEndDate) })} <a href={`${myLoanHref}#loan-${loan.id}`} className="font-semibold text-brand-700 underline">{t('plan.toMyLoan')}</a>
      </p>
      <form method="get" action={localizedPath('account-loan-plan', locale)} className="grid max-w-4xl gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-5 lg:items-end" data-testid="plan-form">
        <input type="hidden" name="loan" value={loan.id} />
        <SelectField id="plan-fix" name="fix" label={t('plan.labels.fix')} defaultValue={inputs.text.fix}>
          {FOLLOW_UP_FIXATION_YEARS.map((y) => <option key={y} value={y}>{t('plan.years', { years: y })}</option>)}
        </SelectField>
        <TextField id="plan-repayment" name="repayment" label={t('plan.labels.repayment')} inputMode="decimal" placeholder="2" defaultValue={inputs.text.repayment} error={inputs.invalid.includes('repayment') ? t('plan.invalidField') : null} />
        <TextField id="plan-offer" name="offer" label={t('plan.labels.offer')} hint={t('plan.hints.offer')} inputMode="decimal" defaultValue={inputs.text.offer} error={inputs.invalid.includes('offer') ? t('plan.invalidField') : null} />
        <TextField id="plan-value" name="value" label={t('plan.labels.value')} hint={loan.propertyValue ? t('plan.hints.valueKept') : t('plan.hints.value')} inputMode="decimal" defaultValue={inputs.text.value} error={inputs.invalid.includes('value') || problem === 'noValue' ? t(problem === 'noValue' ? 'plan.valueNeeded' : 'plan.invalidField') : null} />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="plan-submit">{t('plan.calculate')}</button>
      </form>

      {problem ? (
        <p role="status" className="max-w-3xl rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="plan-problem">{t(`plan.problems.${problem}`)}</p>
      ) : plan && chart ? (
        <PlanFigures plan={plan} chart={chart} fixationEndDate={loan.fixationEndDate} t={t} format={format} />
      ) : null}
    </div>
  );
}

/** The plan's figures (sync: the page passes the translator and formatter). */
export function PlanFigures({ plan, chart, fixationEndDate, t, format }: { plan: LoanPlan; chart: PlanChart; fixationEndDate: string; t: T; format: Format }) {
  const euro = (n: number) => format.number(n, 'euro');
  const cents = (n: number) => format.number(n, 'euroCents');
  const pct = (f: number) => format.number(f, 'percent2');
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');

  return (
        <>
          <section aria-labelledby="plan-start" className="max-w-4xl">
            <h2 id="plan-start" className="text-xl font-semibold">{t('plan.startTitle')}</h2>
            <p className="mt-2" data-testid="plan-start-text">
              {t('plan.startText', { balance: euro(plan.balance), end: date(fixationEndDate), years: plan.fixationYears, repayment: pct(plan.repayment), rate: pct(plan.modelRate), curve: date(plan.curveDate) })}
            </p>
            <p className="mt-2 text-sm text-muted" data-testid="plan-lead">
              {plan.arrangeableFrom
                ? t('plan.leadFar', { months: plan.current.monthsToFixationEnd, from: date(plan.arrangeableFrom) })
                : t('plan.lead', { months: plan.forwardMonthsAhead, surcharge: format.number(plan.forwardSurcharge * 100, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }) })}
            </p>
          </section>

          <section aria-labelledby="plan-paths" className="max-w-5xl">
            <h2 id="plan-paths" className="text-xl font-semibold">{t('plan.pathsTitle', { years: plan.fixationYears })}</h2>
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="plan-paths-caption">
              <table className="table-cards w-full text-left text-sm" data-testid="plan-table">
                <caption id="plan-paths-caption" className="pb-2 text-left text-muted">{t('plan.tableCaption', { years: plan.fixationYears, balance: euro(plan.balance) })}</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="px-3 py-2">{t('plan.cols.path')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('plan.cols.rate')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('plan.cols.installment')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('plan.cols.interest')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('plan.cols.fees')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('plan.cols.total')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('plan.cols.residual', { years: plan.fixationYears })}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {PATHS.map((kind) => {
                    const p = plan[kind];
                    return (
                      <tr key={kind} data-path={kind}>
                        <th scope="row" className="px-3 py-2 font-medium">
                          {t(`plan.paths.${kind}`)}
                          <span className="block text-xs font-normal text-muted">{t(`plan.rateSource.${p.rateSource}`, { markup: format.number(PROLONGATION_MARKUP * 100, { maximumFractionDigits: 2 }), months: plan.forwardMonthsAhead })}</span>
                        </th>
                        <td data-label={t('plan.cols.rate')} className="px-3 py-2 text-right tabular-nums" data-col="rate">{pct(p.rate)}</td>
                        <td data-label={t('plan.cols.installment')} className="px-3 py-2 text-right tabular-nums" data-col="installment">{cents(p.installment)}</td>
                        <td data-label={t('plan.cols.interest')} className="px-3 py-2 text-right tabular-nums" data-col="interest">{euro(p.interest)}</td>
                        <td data-label={t('plan.cols.fees')} className="px-3 py-2 text-right tabular-nums" data-col="fees">{euro(p.fees)}</td>
                        <td data-label={t('plan.cols.total')} className="px-3 py-2 text-right font-semibold tabular-nums" data-col="total">{euro(p.total)}</td>
                        <td data-label={t('plan.cols.residual', { years: plan.fixationYears })} className="px-3 py-2 text-right tabular-nums" data-col="residual">{euro(p.residualDebt)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-sm text-muted">{t('plan.totalNote')}</p>
          </section>

          <section aria-labelledby="plan-chart-title" className="max-w-4xl">
            <h2 id="plan-chart-title" className="text-xl font-semibold">{t('plan.chartTitle')}</h2>
            <LineChart
              title={t('plan.chartCaption')}
              description={t('plan.chartDescription', {
                start: chart.years[0] ?? 0,
                end: chart.years.at(-1) ?? 0,
                prolongation: euro(chart.series.prolongation.at(-1) ?? 0),
                switch: euro(chart.series.switch.at(-1) ?? 0),
                forward: euro(chart.series.forward.at(-1) ?? 0),
              })}
              years={chart.years}
              series={PATHS.map((kind) => ({ name: t(`plan.paths.${kind}`), values: chart.series[kind] }))}
              formatMoney={(n) => format.number(n, 'euro')}
            />
          </section>

          <section aria-labelledby="plan-fees-title" className="max-w-3xl rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="plan-fees">
            <h2 id="plan-fees-title" className="text-lg font-semibold">{t('plan.fees.title')}</h2>
            <p className="mt-1 text-sm text-muted">{t('plan.fees.intro', { charge: euro(plan.assignment.landCharge) })}</p>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('plan.fees.certification', { multiple: format.number(KV_25100.multiple), min: euro(KV_25100.min), max: euro(KV_25100.max) })}</dt>
              <dd className="text-right tabular-nums">{cents(plan.assignment.notaryCertification)}</dd>
              <dt>{t('plan.fees.expenses')}</dt>
              <dd className="text-right tabular-nums">{cents(plan.assignment.notaryExpenses)}</dd>
              <dt>{t('plan.fees.vat')}</dt>
              <dd className="text-right tabular-nums">{cents(plan.assignment.notaryVat)}</dd>
              <dt>{t('plan.fees.registry', { multiple: format.number(KV_14130_MULTIPLE) })}</dt>
              <dd className="text-right tabular-nums">{cents(plan.assignment.landRegistry)}</dd>
              <dt className="font-semibold">{t('plan.fees.total')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="plan-fees-total">{cents(plan.assignment.total)}</dd>
            </dl>
            <p className="mt-3 text-xs text-muted">{t('plan.fees.sources')}</p>
          </section>

          <section aria-labelledby="plan-how-title" className="max-w-3xl">
            <h2 id="plan-how-title" className="text-lg font-semibold">{t('plan.how.title')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              <li>{t('plan.how.model', { curve: date(plan.curveDate) })}</li>
              <li>{t('plan.how.prolongation', { markup: format.number(PROLONGATION_MARKUP * 100, { maximumFractionDigits: 2 }) })}</li>
              <li>{t('plan.how.forward')}</li>
              <li>{t('plan.how.total')}</li>
            </ul>
          </section>
        </>
  );
}
