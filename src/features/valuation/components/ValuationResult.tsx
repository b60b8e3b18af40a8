import { Fragment } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/forms';
import { OUTDOOR_SHARE } from '@/engine/valuation/cost';
import { MANAGEMENT_COSTS } from '@/engine/valuation/law-tables';
import { BERLIN_COST_MODEL, BERLIN_MODEL } from '@/engine/valuation/market-data';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { formatPeriod, listingTitle, priceGapsOf } from '@/features/properties/server';
import { type ValuationOutcome } from '../valuation';

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
  const life = result.remainingLife;
  const day = (d: string) => format.dateTime(new Date(`${d}T12:00:00Z`), 'short');
  const pct = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 2 });
  const lead = result.lead === 'comparison' ? c : result.lead === 'income' ? inc : cost;
  // A yield computed with a board's formula (Berlin): its terms, and the inputs outside the board's validity range
  // (warned about only when the income method used that yield, i.e. not overridden).
  const model = result.rate.model;
  const outside = model && inc && result.overrides.propertyYield === null ? model.outside : [];
  const term = (v: number) => format.number(v, { maximumFractionDigits: 5 });
  const correction = (v: number) => format.number(v, { maximumFractionDigits: 3, signDisplay: 'always' }).replace('-', '−');
  const district = (name: string) => correction(BERLIN_MODEL.oldDistricts.find((d) => d.name === name)?.correction ?? 0);
  const validityValue = (input: string, v: number) => (input === 'rent' ? format.number(v, 'euroCents') : input === 'commercialShare' ? format.number(v / 100, { style: 'percent', maximumFractionDigits: 1 }) : format.number(v));
  // A market adjustment factor computed with a board's formula (Berlin houses): its terms and the inputs outside the
  // board's validity range (the model exists only when the cost method used the board's factor).
  const factorModel = cost?.marketFactorModel ?? null;
  const factorOutside = factorModel?.outside ?? [];
  const factorNumber = (v: number) => format.number(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const factorValidity = (input: string, v: number) => (input === 'provisionalValue' || input === 'landValuePerM2' ? euro(v) : format.number(v));
  // A term of the formula with its sign as an operator: "+ 0.106", "− 0.061", "± 0".
  const boardCorrection = (v: number) => (v === 0 ? '±0' : correction(v));
  const signedTerm = (v: number, digits = 5) => (v === 0 ? '± 0' : `${v > 0 ? '+' : '−'} ${format.number(Math.abs(v), { maximumFractionDigits: digits })}`);
  const rangeBasis =
    result.lead === 'income' && inc
      ? inc.range.basis === 'yieldSpread'
        ? result.rate.model
          ? t('rangeBasis.yieldLocation', { low: pct(inc.range.lowYield), high: pct(inc.range.highYield) })
          : t('rangeBasis.yieldSpread', { low: pct(inc.range.lowYield), high: pct(inc.range.highYield), source: result.rate.source, year: result.rate.year })
        : t(result.overrides.propertyYield !== null ? 'rangeBasis.yieldOverridden' : 'rangeBasis.noSpread', { percent: Math.round(inc.range.uncertainty * 100) })
      : result.lead === 'comparison' && c
        ? t('rangeBasis.comparison', { percent: Math.round(c.uncertainty * 100) })
        : result.lead === 'cost' && factorModel
          ? t('rangeBasis.factorModel', { low: factorNumber(factorModel.low), high: factorNumber(factorModel.high) })
          : t('rangeBasis.cost', { percent: Math.round((lead?.method === 'cost' ? lead.uncertainty : 0.15) * 100) });
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
        <p className="mt-3 text-ink" data-testid="valuation-lead">
          {t(`lead.${result.lead}`)} {t(`leadReason.${result.type}`)}{result.leadBasis === 'fallback' ? ` ${t('lead.fallback')}` : ''}
        </p>
        <p className="mt-2 text-sm text-muted" data-testid="valuation-range-basis">{rangeBasis}</p>
        <div className="relative mt-4 h-10" aria-hidden="true">
          <div className="absolute top-4 h-2 w-full rounded bg-slate-200" />
          <div className="absolute top-3 h-4 rounded bg-brand-200" style={{ left: at(result.low), width: `calc(${at(result.high)} - ${at(result.low)})` }} />
          <div className="absolute top-1 h-8 w-1 rounded bg-brand-700" style={{ left: at(result.value) }} />
        </div>
        <p className="mt-2 text-sm text-muted" data-testid="valuation-date">
          {t('result.date', { date: day(result.date) })} {t('result.notAReport')}
        </p>
      </div>

      {(result.warnings.length > 0 || outside.length > 0 || factorOutside.length > 0) && (
        <div role="alert" className="rounded-2xl border border-amber-400 bg-amber-50 p-5 text-amber-950" data-testid="valuation-table-warnings">
          <h3 className="font-semibold">{t('warnings.title')}</h3>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {result.warnings.map((w) => (
              <li key={w.table}>
                {t(`warnings.${w.kind}`, { table: t(`warnings.table.${w.table}`), from: day(w.validFrom), to: w.validTo ? day(w.validTo) : '–' })}
              </li>
            ))}
            {outside.map((o) => (
              <li key={o.input} data-testid="valuation-yield-validity">
                {t(`warnings.yieldModel.${o.input}`, { value: validityValue(o.input, o.value), min: validityValue(o.input, o.min), max: validityValue(o.input, o.max) })}
              </li>
            ))}
            {factorOutside.map((o) => (
              <li key={o.input} data-testid="valuation-factor-validity">
                {t(`warnings.factorModel.${o.input}`, { value: factorValidity(o.input, o.value), min: factorValidity(o.input, o.min), max: factorValidity(o.input, o.max) })}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="rounded-2xl border border-slate-200 p-5" data-testid="valuation-steps">
        <h3 className="text-xl font-semibold text-ink">{t('steps.title')}</h3>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
          <dt>{t('steps.lead', { method: t(`method.${result.lead}`) })}</dt>
          <dd className="text-right">{euro(result.leadExact)}</dd>
          {result.specialFeatures.map((f, i) => (
            <Fragment key={i}>
              <dt>{t('steps.special', { label: f.label })}</dt>
              <dd className="text-right">{f.amount < 0 ? '−' : '+'}{euro(Math.abs(f.amount))}</dd>
            </Fragment>
          ))}
          <dt className="font-semibold">{t('steps.rounded')}</dt>
          <dd className="text-right font-semibold">{euro(result.value)}</dd>
        </dl>
        {result.specialFeatures.length === 0 && <p className="mt-2 text-sm text-muted">{t('steps.noSpecial')}</p>}
        {result.land && (
          <p className="mt-2 text-sm" data-testid="valuation-land">
            {t(result.land.share !== null && result.type === 'apartment' ? 'steps.landShare' : 'steps.land', { plot: format.number(result.land.plotArea), perM2: euro(result.land.landValuePerM2), share: format.number(result.land.share ?? 0, { maximumFractionDigits: 5 }), value: euro(result.land.value) })}
          </p>
        )}
        {result.checks.length > 0 && (
          <>
            <h4 className="mt-5 font-semibold text-ink">{t('checks.title')}</h4>
            <ul className="mt-2 flex flex-col gap-2 text-sm" data-testid="valuation-checks">
              {result.checks.map((ch) => (
                <li key={ch.method}>
                  <span className="font-medium">{t('checks.line', { method: t(`method.${ch.method}`), value: euro(ch.value), difference: format.number(ch.difference, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }) })}</span>{' '}
                  <span className="text-muted">{t(`checks.why.${result.lead}_${ch.method}` as 'checks.why.comparison_income')}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="rounded-2xl border border-slate-200 p-5" data-testid="valuation-remaining-life">
        <h3 className="text-xl font-semibold text-ink">{t('life.title')}</h3>
        <p className="mt-2 text-sm">
          {t(`life.${life.method}`, { age: life.age, years: life.unbounded ?? life.years, built: request.yearBuilt, modernised: request.modernisedYear ?? 0 })}
        </p>
        {life.method === 'anlage2' && life.coefficients && (
          <p className="mt-2 text-sm tabular-nums" data-testid="valuation-anlage2">
            {life.formulaApplied
              ? t('life.formula', { points: life.points!, relative: format.number(life.relativeAge! / 100, { style: 'percent', maximumFractionDigits: 1 }), from: life.coefficients[3], a: format.number(life.coefficients[0], { maximumFractionDigits: 4 }), b: format.number(life.coefficients[1], { maximumFractionDigits: 4 }), c: format.number(life.coefficients[2], { maximumFractionDigits: 4 }), age: Math.min(life.age, 80), years: life.unbounded ?? life.years })
              : t('life.belowThreshold', { points: life.points!, relative: format.number(life.relativeAge! / 100, { style: 'percent', maximumFractionDigits: 1 }), from: life.coefficients[3] })}
          </p>
        )}
        {life.unbounded !== null && <p className="mt-2 text-sm text-muted">{t('life.minimum', { raw: life.unbounded })}</p>}
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
            {inc.grossCommercial > 0 && (
              <>
                <dt>{t('income.grossSplit', { share: pct(request.commercialShare) })}</dt>
                <dd className="text-right">{euro(inc.grossResidential)} + {euro(inc.grossCommercial)}</dd>
              </>
            )}
            <dt data-testid="valuation-administration">{t(inc.costs.administrationUnits > 1 || request.type === 'multi_family' || request.type === 'mixed_use' ? 'income.administrationUnits' : `income.administrationOne.${request.type === 'apartment' ? 'apartment' : 'house'}`, { units: inc.costs.administrationUnits, per: euro(inc.costs.administrationPerUnit) })}</dt>
            <dd className="text-right">−{euro(inc.costs.administration)}</dd>
            {inc.costs.administrationGarages > 0 && (
              <>
                <dt>{t('income.administrationGarages', { garages: request.garages, per: euro(inc.costs.administrationPerGarage) })}</dt>
                <dd className="text-right">−{euro(inc.costs.administrationGarages)}</dd>
              </>
            )}
            {inc.costs.administrationCommercial > 0 && (
              <>
                <dt>{t('income.administrationCommercial')}</dt>
                <dd className="text-right">−{euro(inc.costs.administrationCommercial)}</dd>
              </>
            )}
            <dt>{t('income.maintenance', { area: request.livingArea })}</dt>
            <dd className="text-right">−{euro(inc.costs.maintenance)}</dd>
            {inc.costs.maintenanceGarages > 0 && (
              <>
                <dt>{t('income.maintenanceGarages', { garages: request.garages, per: euro(MANAGEMENT_COSTS.maintenancePerGarage) })}</dt>
                <dd className="text-right">−{euro(inc.costs.maintenanceGarages)}</dd>
              </>
            )}
            <dt>{t('income.rentLoss')}</dt>
            <dd className="text-right">−{euro(inc.costs.rentLoss)}</dd>
            {inc.costs.rentLossCommercial > 0 && (
              <>
                <dt>{t('income.rentLossCommercial')}</dt>
                <dd className="text-right">−{euro(inc.costs.rentLossCommercial)}</dd>
              </>
            )}
            <dt className="font-semibold">{t('income.net')}</dt>
            <dd className="text-right font-semibold">{euro(inc.netIncome)}</dd>
            <dt>{t('income.factor', { years: inc.remainingLife, rate: pct(inc.propertyYield) })}</dt>
            <dd className="text-right">× {format.number(inc.presentValueFactor, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</dd>
            <dt>{t('income.capitalised')}</dt>
            <dd className="text-right">{euro(inc.capitalisedIncome)}</dd>
            <dt>{result.landValue === 'given' ? t(result.land?.share != null ? 'income.landGivenShare' : 'income.landGiven', { land: euro(inc.landValue), plot: format.number(result.land?.plotArea ?? 0), perM2: euro(result.land?.landValuePerM2 ?? 0), share: format.number(result.land?.share ?? 0, { maximumFractionDigits: 5 }), years: inc.remainingLife }) : result.landValue === 'estimated' ? t('income.landEstimated', { land: euro(inc.landValue) }) : t('income.landUnknown')}</dt>
            <dd className="text-right">+{euro(inc.discountedLandValue)}</dd>
            <dt className="font-semibold">{t('income.value')}</dt>
            <dd className="text-right font-semibold">{euro(inc.value)}</dd>
          </dl>
          <p className="mt-3 text-sm" data-testid="valuation-yield">
            {result.overrides.propertyYield !== null
              ? t('income.yieldOverridden', { rate: pct(result.overrides.propertyYield), sourced: pct(result.rate.value), source: result.rate.source, year: result.rate.year })
              : t('income.yieldSource', { rate: pct(result.rate.value), region: result.rate.region, source: result.rate.source, year: result.rate.year })}{' '}
            {result.rate.url && <a href={result.rate.url} rel="nofollow noopener" className="text-brand-700 underline">{t('income.yieldLink')}</a>}
          </p>
          {model && (
            <>
              <p className="mt-2 text-sm" data-testid="valuation-yield-formula">
                {t('income.berlinFormula', {
                  base: term(BERLIN_MODEL.base),
                  perRent: term(BERLIN_MODEL.perEurPerM2),
                  rent: format.number(model.averageRent, 'euroCents'),
                  time: term(BERLIN_MODEL.time),
                  perPoint: term(BERLIN_MODEL.perCommercialPoint),
                  points: format.number(model.commercialPoints, { maximumFractionDigits: 1 }),
                  exact: format.number(model.exact, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
                  rate: pct(result.rate.value),
                  group: correction(BERLIN_MODEL.areaGroups.City),
                  mitte: district('Mitte'),
                  charlottenburg: district('Charlottenburg'),
                  reinickendorf: district('Reinickendorf'),
                  westPart: correction(BERLIN_MODEL.westPart.correction),
                  west: model.westPart ? 'yes' : 'no',
                  low: pct(result.rate.low),
                  high: pct(result.rate.high),
                })}
              </p>
              <p className="mt-2 text-sm text-muted" data-testid="valuation-yield-conformity">{t('income.berlinConformity')}</p>
            </>
          )}
          <p className="mt-3 text-sm text-muted">{t('income.sources')}</p>
        </div>
      )}

      {cost && (
        <div className="rounded-2xl border border-slate-200 p-5" data-testid="valuation-cost">
          <h3 className="text-xl font-semibold text-ink">{t('cost.title')}</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
            <dt>{t('cost.nhk', { type: cost.buildingType, standard: request.building!.standard })}</dt>
            <dd className="text-right">{euro(cost.costPerM2)}/m²</dd>
            <dt>{cost.grossAreaEstimated ? t('cost.grossEstimated', { area: request.livingArea }) : t('cost.grossGiven')}</dt>
            <dd className="text-right">× {format.number(cost.grossFloorArea)} m²</dd>
            <dt>{t('cost.index', { index: format.number(cost.index.value), period: cost.index.period, published: day(cost.index.published) })}</dt>
            <dd className="text-right">× {format.number(cost.priceIndex, { minimumFractionDigits: 3 })}</dd>
            <dt>{t('cost.construction')}</dt>
            <dd className="text-right">{euro(cost.constructionCost)}</dd>
            <dt>{t('cost.age', { years: cost.remainingLife })}</dt>
            <dd className="text-right">× {format.number(cost.ageFactor, { maximumFractionDigits: 4 })}</dd>
            <dt>{t('cost.building')}</dt>
            <dd className="text-right">{euro(cost.buildingValue)}</dd>
            <dt>{t('cost.outdoor', { share: format.number(OUTDOOR_SHARE, { style: 'percent' }) })}</dt>
            <dd className="text-right">+{euro(cost.outdoorWorks)}</dd>
            <dt>{t('cost.land', { plot: format.number(request.land!.plotArea), perM2: euro(request.land!.landValuePerM2) })}</dt>
            <dd className="text-right">+{euro(cost.landValue)}</dd>
            <dt className="font-semibold">{t('cost.provisional')}</dt>
            <dd className="text-right font-semibold">{euro(cost.provisionalValue)}</dd>
            <dt data-testid="valuation-market-factor">{t(`cost.marketSource.${cost.marketFactorSource}`)}</dt>
            <dd className="text-right">× {format.number(cost.marketFactor, { maximumFractionDigits: 4 })}</dd>
            <dt className="font-semibold">{t('cost.value')}</dt>
            <dd className="text-right font-semibold">{euro(cost.value)}</dd>
          </dl>
          {factorModel && (
            <>
              <p className="mt-3 text-sm" data-testid="valuation-factor-source">{t('cost.factorSource', { factor: factorNumber(factorModel.value), source: factorModel.source, year: factorModel.year })}</p>
              <p className="mt-2 text-sm" data-testid="valuation-factor-formula">
                {t('cost.berlinFormula', {
                  base: format.number(BERLIN_COST_MODEL.base, { maximumFractionDigits: 3 }),
                  perEuro: signedTerm(BERLIN_COST_MODEL.perEuro, 8),
                  provisional: euro(factorModel.provisionalValue),
                  time: signedTerm(BERLIN_COST_MODEL.time),
                  yearCorrection: signedTerm(factorModel.yearGroup.correction),
                  yearKind: factorModel.yearGroup.from === null ? 'upTo' : factorModel.yearGroup.to === null ? 'from' : 'between',
                  yearFrom: String(factorModel.yearGroup.from ?? ''),
                  yearTo: String(factorModel.yearGroup.to ?? ''),
                  conditionCorrection: signedTerm(factorModel.condition.correction),
                  condition: factorModel.condition.taken,
                  exact: format.number(factorModel.exact, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
                  factor: factorNumber(factorModel.value),
                  group1: boardCorrection(BERLIN_COST_MODEL.districtGroups[0].correction),
                  group2: boardCorrection(BERLIN_COST_MODEL.districtGroups[1].correction),
                  group3: boardCorrection(BERLIN_COST_MODEL.districtGroups[2].correction),
                  detached: boardCorrection(BERLIN_COST_MODEL.buildingKinds.detached),
                  semi: boardCorrection(BERLIN_COST_MODEL.buildingKinds.semiDetached),
                  endTerrace: boardCorrection(BERLIN_COST_MODEL.buildingKinds.endTerrace),
                  midTerrace: boardCorrection(BERLIN_COST_MODEL.buildingKinds.midTerrace),
                  timber: boardCorrection(BERLIN_COST_MODEL.prefabTimber),
                  simple: boardCorrection(BERLIN_COST_MODEL.locations.simple),
                  middle: boardCorrection(BERLIN_COST_MODEL.locations.middle),
                  good: boardCorrection(BERLIN_COST_MODEL.locations.good),
                  conditionOpen: factorModel.condition.open ?? 'none',
                  conditionOpenCorrection: boardCorrection(factorModel.condition.open ? BERLIN_COST_MODEL.conditions[factorModel.condition.open] : 0),
                  low: factorNumber(factorModel.low),
                  high: factorNumber(factorModel.high),
                  developer: boardCorrection(BERLIN_COST_MODEL.developerNewBuild),
                })}
              </p>
              <p className="mt-2 text-sm text-muted" data-testid="valuation-factor-conformity">
                {t('cost.berlinConformity', {
                  boardIndex: format.number(BERLIN_COST_MODEL.derivation.priceIndex),
                  standard: request.building!.standard,
                  outdoor: format.number(OUTDOOR_SHARE, { style: 'percent' }),
                  index: format.number(cost.index.value),
                })}
              </p>
            </>
          )}
          <p className="mt-3 text-sm text-muted">{t('cost.sources', { factor: factorModel ? 'berlin' : 'other' })} {t('cost.indexSource', { source: cost.index.source })}</p>
        </div>
      )}

      {(result.costMethod !== 'used' || !inc || result.comparisonState !== 'used') && (
        <div className="rounded-2xl border border-slate-200 p-5">
          <h3 className="text-xl font-semibold text-ink">{t('notUsed.title')}</h3>
          {result.costMethod !== 'used' && <p className="mt-2 text-muted" data-testid="valuation-cost-method">{t(`notUsed.${result.costMethod === 'noGrossArea' && result.type !== 'one_two_family' ? 'noGrossAreaBuilding' : result.costMethod}`)}</p>}
          {!inc && <p className="mt-2 text-muted">{t('notUsed.income')}</p>}
          {result.comparisonState !== 'used' && <p className="mt-2 text-muted" data-testid="valuation-comparison-method">{t(`notUsed.comparison.${result.comparisonState}`)}</p>}
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
