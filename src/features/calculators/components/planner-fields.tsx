import { Choice, ErrorSummary as KitErrorSummary, Field, Input, MoneyInput, PercentInput, PRIMARY_BUTTON_CLASS, Select, fieldDescription } from '@/components/forms';
import type { RateMarket } from '@/engine/rates/market';
import { isoDateToDate } from '@/lib/dates';
import { CALCULATOR_FIXATION_YEARS } from '@/engine/mortgage/defaults';
import type { Locale } from '@/i18n/routes';
import type { FieldError } from '../mortgage-form';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import { PlaceOptions } from '@/components/forms/PlaceOptions';

/**
 * Pieces shared by the house-budget and rent-or-buy calculators (hook-free, rendered on the server and in
 * the browser): error texts, money / percent / place / fixation / rate fields bound to a string form.
 */

/** A field error in words; bounds in euros for money fields, in percent for percent fields. */
export function plannerErrorText({ t, format }: CalculatorI18n, error: FieldError, unit: 'money' | 'percent' | 'plain'): string {
  const bound = (n: number | undefined) =>
    unit === 'money' ? format.number(n ?? 0, 'euro') : unit === 'percent' ? `${format.number(n ?? 0, { maximumFractionDigits: 2 })} %` : format.number(n ?? 0, { maximumFractionDigits: 0 });
  switch (error.code) {
    case 'TOO_LOW':
      return t('common.errors.TOO_LOW', { min: bound(error.params.min) });
    case 'TOO_HIGH':
      return t('common.errors.TOO_HIGH', { max: bound(error.params.max) });
    case 'REQUIRED':
    case 'NOT_WHOLE':
    case 'NO_BUDGET':
    case 'LOCATION_REQUIRED':
    case 'NO_MARKET':
      return t(`common.errors.${error.code}`);
    default:
      return t('common.errors.NOT_A_NUMBER');
  }
}

export interface Binding<F> {
  form: F;
  errors: Partial<Record<keyof F & string, FieldError>>;
  i18n: CalculatorI18n;
  locale: Locale;
  /** Present in the browser: the field's new text. */
  set?: (key: keyof F & string, value: string) => void;
  /** Prefix of the ids, e.g. "budget". */
  prefix: string;
}

export function MoneyField<F>({ b, name, label, hint }: { b: Binding<F>; name: keyof F & string; label: string; hint?: string }) {
  const id = `${b.prefix}-${name}`;
  const error = b.errors[name];
  return (
    <Field id={id} label={label} hint={hint} error={error ? plannerErrorText(b.i18n, error, 'money') : null}>
      <MoneyInput id={id} name={name} value={String(b.form[name])} locale={b.locale} onValue={b.set ? (v) => b.set!(name, v) : undefined} describedBy={fieldDescription(id, !!hint, !!error)} invalid={!!error} />
    </Field>
  );
}

/** A plain number (a count, or m² with `unit`): typed as text, bounds shown without a unit sign. */
export function CountField<F>({ b, name, label, hint, unit }: { b: Binding<F>; name: keyof F & string; label: string; hint?: string; unit?: string }) {
  const id = `${b.prefix}-${name}`;
  const error = b.errors[name];
  const value = String(b.form[name]);
  return (
    <Field id={id} label={label} hint={hint} error={error ? plannerErrorText(b.i18n, error, 'plain') : null}>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          short
          hint={hint}
          error={error ? true : undefined}
          {...(b.set ? { value, onChange: (e: { target: HTMLInputElement }) => b.set!(name, e.target.value) } : { defaultValue: value })}
        />
        {unit ? <span aria-hidden="true" className="text-muted">{unit}</span> : null}
      </div>
    </Field>
  );
}

export function PercentField<F>({ b, name, label, hint, disabled }: { b: Binding<F>; name: keyof F & string; label: string; hint?: string; disabled?: boolean }) {
  const id = `${b.prefix}-${name}`;
  const error = b.errors[name];
  return (
    <Field id={id} label={label} hint={hint} error={error ? plannerErrorText(b.i18n, error, 'percent') : null}>
      <PercentInput id={id} name={name} value={String(b.form[name])} onValue={b.set ? (v) => b.set!(name, v) : undefined} describedBy={fieldDescription(id, !!hint, !!error)} invalid={!!error} disabled={disabled} />
    </Field>
  );
}

export function PlaceField<F extends { loc: string }>({ b }: { b: Binding<F> }) {
  const id = `${b.prefix}-loc`;
  const error = b.errors['loc' as keyof F & string];
  return (
    <Field id={id} label={b.i18n.t('common.loc')} error={error ? plannerErrorText(b.i18n, error, 'plain') : null}>
      <Select
        id={id}
        name="loc"
        {...(b.set ? { value: b.form.loc, onChange: (e: { target: HTMLSelectElement }) => b.set!('loc' as keyof F & string, e.target.value) } : { defaultValue: b.form.loc })}
        error={error ? true : undefined}
      >
        <PlaceOptions locale={b.locale} statesLabel={b.i18n.t('common.states')} citiesLabel={b.i18n.t('common.cities')} />
      </Select>
    </Field>
  );
}

export function FixField<F extends { fix: number }>({ b }: { b: Binding<F> }) {
  const id = `${b.prefix}-fix`;
  return (
    <Field id={id} label={b.i18n.t('common.fix')}>
      <Select
        id={id}
        name="fix"
        {...(b.set ? { value: String(b.form.fix), onChange: (e: { target: HTMLSelectElement }) => b.set!('fix' as keyof F & string, e.target.value) } : { defaultValue: String(b.form.fix) })}
      >
        {CALCULATOR_FIXATION_YEARS.map((y) => <option key={y} value={y}>{b.i18n.t('common.fixYears', { years: y })}</option>)}
      </Select>
    </Field>
  );
}

/** Model rate or own rate: two radio buttons and the own rate's field. */
export function RateFields<F extends { rateMode: 'auto' | 'manual'; rate: string }>({ b }: { b: Binding<F> }) {
  const { t } = b.i18n;
  const radio = (value: 'auto' | 'manual') => (
    <Choice
      look="inline"
      id={`${b.prefix}-rateMode-${value}`}
      name="rateMode"
      value={value}
      label={t(value === 'auto' ? 'common.rateAuto' : 'common.rateManual')}
      {...(b.set ? { checked: b.form.rateMode === value, onChange: () => b.set!('rateMode' as keyof F & string, value) } : { defaultChecked: b.form.rateMode === value })}
    />
  );
  return (
    <fieldset className="group/rate flex flex-col gap-2">
      <legend className="text-sm font-semibold">{t('common.rateMode')}</legend>
      {radio('auto')}
      {radio('manual')}
      {/* The own rate counts only with "own rate" chosen: shown only then (CSS, so also without JavaScript). */}
      <div className="hidden group-has-[[value=manual]:checked]/rate:block">
        <PercentField b={b} name={'rate' as keyof F & string} label={t('common.rate')} />
      </div>
    </fieldset>
  );
}

/** The kit's error summary with the calculators' title (each field names its own error). */
export function ErrorSummary({ i18n, show }: { i18n: CalculatorI18n; show: boolean }) {
  return show ? <KitErrorSummary title={i18n.t('common.errorSummary')} /> : null;
}

export const SUBMIT_CLASS = PRIMARY_BUTTON_CLASS;

/** Where the rate comes from, in words: the model rate with its curve's date (never "today's"), or the visitor's own. */
export function rateSourceText({ t, format }: CalculatorI18n, source: 'model' | 'override', market: RateMarket | null): string {
  return source === 'model' && market ? t('common.sourceModel', { date: format.dateTime(isoDateToDate(market.curve.date), 'short') }) : t('common.sourceOwn');
}
