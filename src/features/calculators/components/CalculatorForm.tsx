import type { ReactNode } from 'react';
import { AmountSlider, Choice, Field, Input, LABEL_CLASS, MoneyInput, PRIMARY_BUTTON_CLASS, Select, fieldDescription, sliderRange } from '@/components/forms';
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

  /** A field's id, name and error text (the error line is `${id}-error`, data-testid `error-${name}`). */
  const fieldOf = (field: MortgageField) => {
    const name = FORM_KEY_OF_FIELD[field];
    const error = evaluation.errors[field];
    return { id: `calc-${name}`, name, error: error ? errorText(error) : null, errorTestId: `error-${name}` };
  };
  /** A text field or select: controlled in the browser, an initial value in the server's HTML form. */
  const valueProps = (key: keyof MortgageForm, value: string = String(form[key])) =>
    live ? { value, onChange: (e: { target: { value: string } }) => live.setField(key, e.target.value) } : { defaultValue: value };
  const radioProps = (key: 'mode' | 'rateMode', value: string, onSelect?: () => void) =>
    live
      ? { checked: form[key] === value, onChange: onSelect ?? (() => live.setField(key, value)) }
      : { defaultChecked: form[key] === value };

  const usePercent = form.mode === 'percent';
  const manualRate = form.rateMode === 'manual';

  const bounds = evaluation.calculation?.bounds;
  /** A money field of the kit: € and the locale's grouping while typing; the form reads grouped amounts. */
  const money = (field: MortgageField, key: 'price' | 'savings' | 'payment') => {
    const f = fieldOf(field);
    return <MoneyInput id={f.id} name={f.name} value={form[key]} locale={locale} onValue={live ? (v) => live.setField(key, v) : undefined} describedBy={fieldDescription(f.id, false, !!f.error)} invalid={!!f.error} />;
  };
  /** The slider under a money field moves the same value (a range widened to the current amount). */
  const slider = (key: 'price' | 'savings' | 'payment', min: number, max: number) => ({
    value: form[key],
    locale,
    ...sliderRange(parseMoney(form[key]), min, max),
    onValue: live ? (v: string) => live.setField(key, v) : undefined,
  });
  const field = (f: ReturnType<typeof fieldOf>, label: string, children: ReactNode, hint?: string) => (
    <Field id={f.id} label={label} hint={hint} error={f.error} errorTestId={f.errorTestId}>{children}</Field>
  );
  const price = fieldOf('purchasePrice');
  const savings = fieldOf('savings');
  const location = fieldOf('location');
  const commission = fieldOf('realEstateCommission');
  const payment = fieldOf('monthlyPayment');
  const repayment = fieldOf('monthlyPaymentPercentage');
  const rate = fieldOf('interestRate');
  const bornError = evaluation.bornError ? errorText(evaluation.bornError) : null;

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
        {field(price, t('form.price'), <>
          {money('purchasePrice', 'price')}
          <AmountSlider forId="calc-price" {...slider('price', MORTGAGE_LIMITS.minPurchasePrice, PRICE_SLIDER_MAX)} step={5_000} />
        </>)}
        {field(savings, t('form.savings'), <>
          {money('savings', 'savings')}
          <AmountSlider forId="calc-savings" {...slider('savings', 0, Math.max(10_000, bounds?.maxSavings ?? parseMoney(form.price) ?? 0))} step={1_000} />
        </>)}
        {field(location, t('form.location'), (
          <Select id={location.id} name={location.name} error={location.error} {...valueProps('loc')}>
            <option value="">{t('form.chooseLocation')}</option>
            <PlaceOptions locale={locale} statesLabel={t('form.states')} citiesLabel={t('form.cities')} />
          </Select>
        ))}
        {field(commission, t('form.commission'), (
          <Input id={commission.id} name={commission.name} error={commission.error} hint inputMode="decimal" autoComplete="off" {...valueProps('commission')} />
        ), t('form.commissionHint'))}
        <fieldset>
          <legend className={LABEL_CLASS}>{t('form.paymentMode')}</legend>
          <div className="mt-1 flex gap-4 text-sm">
            <Choice look="inline" name="mode" value="amount" label={t('form.modeAmount')} {...radioProps('mode', 'amount')} />
            <Choice look="inline" name="mode" value="percent" label={t('form.modePercent')} {...radioProps('mode', 'percent')} />
          </div>
        </fieldset>
        {/* Both fields are submitted; the toggle decides which one counts (spec section 5). */}
        <div hidden={usePercent}>
          {field(payment, t('form.payment'), <>
            {money('monthlyPayment', 'payment')}
            <AmountSlider forId="calc-payment" {...slider('payment', Math.ceil(bounds?.minMonthlyPayment ?? 100), Math.floor(bounds?.maxMonthlyPayment ?? 10_000))} step={10} />
          </>)}
        </div>
        <div hidden={!usePercent}>
          {field(repayment, t('form.repayment'), (
            <Input id={repayment.id} name={repayment.name} error={repayment.error} inputMode="decimal" autoComplete="off" {...valueProps('repayment')} />
          ))}
        </div>
        <Field id="calc-fix" label={t('form.fixation')}>
          <Select id="calc-fix" name="fix" {...valueProps('fix')}>
            {CALCULATOR_FIXATION_YEARS.map((y) => <option key={y} value={y}>{t('form.fixationOption', { years: y })}</option>)}
          </Select>
        </Field>
        <fieldset>
          <legend className={LABEL_CLASS}>{t('form.rateMode')}</legend>
          <div className="mt-1 flex flex-col gap-1 text-sm">
            <Choice look="inline" name="rateMode" value="auto" label={t('form.rateAuto')} {...radioProps('rateMode', 'auto', live && (() => live.setRateMode('auto')))} />
            <Choice look="inline" name="rateMode" value="manual" label={t('form.rateManual')} {...radioProps('rateMode', 'manual', live && (() => live.setRateMode('manual')))} />
          </div>
        </fieldset>
        {field(rate, t('form.rate'), (
          <Input
            id={rate.id}
            name={rate.name}
            error={rate.error}
            inputMode="decimal"
            autoComplete="off"
            {...(live ? { value: manualRate ? form.rate : '', onChange: (e: { target: { value: string } }) => live.setManualRate(e.target.value) } : { defaultValue: manualRate ? form.rate : '' })}
            placeholder={!manualRate && evaluation.calculation ? format.number(evaluation.calculation.chosen.interestRate * 100, RATE_FORMAT) : undefined}
          />
        ))}
        <Field id="calc-born" label={t('form.born')} hint={t('form.bornHint')} error={bornError} errorTestId="error-born">
          <Input id="calc-born" name="born" error={bornError} hint inputMode="numeric" autoComplete="bday-year" maxLength={4} {...valueProps('born')} />
        </Field>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} w-full`} data-testid="calc-submit">
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
