import type { ComponentType, ReactNode } from 'react';
import type { PensionPlan } from '@/engine/pension';
import { pensionAssumptions, type PensionAssumption } from '@/engine/pension/constants';
import type { ChartProps } from '@/features/calculators/components/Charts';
import type { CalculatorI18n } from '@/features/calculators/components/calculator-i18n';
import {
  PENSION_FORM_CHOICES,
  pensionFormToParams,
  type PensionEvaluation,
  type PensionForm,
  type PensionFormKey,
} from '../pension-form';
import { pensionFieldErrorText } from './pension-i18n';
import type { PieChartProps } from './PensionCharts';

/**
 * The retirement planner's markup: the form, the plain-language summary, the pie chart, the sliders and the
 * inflation toggle, the solutions, the chart, the assumptions, sharing and the call to action. One component
 * for both renderings (as the mortgage calculator's CalculatorView): the server renders it as a plain GET form
 * with the results for the URL's inputs (works without JavaScript); in the browser the interactive planner
 * renders the same markup with its state and handlers (`live`). It has no hooks.
 */
export interface PensionViewProps {
  locale: 'de' | 'en';
  /** Calculation date (Europe/Berlin), 'YYYY-MM-DD'. */
  today: string;
  /** Path of the page, the form's action. */
  action: string;
  /** The appointment page (call to action). */
  appointmentHref: string;
  form: PensionForm;
  evaluation: PensionEvaluation;
  /** The form still holds the example data the page starts from (marked as such). */
  example: boolean;
  i18n: CalculatorI18n;
  charts: { LineChart: ComponentType<ChartProps>; PieChart: ComponentType<PieChartProps> };
  /** Present once the planner runs in the browser: inputs are controlled and recalculate at once. */
  live?: PensionLiveHandlers;
}

export interface PensionLiveHandlers {
  setField: (key: PensionFormKey, value: string) => void;
  setFields: (values: Partial<PensionForm>) => void;
  /** The visitor pressed "Calculate" (the results are already there). */
  submit: () => void;
  /** Copies the result's link; absent until the browser can. */
  copyLink?: () => void;
  copied?: boolean;
}

const FORM_ID = 'pension-form';
const input = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600';
const label = 'block text-sm font-medium text-ink';
const legend = 'text-base font-semibold text-ink';

export function PensionView({ locale, today, action, appointmentHref, form, evaluation, example, i18n, charts, live }: PensionViewProps) {
  const { t, format } = i18n;
  const params = pensionFormToParams(form);
  const query = params.toString();
  const shareHref = `${action}?${query}`;
  const pdfHref = `/api/pension/pdf?${query}&locale=${locale}`;
  const plan = evaluation.valid ? evaluation.plan : null;
  const euro = (n: number) => format.number(Math.round(n), 'euro');

  const fieldError = (key: PensionFormKey) => {
    const error = evaluation.errors[key];
    if (!error) return null;
    return (
      <p id={`pp-${key}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${key}`}>
        {pensionFieldErrorText(i18n, key, error)}
      </p>
    );
  };
  const described = (key: PensionFormKey, hint?: string) => {
    const ids = [evaluation.errors[key] ? `pp-${key}-error` : null, hint ?? null].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  };
  /** A text field or select: controlled in the browser, an initial value in the server's HTML form. */
  const valueProps = (key: PensionFormKey) =>
    live
      ? { value: String(form[key]), onChange: (e: { target: { value: string } }) => live.setField(key, e.target.value) }
      : { defaultValue: String(form[key]) };
  const checkedProps = (key: PensionFormKey, value: string) =>
    live ? { checked: form[key] === value, onChange: () => live.setField(key, value) } : { defaultChecked: form[key] === value };

  const textField = (key: PensionFormKey, opts: { numeric?: 'numeric' | 'decimal'; hint?: string; autoComplete?: string } = {}) => (
    <div>
      <label htmlFor={`pp-${key}`} className={label}>{t(`form.${key}`)}</label>
      <input
        id={`pp-${key}`}
        name={key}
        type="text"
        inputMode={opts.numeric}
        autoComplete={opts.autoComplete ?? 'off'}
        maxLength={40}
        aria-invalid={evaluation.errors[key] ? true : undefined}
        aria-describedby={described(key, opts.hint ? `pp-${key}-hint` : undefined)}
        {...valueProps(key)}
        className={input}
      />
      {opts.hint && <p id={`pp-${key}-hint`} className="mt-1 text-xs text-muted">{opts.hint}</p>}
      {fieldError(key)}
    </div>
  );
  const selectField = (key: 'sex' | 'edu' | 'tax' | 'cl' | 'dep', optionKey: (value: string) => string) => (
    <div>
      <label htmlFor={`pp-${key}`} className={label}>{t(`form.${key}`)}</label>
      <select id={`pp-${key}`} name={key} aria-invalid={evaluation.errors[key] ? true : undefined} aria-describedby={described(key)} {...valueProps(key)} className={input}>
        {(PENSION_FORM_CHOICES[key] as readonly string[]).map((v) => <option key={v} value={v}>{t(optionKey(v))}</option>)}
      </select>
      {fieldError(key)}
    </div>
  );
  const radios = (key: 'own' | 'emp' | 'infl', inForm = true) => (
    <fieldset>
      <legend className={label}>{t(`form.${key}`)}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(PENSION_FORM_CHOICES[key] as readonly string[]).map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input type="radio" id={`pp-${key}-${v}`} name={key} value={v} form={inForm ? undefined : FORM_ID} {...checkedProps(key, v)} />
            {t(`form.${key}Options.${v}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
  const unknown = (v: string) => (v === '' ? 'unknown' : v);

  const summary = (
    <section aria-labelledby="pp-result-title" aria-live="polite" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 lg:col-start-2 lg:row-start-1" data-testid="pp-summary">
      <h2 id="pp-result-title" className="text-xl font-bold">{t('results.title')}</h2>
      {plan ? (
        <Summary plan={plan} form={form} i18n={i18n} />
      ) : (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="pp-invalid">{t('errors.summary')}</p>
      )}
    </section>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-8" data-testid="pension-planner">
      {summary}

      <form
        id={FORM_ID}
        method="get"
        action={action}
        noValidate
        onSubmit={
          live &&
          ((e) => {
            e.preventDefault();
            live.submit();
          })
        }
        className="group h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-start-1 lg:row-span-3 lg:row-start-1"
        aria-labelledby="pp-form-title"
        data-testid="pp-form"
      >
        <h2 id="pp-form-title" className="text-lg font-semibold">{t('form.legend')}</h2>
        {example && (
          <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="pp-example" role="note">
            <p className="font-semibold">{t('example.title')}</p>
            <p className="mt-1">{t('example.text')}</p>
          </div>
        )}
        <div className="mt-4 space-y-6">
          <fieldset className="space-y-4">
            <legend className={legend}>{t('form.groups.you')}</legend>
            {textField('age', { numeric: 'numeric' })}
            {textField('inc', { numeric: 'numeric' })}
            {radios('emp')}
            <div className="hidden group-has-[#pp-emp-selfEmployed:checked]:block">
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" id="pp-grvc" name="grvc" value="yes" className="mt-1" {...(live ? { checked: form.grvc === 'yes', onChange: (e: { target: { checked: boolean } }) => live.setField('grvc', e.target.checked ? 'yes' : 'no') } : { defaultChecked: form.grvc === 'yes' })} />
                {t('form.grvc')}
              </label>
            </div>
            {textField('partner', { numeric: 'numeric' })}
            {selectField('tax', (v) => `form.taxOptions.${v === '' ? 'auto' : v}`)}
            {selectField('cl', (v) => `form.clOptions.${unknown(v)}`)}
            {selectField('sex', (v) => `form.sexOptions.${unknown(v)}`)}
            {selectField('edu', (v) => `form.eduOptions.${unknown(v)}`)}
            <p className="text-xs text-muted">{t('form.optionalHint')}</p>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className={legend}>{t('form.groups.savings')}</legend>
            {textField('sav', { numeric: 'numeric' })}
            {textField('bank', { numeric: 'numeric' })}
            {textField('etf', { numeric: 'decimal' })}
            {textField('etfv', { numeric: 'numeric' })}
            {textField('oth', { numeric: 'numeric' })}
            {radios('own')}
            {textField('rent', { numeric: 'numeric', hint: t('form.rentHint') })}
            {/* Only for owners; without JavaScript the choice above shows them (CSS :has). */}
            <div className="hidden space-y-4 group-has-[#pp-own-yes:checked]:block" data-testid="pp-owner-fields">
              {textField('hval', { numeric: 'numeric' })}
              {textField('hdebt', { numeric: 'numeric' })}
              {textField('hpay', { numeric: 'numeric' })}
              {textField('hrate', { numeric: 'decimal' })}
            </div>
            {textField('city', { autoComplete: 'address-level2' })}
            {selectField('dep', (v) => `form.depOptions.${v}`)}
          </fieldset>

          <fieldset className="space-y-4">
            <legend className={legend}>{t('form.groups.points')}</legend>
            <p id="pp-points-hint" className="text-xs text-muted">{t('form.pointsHint')}</p>
            {textField('pe', { numeric: 'decimal' })}
            {textField('ps', { numeric: 'decimal' })}
            {textField('pt', { numeric: 'decimal' })}
          </fieldset>

          <p className="text-sm text-muted">
            <a href="#pp-sliders" className="font-medium text-brand-700 underline">{t('form.groups.wishes')}</a>
          </p>
          <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700" data-testid="pp-submit">
            {t('form.submit')}
          </button>
        </div>
      </form>

      <div className="min-w-0 space-y-8 lg:col-start-2 lg:row-start-2" data-testid="pp-results">
        <Sliders form={form} plan={plan} i18n={i18n} live={live} shareHref={action} fieldError={fieldError} described={described} radios={radios} />
        {plan && <Details plan={plan} i18n={i18n} charts={charts} appointmentHref={appointmentHref} />}
        {plan && (
          <section aria-labelledby="pp-share-title" className="rounded-2xl border border-slate-200 p-5">
            <h2 id="pp-share-title" className="text-lg font-semibold">{t('share.title')}</h2>
            <p className="mt-2 text-sm text-muted">{t('share.text')}</p>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <a href={shareHref} className="font-semibold text-brand-700 underline" data-testid="pp-share-link">{t('share.link')}</a>
              {live?.copyLink && (
                <button type="button" onClick={live.copyLink} className="rounded-lg border-2 border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50" data-testid="pp-copy">
                  {live.copied ? t('share.copied') : t('share.copy')}
                </button>
              )}
              <a href={pdfHref} className="rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700" data-testid="pp-pdf">{t('share.pdf')}</a>
            </div>
          </section>
        )}
        <section aria-labelledby="pp-cta-title" className="rounded-2xl bg-brand-700 p-6 text-white" data-testid="pp-cta">
          <h2 id="pp-cta-title" className="text-xl font-bold">{t('cta.title')}</h2>
          <p className="mt-2">{t('cta.text')}</p>
          <a href={appointmentHref} className="mt-4 inline-block rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">{t('cta.button')}</a>
        </section>
        <Assumptions today={today} i18n={i18n} />
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------

function Summary({ plan, form, i18n }: { plan: PensionPlan; form: PensionForm; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const monthly = Number(form.mc) || 0;
  const oneTime = Number(form.oc) || 0;
  const retire = plan.scenarioRetirementAges.expected;
  const gap = plan.pensionGap;
  // The plan's monthly amount for the desired age with the chosen one-time amount (as on its card).
  const desiredMonthly = plan.suggestions.privatePensionPlan?.monthlyInvestment ?? null;
  return (
    <div>
      <p className="mt-2 text-lg font-semibold leading-snug" data-testid="pp-sentence-gap">
        {gap > 0.5 ? t('results.summaryGap', { gap: euro(gap) }) : t('results.summaryNoGap')}
      </p>
      {gap > 0.5 && (
        <p className="mt-2" data-testid="pp-sentence-retire">
          {retire !== null
            ? t('results.summaryRetire', { monthly: euro(monthly), oneTime: euro(oneTime), age: retire })
            : t('results.summaryRetireNone', { monthly: euro(monthly), oneTime: euro(oneTime) })}
        </p>
      )}
      {gap > 0.5 && (
        <p className="mt-1 text-sm" data-testid="pp-sentence-desired">
          {desiredMonthly !== null
            ? t('results.summaryDesired', { age: plan.desiredRetirementAge, monthly: euro(Math.ceil(desiredMonthly)) })
            : t('results.summaryDesiredNone', { age: plan.desiredRetirementAge })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div><dt className="text-muted">{t('results.required')}</dt><dd className="text-base font-bold" data-testid="pp-required">{euro(plan.requiredPension)}</dd></div>
        <div><dt className="text-muted">{t('results.gap')}</dt><dd className="text-base font-bold" data-testid="pp-gap">{euro(plan.pensionGap)}</dd></div>
      </dl>
      <p className="mt-2 text-xs text-muted" data-testid="pp-basis">{plan.moneyBasis === 'nominal' ? t('results.basisNominal') : t('results.basisToday')}</p>
    </div>
  );
}

interface SlidersProps {
  form: PensionForm;
  plan: PensionPlan | null;
  i18n: CalculatorI18n;
  live?: PensionLiveHandlers;
  shareHref: string;
  fieldError: (key: PensionFormKey) => ReactNode;
  described: (key: PensionFormKey, hint?: string) => string | undefined;
  radios: (key: 'own' | 'emp' | 'infl', inForm?: boolean) => ReactNode;
}

function Sliders({ form, plan, i18n, live, shareHref, fieldError, described, radios }: SlidersProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const bounds = { ra: { min: 58, max: 75, step: 1 }, mc: { min: 0, max: 1425, step: 5 }, oc: { min: 0, max: 130000, step: 100 } } as const;
  const recommended = plan
    ? { ra: plan.sliders.retirementAge.recommended, mc: plan.sliders.monthlyContribution.recommended, oc: plan.sliders.oneTimeContribution.recommended }
    : null;
  const show = (key: 'ra' | 'mc' | 'oc', value: number) => (key === 'ra' ? t('form.years', { value }) : euro(value));
  const recommendedForm: Partial<PensionForm> | null = recommended
    ? { ...(recommended.ra !== null ? { ra: String(recommended.ra) } : {}), mc: String(recommended.mc), oc: String(recommended.oc) }
    : null;
  const recommendedHref = recommendedForm ? `${shareHref}?${pensionFormToParams({ ...form, ...recommendedForm }).toString()}` : null;

  const slider = (key: 'ra' | 'mc' | 'oc') => {
    const b = bounds[key];
    const n = Number(form[key]);
    const rec = recommended?.[key] ?? null;
    const valueText = Number.isFinite(n) && form[key].trim() !== '' ? show(key, n) : '–';
    return (
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={`pp-${key}`} className={label}>{t(`form.${key}`)}</label>
          <output htmlFor={`pp-${key}`} className="text-lg font-bold text-ink" data-testid={`pp-${key}-value`}>{valueText}</output>
        </div>
        <input
          id={`pp-${key}`}
          name={key}
          form={FORM_ID}
          type="range"
          min={b.min}
          max={b.max}
          step={b.step}
          list={rec !== null ? `pp-${key}-marks` : undefined}
          aria-valuetext={valueText}
          aria-invalid={undefinedIfFalse(Boolean(fieldError(key)))}
          aria-describedby={described(key, rec !== null ? `pp-${key}-rec` : undefined)}
          {...(live ? { value: form[key], onChange: (e: { target: { value: string } }) => live.setField(key, e.target.value) } : { defaultValue: form[key] })}
          className="mt-2 w-full accent-brand-600"
        />
        {rec !== null && (
          <>
            <datalist id={`pp-${key}-marks`}><option value={rec} /></datalist>
            <div className="relative h-3" aria-hidden="true">
              <span className="absolute top-0 h-3 w-0.5 bg-amber-600" style={{ left: `calc(${((Math.min(b.max, Math.max(b.min, rec)) - b.min) / (b.max - b.min)) * 100}% - 1px)` }} />
            </div>
            <p id={`pp-${key}-rec`} className="text-xs text-muted" data-testid={`pp-${key}-rec`}>{t('form.recommended', { value: show(key, rec) })}</p>
          </>
        )}
        <div className="flex justify-between text-xs text-muted" aria-hidden="true"><span>{show(key, b.min)}</span><span>{show(key, b.max)}</span></div>
        {fieldError(key)}
      </div>
    );
  };

  return (
    <section id="pp-sliders" aria-labelledby="pp-sliders-title" className="rounded-2xl border border-slate-200 p-5" data-testid="pp-sliders">
      <h2 id="pp-sliders-title" className="text-lg font-semibold">{t('sliders.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('sliders.hint')}</p>
      <div className="mt-4 space-y-5">
        {slider('ra')}
        {slider('mc')}
        {slider('oc')}
        {radios('infl', false)}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {recommendedHref && recommendedForm && (
            <a
              href={recommendedHref}
              onClick={
                live &&
                ((e) => {
                  e.preventDefault();
                  live.setFields(recommendedForm);
                })
              }
              className="rounded-lg border-2 border-brand-600 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-50"
              data-testid="pp-use-recommended"
            >
              {t('form.useRecommended')}
            </a>
          )}
          <button type="submit" form={FORM_ID} className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">{t('form.submit')}</button>
        </div>
      </div>
    </section>
  );
}

function undefinedIfFalse(v: boolean): true | undefined {
  return v ? true : undefined;
}

function Row({ label: text, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="text-muted">{text}</dt>
      <dd className="text-right font-medium" data-testid={testId}>{value}</dd>
    </div>
  );
}

function Details({ plan, i18n, charts, appointmentHref }: { plan: PensionPlan; i18n: CalculatorI18n; charts: PensionViewProps['charts']; appointmentHref: string }) {
  const { t, format } = i18n;
  const { LineChart, PieChart } = charts;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const st = plan.statutory;
  const ageText = (months: number) => t('results.ageYearsMonths', { years: Math.floor(months / 12), months: months % 12 });
  const pie = plan.pie;
  const chartSeries = [
    { name: t('chart.ppp'), values: plan.chart.ppp },
    { name: t('chart.investmentProperty'), values: plan.chart.investmentProperty },
    ...(plan.chart.ownHome ? [{ name: t('chart.ownHome'), values: plan.chart.ownHome }] : []),
    { name: t('chart.feasible'), values: plan.chart.feasibleRetirement.map((v) => (v === null ? NaN : v)), dashed: true },
  ];
  const ages = plan.chart.ages;
  const retireAge = (age: number | null) => (age === null ? t('solutions.notBy75') : t('form.years', { value: age }));

  return (
    <>
      <section aria-labelledby="pp-income-title" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="pp-income-title" className="text-lg font-semibold">{t('results.pieTitle', { age: pie.retirementAge })}</h2>
        <PieChart
          title=""
          description={t('results.pieDescription', { state: euro(pie.statePension), own: euro(pie.ownInvestmentIncome), gap: euro(pie.pensionGap), required: euro(pie.requiredPension) })}
          slices={[
            { name: t('results.statePension'), values: [pie.statePension] },
            { name: t('results.ownInvestments'), values: [pie.ownInvestmentIncome] },
            { name: t('results.gap'), values: [pie.pensionGap] },
          ]}
          formatMoney={euro}
        />
        <dl className="mt-4 max-w-xl divide-y divide-slate-100 text-sm">
          <Row label={t('results.incomeBefore')} value={euro(plan.expectedIncomeBeforeRetirement)} testId="pp-income-before" />
          <Row label={t('results.required')} value={euro(plan.requiredPension)} />
          <Row label={t('results.statePension')} value={euro(pie.statePension)} testId="pp-state" />
          <Row label={t('results.ownInvestments')} value={euro(pie.ownInvestmentIncome)} testId="pp-own" />
          <Row label={t('results.gap')} value={euro(plan.pensionGap)} />
        </dl>
        {plan.bridgeMonths > 0 && plan.bridgeGap > 0 && (
          <p className="mt-3 text-sm">{t('results.bridge', { age: plan.desiredRetirementAge, amount: euro(plan.bridgeGap), months: plan.bridgeMonths })}</p>
        )}
        <h3 className="mt-5 font-semibold">{t('results.statutoryTitle')}</h3>
        <dl className="mt-1 max-w-xl divide-y divide-slate-100 text-sm">
          <Row label={t('results.points', { soFar: format.number(st.pointsSoFar, { maximumFractionDigits: 2 }) })} value={format.number(st.points, { maximumFractionDigits: 2 })} testId="pp-points" />
          <Row label={t('results.startAge')} value={ageText(st.startAgeMonths)} />
          <Row label={t('results.gross')} value={euro(st.monthlyGross)} testId="pp-gross" />
          <Row label={t('results.health')} value={`− ${euro(st.healthInsurance)}`} />
          <Row label={t('results.care')} value={`− ${euro(st.careInsurance)}`} />
          <Row label={t('results.tax', { share: pct(st.besteuerungsanteil) })} value={`− ${euro(st.incomeTax)}`} />
          <Row label={t('results.net')} value={euro(st.monthlyNet)} testId="pp-net" />
        </dl>
      </section>

      <section aria-labelledby="pp-solutions-title" data-testid="pp-solutions">
        <h2 id="pp-solutions-title" className="text-lg font-semibold">{t('solutions.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('solutions.intro')}</p>
        {/* A carousel without script: a row that scrolls (by swipe, or by keyboard once focused) and snaps to the cards. */}
        <div role="region" aria-labelledby="pp-solutions-title" tabIndex={0} className="mt-3 -mx-1 overflow-x-auto px-1 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600">
          <ul className="flex snap-x snap-mandatory gap-4">
            <SolutionCard
              plan={plan}
              option="privatePensionPlan"
              i18n={i18n}
              retireAge={retireAge}
              footer={
                <>
                  <p className="mt-2 text-sm text-muted">{t('solutions.privatePensionPlan.scenarios', { worst: retireAge(plan.scenarioRetirementAges.worst), best: retireAge(plan.scenarioRetirementAges.best) })}</p>
                  <Flag ok={plan.cards.privatePensionPlan.affordable} text={plan.cards.privatePensionPlan.affordable ? t('solutions.pppAffordable') : t('solutions.pppNotAffordable', { max: euro(plan.sliders.monthlyContribution.max) })} />
                </>
              }
            >
              <Row label={t('solutions.privatePensionPlan.effectiveCost')} value={`${pct(plan.cards.privatePensionPlan.effectiveCostMin)} – ${pct(plan.cards.privatePensionPlan.effectiveCostMax)}`} />
              <Row label={t('solutions.privatePensionPlan.upfrontFees')} value={euro(plan.cards.privatePensionPlan.upfrontFees)} />
            </SolutionCard>
            {plan.cards.ownHome && plan.suggestions.ownHome && (
              <SolutionCard plan={plan} option="ownHome" i18n={i18n} retireAge={retireAge} footer={<HouseFlag card={plan.cards.ownHome} i18n={i18n} />}>
                <HouseRows card={plan.cards.ownHome} i18n={i18n} />
              </SolutionCard>
            )}
            <SolutionCard plan={plan} option="investmentProperty" i18n={i18n} retireAge={retireAge} footer={<HouseFlag card={plan.cards.investmentProperty} i18n={i18n} />}>
              <HouseRows card={plan.cards.investmentProperty} i18n={i18n} />
              <Row label={t('solutions.investmentProperty.rent')} value={euro(plan.cards.investmentProperty.monthlyRent)} />
              <Row label={t('solutions.investmentProperty.depreciation')} value={t(`form.depOptions.${plan.cards.investmentProperty.depreciation}`)} />
            </SolutionCard>
            <li className="flex w-[17rem] shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:w-[19rem]" data-testid="solution-advice">
              <h3 className="font-semibold">{t('solutions.advice.title')}</h3>
              <p className="mt-2 grow text-sm">{t('solutions.advice.text')}</p>
              <a href={appointmentHref} className="mt-4 rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700">{t('solutions.advice.cta')}</a>
            </li>
          </ul>
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 p-5" data-testid="pp-chart">
        <LineChart
          title={t('chart.title')}
          description={t('chart.description', { from: ages[0] ?? 0, to: ages[ages.length - 1] ?? 0 })}
          years={ages}
          series={chartSeries}
          formatMoney={euro}
        />
        <p className="mt-2 text-sm text-muted">{t('chart.reading')}</p>
      </section>
    </>
  );
}

function Flag({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p className={`mt-2 rounded-md px-2 py-1 text-sm font-medium ${ok ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900'}`} data-affordable={ok ? 'yes' : 'no'}>
      <span aria-hidden="true">{ok ? '✓ ' : '! '}</span>
      {text}
    </p>
  );
}

function SolutionCard({ plan, option, i18n, retireAge, children, footer }: { plan: PensionPlan; option: 'privatePensionPlan' | 'ownHome' | 'investmentProperty'; i18n: CalculatorI18n; retireAge: (age: number | null) => string; children: ReactNode; footer: ReactNode }) {
  const { t, format } = i18n;
  const s = plan.suggestions[option]!;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const best = plan.suggestionRecommendation === option;
  return (
    <li className={`flex w-[17rem] shrink-0 snap-start flex-col rounded-2xl border p-4 sm:w-[19rem] ${best ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`} data-testid={`solution-${option}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{t(`solutions.${option}.title`)}</h3>
        {best && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="solution-best">{t('solutions.best')}</span>}
      </div>
      <p className="mt-1 text-sm text-muted">{t(`solutions.${option}.text`)}</p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label={t('solutions.retireAt')} value={retireAge(s.retirementAge)} testId={`solution-${option}-age`} />
        <Row label={t('solutions.oneTime')} value={euro(s.oneTimeInvestment)} testId={`solution-${option}-one-time`} />
        <Row label={t('solutions.monthly')} value={s.monthlyInvestment === null ? '–' : euro(option === 'privatePensionPlan' ? Math.ceil(s.monthlyInvestment) : s.monthlyInvestment)} testId={`solution-${option}-monthly`} />
        <Row label={t('solutions.returnRate')} value={format.number(s.returnRate, 'percent2')} />
        {children}
      </dl>
      {footer}
    </li>
  );
}

function HouseRows({ card, i18n }: { card: NonNullable<PensionPlan['cards']['ownHome']>; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  return (
    <>
      <Row label={t('solutions.house.propertyValue')} value={euro(card.propertyValue)} />
      <Row label={t('solutions.house.loan')} value={euro(card.loanAmount)} />
      <Row label={t('solutions.house.rate', { years: card.fixationYears })} value={pct(card.interestRate)} />
      <Row label={t('solutions.house.installment')} value={euro(card.monthlyInstallment)} />
      <Row label={t('solutions.house.oneTimeCost')} value={euro(card.oneTimeCost)} />
      <Row label={t('solutions.house.upkeep')} value={euro(card.monthlyUpkeep)} />
      <Row label={t('solutions.house.appreciation')} value={pct(card.appreciation)} />
      <Row label={t('solutions.house.payoff')} value={card.payoffMonths !== null ? t('form.years', { value: Math.ceil(card.payoffMonths / 12) }) : t('solutions.house.noPayoff')} />
    </>
  );
}

function HouseFlag({ card, i18n }: { card: NonNullable<PensionPlan['cards']['ownHome']>; i18n: CalculatorI18n }) {
  const { t } = i18n;
  return <Flag ok={card.affordable} text={card.affordable ? t('solutions.affordable') : t('solutions.notAffordable')} />;
}

function Assumptions({ today, i18n }: { today: string; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');
  const value = (a: PensionAssumption) => {
    switch (a.unit) {
      case 'fraction':
        return format.number(a.value, { style: 'percent', maximumFractionDigits: 2 });
      case 'euro':
        return format.number(a.value, Number.isInteger(a.value) ? 'euro' : 'euroCents');
      case 'years':
        return t('assumptions.years', { value: a.value });
      default:
        return format.number(a.value, { maximumFractionDigits: 2 });
    }
  };
  const items = pensionAssumptions(today);
  return (
    <section aria-labelledby="pp-assumptions-title" className="rounded-2xl border border-slate-200 p-5" data-testid="pp-assumptions">
      <h2 id="pp-assumptions-title" className="text-lg font-semibold">{t('assumptions.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('assumptions.intro', { date: date(today) })}</p>
      <div className="mt-3 overflow-x-auto" role="region" aria-labelledby="pp-assumptions-title" tabIndex={0}>
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-2 pr-3"><span className="sr-only">{t('assumptions.title')}</span></th>
              <th scope="col" className="py-2 pr-3 text-right">{t('assumptions.value')}</th>
              <th scope="col" className="py-2 pr-3">{t('assumptions.source')}</th>
              <th scope="col" className="py-2">{t('assumptions.validFrom')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((a) => (
              <tr key={a.key} data-testid={`assumption-${a.key}`}>
                <th scope="row" className="py-2 pr-3 text-left font-normal">{t(`assumptions.labels.${a.key}`)}</th>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{value(a)}</td>
                <td className="py-2 pr-3">{t(`assumptions.sources.${a.key}`)}</td>
                <td className="py-2 whitespace-nowrap">{a.validFrom ? date(a.validFrom) : t('assumptions.noDate')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
