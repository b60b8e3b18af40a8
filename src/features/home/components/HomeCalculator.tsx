import { getMessages, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { MortgageField } from '@/engine/mortgage/validation';
import { evaluateMortgageForm } from '@/features/calculators';
import { createCalculatorI18n, fieldErrorText, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { placesByName } from '@/components/forms/places';
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
  const { regions, cities } = placesByName(locale);
  const fullHref = `${localizedPath('german-mortgage-calculator-calculator', locale)}?${fullCalculatorQuery(form)}`;
  const input = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600';
  const label = 'block text-sm font-medium text-ink';
  const fieldError = (field: MortgageField, name: string) => {
    const error = errors[field];
    return error ? <p id={`home-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`home-error-${name}`}>{fieldErrorText(i18n, error)}</p> : null;
  };
  const chosen = evaluation?.valid ? evaluation.calculation!.chosen : null;

  return (
    <section id="home-calculator" aria-labelledby="home-calculator-title" className="scroll-mt-4 rounded-2xl border border-slate-200 p-5" data-testid="home-calculator">
      <h2 id="home-calculator-title" className="text-xl font-semibold text-ink">{t('title')}</h2>
      <p className="mt-2 text-sm text-muted">{t('intro', { repayment: pct(Number(form.repayment) / 100), years: form.fix })}</p>
      <form method="get" action={`${localizedPath('index', locale)}#home-calculator`} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, name, label: key }) => (
          <div key={name}>
            <label htmlFor={`home-${name}`} className={label}>{i18n.t(key)}</label>
            <input
              id={`home-${name}`}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={form[name]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `home-${name}-error` : undefined}
              className={input}
            />
            {fieldError(field, name)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor="home-loc" className={label}>{i18n.t('form.location')}</label>
          <select
            id="home-loc"
            name="loc"
            defaultValue={form.loc}
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={errors.location ? 'home-loc-error' : undefined}
            className={input}
          >
            <option value="">{i18n.t('form.chooseLocation')}</option>
            <optgroup label={i18n.t('form.states')}>
              {regions.map((r) => <option key={r.code} value={r.code}>{r.name[locale]}</option>)}
            </optgroup>
            <optgroup label={i18n.t('form.cities')}>
              {cities.map((c) => <option key={c.id} value={c.id}>{c.name[locale]}</option>)}
            </optgroup>
          </select>
          {fieldError('location', 'loc')}
        </div>
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 sm:col-span-2" data-testid="home-calculator-submit">
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
