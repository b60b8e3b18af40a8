'use client';

import { hydrateIsland } from '@/components/islands/hydrate-island';
import type { FormCodec } from '@/components/islands/typed-before-hydration';
import { usePlanner } from './use-planner';
import { CheckboxField, SliderField } from '@/components/forms';
import type { RateMarket } from '@/engine/rates/market';
import { toNumber } from '@/engine/mortgage/validation';
import { CAPITAL_GAINS_TAX_RATE, EQUITY_FUND_PARTIAL_EXEMPTION, LATEST_BASISZINS, RENT_VS_BUY_DEFAULTS, RENT_VS_BUY_LIMITS, SAVER_ALLOWANCE } from '@/engine/rent-vs-buy-calculator';
import type { Locale } from '@/i18n/routes';
import { RENT_BUY_FORM_KEYS, evaluateRentBuyForm, rentBuyFormFromParams, rentBuyFormToParams, type RentBuyForm } from '../rent-buy-form';
import type { CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { LineChart } from '@/components/charts/Charts';
import { ErrorSummary, FixField, rateSourceText, MoneyField, PercentField, PlaceField, RateFields, SUBMIT_CLASS, plannerErrorText } from './planner-fields';

export interface RentBuyCalculatorProps {
  locale: Locale;
  date: string;
  market: RateMarket | null;
  action: string;
  initialForm: RentBuyForm;
  messages: CalculatorMessages;
  /** The element whose server-rendered calculator this one took over (mountRentBuy); absent on the server. */
  container?: HTMLElement;
}

/** The form's address codec, for what the visitor typed before the calculator became interactive. */
const RENT_BUY_CODEC: FormCodec<RentBuyForm> = { keys: RENT_BUY_FORM_KEYS, toParams: rentBuyFormToParams, fromParams: rentBuyFormFromParams };

const CONVENTIONS = ['spend', 'fund', 'vorabpauschale', 'sale', 'maintenance', 'selling', 'rate', 'costs'] as const;

/**
 * The rent-or-buy calculator: a GET form that works without JavaScript (the server renders it with the result
 * of the URL's inputs); after hydration it recalculates in the browser on every change and keeps the address
 * shareable. The outcome, break-even and threshold come first; the chart, the table and the conventions follow.
 */
/** A percent field's value as a fraction (the forms' own number reading), or the fallback while it is not a number. */
function percentOr(value: string, fallback: number): number {
  const n = toNumber(value);
  return n === null ? fallback : n / 100;
}

export function RentBuyCalculator({ locale, date, market, action, initialForm, messages, container }: RentBuyCalculatorProps) {
  const { form, hydrated, i18n, evaluation, euro, pct, set, b } = usePlanner({ locale, messages, initialForm, codec: RENT_BUY_CODEC, action, container, date, market, evaluate: evaluateRentBuyForm, prefix: 'rentbuy' });
  const { t, format } = i18n;
  const r = evaluation.result;
  const years = r ? r.series.map((y) => y.year) : [];
  const horizon = r?.series.length ?? 0;
  // The law figures in the conventions come from the engine's constants (with their sources there).
  const conventionValues = {
    taxRate: format.number(CAPITAL_GAINS_TAX_RATE, { style: 'percent', maximumFractionDigits: 3 }),
    partialExemption: format.number(EQUITY_FUND_PARTIAL_EXEMPTION.rate, { style: 'percent' }),
    single: euro(SAVER_ALLOWANCE.single),
    joint: euro(SAVER_ALLOWANCE.joint),
    basiszins: pct(LATEST_BASISZINS.rate),
    basiszinsYear: LATEST_BASISZINS.year,
    basiszinsLetter: format.dateTime(new Date(`${LATEST_BASISZINS.letter}T12:00:00Z`), { dateStyle: 'long' }),
    // The visitor's own assumptions once they are numbers, else the defaults.
    buildingShare: format.number(percentOr(form.share, RENT_VS_BUY_DEFAULTS.buildingShare), { style: 'percent', maximumFractionDigits: 1 }),
    maintenanceGrowth: format.number(percentOr(form.mgrowth, RENT_VS_BUY_DEFAULTS.maintenanceGrowth), { style: 'percent', maximumFractionDigits: 1 }),
  };

  return (
    <div className="grid gap-6" data-testid="rentbuy-calculator" data-hydrated={hydrated ? 'true' : undefined}>
      <section aria-labelledby="rentbuy-summary-title" aria-live="polite" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="rentbuy-summary">
        <h2 id="rentbuy-summary-title" className="text-lg font-semibold">{t('rentBuy.summaryTitle')}</h2>
        {r ? (
          <>
            <p className="mt-2 text-lg font-bold sm:text-2xl" data-testid="rentbuy-outcome">
              {r.winner === 'buy'
                ? t('rentBuy.outcomeBuy', { amount: euro(r.difference), years: horizon })
                : r.winner === 'rent'
                  ? t('rentBuy.outcomeRent', { amount: euro(-r.difference), years: horizon })
                  : t('rentBuy.outcomeTie', { years: horizon })}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div><dt className="text-muted">{t('rentBuy.finalBuy')}</dt><dd className="font-semibold" data-testid="rentbuy-final-buy">{euro(r.finalBuyerNetWorth)}</dd></div>
              <div><dt className="text-muted">{t('rentBuy.finalRent')}</dt><dd className="font-semibold" data-testid="rentbuy-final-rent">{euro(r.finalRenterNetWorth)}</dd></div>
            </dl>
            <p className="mt-2 text-sm sm:text-base" data-testid="rentbuy-break-even">
              {r.breakEvenYear !== null ? t('rentBuy.breakEven', { year: r.breakEvenYear }) : t('rentBuy.breakEvenNone', { years: horizon })}
            </p>
            <p className="mt-1 text-sm sm:text-base" data-testid="rentbuy-threshold">
              {r.threshold === 'rent' && r.thresholdRent !== null
                ? t('rentBuy.thresholdRent', { rent: euro(r.thresholdRent) })
                : r.threshold === 'always'
                  ? t('rentBuy.thresholdAlways')
                  : t('rentBuy.thresholdNever')}
            </p>
          </>
        ) : (
          <ErrorSummary i18n={i18n} show />
        )}
      </section>

      <form method="get" action={action} className="grid gap-6 lg:grid-cols-3" noValidate>
        <fieldset className="grid content-start gap-4 rounded-2xl border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t('rentBuy.property')}</legend>
          <MoneyField b={b} name="price" label={t('rentBuy.price')} />
          <PlaceField b={b} />
          <PercentField b={b} name="commission" label={t('common.commission')} />
          <MoneyField b={b} name="equity" label={t('common.equity')} hint={t('common.equityHint')} />
          <RateFields b={b} />
          <FixField b={b} />
          <PercentField b={b} name="repayment" label={t('common.repayment')} />
        </fieldset>
        <fieldset className="grid content-start gap-4 rounded-2xl border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t('rentBuy.renting')}</legend>
          <MoneyField b={b} name="rent" label={t('rentBuy.rent')} />
          <PercentField b={b} name="rentGrowth" label={t('rentBuy.rentGrowth')} />
        </fieldset>
        <fieldset className="grid content-start gap-4 rounded-2xl border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t('rentBuy.assumptions')}</legend>
          <PercentField b={b} name="appreciation" label={t('rentBuy.appreciation')} />
          <PercentField b={b} name="maintenance" label={t('rentBuy.maintenance')} />
          <PercentField b={b} name="share" label={t('rentBuy.share')} />
          <PercentField b={b} name="mgrowth" label={t('rentBuy.mgrowth')} />
          <PercentField b={b} name="ret" label={t('rentBuy.ret')} />
          <CheckboxField id="rentbuy-joint" name="joint" value="yes" label={t('rentBuy.joint')} checked={form.joint === 'yes'} onChange={(e) => set('joint', e.target.checked ? 'yes' : 'no')} />
          <SliderField
            id="rentbuy-horizon"
            name="horizon"
            label={t('rentBuy.horizon')}
            value={form.horizon}
            min={RENT_VS_BUY_LIMITS.minHorizon}
            max={RENT_VS_BUY_LIMITS.maxHorizon}
            step={1}
            unit={t('rentBuy.horizonUnit')}
            error={evaluation.errors.horizon ? plannerErrorText(i18n, evaluation.errors.horizon, 'plain') : null}
            onValue={(v) => set('horizon', v)}
          />
        </fieldset>
        <div className="lg:col-span-3">
          <button type="submit" className={SUBMIT_CLASS}>{t('common.submit')}</button>
        </div>
      </form>

      {r ? (
        <section className="grid gap-4 rounded-2xl border border-slate-300 p-4 sm:p-6" data-testid="rentbuy-details">
          <p className="text-sm text-muted">
            {t('common.rateUsed', { rate: pct(r.interestRate), source: rateSourceText(i18n, r.rateSource, market), fix: form.fix })}
            {' · '}
            {t('rentBuy.loanLine', { loan: euro(r.loan), installment: euro(r.installment), costs: euro(r.purchaseCosts) })}
          </p>
          <LineChart
            title={t('rentBuy.chartTitle')}
            description={t('rentBuy.chartDescription')}
            years={years}
            series={[
              { name: t('rentBuy.buy'), values: r.series.map((y) => y.buyerNetWorth) },
              { name: t('rentBuy.rentPath'), values: r.series.map((y) => y.renterNetWorth) },
            ]}
            formatMoney={(n) => format.number(n, { notation: 'compact', maximumFractionDigits: 1 })}
          />
          <details>
            <summary className="cursor-pointer font-semibold">{t('rentBuy.table')}</summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-right text-sm" data-testid="rentbuy-table">
                <thead>
                  <tr>
                    <th scope="col" className="p-1 text-left">{t('rentBuy.colYear')}</th>
                    <th scope="col" className="p-1">{t('rentBuy.colBuy')}</th>
                    <th scope="col" className="p-1">{t('rentBuy.colRent')}</th>
                    <th scope="col" className="p-1">{t('rentBuy.colValue')}</th>
                    <th scope="col" className="p-1">{t('rentBuy.colLoan')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.series.map((y) => (
                    <tr key={y.year} className="border-t border-slate-200">
                      <th scope="row" className="p-1 text-left font-normal">{y.year}</th>
                      <td className="p-1">{euro(y.buyerNetWorth)}</td>
                      <td className="p-1">{euro(y.renterNetWorth)}</td>
                      <td className="p-1">{euro(y.propertyValue)}</td>
                      <td className="p-1">{euro(y.loanBalance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </section>
      ) : null}

      <section className="rounded-2xl border border-slate-300 p-4 sm:p-6">
        <h2 className="font-semibold">{t('rentBuy.conventionsTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {CONVENTIONS.map((key) => <li key={key}>{t(`rentBuy.conventions.${key}`, conventionValues)}</li>)}
        </ul>
      </section>
    </div>
  );
}


/** Hydrates the server-rendered calculator in `container` (PlannerIsland, ADR 010). */
export function mountRentBuy(container: HTMLElement, props: RentBuyCalculatorProps) {
  container.dataset.planner = 'live';
  return hydrateIsland(container, <RentBuyCalculator {...props} container={container} />, 'rent or buy');
}
