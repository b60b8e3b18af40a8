import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckboxField, ErrorSummary, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { CONDITIONS, ENERGY_CLASSES, VALUATION_FEATURES } from '@/engine/valuation/factors';
import { CONSTRUCTION_PRICE_INDEX, OUTDOOR_SHARE, ROOFS, STANDARDS, STOREYS } from '@/engine/valuation/cost';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { formField, formValues, type FormSource } from '@/lib/forms/parse-form';
import { formatMoneyTyping } from '@/lib/money-input';
import { formatPeriod, listingTitle, priceGapsOf } from '@/features/properties/server';
import { valueFromForm, type ValuationOutcome } from '../valuation';
import { equityPosition, MAX_OWNED_PROPERTIES, ownedPropertiesOf, type OwnedProperty } from '../owned';
import { todaysRatesOrNull } from '@/features/rates/server';
import { VALUATION_FIELDS, type ValuationField } from '../valuation-form';


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
          <SelectField id={id('type')} name="type" label={t('labels.type')} defaultValue={values.type || 'apartment'} error={error('type')}>
            <option value="apartment">{t('type.apartment')}</option>
            <option value="house">{t('type.house')}</option>
          </SelectField>
          <TextField id={id('area')} name="area" label={t('labels.area')} inputMode="numeric" defaultValue={values.area} error={error('area')} required />
          <TextField id={id('plot')} name="plot" label={t('labels.plot')} hint={t('hints.plot')} inputMode="numeric" defaultValue={values.plot} error={error('plot')} />
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
          </div>
        </fieldset>
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
          <input type="hidden" name="inputs" value={new URLSearchParams(Object.entries(values).filter(([, v]) => v !== '')).toString()} />
          <TextField id="owned-label" name="label" label={t('owned.labelField')} hint={t('owned.labelHint')} maxLength={80} fieldClassName="flex min-w-[16rem] flex-1 flex-col gap-1" />
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>{t('owned.save')}</button>
        </form>
      )}
    </div>
  );
}

/**
 * The valuation's figures and methods. A comparable is named by its title generated in the page's language from its
 * data ("3-room apartment in Leipzig"), as the search's cards name it (issue 48), never by the feed's own title.
 */
export async function ValuationResultView({ locale, outcome }: { locale: Locale; outcome: Extract<ValuationOutcome, { ok: true }> }) {
  const t = await getTranslations({ locale, namespace: 'valuation' });
  const tc = await getTranslations({ locale, namespace: 'properties.city' });
  const format = await getFormatter({ locale });
  const euro = (v: number) => format.number(v, 'euro');
  const { result, statistic, comparables, request } = outcome;
  const c = result.comparison;
  // A source's statement of how far prices paid lie below asking prices in the city (shown, never deducted).
  const gap = outcome.city ? priceGapsOf(outcome.city)[0] : undefined;
  const inc = result.income;
  const cost = result.cost;
  // The range drawn on a scale from 80 % of the low end to 120 % of the high end.
  const from = result.low * 0.8;
  const to = result.high * 1.2;
  const at = (v: number) => `${((v - from) / (to - from)) * 100}%`;
  const listingById = new Map(comparables.map((l) => [l.id, l]));
  return (
    <section aria-labelledby="valuation-result" className="flex flex-col gap-6" data-testid="valuation-result">
      <div className="rounded-2xl border border-slate-200 p-5">
        <h2 id="valuation-result" className="text-2xl font-semibold text-ink">{t('result.title', { place: `${request.postalCode} ${outcome.place}` })}</h2>
        <p className="mt-3 text-lg text-ink" data-testid="valuation-range">
          {t('result.range', { low: euro(result.low), high: euro(result.high) })}
        </p>
        <p className="text-3xl font-bold tabular-nums text-ink" data-testid="valuation-value">
          <span className="sr-only">{t('result.mostLikely')}: </span>
          {euro(result.value)}
        </p>
        <p className="text-sm text-muted">{t('result.mostLikelyNote')}</p>
        <div className="relative mt-4 h-10" aria-hidden="true">
          <div className="absolute top-4 h-2 w-full rounded bg-slate-200" />
          <div className="absolute top-3 h-4 rounded bg-brand-200" style={{ left: at(result.low), width: `calc(${at(result.high)} - ${at(result.low)})` }} />
          <div className="absolute top-1 h-8 w-1 rounded bg-brand-700" style={{ left: at(result.value) }} />
        </div>
        <p className="mt-2 text-sm text-muted" data-testid="valuation-date">
          {t('result.date', { date: format.dateTime(new Date(`${result.date}T12:00:00Z`), 'short') })} {t('result.notAReport')}
        </p>
      </div>

      {c && (
        <div className="rounded-2xl border border-slate-200 p-5" data-testid="valuation-comparison">
          <h3 className="text-xl font-semibold text-ink">{t('comparison.title')}</h3>
          <p className="mt-2 text-muted">{t('comparison.text', { value: euro(c.value), eurPerM2: euro(c.eurPerM2), area: request.livingArea })}</p>
          {c.statistic && statistic ? (
            <>
              <p className="mt-3" data-testid="valuation-statistic">
                {t('comparison.statistic', { eurPerM2: euro(statistic.eurPerM2), kind: t(`kind.${statistic.priceKind as 'asking'}`), period: formatPeriod(statistic.period, locale, (k, v) => tc(k as 'period', v as never)), city: outcome.city ?? outcome.place })}{' '}
                <a href={statistic.url} rel="nofollow noopener" className="text-brand-700 underline">{statistic.source}</a>
              </p>
              <table className="table-cards mt-3 w-full text-left text-sm" data-testid="valuation-adjustments">
                <caption className="sr-only">{t('comparison.adjustmentsCaption')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-muted">
                    <th scope="col" className="py-2 pr-4 font-medium">{t('comparison.factor')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('comparison.yours')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('comparison.reference')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('comparison.size')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.statistic.adjustments.map((a) => (
                    <tr key={a.factor} className="border-b border-slate-100">
                      <th scope="row" data-label={t('comparison.factor')} className="py-2 pr-4 font-medium">{t(`factor.${a.factor}`)}</th>
                      <td data-label={t('comparison.yours')} className="py-2 pr-4">{describe(t, a.factor, a.subject)}</td>
                      <td data-label={t('comparison.reference')} className="py-2 pr-4">{describe(t, a.factor, a.reference)}</td>
                      <td data-label={t('comparison.size')} className="py-2 pr-4 tabular-nums">{format.number(a.size - 1, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm text-muted">{t('comparison.converted', { eurPerM2: euro(c.statistic.adjustedEurPerM2) })}</p>
            </>
          ) : (
            <p className="mt-3 text-muted">{t('comparison.noStatistic')}</p>
          )}
          <h4 className="mt-5 font-semibold text-ink">{t('comparison.comparablesTitle', { count: c.comparables.length })}</h4>
          {c.comparables.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-2" data-testid="valuation-comparables">
              {c.comparables.map((cmp) => {
                const l = listingById.get(cmp.id)!;
                return (
                  <li key={cmp.id} className="text-sm">
                    <a href={localizedPath('properties-listing', locale, { listing: l.slug })} className="font-medium text-brand-700 underline">{listingTitle(l, locale)}</a>
                    {l.isDemo && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{t('demo')}</span>}{' '}
                    <span className="text-muted">{t('comparison.comparable', { price: euro(l.price), area: format.number(l.livingArea, { maximumFractionDigits: 1 }), eurPerM2: euro(cmp.eurPerM2), adjusted: euro(cmp.adjustedEurPerM2), km: format.number(cmp.distanceKm, { maximumFractionDigits: 1 }) })}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('comparison.noComparables')}</p>
          )}
          {c.comparablesEurPerM2 !== null && <p className="mt-2 text-sm text-muted">{t('comparison.median', { eurPerM2: euro(c.comparablesEurPerM2) })}</p>}
          <p className="mt-3 text-sm text-muted" data-testid="valuation-uncertainty">
            {t('comparison.uncertainty', { percent: Math.round(c.uncertainty * 100) })} {c.reasons.map((r) => t(`reason.${r}`)).join(' ')}
          </p>
          {c.reasons.includes('askingPrices') && gap && (
            <p className="mt-2 text-sm text-muted" data-testid="valuation-price-gap">
              {t(gap.bound === 'about' ? 'comparison.gapAbout' : 'comparison.gapUpTo', { city: outcome.city ?? outcome.place, percent: format.number(gap.discountPercent / 100, { style: 'percent', maximumFractionDigits: 1 }) })}{' '}
              <a href={gap.sources[0]!.url} rel="nofollow noopener" className="text-brand-700 underline">{gap.sources[0]!.name}</a>
            </p>
          )}
        </div>
      )}

      {inc && (
        <div className="rounded-2xl border border-slate-200 p-5" data-testid="valuation-income">
          <h3 className="text-xl font-semibold text-ink">{t('income.title')}</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
            <dt>{t('income.gross')}</dt>
            <dd className="text-right">{euro(inc.grossIncome)}</dd>
            <dt>{t('income.administration')}</dt>
            <dd className="text-right">−{euro(inc.costs.administration)}</dd>
            <dt>{t('income.maintenance', { area: request.livingArea })}</dt>
            <dd className="text-right">−{euro(inc.costs.maintenance)}</dd>
            <dt>{t('income.rentLoss')}</dt>
            <dd className="text-right">−{euro(inc.costs.rentLoss)}</dd>
            <dt className="font-semibold">{t('income.net')}</dt>
            <dd className="text-right font-semibold">{euro(inc.netIncome)}</dd>
            <dt>{t('income.factor', { years: inc.remainingLife, rate: format.number(inc.propertyYield, { style: 'percent', maximumFractionDigits: 1 }) })}</dt>
            <dd className="text-right">× {format.number(inc.presentValueFactor, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</dd>
            <dt>{t('income.capitalised')}</dt>
            <dd className="text-right">{euro(inc.capitalisedIncome)}</dd>
            <dt>{result.landValue === 'given' ? t('income.landGiven', { land: euro(inc.landValue) }) : result.landValue === 'estimated' ? t('income.landEstimated', { land: euro(inc.landValue) }) : t('income.landUnknown')}</dt>
            <dd className="text-right">+{euro(inc.discountedLandValue)}</dd>
            <dt className="font-semibold">{t('income.value')}</dt>
            <dd className="text-right font-semibold">{euro(inc.value)}</dd>
          </dl>
          <p className="mt-3 text-sm text-muted">{t('income.sources')}</p>
        </div>
      )}

      {cost && (
        <div className="rounded-2xl border border-slate-200 p-5" data-testid="valuation-cost">
          <h3 className="text-xl font-semibold text-ink">{t('cost.title')}</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
            <dt>{t('cost.nhk', { type: cost.buildingType, standard: request.cost!.standard })}</dt>
            <dd className="text-right">{euro(cost.costPerM2)}/m²</dd>
            <dt>{cost.grossAreaEstimated ? t('cost.grossEstimated', { area: request.livingArea }) : t('cost.grossGiven')}</dt>
            <dd className="text-right">× {format.number(cost.grossFloorArea)} m²</dd>
            <dt>{t('cost.index', { index: format.number(CONSTRUCTION_PRICE_INDEX.value), period: CONSTRUCTION_PRICE_INDEX.period })}</dt>
            <dd className="text-right">× {format.number(cost.priceIndex, { minimumFractionDigits: 3 })}</dd>
            <dt>{t('cost.construction')}</dt>
            <dd className="text-right">{euro(cost.constructionCost)}</dd>
            <dt>{t('cost.age', { years: cost.remainingLife })}</dt>
            <dd className="text-right">× {format.number(cost.ageFactor, { maximumFractionDigits: 4 })}</dd>
            <dt>{t('cost.building')}</dt>
            <dd className="text-right">{euro(cost.buildingValue)}</dd>
            <dt>{t('cost.outdoor', { share: format.number(OUTDOOR_SHARE, { style: 'percent' }) })}</dt>
            <dd className="text-right">+{euro(cost.outdoorWorks)}</dd>
            <dt>{t('cost.land', { plot: format.number(request.cost!.plotArea), perM2: euro(request.cost!.landValuePerM2) })}</dt>
            <dd className="text-right">+{euro(cost.landValue)}</dd>
            <dt className="font-semibold">{t('cost.provisional')}</dt>
            <dd className="text-right font-semibold">{euro(cost.provisionalValue)}</dd>
            <dt>{t('cost.market')}</dt>
            <dd className="text-right">× {format.number(cost.marketFactor, { maximumFractionDigits: 4 })}</dd>
            <dt className="font-semibold">{t('cost.value')}</dt>
            <dd className="text-right font-semibold">{euro(cost.value)}</dd>
          </dl>
          <p className="mt-3 text-sm text-muted">{t('cost.sources')}</p>
        </div>
      )}

      {(result.costMethod !== 'used' || !inc) && (
        <div className="rounded-2xl border border-slate-200 p-5">
          <h3 className="text-xl font-semibold text-ink">{t('notUsed.title')}</h3>
          {result.costMethod !== 'used' && <p className="mt-2 text-muted" data-testid="valuation-cost-method">{t(`notUsed.${result.costMethod}`)}</p>}
          {!inc && <p className="mt-2 text-muted">{t('notUsed.income')}</p>}
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <a href={localizedPath('lp-2-refinance', locale)} className={PRIMARY_BUTTON_CLASS}>{t('next.refinance')}</a>
        <a href={localizedPath('appointment', locale)} className={SECONDARY_BUTTON_CLASS}>{t('next.appointment')}</a>
      </div>
    </section>
  );
}

/** An adjustment's value in words (condition and features translated, numbers as they are). */
function describe(t: Awaited<ReturnType<typeof getTranslations<'valuation'>>>, factor: string, value: string): string {
  if (factor === 'size') return `${value} m²`;
  if (factor === 'condition') return t(`condition.${value as 'average'}`);
  if (factor === 'features') return value === '-' ? t('noFeatures') : value.split(' ').map((f) => t(`features.${f as 'balcony'}`)).join(', ');
  return value;
}

const OWNED_NOTICES = ['saved', 'deleted', 'loan'] as const;
const OWNED_ERRORS = ['INVALID_INPUT', 'TOO_MANY_PROPERTIES', 'NO_DATA', 'NOT_FOUND', 'INVALID_LOAN'] as const;

function ownedNotice(query: FormSource): { key: string; error: boolean } | null {
  const ok = OWNED_NOTICES.find((n) => n === formField(query, 'owned'));
  if (ok) return { key: ok, error: false };
  const error = OWNED_ERRORS.find((e) => e === formField(query, 'ownedError'));
  return error ? { key: `error.${error}`, error: true } : null;
}

/** The lead's own properties: today's value and its history, the loan, equity and loan-to-value, remove. */
async function OwnedList({ locale, owned }: { locale: Locale; owned: OwnedProperty[] }) {
  const t = await getTranslations({ locale, namespace: 'valuation' });
  const format = await getFormatter({ locale });
  const euro = (v: number) => format.number(v, 'euro');
  const rates = await todaysRatesOrNull(await getDb(), todayInBerlin());
  const action = localizedPath('account-property-value', locale);
  return (
    <section id="owned" aria-labelledby="owned-title" data-testid="owned">
      <h2 id="owned-title" className="text-2xl font-semibold text-ink">{t('owned.title')}</h2>
      <ul className="mt-4 grid list-none gap-6 p-0 lg:grid-cols-2">
        {owned.map((p) => {
          const latest = p.history.at(-1)!;
          const first = p.history[0]!;
          const request = new URLSearchParams(p.row.inputs);
          const description = t('owned.description', { type: t(`type.${request.get('type') === 'house' ? 'house' : 'apartment'}`), area: request.get('area') ?? '', postal: request.get('postal') ?? '' });
          const position = p.row.outstandingLoan !== null && rates ? equityPosition(latest.value, p.row.outstandingLoan, rates.market.model) : null;
          const titleId = `owned-${p.row.id}-title`;
          const hidden = (a: string) => (
            <>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="action" value={a} />
              <input type="hidden" name="property" value={p.row.id} />
            </>
          );
          return (
            <li key={p.row.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5" data-testid="owned-property">
              <h3 id={titleId} className="text-lg font-semibold text-ink">{p.row.label || description}</h3>
              {p.row.label && <p className="-mt-2 text-sm text-muted">{description}</p>}
              <p className="text-ink">
                <span className="text-2xl font-bold tabular-nums" data-testid="owned-value">{euro(latest.value)}</span>{' '}
                <span className="text-sm text-muted">{t('owned.range', { low: euro(latest.low), high: euro(latest.high), date: format.dateTime(latest.valuedAt, 'short') })}</span>
              </p>
              {!p.today && <p className="text-sm text-amber-900">{t('owned.noValueToday')}</p>}
              <table className="w-full text-left text-sm tabular-nums" data-testid="owned-history">
                <caption className="text-left text-sm font-medium text-ink">{t('owned.historyCaption')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-muted">
                    <th scope="col" className="py-1 pr-4 font-medium">{t('owned.historyDate')}</th>
                    <th scope="col" className="py-1 pr-4 font-medium">{t('owned.historyValue')}</th>
                    <th scope="col" className="py-1 font-medium">{t('owned.historyRange')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.history.map((h) => (
                    <tr key={h.valuedAt.toISOString()} className="border-b border-slate-100">
                      <td className="py-1 pr-4">{format.dateTime(h.valuedAt, 'short')}</td>
                      <td className="py-1 pr-4">{euro(h.value)}</td>
                      <td className="py-1">{euro(h.low)} – {euro(h.high)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {p.history.length > 1 && <p className="text-sm text-muted">{t('owned.change', { change: euro(latest.value - first.value), since: format.dateTime(first.valuedAt, 'short') })}</p>}
              <form method="post" action="/api/account/properties" className="flex flex-wrap items-end gap-3" data-testid="owned-loan">
                {hidden('loan')}
                <TextField id={`owned-${p.row.id}-loan`} name="loan" label={t('owned.loanLabel')} hint={t('owned.loanHint')} inputMode="numeric" data-money={locale} defaultValue={p.row.outstandingLoan === null ? '' : formatMoneyTyping(String(p.row.outstandingLoan), locale)} fieldClassName="flex min-w-[12rem] flex-1 flex-col gap-1" />
                <button type="submit" className={SECONDARY_BUTTON_CLASS} aria-describedby={titleId}>{t('owned.loanSave')}</button>
              </form>
              {position && (
                <div className="rounded-lg bg-brand-50 p-3 text-sm" data-testid="owned-equity">
                  <p className="font-semibold text-ink">{t('owned.equity', { equity: euro(position.equity), ltv: format.number(position.ltv, { style: 'percent', maximumFractionDigits: 0 }) })}</p>
                  <p className="mt-1 text-ink">{t(`owned.band.${position.band}`, { surcharge: format.number(position.surcharge * 100, { maximumFractionDigits: 2 }) })}</p>
                  {!position.surchargeVerified && <p className="mt-1 text-muted">{t('owned.surchargeUnverified')}</p>}
                  <a href={localizedPath('lp-2-refinance', locale)} className="mt-2 inline-block font-semibold text-brand-700 underline">{t('next.refinance')}</a>
                </div>
              )}
              <div className="flex flex-wrap gap-3">
                <a href={`${action}?${p.row.inputs}`} className="font-semibold text-brand-700 underline" aria-describedby={titleId}>{t('owned.details')}</a>
                <form method="post" action="/api/account/properties">
                  {hidden('delete')}
                  <button type="submit" className="font-semibold text-brand-700 underline" aria-describedby={titleId} data-testid="owned-delete">{t('owned.delete')}</button>
                </form>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
