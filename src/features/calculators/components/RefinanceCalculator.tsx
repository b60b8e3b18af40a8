'use client';

import { hydrateIsland } from '@/components/islands/hydrate-island';
import type { FormCodec } from '@/components/islands/typed-before-hydration';
import { Field, Input, Select, SECONDARY_BUTTON_CLASS } from '@/components/forms';
import { FOLLOW_UP_FIXATION_YEARS, FOLLOW_UP_LIMITS } from '@/engine/rates/follow-up-financing';
import type { RateMarket } from '@/engine/rates/market';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import type { CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { REFINANCE_FORM_KEYS, evaluateRefinanceForm, monthAhead, refinanceFormFromParams, refinanceFormToParams, refinanceRequestParams, type RefinanceForm } from '../refinance-form';
import { CountField, MoneyField, PercentField, SUBMIT_CLASS } from './planner-fields';
import { usePlanner } from './use-planner';

export interface RefinanceCalculatorProps {
  locale: Locale;
  /** Today in Europe/Berlin (the start month of the new loan counts from it). */
  date: string;
  market: RateMarket | null;
  /** The landing page itself (the GET form's target). */
  action: string;
  /** The refinance request's page (lp-2); the link adds the calculation's figures as its first step's answers. */
  requestAction: string;
  /** The refinance appointment's page. */
  appointmentAction: string;
  initialForm: RefinanceForm;
  messages: CalculatorMessages;
  /** The element whose server-rendered calculator this one took over (mountRefinance); absent on the server. */
  container?: HTMLElement;
  /**
   * "Keep these figures as my loan (for alerts)" (issue 51 part 5): the POST target and its texts, translated on the
   * server (namespace `loans.keep`); the form posts the calculator's figures with the current loan's rate and payment.
   */
  keepLoan?: KeepLoanProps;
}

export interface KeepLoanProps {
  action: string;
  labels: { title: string; text: string; rate: string; payment: string; bank: string; button: string; hint: string };
}

const REFINANCE_CODEC: FormCodec<RefinanceForm> = { keys: REFINANCE_FORM_KEYS, toParams: refinanceFormToParams, fromParams: refinanceFormFromParams };

const CONVENTIONS = ['model', 'forward', 'installment', 'breakEven'] as const;

/**
 * The follow-up financing calculator of the refinance landing page: a compact GET form that works without
 * JavaScript (the server renders the result of the URL's inputs), then the result right below it so that both
 * stand in a phone's first screen; after hydration it recalculates in the browser on every change and keeps the
 * address shareable. The surcharge table and the way it is calculated follow.
 */
export function RefinanceCalculator({ locale, date, market, action, requestAction, appointmentAction, initialForm, messages, container, keepLoan }: RefinanceCalculatorProps) {
  const { form, hydrated, i18n, evaluation, euro, pct, set, b } = usePlanner({ locale, messages, initialForm, codec: REFINANCE_CODEC, action, container, date, market, evaluate: evaluateRefinanceForm, prefix: 'refi' });
  const { t, format } = i18n;
  const r = evaluation.result;
  /** Percentage points with two decimals and a sign (0.0033 → "+0.33"). */
  const points = (fraction: number) => format.number(fraction * 100, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const curveDate = market ? format.dateTime(isoDateToDate(market.curve.date), 'short') : '';
  /** The month the new loan starts (today + months), written out, or short for the result's label on a phone. */
  const startMonth = (months: number, month: 'long' | 'short' = 'long') => {
    const start = monthAhead(date, months);
    return format.dateTime(new Date(Date.UTC(start.year, start.month - 1, 15, 12)), { month, year: 'numeric' });
  };
  const requestHref = r ? `${requestAction}?${refinanceRequestParams(form, r, date).toString()}` : requestAction;

  return (
    <div className="grid gap-6" data-testid="refi-calculator" data-hydrated={hydrated ? 'true' : undefined}>
      <section aria-labelledby="refi-title" className="rounded-2xl border border-slate-200 p-3 sm:p-6">
        {/* Named for screen readers everywhere, shown from 640 px: on a phone the result has to stand in the first screen. */}
        <h2 id="refi-title" className="text-xl font-semibold text-ink max-sm:sr-only">{t('refinance.title')}</h2>
        <form method="get" action={action} noValidate className="grid grid-cols-2 items-end gap-x-3 gap-y-2 sm:mt-3 sm:gap-y-3 lg:grid-cols-6">
          <div className="lg:col-span-1"><MoneyField b={b} name="debt" label={t('refinance.debt')} /></div>
          <div className="lg:col-span-1"><MoneyField b={b} name="value" label={t('refinance.value')} /></div>
          <div className="lg:col-span-1"><CountField b={b} name="months" label={t('refinance.months')} unit={t('refinance.monthsUnit')} /></div>
          <div className="lg:col-span-1">
            <Field id="refi-fix" label={t('refinance.fix')}>
              <Select id="refi-fix" name="fix" {...(set ? { value: String(form.fix), onChange: (e: { target: HTMLSelectElement }) => set('fix', e.target.value) } : { defaultValue: String(form.fix) })}>
                {FOLLOW_UP_FIXATION_YEARS.map((y) => <option key={y} value={y}>{t('common.fixYears', { years: y })}</option>)}
              </Select>
            </Field>
          </div>
          <div className="lg:col-span-1"><PercentField b={b} name="repayment" label={t('refinance.repayment')} /></div>
          <div className="lg:col-span-1">
            <button type="submit" className={`${SUBMIT_CLASS} w-full`}>{t('common.submit')}</button>
          </div>
        </form>

        <div className="mt-2 rounded-xl bg-brand-50 p-3 sm:mt-4 sm:p-4" aria-live="polite" data-testid="refi-summary">
          {evaluation.noMarket ? (
            <p className="text-sm text-ink" data-testid="refi-no-market">{t('refinance.noMarket')}</p>
          ) : r ? (
            <>
              <div className="grid grid-cols-2 gap-3">
                <div>
                  <p className="text-sm text-muted">{r.monthsAhead === 0 ? t('refinance.rateNow') : t('refinance.rateAt', { month: startMonth(r.monthsAhead, 'short') })}</p>
                  <p className="text-xl font-bold text-ink tabular-nums sm:text-2xl" data-testid="refi-forward-rate">{pct(r.forwardRate)}</p>
                </div>
                <div>
                  <p className="text-sm text-muted">{t('refinance.installment')}</p>
                  <p className="text-xl font-bold text-ink tabular-nums sm:text-2xl" data-testid="refi-installment">{euro(r.installment)}</p>
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <div>
                  <dt className="text-muted">{t('refinance.modelRate', { years: r.fixationYears })}</dt>
                  <dd className="font-semibold tabular-nums"><span data-testid="refi-model-rate">{pct(r.modelRate.rate)}</span> <span className="font-normal text-muted" data-testid="refi-model-date">{t('common.sourceModel', { date: curveDate })}</span></dd>
                </div>
                <div>
                  <dt className="text-muted">{t('refinance.surcharge', { months: r.monthsAhead })}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="refi-surcharge">{t('refinance.points', { value: points(r.surcharge) })}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('refinance.endBalance', { years: r.fixationYears })}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="refi-end-balance">{euro(r.endBalance)}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('refinance.breakEven')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="refi-break-even">{pct(r.breakEvenRate)}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-ink" data-testid="refi-break-even-text">
                {r.monthsAhead === 0
                  ? t('refinance.breakEvenNow')
                  : t('refinance.breakEvenText', { years: r.fixationYears, month: startMonth(r.monthsAhead), rate: pct(r.breakEvenRate), rise: points(r.breakEvenRise) })}
              </p>
              {r.monthsAhead > 0 ? (
                <p className="mt-1 text-sm text-ink" data-testid="refi-surcharge-cost">{t('refinance.surchargeCost', { years: r.fixationYears, amount: euro(r.surchargeCost) })}</p>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-ink" data-testid="refi-invalid">{t('common.errorSummary')}</p>
          )}
          <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
            <a href={requestHref} className={`${SUBMIT_CLASS} text-center`} data-testid="refi-request">{t('refinance.request')}</a>
            <a href={appointmentAction} className={`${SECONDARY_BUTTON_CLASS} text-center`} data-testid="refi-appointment">{t('refinance.appointment')}</a>
          </div>
        </div>
      </section>

      {r && keepLoan ? (
        <section aria-labelledby="refi-keep-title" className="rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="refi-keep">
          <h2 id="refi-keep-title" className="text-xl font-semibold text-ink">{keepLoan.labels.title}</h2>
          <p className="mt-1 text-sm text-ink">{keepLoan.labels.text}</p>
          <form method="post" action={keepLoan.action} className="mt-3 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="debt" value={form.debt} />
            <input type="hidden" name="value" value={form.value} />
            <input type="hidden" name="months" value={form.months} />
            <Field id="refi-keep-rate" label={keepLoan.labels.rate}>
              <Input id="refi-keep-rate" name="rate" inputMode="decimal" autoComplete="off" required />
            </Field>
            <Field id="refi-keep-payment" label={keepLoan.labels.payment}>
              <Input id="refi-keep-payment" name="payment" inputMode="decimal" autoComplete="off" required />
            </Field>
            <Field id="refi-keep-bank" label={keepLoan.labels.bank}>
              <Input id="refi-keep-bank" name="bank" autoComplete="off" maxLength={80} />
            </Field>
            <button type="submit" className={`${SECONDARY_BUTTON_CLASS} w-full`} data-testid="refi-keep-submit">{keepLoan.labels.button}</button>
          </form>
          <p className="mt-2 text-sm text-muted">{keepLoan.labels.hint}</p>
        </section>
      ) : null}

      {r ? (
        <section aria-labelledby="refi-table-title" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
          <h2 id="refi-table-title" className="text-xl font-semibold text-ink">{t('refinance.tableTitle')}</h2>
          <table role="table" className="table-cards mt-2 w-full text-left text-sm" data-testid="refi-table">
            <caption className="pt-1 text-left text-muted">
              {t('refinance.tableCaption', { debt: euro(r.balance), years: r.fixationYears, repayment: pct(r.repayment), rate: pct(r.modelRate.rate), date: curveDate })}
            </caption>
            <thead role="rowgroup" className="bg-slate-50 text-ink">
              <tr role="row">
                <th role="columnheader" scope="col" className="px-3 py-2 font-semibold">{t('refinance.colMonths')}</th>
                <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">{t('refinance.colSurcharge')}</th>
                <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">{t('refinance.colPerMonth')}</th>
                <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">{t('refinance.colRate')}</th>
                <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">{t('refinance.colInstallment')}</th>
                <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">{t('refinance.colBalance', { years: r.fixationYears })}</th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="divide-y divide-slate-200">
              {r.table.map((row) => (
                <tr role="row" key={row.monthsAhead} data-months={row.monthsAhead} className={row.monthsAhead === r.monthsAhead ? 'bg-brand-50' : ''}>
                  <th role="rowheader" scope="row" className="px-3 py-2 font-medium text-ink">{t('refinance.monthsRow', { months: row.monthsAhead })}</th>
                  <td role="cell" data-label={t('refinance.colSurcharge')} data-col="surcharge" className="px-3 py-2 text-right tabular-nums">{t('refinance.points', { value: points(row.surcharge) })}</td>
                  <td role="cell" data-label={t('refinance.colPerMonth')} data-col="perMonth" className="px-3 py-2 text-right tabular-nums">{t('refinance.points', { value: format.number(row.surchargePerMonth * 100, { minimumFractionDigits: 3, maximumFractionDigits: 3, signDisplay: 'exceptZero' }) })}</td>
                  <td role="cell" data-label={t('refinance.colRate')} data-col="rate" className="px-3 py-2 text-right tabular-nums">{pct(row.forwardRate)}</td>
                  <td role="cell" data-label={t('refinance.colInstallment')} data-col="installment" className="px-3 py-2 text-right tabular-nums">{euro(row.installment)}</td>
                  <td role="cell" data-label={t('refinance.colBalance', { years: r.fixationYears })} data-col="balance" className="px-3 py-2 text-right tabular-nums">{euro(row.endBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section aria-labelledby="refi-how-title" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
        <h2 id="refi-how-title" className="text-xl font-semibold text-ink">{t('refinance.howTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          {CONVENTIONS.map((key) => (
            <li key={key}>{t(`refinance.how.${key}`, { years: form.fix, maxMonths: FOLLOW_UP_LIMITS.maxMonthsAhead, date: curveDate })}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Hydrates the server-rendered calculator in `container` (PlannerIsland, ADR 010). */
export function mountRefinance(container: HTMLElement, props: RefinanceCalculatorProps) {
  container.dataset.planner = 'live';
  return hydrateIsland(container, <RefinanceCalculator {...props} container={container} />, 'refinance');
}
