import { PRIMARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getMessages, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { formatMoneyTyping } from '@/lib/money-input';
import type { Locale } from '@/i18n/routes';
import type { MortgageField } from '@/engine/mortgage/validation';
import { evaluateMortgageForm } from '@/features/calculators';
import { createCalculatorI18n, fieldErrorText, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { PlaceOptions } from '@/components/forms/PlaceOptions';
import type { TodaysRates } from '@/features/rates/server';
import { fullCalculatorQuery, type HomeCalculatorQuery } from '../home-calculator';

/** The fields the small calculator shows, with their form names (the mortgage calculator's). */
const FIELDS = [
  { field: 'purchasePrice', name: 'price', label: 'form.price' },
  { field: 'savings', name: 'savings', label: 'form.savings' },
] as const satisfies readonly { field: MortgageField; name: string; label: string }[];

/**
 * The home page's small mortgage calculator: a GET form to the home page (works without JavaScript; the
 * server evaluates the query with the mortgage calculator's evaluation) and the link that opens the full
 * calculator with the same inputs.
 */
export async function HomeCalculator({ locale, rates, query }: { locale: Locale; rates: TodaysRates | null; query: HomeCalculatorQuery }) {
  const t = await getTranslations({ locale, namespace: 'home.calculator' });
  const messages = await getMessages({ locale });
  const i18n = createCalculatorI18n(locale, messages.calculator as CalculatorMessages);
  const { form } = query;
  const evaluation = rates ? evaluateMortgageForm(form, rates.date, rates.market) : null;
  const errors = evaluation?.errors ?? {};
  const euro = (n: number) => i18n.format.number(Math.round(n), 'euro');
  const pct = (n: number) => i18n.format.number(n, 'percent2');
  const fullHref = `${localizedPath('german-mortgage-calculator-calculator', locale)}?${fullCalculatorQuery(form)}`;
  const errorText = (field: MortgageField) => {
    const error = errors[field];
    return error ? fieldErrorText(i18n, error) : null;
  };
  const chosen = evaluation?.valid ? evaluation.calculation!.chosen : null;

  return (
    <section id="home-calculator" aria-labelledby="home-calculator-title" className="flex scroll-mt-4 flex-col rounded-2xl border border-slate-200 p-4 sm:p-5" data-testid="home-calculator">
      <h2 id="home-calculator-title" className="text-xl font-semibold text-ink">{t('title')}</h2>
      {/* On a phone the assumptions follow the result, so that the first field stands in the first screen (issue 24). */}
      <p className="mt-3 text-sm text-muted max-sm:order-last sm:mt-2">{t('intro', { repayment: pct(Number(form.repayment) / 100), years: form.fix })}</p>
      <form method="get" action={`${localizedPath('index', locale)}#home-calculator`} noValidate className="mt-3 grid gap-4 sm:mt-4 sm:grid-cols-2">
        {FIELDS.map(({ field, name, label: key }) => (
          <TextField
            key={name}
            id={`home-${name}`}
            name={name}
            label={i18n.t(key)}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={/^\d+$/.test(form[name]) ? formatMoneyTyping(form[name], locale) : form[name]}
            error={errorText(field)}
            errorTestId={`home-error-${name}`}
          />
        ))}
        <SelectField id="home-loc" name="loc" label={i18n.t('form.location')} defaultValue={form.loc} error={errorText('location')} errorTestId="home-error-loc" fieldClassName="flex flex-col gap-1 sm:col-span-2">
          <option value="">{i18n.t('form.chooseLocation')}</option>
          <PlaceOptions locale={locale} statesLabel={i18n.t('form.states')} citiesLabel={i18n.t('form.cities')} />
        </SelectField>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} sm:col-span-2`} data-testid="home-calculator-submit">
          {t('submit')}
        </button>
      </form>
      <div className="mt-4 rounded-xl bg-slate-50 p-4" aria-live="polite">
        {!evaluation ? (
          <p className="text-sm text-ink" data-testid="home-calculator-no-data">{t('noData')}</p>
        ) : chosen ? (
          <>
            <p className="text-sm text-muted">{t('result')}</p>
            <p className="text-3xl font-bold text-ink tabular-nums" data-testid="home-payment">{euro(chosen.monthlyRate)}</p>
            <p className="mt-1 text-sm text-muted">
              {t('detail', { loan: euro(evaluation.calculation!.loanAmount), rate: pct(chosen.interestRate), years: form.fix, repayment: pct(chosen.repaymentRate) })}
            </p>
          </>
        ) : (
          <p className="text-sm text-ink" data-testid="home-calculator-invalid">{t('invalid')}</p>
        )}
        {evaluation && <a href={fullHref} className="mt-3 inline-block font-semibold text-brand-700 underline" data-testid="home-open-calculator">{t('openFull')}</a>}
      </div>
    </section>
  );
}
