import { AmountSlider, MoneyInput, sliderRange } from '@/components/forms';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS } from '@/engine/mortgage/defaults';
import type { Locale } from '@/i18n/routes';
import { parseMoney } from '@/lib/money-input';

/** The price slider's upper end (higher prices are typed; the slider widens to them). */
const PRICE_SLIDER_MAX = 2_000_000;
import type { MortgageField } from '@/engine/mortgage/validation';
import { FORM_KEY_OF_FIELD, type Evaluation, type FieldError, type MortgageForm } from '../mortgage-form';
import { fieldErrorText, type CalculatorI18n } from '@/components/i18n/calculator-i18n';
import { PlaceOptions } from '@/components/forms/PlaceOptions';
import { RATE_FORMAT } from './view-formats';
import type { LiveHandlers } from './CalculatorView';

/**
 * The mortgage calculator's form: a plain GET form on the server (works without JavaScript); in the browser
 * (`live`) its inputs are controlled and recalculate at once. No hooks: it renders on both sides.
 */
export function CalculatorForm({ locale, action, form, evaluation, tab, i18n, live }: {
  locale: Locale;
  action: string;
  form: MortgageForm;
  evaluation: Evaluation;
  tab: number;
  i18n: CalculatorI18n;
  live?: LiveHandlers;
}) {
  const { t, format } = i18n;
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

  const bounds = evaluation.calculation?.bounds;
  /** A money field of the kit: € and the locale's grouping while typing; the form reads grouped amounts. */
  const money = (field: MortgageField, key: 'price' | 'savings' | 'payment') => {
    const p = fieldProps(field);
    return <MoneyInput id={p.id} name={p.name} value={form[key]} locale={locale} onValue={live ? (v) => live.setField(key, v) : undefined} describedBy={p['aria-describedby']} invalid={p['aria-invalid']} />;
  };
  /** The slider under a money field moves the same value (a range widened to the current amount). */
  const slider = (key: 'price' | 'savings' | 'payment', min: number, max: number) => ({
    value: form[key],
    locale,
    ...sliderRange(parseMoney(form[key]), min, max),
    onValue: live ? (v: string) => live.setField(key, v) : undefined,
  });

  return (
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
          {money('purchasePrice', 'price')}
          <AmountSlider forId="calc-price" {...slider('price', MORTGAGE_LIMITS.minPurchasePrice, PRICE_SLIDER_MAX)} step={5_000} />
          {fieldError('purchasePrice')}
        </div>
        <div>
          <label htmlFor="calc-savings" className={label}>{t('form.savings')}</label>
          {money('savings', 'savings')}
          <AmountSlider forId="calc-savings" {...slider('savings', 0, Math.max(10_000, bounds?.maxSavings ?? parseMoney(form.price) ?? 0))} step={1_000} />
          {fieldError('savings')}
        </div>
        <div>
          <label htmlFor="calc-loc" className={label}>{t('form.location')}</label>
          <select {...fieldProps('location')} {...valueProps('loc')} className={input}>
            <option value="">{t('form.chooseLocation')}</option>
            <PlaceOptions locale={locale} statesLabel={t('form.states')} citiesLabel={t('form.cities')} />
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
          {money('monthlyPayment', 'payment')}
          <AmountSlider forId="calc-payment" {...slider('payment', Math.ceil(bounds?.minMonthlyPayment ?? 100), Math.floor(bounds?.maxMonthlyPayment ?? 10_000))} step={10} />
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
          <input
            id="calc-born"
            name="born"
            type="text"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            {...valueProps('born')}
            className={input}
            aria-invalid={evaluation.bornError ? true : undefined}
            aria-describedby={evaluation.bornError ? 'calc-born-hint calc-born-error' : 'calc-born-hint'}
          />
          <p id="calc-born-hint" className="mt-1 text-xs text-muted">{t('form.bornHint')}</p>
          {evaluation.bornError && (
            <p id="calc-born-error" className="mt-1 text-sm font-medium text-red-700" data-testid="error-born">{errorText(evaluation.bornError)}</p>
          )}
        </div>
        <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700" data-testid="calc-submit">
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
