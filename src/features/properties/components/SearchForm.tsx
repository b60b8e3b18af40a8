import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { CheckboxField, ErrorSummary, PRIMARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { formatMoneyTyping } from '@/lib/money-input';
import type { FieldErrors } from '@/lib/forms/parse-form';
import { ENERGY_CLASSES, LISTING_FEATURES, LISTING_TYPES, SEARCH_ADULTS, SEARCH_RADII, SEARCH_SORTS, DEFAULT_RADIUS, type SearchField } from '../search-form';

export const SEARCH_FORM_ID = 'property-search-form';

/**
 * The property search as a plain GET form (works without JavaScript; LiveForm updates the results as the
 * visitor types). `values` are the fields as the visitor sent them, `errors` one code per field.
 */
export async function SearchForm({ locale, action, values, errors, folded = null }: { locale: Locale; action: string; values: Partial<Record<SearchField, string>>; errors: FieldErrors<SearchField>; folded?: string | null }) {
  const t = await getTranslations({ locale, namespace: 'properties.search' });
  const id = (field: SearchField) => `search-${field}`;
  const error = (field: SearchField) => (errors[field] ? t(`errors.${errors[field]}` as 'errors.invalidChoice') : undefined);
  const v = (field: SearchField) => values[field] ?? '';
  const money = (field: SearchField) => formatMoneyTyping(v(field), locale);
  const listed = (Object.keys(errors) as SearchField[]).filter((f) => errors[f]);
  const advancedOpen = ['amin', 'amax', 'ymin', 'ymax', 'energy', ...LISTING_FEATURES].some((f) => v(f as SearchField) !== '' || errors[f as SearchField]);
  return (
    <form id={SEARCH_FORM_ID} method="get" action={action} className="rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-6" aria-labelledby="property-search-title" data-testid="property-search-form">
      <h2 id="property-search-title" className="text-xl font-semibold text-ink">{t('title')}</h2>
      <div id="property-search-errors" className="mt-3 empty:hidden">
        {listed.length > 0 && <ErrorSummary title={t('errorsTitle')} errors={listed.map((f) => ({ id: id(f), message: error(f) }))} testId="property-search-errors" />}
      </div>
      {/*
        After a search (`folded`: the search in words) the filters fold on a phone, so the results come first
        (globals.css .search-fold keeps them open from 1024 px on). Errors keep them open.
      */}
      <details className="search-fold" open={folded === null} data-testid="search-filters">
        <summary className="mt-3 cursor-pointer font-medium text-brand-700" data-testid="search-filters-summary">
          {t('changeFilters')} <span className="font-normal text-ink">{folded}</span>
        </summary>
        {/* Two columns from the smallest phone on (paired fields side by side), so the results come sooner. */}
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
          <TextField id={id('place')} name="place" label={t('labels.place')} hint={t('hints.place')} defaultValue={v('place')} autoComplete="postal-code" error={error('place')} fieldClassName="col-span-2 flex flex-col gap-1" />
          <SelectField id={id('radius')} name="radius" label={t('labels.radius')} defaultValue={v('radius') || String(DEFAULT_RADIUS)} error={error('radius')}>
            {SEARCH_RADII.map((r) => (
              <option key={r} value={r}>{r === 0 ? t('radius.0') : t('radius.other', { km: r })}</option>
            ))}
          </SelectField>
          <SelectField id={id('type')} name="type" label={t('labels.type')} defaultValue={v('type')} error={error('type')}>
            <option value="">{t('type.any')}</option>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>{t(`type.${type}`)}</option>
            ))}
          </SelectField>
          <TextField id={id('pmin')} name="pmin" label={t('labels.pmin')} inputMode="numeric" autoComplete="off" data-money={locale} defaultValue={money('pmin')} error={error('pmin')} />
          <TextField id={id('pmax')} name="pmax" label={t('labels.pmax')} inputMode="numeric" autoComplete="off" data-money={locale} defaultValue={money('pmax')} error={error('pmax')} />
          <TextField id={id('rooms')} name="rooms" label={t('labels.rooms')} inputMode="decimal" autoComplete="off" defaultValue={v('rooms')} error={error('rooms')} />
          <TextField id={id('savings')} name="savings" label={t('labels.savings')} inputMode="numeric" autoComplete="off" data-money={locale} defaultValue={money('savings')} error={error('savings')} />
        </div>
        {/* What this buyer can afford (issue 48): the household's income and size; the cards say how each listing stands. */}
        <fieldset className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4" data-testid="search-afford">
          <legend className="col-span-2 text-sm font-medium text-ink lg:col-span-4">{t('affordLegend')}</legend>
          <TextField id={id('income')} name="income" label={t('labels.income')} hint={t('hints.income')} inputMode="numeric" autoComplete="off" data-money={locale} defaultValue={money('income')} error={error('income')} fieldClassName="col-span-2 flex flex-col gap-1" />
          <SelectField id={id('adults')} name="adults" label={t('labels.adults')} defaultValue={v('adults') || '1'} error={error('adults')}>
            {SEARCH_ADULTS.map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </SelectField>
          <TextField id={id('children')} name="children" label={t('labels.children')} inputMode="numeric" autoComplete="off" defaultValue={v('children')} error={error('children')} />
          <div className="col-span-2 lg:col-span-4">
            <CheckboxField id={id('afford')} name="afford" value="on" label={t('labels.afford')} defaultChecked={v('afford') !== ''} />
          </div>
        </fieldset>
        <details className="mt-4" open={advancedOpen}>
          <summary className="cursor-pointer font-medium text-brand-700">{t('moreFilters')}</summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField id={id('amin')} name="amin" label={t('labels.amin')} inputMode="numeric" autoComplete="off" defaultValue={v('amin')} error={error('amin')} />
            <TextField id={id('amax')} name="amax" label={t('labels.amax')} inputMode="numeric" autoComplete="off" defaultValue={v('amax')} error={error('amax')} />
            <TextField id={id('ymin')} name="ymin" label={t('labels.ymin')} inputMode="numeric" autoComplete="off" defaultValue={v('ymin')} error={error('ymin')} />
            <TextField id={id('ymax')} name="ymax" label={t('labels.ymax')} inputMode="numeric" autoComplete="off" defaultValue={v('ymax')} error={error('ymax')} />
            <SelectField id={id('energy')} name="energy" label={t('labels.energy')} defaultValue={v('energy')} error={error('energy')}>
              <option value="">{t('energy.any')}</option>
              {ENERGY_CLASSES.slice(0, -1).map((c) => (
                <option key={c} value={c}>{t('energy.atLeast', { class: c })}</option>
              ))}
            </SelectField>
            <fieldset className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
              <legend className="text-sm font-medium text-ink">{t('labels.features')}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {LISTING_FEATURES.map((f) => (
                  <CheckboxField key={f} id={id(f)} name={f} value="on" label={t(`features.${f}`)} defaultChecked={v(f) !== ''} />
                ))}
              </div>
            </fieldset>
          </div>
        </details>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <SelectField id={id('sort')} name="sort" label={t('labels.sort')} defaultValue={v('sort') || 'newest'} error={error('sort')}>
            {SEARCH_SORTS.map((s) => (
              <option key={s} value={s}>{t(`sort.${s}`)}</option>
            ))}
          </SelectField>
          <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="property-search-submit">{t('submit')}</button>
          <a href={action} className="py-2 font-medium text-brand-700 underline">{t('reset')}</a>
        </div>
      </details>
    </form>
  );
}
