import type { ComponentType, ReactNode } from 'react';
import { CALCULATOR_FIXATION_YEARS } from '@/engine/mortgage/defaults';
import type { MortgageField } from '@/engine/mortgage/validation';
import { breakEvenRefinancingRate } from '@/engine/rates/break-even';
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import { FORM_KEY_OF_FIELD, formToParams, type Evaluation, type FieldError, type MortgageForm } from '../mortgage-form';
import { fieldErrorText, type CalculatorI18n } from './calculator-i18n';
import type { ChartProps } from './Charts';

/**
 * The mortgage calculator's markup: form, results, tabs, downloads. One component for both renderings:
 * the server renders it as a plain HTML form (works without JavaScript, and is what the page first shows);
 * in the browser the interactive calculator renders the same markup with its state and handlers
 * (`live`). It has no hooks, so it runs as a server component as well as inside the client component.
 */
export interface CalculatorViewProps {
  locale: 'de' | 'en';
  /** Calculation date (Europe/Berlin), 'YYYY-MM-DD'. */
  date: string;
  /** Path of the page, the form's action. */
  action: string;
  form: MortgageForm;
  evaluation: Evaluation;
  tab: number;
  i18n: CalculatorI18n;
  charts: { LineChart: ComponentType<ChartProps>; StackedBarChart: ComponentType<ChartProps> };
  /** Present once the calculator runs in the browser: inputs are then controlled and recalculate at once. */
  live?: LiveHandlers;
}

export interface LiveHandlers {
  setField: (key: keyof MortgageForm, value: string) => void;
  setRateMode: (mode: 'auto' | 'manual') => void;
  /** Typing a rate switches to the manual rate. */
  setManualRate: (value: string) => void;
  setTab: (tab: number) => void;
}

const TABS = [0, 1, 2, 3] as const;

/** Formats of the view besides the site's named ones (also warmed up before hydrating, see mountCalculator). */
export const RATE_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
export const MONTH_YEAR_FORMAT: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

const SORTED_PLACES = new Map<string, { regions: typeof REGIONS; cities: typeof CITIES }>();

/** States and cities in the alphabetical order of the language, sorted once (not on every keystroke). */
export function placesByName(locale: 'de' | 'en') {
  let places = SORTED_PLACES.get(locale);
  if (!places) {
    const collator = new Intl.Collator(locale);
    places = {
      regions: [...REGIONS].sort((a, b) => collator.compare(a.name[locale], b.name[locale])),
      cities: [...CITIES].sort((a, b) => collator.compare(a.name[locale], b.name[locale])),
    };
    SORTED_PLACES.set(locale, places);
  }
  return places;
}

export function CalculatorView({ locale, date, action, form, evaluation, tab, i18n, charts, live }: CalculatorViewProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const params = formToParams(form);

  const errorText = (error: FieldError): string => fieldErrorText(i18n, error);

  const fieldProps = (field: MortgageField) => {
    const name = FORM_KEY_OF_FIELD[field];
    const error = evaluation.errors[field];
    return {
      id: `calc-${name}`,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `calc-${name}-error` : undefined,
    };
  };
  const fieldError = (field: MortgageField) => {
    const error = evaluation.errors[field];
    if (!error) return null;
    return (
      <p id={`calc-${FORM_KEY_OF_FIELD[field]}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${FORM_KEY_OF_FIELD[field]}`}>
        {errorText(error)}
      </p>
    );
  };
  /** A text field or select: controlled in the browser, an initial value in the server's HTML form. */
  const valueProps = (key: keyof MortgageForm, value: string = String(form[key])) =>
    live ? { value, onChange: (e: { target: { value: string } }) => live.setField(key, e.target.value) } : { defaultValue: value };
  const radioProps = (key: 'mode' | 'rateMode', value: string, onSelect?: () => void) =>
    live
      ? { checked: form[key] === value, onChange: onSelect ?? (() => live.setField(key, value)) }
      : { defaultChecked: form[key] === value };

  const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600';
  const label = 'block text-sm font-medium text-ink';
  const usePercent = form.mode === 'percent';
  const manualRate = form.rateMode === 'manual';

  const { regions, cities } = placesByName(locale);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        method="get"
        action={action}
        noValidate
        onSubmit={live ? (e) => e.preventDefault() : undefined}
        className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="calc-legend"
        data-testid="calc-form"
      >
        <h2 id="calc-legend" className="text-lg font-semibold">{t('form.legend')}</h2>
        <input type="hidden" name="tab" value={tab} />
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor="calc-price" className={label}>{t('form.price')}</label>
            <input {...fieldProps('purchasePrice')} type="text" inputMode="numeric" autoComplete="off" {...valueProps('price')} className={input} />
            {fieldError('purchasePrice')}
          </div>
          <div>
            <label htmlFor="calc-savings" className={label}>{t('form.savings')}</label>
            <input {...fieldProps('savings')} type="text" inputMode="numeric" autoComplete="off" {...valueProps('savings')} className={input} />
            {fieldError('savings')}
          </div>
          <div>
            <label htmlFor="calc-loc" className={label}>{t('form.location')}</label>
            <select {...fieldProps('location')} {...valueProps('loc')} className={input}>
              <option value="">{t('form.chooseLocation')}</option>
              <optgroup label={t('form.states')}>
                {regions.map((r) => <option key={r.code} value={r.code}>{r.name[locale]}</option>)}
              </optgroup>
              <optgroup label={t('form.cities')}>
                {cities.map((c) => <option key={c.id} value={c.id}>{c.name[locale]}</option>)}
              </optgroup>
            </select>
            {fieldError('location')}
          </div>
          <div>
            <label htmlFor="calc-commission" className={label}>{t('form.commission')}</label>
            <input {...fieldProps('realEstateCommission')} type="text" inputMode="decimal" autoComplete="off" {...valueProps('commission')} className={input} />
            <p className="mt-1 text-xs text-muted">{t('form.commissionHint')}</p>
            {fieldError('realEstateCommission')}
          </div>
          <fieldset>
            <legend className={label}>{t('form.paymentMode')}</legend>
            <div className="mt-1 flex gap-4 text-sm">
              <label className="flex items-center gap-2"><input type="radio" name="mode" value="amount" {...radioProps('mode', 'amount')} />{t('form.modeAmount')}</label>
              <label className="flex items-center gap-2"><input type="radio" name="mode" value="percent" {...radioProps('mode', 'percent')} />{t('form.modePercent')}</label>
            </div>
          </fieldset>
          {/* Both fields are submitted; the toggle decides which one counts (spec section 5). */}
          <div hidden={usePercent}>
            <label htmlFor="calc-payment" className={label}>{t('form.payment')}</label>
            <input {...fieldProps('monthlyPayment')} type="text" inputMode="numeric" autoComplete="off" {...valueProps('payment')} className={input} />
            {fieldError('monthlyPayment')}
          </div>
          <div hidden={!usePercent}>
            <label htmlFor="calc-repayment" className={label}>{t('form.repayment')}</label>
            <input {...fieldProps('monthlyPaymentPercentage')} type="text" inputMode="decimal" autoComplete="off" {...valueProps('repayment')} className={input} />
            {fieldError('monthlyPaymentPercentage')}
          </div>
          <div>
            <label htmlFor="calc-fix" className={label}>{t('form.fixation')}</label>
            <select id="calc-fix" name="fix" {...valueProps('fix')} className={input}>
              {CALCULATOR_FIXATION_YEARS.map((y) => <option key={y} value={y}>{t('form.fixationOption', { years: y })}</option>)}
            </select>
          </div>
          <fieldset>
            <legend className={label}>{t('form.rateMode')}</legend>
            <div className="mt-1 flex flex-col gap-1 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" name="rateMode" value="auto" {...radioProps('rateMode', 'auto', live && (() => live.setRateMode('auto')))} />
                {t('form.rateAuto')}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="rateMode" value="manual" {...radioProps('rateMode', 'manual', live && (() => live.setRateMode('manual')))} />
                {t('form.rateManual')}
              </label>
            </div>
          </fieldset>
          <div>
            <label htmlFor="calc-rate" className={label}>{t('form.rate')}</label>
            <input
              {...fieldProps('interestRate')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              {...(live ? { value: manualRate ? form.rate : '', onChange: (e: { target: { value: string } }) => live.setManualRate(e.target.value) } : { defaultValue: manualRate ? form.rate : '' })}
              placeholder={!manualRate && evaluation.calculation ? format.number(evaluation.calculation.chosen.interestRate * 100, RATE_FORMAT) : undefined}
              className={input}
            />
            {fieldError('interestRate')}
          </div>
          <div>
            <label htmlFor="calc-born" className={label}>{t('form.born')}</label>
            <input id="calc-born" name="born" type="text" inputMode="numeric" autoComplete="bday-year" maxLength={4} {...valueProps('born')} className={input} aria-describedby="calc-born-hint" />
            <p id="calc-born-hint" className="mt-1 text-xs text-muted">{t('form.bornHint')}</p>
          </div>
          <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700" data-testid="calc-submit">
            {t('form.submit')}
          </button>
        </div>
      </form>

      <section aria-labelledby="calc-result-title" aria-live="polite" data-testid="calc-results">
        <h2 id="calc-result-title" className="text-2xl font-bold">{t('results.title')}</h2>
        {!evaluation.valid || !evaluation.calculation ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900" data-testid="calc-invalid">{t('errors.summary')}</p>
        ) : (
          <Results
            calc={evaluation.calculation}
            payoffAge={evaluation.payoffAge}
            tab={tab}
            setTab={live?.setTab}
            action={action}
            params={params}
            locale={locale}
            date={date}
            i18n={i18n}
            charts={charts}
          />
        )}
      </section>
    </div>
  );
}

interface ResultsProps {
  calc: NonNullable<Evaluation['calculation']>;
  payoffAge: number | null;
  tab: number;
  /** Switches the tab in place (browser); without it the tab links load the page with that tab. */
  setTab?: (tab: number) => void;
  action: string;
  params: URLSearchParams;
  locale: 'de' | 'en';
  date: string;
  i18n: CalculatorI18n;
  charts: CalculatorViewProps['charts'];
}

function Figure({ label, value, testId, children }: { label: string; value: string; testId?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block text-xl font-bold text-ink" data-testid={testId}>{value}</span>
        {children}
      </dd>
    </div>
  );
}

function Results({ calc, payoffAge, tab, setTab, action, params, locale, date, i18n, charts }: ResultsProps) {
  const { t, format } = i18n;
  const { LineChart, StackedBarChart } = charts;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const monthYear = (ym: { year: number; month: number }) => format.dateTime(new Date(Date.UTC(ym.year, ym.month - 1, 15)), MONTH_YEAR_FORMAT);
  const duration = (months: number) => {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const parts = [];
    if (years > 0) parts.push(t(years === 1 ? 'duration.year' : 'duration.years', { count: years }));
    if (rest > 0) parts.push(t(rest === 1 ? 'duration.month' : 'duration.months', { count: rest }));
    return parts.join(t('duration.and'));
  };
  const chosen = calc.chosen;
  const tabHref = (n: number) => {
    const q = new URLSearchParams(params);
    q.set('tab', String(n));
    return `${action}?${q.toString()}`;
  };
  const download = (kind: 'financing-plan' | 'schedule-csv') => {
    const q = new URLSearchParams(params);
    q.set('locale', locale);
    q.set('date', date);
    return `/api/calculator/${kind}?${q.toString()}`;
  };

  const yearly = calc.repaymentChart.years.map((year, i) => {
    const prevInterest = i > 0 ? calc.repaymentChart.cumulativeInterest[i - 1]! : 0;
    const prevPrincipal = i > 0 ? calc.repaymentChart.cumulativePrincipal[i - 1]! : 0;
    return {
      year,
      interest: calc.repaymentChart.cumulativeInterest[i]! - prevInterest,
      principal: calc.repaymentChart.cumulativePrincipal[i]! - prevPrincipal,
      balance: calc.repaymentChart.remainingBalance[i]!,
    };
  });
  const firstYear = calc.repaymentChart.years[0] ?? 0;
  const lastYear = calc.repaymentChart.years[calc.repaymentChart.years.length - 1] ?? 0;

  const pairs: [number, number][] = [[5, 10], [10, 15], [15, 20], [20, 30]];
  const byYears = new Map(calc.results.map((r) => [r.fixationYears, r]));

  return (
    <div>
      <p className="mt-3 text-lg" data-testid="calc-sentence">
        {t('results.sentence', { loan: euro(calc.loanAmount), rate: pct(chosen.interestRate), repayment: pct(chosen.repaymentRate), installment: euro(chosen.monthlyRate) })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label={t('results.installment')} value={euro(chosen.monthlyRate)} testId="calc-installment" />
        <Figure label={t('results.loan')} value={euro(calc.loanAmount)} testId="calc-loan" />
        <Figure label={t('results.ltv')} value={pct(calc.loanToValue)} testId="calc-ltv" />
        <Figure label={t('results.nominal')} value={pct(chosen.interestRate)} testId="calc-rate">
          <p className="mt-1 text-xs text-muted">{t('results.effective')}: {pct(chosen.effectiveRate)}</p>
        </Figure>
        <Figure label={t('results.balanceAfter', { years: calc.fixationYears })} value={euro(chosen.balanceAfterFixation)} testId="calc-balance" />
        <Figure label={t('results.payoff')} value={chosen.payoffDate ? monthYear(chosen.payoffDate) : '–'} testId="calc-payoff">
          {chosen.payoffDate && payoffAge !== null && <p className="mt-1 text-sm text-muted" data-testid="calc-payoff-age">{t('results.payoffAge', { age: payoffAge })}</p>}
          {!chosen.payoffDate && <p className="mt-1 text-sm text-muted">{t('results.never')}</p>}
        </Figure>
      </dl>
      <p className="mt-3 text-sm text-muted">{chosen.rateSource === 'override' ? t('results.manualRate') : t('results.modelRate', { date: format.dateTime(new Date(`${calc.curveDate}T12:00:00Z`), 'short') })}</p>

      <nav aria-label={t('tabs.label')} className="mt-8 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((n) => (
            <li key={n}>
              <a
                href={tabHref(n)}
                aria-current={tab === n ? 'page' : undefined}
                onClick={
                  setTab &&
                  ((e) => {
                    e.preventDefault();
                    setTab(n);
                  })
                }
                className="inline-block rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
              >
                {t(`tabs.${n}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {tab === 0 && (
      <div data-testid="tab-0" className="mt-4">
        <h3 className="text-lg font-semibold">{t('results.costsTitle')}</h3>
        <table className="mt-2 w-full max-w-xl text-sm">
          <tbody className="divide-y divide-slate-100">
            <tr><th scope="row" className="py-2 text-left font-normal">{t('results.price')}</th><td className="py-2 text-right" data-testid="cost-price">{euro(calc.purchasePrice)}</td></tr>
            <tr><th scope="row" className="py-2 text-left font-normal">{t('results.transferTax', { rate: pct(calc.locationTaxRate) })}</th><td className="py-2 text-right" data-testid="cost-transfer-tax">{euro(calc.locationTax)}</td></tr>
            <tr><th scope="row" className="py-2 text-left font-normal">{t('results.notary')}</th><td className="py-2 text-right" data-testid="cost-notary">{euro(calc.notaryFee)}</td></tr>
            <tr><th scope="row" className="py-2 text-left font-normal">{t('results.commission', { rate: pct(calc.realEstateCommissionRate) })}</th><td className="py-2 text-right" data-testid="cost-commission">{euro(calc.realEstateCommission)}</td></tr>
            <tr className="font-semibold"><th scope="row" className="py-2 text-left">{t('results.costs')}</th><td className="py-2 text-right" data-testid="cost-total">{euro(calc.purchaseCosts)}</td></tr>
            <tr><th scope="row" className="py-2 text-left font-normal">{t('results.total')}</th><td className="py-2 text-right">{euro(calc.purchasePrice + calc.purchaseCosts)}</td></tr>
            <tr><th scope="row" className="py-2 text-left font-normal">− {t('results.savings')}</th><td className="py-2 text-right">{euro(calc.downpayment)}</td></tr>
            <tr className="font-semibold"><th scope="row" className="py-2 text-left">{t('results.loanNeeded')}</th><td className="py-2 text-right">{euro(calc.loanAmount)}</td></tr>
          </tbody>
        </table>
      </div>
      )}

      {tab === 1 && (
      <div data-testid="tab-1" className="mt-4">
        <StackedBarChart
          title={t('charts.paymentTitle')}
          description={t('charts.description', { title: t('charts.paymentTitle'), from: firstYear, to: lastYear })}
          years={calc.paymentChart.years}
          series={[
            { name: t('charts.monthlyInterest'), values: calc.paymentChart.monthlyInterest },
            { name: t('charts.monthlyPrincipal'), values: calc.paymentChart.monthlyLoanPayment },
          ]}
          formatMoney={euro}
        />
      </div>
      )}

      {tab === 2 && (
      <div data-testid="tab-2" className="mt-4">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm" data-testid="compare-table">
            <caption className="mb-2 text-left font-semibold">{t('compare.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="py-2">{t('compare.fixation')}</th>
                <th scope="col" className="py-2 text-right">{t('compare.rate')}</th>
                <th scope="col" className="py-2 text-right">{t('compare.installment')}</th>
                <th scope="col" className="py-2 text-right">{t('compare.balance')}</th>
                <th scope="col" className="py-2 text-right">{t('compare.interest')}</th>
                <th scope="col" className="py-2 text-right">{t('compare.payoff')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {calc.results.map((r) => (
                <tr key={r.fixationYears} className={r.fixationYears === calc.fixationYears ? 'bg-brand-50 font-semibold' : ''}>
                  <th scope="row" className="py-2 text-left">
                    {t('compare.years', { years: r.fixationYears })}
                    {r.fixationYears === calc.fixationYears && <span className="ml-1 text-xs font-normal text-muted">({t('compare.chosen')})</span>}
                  </th>
                  <td className="py-2 text-right">{pct(r.interestRate)}</td>
                  <td className="py-2 text-right">{euro(r.monthlyRate)}</td>
                  <td className="py-2 text-right">{euro(r.balanceAfterFixation)}</td>
                  <td className="py-2 text-right">{euro(r.interestPaidFixation)}</td>
                  <td className="py-2 text-right">{r.payoffDate ? String(r.payoffDate.year) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="mt-6 text-lg font-semibold">{t('followUp.title')}</h3>
        <p className="mt-1" data-testid="follow-up">
          {chosen.expectedFollowUpRate === null
            ? t('followUp.repaid')
            : chosen.expectedPayoffMonths !== null
              ? t('followUp.text', { years: calc.fixationYears, balance: euro(chosen.balanceAfterFixation), rate: pct(chosen.expectedFollowUpRate), payoff: duration(Math.max(0, chosen.expectedPayoffMonths - calc.fixationYears * 12)) })
              : t('followUp.textNoPayoff', { years: calc.fixationYears, balance: euro(chosen.balanceAfterFixation), rate: pct(chosen.expectedFollowUpRate) })}
        </p>
        <h3 className="mt-6 text-lg font-semibold">{t('followUp.breakEvenTitle')}</h3>
        <p className="mt-1 text-sm text-muted">{t('followUp.breakEvenText')}</p>
        <table className="mt-2 w-full max-w-md text-sm" data-testid="break-even-table">
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-2">{t('followUp.breakEvenShort')}</th>
              <th scope="col" className="py-2">{t('followUp.breakEvenLong')}</th>
              <th scope="col" className="py-2 text-right">{t('followUp.breakEvenRate')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pairs.map(([short, long]) => {
              const s = byYears.get(short as 5)!;
              const l = byYears.get(long as 10)!;
              let rate: number | null = null;
              try {
                rate = breakEvenRefinancingRate({ loanAmount: calc.loanAmount, repayment: chosen.repaymentRate, shortYears: short, longYears: long, shortRate: s.interestRate, longRate: l.interestRate });
              } catch {
                rate = null;
              }
              return (
                <tr key={`${short}-${long}`}>
                  <td className="py-2">{t('compare.years', { years: short })}</td>
                  <td className="py-2">{t('compare.years', { years: long })}</td>
                  <td className="py-2 text-right">{rate === null ? t('followUp.notDefined') : pct(rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      )}

      {tab === 3 && (
      <div data-testid="tab-3" className="mt-4">
        <LineChart
          title={t('charts.repaymentTitle')}
          description={t('charts.description', { title: t('charts.repaymentTitle'), from: firstYear, to: lastYear })}
          years={calc.repaymentChart.years}
          series={[
            { name: t('charts.remainingBalance'), values: calc.repaymentChart.remainingBalance },
            { name: t('charts.cumulativePrincipal'), values: calc.repaymentChart.cumulativePrincipal },
            { name: t('charts.cumulativeInterest'), values: calc.repaymentChart.cumulativeInterest },
          ]}
          formatMoney={euro}
        />
        <div className="mt-6 max-h-96 overflow-auto">
          <table className="w-full text-sm" data-testid="schedule-table">
            <caption className="mb-2 text-left font-semibold">{t('schedule.caption')}</caption>
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="py-2">{t('schedule.year')}</th>
                <th scope="col" className="py-2 text-right">{t('schedule.interest')}</th>
                <th scope="col" className="py-2 text-right">{t('schedule.principal')}</th>
                <th scope="col" className="py-2 text-right">{t('schedule.balance')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {yearly.map((row) => (
                <tr key={row.year}>
                  <th scope="row" className="py-1.5 text-left font-normal">{row.year}</th>
                  <td className="py-1.5 text-right">{euro(row.interest)}</td>
                  <td className="py-1.5 text-right">{euro(row.principal)}</td>
                  <td className="py-1.5 text-right">{euro(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      )}

      <section aria-labelledby="downloads-title" className="mt-8 rounded-2xl border border-slate-200 p-5">
        <h3 id="downloads-title" className="font-semibold">{t('downloads.title')}</h3>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <a href={download('financing-plan')} className="rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700" data-testid="download-pdf">{t('downloads.pdf')}</a>
          <a href={download('schedule-csv')} className="rounded-lg border-2 border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700" data-testid="download-csv">{t('downloads.csv')}</a>
        </div>
        <p className="mt-3 text-sm text-muted">{t('downloads.share')}</p>
        {/* A plain POST with the inputs: the page itself reads no cookie (it stays cached); the endpoint knows the visitor. */}
        <form method="post" action="/api/account/calculations" className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
          <input type="hidden" name="locale" value={locale} />
          {[...params].map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
          <button type="submit" className="rounded-lg border-2 border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50" data-testid="save-calculation">{t('downloads.save')}</button>
          <span className="text-sm text-muted">{t('downloads.saveHint')}</span>
        </form>
      </section>
    </div>
  );
}
