import { getTranslations } from 'next-intl/server';
import { CheckboxField, ErrorSummary, PRIMARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { CONDITIONS, ENERGY_CLASSES, VALUATION_FEATURES } from '@/engine/valuation/factors';
import { ROOFS, STANDARDS, STOREYS } from '@/engine/valuation/cost';
import { VALUATION_TYPES } from '@/engine/valuation/market-data';
import { MODERNISATION_ELEMENTS, MODERNISATION_KEYS } from '@/engine/valuation/remaining-life';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { formValues, type FormSource } from '@/lib/forms/parse-form';
import { formatMoneyTyping } from '@/lib/money-input';
import { valueFromForm } from '../valuation';
import { MAX_OWNED_PROPERTIES, ownedPropertiesOf } from '../owned';
import { SPECIAL_FEATURE_ROWS, VALUATION_FIELDS, type ValuationField } from '../valuation-form';
import { ValuationResultView } from './ValuationResult';
import { OwnedList, ownedNotice } from './OwnedProperties';

/**
 * The account's property valuation (issue 26; `/en/account/property-value`, `/de/konto/immobilienwert`): a GET
 * form describing the property, and the valuation: range and most likely value, the methods used with every
 * figure (the statistic and its source, each adjustment, the comparables, the income method's steps), what was
 * not used and why, and the data's date.
 */
export async function ValuationBody({ locale, query, leadId }: { locale: Locale; query: FormSource; leadId: string }) {
  const t = await getTranslations({ locale, namespace: 'valuation' });
  const values = formValues(query, VALUATION_FIELDS) as Record<ValuationField, string>;
  const asked = VALUATION_FIELDS.some((f) => values[f] !== '');
  const today = todayInBerlin();
  const outcome = asked ? await valueFromForm(await getDb(), query, today) : null;
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const error = (f: ValuationField) => (errors[f] ? t(`errors.${errors[f]}` as 'errors.required') : undefined);
  const id = (f: ValuationField) => `valuation-${f}`;
  const listed = (Object.keys(errors) as (ValuationField | 'form')[]).filter((f) => f !== 'form');
  const action = localizedPath('account-property-value', locale);
  const owned = await ownedPropertiesOf(await getDb(), leadId, today, new Date());
  const notice = ownedNotice(query);
  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-3xl text-muted">{t('intro')}</p>
      {notice && (
        <p role={notice.error ? 'alert' : 'status'} className={`rounded-lg px-4 py-3 ${notice.error ? 'border border-red-300 bg-red-50 text-red-900' : 'border border-emerald-600 bg-emerald-50 text-emerald-950'}`} data-testid="owned-notice">
          {t(`owned.notice.${notice.key}` as 'owned.notice.saved')}
        </p>
      )}
      {owned.length > 0 && <OwnedList locale={locale} owned={owned} />}
      <form method="get" action={action} className="rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-6" aria-labelledby="valuation-form-title" data-testid="valuation-form">
        <h2 id="valuation-form-title" className="text-xl font-semibold text-ink">{t('formTitle')}</h2>
        {listed.length > 0 && (
          <div className="mt-3">
            <ErrorSummary title={t('errorsTitle')} errors={listed.map((f) => ({ id: id(f as ValuationField), message: error(f as ValuationField) }))} testId="valuation-errors" />
          </div>
        )}
        {errors.form && <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="valuation-no-data">{t(`errors.${errors.form}` as 'errors.noData')}</p>}
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
          <TextField id={id('postal')} name="postal" label={t('labels.postal')} inputMode="numeric" autoComplete="postal-code" defaultValue={values.postal} error={error('postal')} required />
          <SelectField id={id('type')} name="type" label={t('labels.type')} defaultValue={values.type === 'house' ? 'one_two_family' : values.type || 'apartment'} error={error('type')}>
            {VALUATION_TYPES.map((v) => (
              <option key={v} value={v}>{t(`type.${v}`)}</option>
            ))}
          </SelectField>
          <TextField id={id('area')} name="area" label={t('labels.area')} inputMode="numeric" defaultValue={values.area} error={error('area')} required />
          <TextField id={id('plot')} name="plot" label={t('labels.plot')} hint={t('hints.plot')} inputMode="numeric" defaultValue={values.plot} error={error('plot')} />
          <TextField id={id('units')} name="units" label={t('labels.units')} hint={t('hints.units')} inputMode="numeric" defaultValue={values.units} error={error('units')} />
          <TextField id={id('garages')} name="garages" label={t('labels.garages')} hint={t('hints.garages')} inputMode="numeric" defaultValue={values.garages} error={error('garages')} />
          <TextField id={id('commercial')} name="commercial" label={t('labels.commercial')} hint={t('hints.commercial')} inputMode="numeric" defaultValue={values.commercial} error={error('commercial')} />
          <TextField id={id('date')} name="date" type="date" label={t('labels.date')} hint={t('hints.date')} max={today} defaultValue={values.date || today} error={error('date')} />
          <TextField id={id('year')} name="year" label={t('labels.year')} inputMode="numeric" defaultValue={values.year} error={error('year')} required />
          <TextField id={id('modernised')} name="modernised" label={t('labels.modernised')} hint={t('hints.modernised')} inputMode="numeric" defaultValue={values.modernised} error={error('modernised')} />
          <SelectField id={id('condition')} name="condition" label={t('labels.condition')} defaultValue={values.condition || 'well_kept'} error={error('condition')}>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>{t(`condition.${c}`)}</option>
            ))}
          </SelectField>
          <SelectField id={id('energy')} name="energy" label={t('labels.energy')} defaultValue={values.energy} error={error('energy')}>
            <option value="">{t('energyUnknown')}</option>
            {ENERGY_CLASSES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </SelectField>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-ink">{t('labels.features')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {VALUATION_FEATURES.map((f) => (
              <CheckboxField key={f} id={id(f)} name={f} value="on" label={t(`features.${f}`)} defaultChecked={values[f] !== ''} />
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-5 rounded-lg border border-slate-200 bg-white p-4" data-testid="valuation-cost-inputs">
          <legend className="px-1 text-sm font-medium text-ink">{t('cost.legend')}</legend>
          <p className="text-sm text-muted">{t('cost.hint')}</p>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
            <TextField id={id('land')} name="land" label={t('labels.land')} hint={t('hints.land')} inputMode="numeric" defaultValue={values.land} error={error('land')} />
            <SelectField id={id('storeys')} name="storeys" label={t('labels.storeys')} defaultValue={values.storeys || 'one'} error={error('storeys')}>
              {STOREYS.map((v) => (
                <option key={v} value={v}>{t(`storeys.${v}`)}</option>
              ))}
            </SelectField>
            <SelectField id={id('roof')} name="roof" label={t('labels.roof')} defaultValue={values.roof || 'converted'} error={error('roof')}>
              {ROOFS.map((v) => (
                <option key={v} value={v}>{t(`roof.${v}`)}</option>
              ))}
            </SelectField>
            <SelectField id={id('standard')} name="standard" label={t('labels.standard')} hint={t('hints.standard')} defaultValue={values.standard || '3'} error={error('standard')}>
              {STANDARDS.map((v) => (
                <option key={v} value={String(v)}>{t(`standard.${v}`)}</option>
              ))}
            </SelectField>
            <TextField id={id('gross')} name="gross" label={t('labels.gross')} hint={t('hints.gross')} inputMode="numeric" defaultValue={values.gross} error={error('gross')} />
            <TextField id={id('share')} name="share" label={t('labels.share')} hint={t('hints.share')} defaultValue={values.share} error={error('share')} />
          </div>
        </fieldset>
        <fieldset className="mt-5 rounded-lg border border-slate-200 bg-white p-4" data-testid="valuation-modernisation-inputs">
          <legend className="px-1 text-sm font-medium text-ink">{t('modernisation.legend')}</legend>
          <p className="text-sm text-muted">{t('modernisation.hint')}</p>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
            {MODERNISATION_KEYS.map((k) => (
              <SelectField key={k} id={id(`mod_${k}`)} name={`mod_${k}`} label={t(`modernisation.element.${k}`)} defaultValue={values[`mod_${k}`]} error={error(`mod_${k}`)}>
                <option value="">{t('modernisation.notGiven')}</option>
                {Array.from({ length: MODERNISATION_ELEMENTS[k] + 1 }, (_, p) => (
                  <option key={p} value={String(p)}>{t('modernisation.points', { points: p, max: MODERNISATION_ELEMENTS[k] })}</option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-5 rounded-lg border border-slate-200 bg-white p-4" data-testid="valuation-special-inputs">
          <legend className="px-1 text-sm font-medium text-ink">{t('special.legend')}</legend>
          <p className="text-sm text-muted">{t('special.hint')}</p>
          {SPECIAL_FEATURE_ROWS.map((i) => (
            <div key={i} className="mt-3 grid gap-x-3 gap-y-2 sm:grid-cols-2">
              <TextField id={id(`bog${i}_label`)} name={`bog${i}_label`} label={t('special.label', { row: i })} maxLength={80} defaultValue={values[`bog${i}_label`]} error={error(`bog${i}_label`)} />
              <TextField id={id(`bog${i}_amount`)} name={`bog${i}_amount`} label={t('special.amount', { row: i })} hint={t('special.amountHint')} defaultValue={values[`bog${i}_amount`]} error={error(`bog${i}_amount`)} />
            </div>
          ))}
        </fieldset>
        <details className="mt-5 rounded-lg border border-slate-200 bg-white p-4" open={values.yield !== '' || values.factor !== ''} data-testid="valuation-expert-inputs">
          <summary className="cursor-pointer text-sm font-medium text-ink">{t('expert.legend')}</summary>
          <p className="mt-2 text-sm text-muted">{t('expert.hint')}</p>
          <div className="mt-3 grid gap-x-3 gap-y-4 sm:grid-cols-2">
            <TextField id={id('yield')} name="yield" label={t('labels.yield')} hint={t('hints.yield')} inputMode="decimal" defaultValue={values.yield} error={error('yield')} />
            <TextField id={id('factor')} name="factor" label={t('labels.factor')} hint={t('hints.factor')} inputMode="decimal" defaultValue={values.factor} error={error('factor')} />
          </div>
        </details>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <CheckboxField id={id('rented')} name="rented" value="on" label={t('labels.rented')} defaultChecked={values.rented !== ''} />
          <TextField id={id('rent')} name="rent" label={t('labels.rent')} hint={t('hints.rent')} inputMode="numeric" data-money={locale} defaultValue={formatMoneyTyping(values.rent, locale)} error={error('rent')} />
        </div>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-4`} data-testid="valuation-submit">{t('submit')}</button>
      </form>
      {outcome?.ok && <ValuationResultView locale={locale} outcome={outcome} />}
      {outcome?.ok && owned.length < MAX_OWNED_PROPERTIES && (
        <form method="post" action="/api/account/properties" className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 p-5" data-testid="owned-save">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="action" value="save" />
          <input type="hidden" name="inputs" value={new URLSearchParams(Object.entries(values).filter(([k, v]) => v !== '' && !(k === 'date' && v === today))).toString()} />
          <TextField id="owned-label" name="label" label={t('owned.labelField')} hint={t('owned.labelHint')} maxLength={80} fieldClassName="flex min-w-[16rem] flex-1 flex-col gap-1" />
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>{t('owned.save')}</button>
        </form>
      )}
    </div>
  );
}
