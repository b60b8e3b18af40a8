import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { Input, PRIMARY_BUTTON_CLASS, Select } from '@/components/forms';
import { PlaceOptions } from '@/components/forms/PlaceOptions';
import { formatMoneyTyping } from '@/lib/money-input';
import { RATES_LIMITS, type FieldError, type RatesField, type RatesQuery } from '../rates-query';

const ERROR_ORDER: readonly RatesField[] = ['price', 'place', 'commission', 'savings', 'repayment'];

/** The sentence's controls are `rates-${field}`; the error list names each as `rates-${field}-error` (the kit's ids). */
const idOf = (field: RatesField) => `rates-${field}`;

/**
 * The input sentence of the rates pages as a plain GET form: it submits price, place, commission, savings
 * and repayment to `action` (the page itself) and works without JavaScript. Amounts are shown grouped in the
 * visitor's language ("425.000" / "425,000"); LiveRates regroups them while typing (fields marked `data-money`),
 * and the server reads both forms (normalizeMoney).
 */
export async function RatesForm({ locale, action, query }: { locale: Locale; action: string; query: RatesQuery }) {
  const t = await getTranslations({ locale, namespace: 'rates' });
  const format = await getFormatter({ locale });
  const { form, errors } = query;

  const euro = (n: number) => format.number(n, 'euro');
  const percent = (n: number) => format.number(n / 100, { style: 'percent', maximumFractionDigits: 2 });
  const message = (field: RatesField, e: FieldError): string => {
    if (e.code === 'required') return t('errors.required');
    if (e.code === 'notANumber') return t('errors.notANumber');
    if (e.code === 'unknown') return t('errors.unknownPlace');
    const min = e.params.min ?? 0;
    const max = e.params.max ?? 0;
    const fmt = field === 'repayment' ? percent : euro;
    const key = `${field}${e.code === 'tooLow' ? 'TooLow' : 'TooHigh'}` as 'priceTooLow';
    return t(`errors.${key}`, { min: fmt(min), max: fmt(max) });
  };

  const a11y = (field: RatesField) => ({ id: idOf(field), inline: true, error: errors[field] ? true : undefined });
  const srLabel = (field: RatesField) => <span className="sr-only">{t(`form.labels.${field}`)}</span>;

  const listed = ERROR_ORDER.filter((f) => errors[f]);

  return (
    <form id="rates-form" method="get" action={action} className="mt-6 rounded-2xl border border-slate-200 bg-brand-50 p-6" aria-labelledby="rates-form-title">
      <h2 id="rates-form-title" className="text-xl font-semibold text-ink">{t('form.title')}</h2>
      <p className="mt-3 text-lg leading-loose text-ink">
        {t.rich('form.sentence', {
          price: () => (
            <label key="price">
              {srLabel('price')}
              <Input
                type="text"
                name="price"
                inputMode="numeric"
                autoComplete="off"
                required
                data-money={locale}
                defaultValue={formatMoneyTyping(form.price, locale)}
                className="w-36"
                {...a11y('price')}
              />
            </label>
          ),
          place: () => (
            <label key="place">
              {srLabel('place')}
              <Select name="place" defaultValue={form.place} className="max-w-64" {...a11y('place')}>
                <PlaceOptions locale={locale} statesLabel={t('form.statesGroup')} citiesLabel={t('form.citiesGroup')} />
              </Select>
            </label>
          ),
          commission: () => (
            <label key="commission">
              {srLabel('commission')}
              <Select name="commission" defaultValue={form.commission} {...a11y('commission')}>
                <option value="with">{t('form.commissionWith')}</option>
                <option value="without">{t('form.commissionWithout')}</option>
              </Select>
            </label>
          ),
          savings: () => (
            <label key="savings">
              {srLabel('savings')}
              <Input
                type="text"
                name="savings"
                inputMode="numeric"
                autoComplete="off"
                required
                data-money={locale}
                defaultValue={formatMoneyTyping(form.savings, locale)}
                className="w-32"
                {...a11y('savings')}
              />
            </label>
          ),
          repayment: () => (
            <label key="repayment">
              {srLabel('repayment')}
              <Input
                type="number"
                name="repayment"
                inputMode="decimal"
                min={RATES_LIMITS.repayment.min}
                max={RATES_LIMITS.repayment.max}
                step="any"
                required
                defaultValue={form.repayment}
                className="w-20"
                {...a11y('repayment')}
              />
            </label>
          ),
        })}
      </p>
      {/* Always present: the live update swaps this list (LiveRates). */}
      <div id="rates-form-errors" aria-live="polite">
      {listed.length > 0 && (
        <div className="mt-4 rounded-lg border border-red-300 bg-white p-4" data-testid="rates-errors">
          <p className="font-semibold text-red-800">{t('form.errorsTitle')}</p>
          <ul className="mt-2 space-y-1 text-red-800">
            {listed.map((field) => (
              <li key={field} id={`${idOf(field)}-error`}>
                <strong>{t(`form.labels.${field}`)}:</strong> {message(field, errors[field]!)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">{t('form.fallback')}</p>
        </div>
      )}
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-4`}>
        {t('form.submit')}
      </button>
    </form>
  );
}
