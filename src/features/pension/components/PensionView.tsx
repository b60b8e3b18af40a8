import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routes';
import { CheckboxField, Choice, Field, FieldError, Input, MoneyInput, SelectField, fieldDescription } from '@/components/forms';
import type { ChartProps } from '@/components/charts/Charts';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import {
  PENSION_FORM_CHOICES,
  pensionFormToParams,
  type PensionEvaluation,
  type PensionForm,
  type PensionFormKey,
  PENSION_MONEY_KEYS,
} from '../pension-form';
import { pensionFieldErrorText } from './pension-i18n';
import type { PieChartProps } from './PensionCharts';
import { Assumptions, Details } from './PensionDetails';
import { Sliders, Summary } from './PensionResults';
import { FORM_ID, labelClass } from './view-parts';

/**
 * The retirement planner's markup: the form, the plain-language summary, the pie chart, the sliders and the
 * inflation toggle, the solutions, the chart, the assumptions, sharing and the call to action. One component
 * for both renderings (as the mortgage calculator's CalculatorView): the server renders it as a plain GET form
 * with the results for the URL's inputs (works without JavaScript); in the browser the interactive planner
 * renders the same markup with its state and handlers (`live`). It has no hooks.
 */
export interface PensionViewProps {
  locale: Locale;
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

const label = labelClass;
const legend = 'text-base font-semibold text-ink';

export function PensionView({ locale, today, action, appointmentHref, form, evaluation, example, i18n, charts, live }: PensionViewProps) {
  const { t } = i18n;
  const params = pensionFormToParams(form);
  const query = params.toString();
  const shareHref = `${action}?${query}`;
  const pdfHref = `/api/pension/pdf?${query}&locale=${locale}`;
  const plan = evaluation.valid ? evaluation.plan : null;

  const errorOf = (key: PensionFormKey) => {
    const error = evaluation.errors[key];
    return error ? pensionFieldErrorText(i18n, key, error) : null;
  };
  /** For the sliders: a field's error line. */
  const fieldError = (key: PensionFormKey) => (evaluation.errors[key] ? <FieldError id={`pp-${key}`} error={errorOf(key)} testId={`error-${key}`} /> : null);
  /** A text field or select: controlled in the browser, an initial value in the server's HTML form. */
  const valueProps = (key: PensionFormKey) =>
    live
      ? { value: String(form[key]), onChange: (e: { target: { value: string } }) => live.setField(key, e.target.value) }
      : { defaultValue: String(form[key]) };
  const checkedProps = (key: PensionFormKey, value: string) =>
    live ? { checked: form[key] === value, onChange: () => live.setField(key, value) } : { defaultChecked: form[key] === value };

  const textField = (key: PensionFormKey, opts: { numeric?: 'numeric' | 'decimal'; hint?: string; autoComplete?: string } = {}) => {
    const id = `pp-${key}`;
    const error = errorOf(key);
    return (
      <Field id={id} label={t(`form.${key}`)} hint={opts.hint} error={error} errorTestId={`error-${key}`}>
        {PENSION_MONEY_KEYS.includes(key) ? (
          // The form kit's money field: € and the locale's grouping while typing (the form reads grouped amounts).
          <MoneyInput id={id} name={key} value={String(form[key])} locale={locale} onValue={live ? (v) => live.setField(key, v) : undefined} invalid={!!error} describedBy={fieldDescription(id, !!opts.hint, !!error)} />
        ) : (
          <Input id={id} name={key} inputMode={opts.numeric} autoComplete={opts.autoComplete ?? 'off'} maxLength={40} error={error} hint={opts.hint} {...valueProps(key)} />
        )}
      </Field>
    );
  };
  const selectField = (key: 'sex' | 'edu' | 'tax' | 'cl' | 'ch' | 'dep', optionKey: (value: string) => string) => (
    <SelectField id={`pp-${key}`} name={key} label={t(`form.${key}`)} error={errorOf(key)} errorTestId={`error-${key}`} {...valueProps(key)}>
      {(PENSION_FORM_CHOICES[key] as readonly string[]).map((v) => <option key={v} value={v}>{t(optionKey(v))}</option>)}
    </SelectField>
  );
  const radios = (key: 'own' | 'emp' | 'infl', inForm = true) => (
    <fieldset>
      <legend className={label}>{t(`form.${key}`)}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(PENSION_FORM_CHOICES[key] as readonly string[]).map((v) => (
          <Choice key={v} look="inline" id={`pp-${key}-${v}`} name={key} value={v} form={inForm ? undefined : FORM_ID} label={t(`form.${key}Options.${v}`)} {...checkedProps(key, v)} />
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
              <CheckboxField id="pp-grvc" name="grvc" value="yes" label={t('form.grvc')} className="text-sm" {...(live ? { checked: form.grvc === 'yes', onChange: (e: { target: { checked: boolean } }) => live.setField('grvc', e.target.checked ? 'yes' : 'no') } : { defaultChecked: form.grvc === 'yes' })} />
            </div>
            {textField('partner', { numeric: 'numeric' })}
            {selectField('tax', (v) => `form.taxOptions.${v === '' ? 'auto' : v}`)}
            {selectField('cl', (v) => `form.clOptions.${unknown(v)}`)}
            {selectField('ch', (v) => `form.chOptions.${v}`)}
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
        <Sliders form={form} plan={plan} i18n={i18n} live={live} shareHref={action} fieldError={fieldError} radios={radios} />
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
