'use client';

import { hydrateIsland } from '@/components/islands/hydrate-island';
import type { FormCodec } from '@/components/islands/typed-before-hydration';
import { usePlanner } from './use-planner';
import { ChoiceGroup, SliderField } from '@/components/forms';
import type { RateMarket } from '@/engine/rates/market';
import type { Locale } from '@/i18n/routes';
import {
  BUDGET_FORM_KEYS,
  BUDGET_HOUSEHOLD_RATES,
  BUDGET_RATIO_RANGE,
  budgetFormFromParams,
  budgetFormToParams,
  evaluateBudgetForm,
  mortgageCalculatorParams,
  type BudgetForm,
} from '../budget-form';
import { createCalculatorI18n, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { CountField, ErrorSummary, FixField, MoneyField, PercentField, PlaceField, RateFields, SUBMIT_CLASS, plannerErrorText, rateSourceText } from './planner-fields';

export interface BudgetCalculatorProps {
  locale: Locale;
  date: string;
  market: RateMarket | null;
  action: string;
  /** Path of the mortgage calculator (the link adds the budget's figures). */
  mortgageAction: string;
  initialForm: BudgetForm;
  messages: CalculatorMessages;
  /** The element whose server-rendered calculator this one took over (mountBudget); absent on the server. */
  container?: HTMLElement;
}

/** The form's address codec, for what the visitor typed before the calculator became interactive. */
const BUDGET_CODEC: FormCodec<BudgetForm> = { keys: BUDGET_FORM_KEYS, toParams: budgetFormToParams, fromParams: budgetFormFromParams };

/**
 * The house-budget calculator: a GET form that works without JavaScript (the server renders it with the
 * result of the URL's inputs), and after hydration recalculates in the browser on every change and keeps
 * the address shareable (history.replaceState). Result first: the summary sits above the form.
 */
export function BudgetCalculator({ locale, date, market, action, mortgageAction, initialForm, messages, container }: BudgetCalculatorProps) {
  const { form, hydrated, i18n, evaluation, euro, pct, set, b } = usePlanner({ locale, messages, initialForm, codec: BUDGET_CODEC, action, container, date, market, evaluate: evaluateBudgetForm, prefix: 'budget' });
  const { t, format } = i18n;
  const r = evaluation.result;
  // The figures the result was calculated from, as the evaluation parsed them (the sentence repeats them).
  const used = evaluation.inputs;
  const hasErrors = Object.keys(evaluation.errors).length > 0;
  const rates = BUDGET_HOUSEHOLD_RATES;
  const percent = (n: number) => `${format.number(n, { maximumFractionDigits: 1 })} %`;
  const euroCents = (n: number) => format.number(n, 'euroCents');

  return (
    <div className="grid gap-6" data-testid="budget-calculator" data-hydrated={hydrated ? 'true' : undefined}>
      <section aria-labelledby="budget-summary-title" aria-live="polite" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="budget-summary">
        <h2 id="budget-summary-title" className="text-lg font-semibold">{t('budget.summaryTitle')}</h2>
        {r ? (
          <dl className="mt-2 grid grid-cols-3 gap-2 sm:gap-4">
            <div>
              <dt className="text-xs text-muted sm:text-sm">{t('budget.maxPrice')}</dt>
              <dd className="text-lg font-bold sm:text-3xl" data-testid="budget-max-price">{euro(r.maxPrice)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted sm:text-sm">{t('budget.loan')}</dt>
              <dd className="text-lg font-bold sm:text-3xl" data-testid="budget-loan">{euro(r.loan)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted sm:text-sm">{t('budget.monthly')}</dt>
              <dd className="text-lg font-bold sm:text-3xl" data-testid="budget-monthly">{euro(r.monthlyPayment)}</dd>
            </div>
          </dl>
        ) : (
          <ErrorSummary i18n={i18n} show={hasErrors} />
        )}
        {r && used ? (
          <p className="mt-3 text-sm sm:text-base" data-testid="budget-sentence">
            {r.household
              ? t('budget.ruleSentenceLiving', {
                income: euro(used.income),
                living: euro(r.household.livingCosts),
                running: euro(r.household.runningCosts),
                buffer: euro(r.household.buffer),
                installment: euro(r.maxInstallment),
              })
              : t('budget.ruleSentenceBurden', {
                ratio: `${format.number((used.ratio ?? 0) * 100, { maximumFractionDigits: 2 })} %`,
                income: euro(used.income),
                installment: euro(r.maxInstallment),
              })}
            {used.loans > 0 ? t('budget.loansPart', { loans: euro(used.loans) }) : ''}
            {t('budget.loanSentence', { rate: pct(r.interestRate), repayment: pct(used.repayment), loan: euro(r.loan) })}
            {r.financesCosts
              ? t('budget.priceSentenceFinanced', { equity: euro(r.equityForCosts), costs: euro(r.purchaseCosts), price: euro(r.maxPrice) })
              : t('budget.priceSentence', { costs: euro(r.purchaseCosts), price: euro(r.maxPrice) })}
          </p>
        ) : null}
      </section>

      <form method="get" action={action} className="grid gap-6 lg:grid-cols-2" noValidate>
        <fieldset className="group/rule grid gap-4 rounded-2xl border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t('budget.household')}</legend>
          <MoneyField b={b} name="income" label={t('budget.income')} />
          <MoneyField b={b} name="loans" label={t('budget.loans')} hint={t('budget.loansHint')} />
          <ChoiceGroup
            id="budget-rule"
            name="rule"
            look="inline"
            legend={t('budget.rule')}
            options={[
              { value: 'burden', label: t('budget.ruleBurden') },
              { value: 'living', label: t('budget.ruleLiving') },
            ]}
            {...(b.set ? { value: form.rule, onValue: (rule: string) => set('rule', rule) } : { defaultValue: form.rule })}
          />
          {/* Only the chosen rule's figure counts: the other one is hidden (CSS, so also without JavaScript). */}
          <div className="group-has-[[value=living]:checked]/rule:hidden">
          <SliderField
            id="budget-ratio"
            name="ratio"
            label={t('budget.ratio')}
            value={form.ratio}
            min={BUDGET_RATIO_RANGE.min}
            max={BUDGET_RATIO_RANGE.max}
            step={1}
            unit="%"
            recommended={{ value: BUDGET_RATIO_RANGE.recommended, label: t('budget.ratioRecommended') }}
            error={evaluation.errors.ratio ? plannerErrorText(i18n, evaluation.errors.ratio, 'percent') : null}
            onValue={b.set ? (v) => set('ratio', v) : undefined}
          />
          </div>
          <div className="hidden group-has-[[value=living]:checked]/rule:grid gap-4">
            <CountField b={b} name="adults" label={t('budget.adults')} />
            <CountField b={b} name="children" label={t('budget.children')} />
            <CountField
              b={b}
              name="area"
              label={t('budget.area')}
              unit="m²"
              hint={t('budget.areaHint', { perSqm: euroCents(rates.perSqm) })}
            />
            <MoneyField
              b={b}
              name="living"
              label={t('budget.living')}
              hint={t('budget.livingHint', { firstAdult: euro(rates.firstAdult), furtherAdult: euro(rates.furtherAdult), child: euro(rates.child) })}
            />
            <p className="text-sm text-muted">{t('budget.bufferNote', { buffer: percent(rates.bufferPercent) })}</p>
          </div>
        </fieldset>
        <fieldset className="grid gap-4 rounded-2xl border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t('common.financing')}</legend>
          <MoneyField b={b} name="equity" label={t('common.equity')} hint={t('common.equityHint')} />
          <RateFields b={b} />
          <PercentField b={b} name="repayment" label={t('common.repayment')} />
          <FixField b={b} />
          <PlaceField b={b} />
          <PercentField b={b} name="commission" label={t('common.commission')} />
        </fieldset>
        <div className="lg:col-span-2">
          <button type="submit" className={SUBMIT_CLASS}>{t('common.submit')}</button>
        </div>
      </form>

      {r ? (
        <section className="grid gap-4 rounded-2xl border border-slate-300 p-4 sm:p-6" data-testid="budget-details">
          <p className="text-sm text-muted" data-testid="budget-rate">
            {t('common.rateUsed', { rate: pct(r.interestRate), source: rateSourceText(i18n, r.rateSource, market), fix: form.fix })}
          </p>
          <div>
            <h3 className="font-semibold">{t('budget.splitTitle')}</h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div className="flex justify-between gap-4"><dt>{t('budget.splitCosts')}</dt><dd className="font-semibold" data-testid="budget-equity-costs">{euro(r.equityForCosts)}</dd></div>
              <div className="flex justify-between gap-4"><dt>{t('budget.splitPrice')}</dt><dd className="font-semibold" data-testid="budget-equity-price">{euro(r.equityForPrice)}</dd></div>
            </dl>
          </div>
          <PriceBar i18n={i18n} price={r.maxPrice} costs={r.purchaseCosts} loan={r.loan} euro={euro} />
          {r.aboveGuidance || r.loanAboveValue || r.belowCalculatorRange || r.capped ? (
            <ul className="grid gap-2 text-sm" data-testid="budget-flags">
              {r.aboveGuidance ? <li className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="budget-flag-guidance">{t('budget.flagAboveGuidance', { share: percent(r.burdenShare * 100) })}</li> : null}
              {/* The loan exceeds the price exactly when the equity does not cover the purchase costs. */}
              {r.loanAboveValue ? <li className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="budget-flag-ltv">{t('budget.flagLoanAboveValue', { ltv: percent(r.loanToValue * 100) })}</li> : null}
              {r.belowCalculatorRange ? <li className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{t('budget.flagBelowRange')}</li> : null}
              {r.capped ? <li className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{t('budget.flagCapped')}</li> : null}
            </ul>
          ) : null}
          {r.belowCalculatorRange ? null : (
            <p>
              <a href={`${mortgageAction}?${mortgageCalculatorParams(form, r).toString()}`} className="font-semibold text-brand-700 underline" data-testid="budget-open-mortgage">
                {t('budget.openMortgage')}
              </a>
            </p>
          )}
          {/* A plain POST with the inputs: the page reads no cookie (it stays cached); the endpoint knows the visitor. */}
          <form method="post" action="/api/account/calculations" className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="kind" value="budget" />
            {[...budgetFormToParams(form)].map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
            <button type="submit" className="rounded-lg border-2 border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50" data-testid="budget-save">{t('budget.save')}</button>
            <span className="text-sm text-muted">{t('budget.saveHint')}</span>
          </form>
        </section>
      ) : null}
    </div>
  );
}

/** One bar: price + purchase costs, split into what the equity and what the loan pays. */
function PriceBar({ i18n, price, costs, loan, euro }: { i18n: ReturnType<typeof createCalculatorI18n>; price: number; costs: number; loan: number; euro: (n: number) => string }) {
  const total = price + costs;
  const equityShare = total > 0 ? Math.max(0, Math.min(1, (total - loan) / total)) : 0;
  const { t } = i18n;
  return (
    <figure>
      <figcaption className="font-semibold">{t('budget.barTitle')}</figcaption>
      <p className="mt-1 text-sm text-muted">{t('budget.barTotal', { price: euro(price), costs: euro(costs) })}</p>
      <div className="mt-2 flex h-8 w-full overflow-hidden rounded-lg" aria-hidden="true">
        <div style={{ width: `${equityShare * 100}%`, background: '#1d6b57' }} />
        <div style={{ width: `${(1 - equityShare) * 100}%`, background: '#2f5f98' }} />
      </div>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm">
        <li className="flex items-center gap-2"><span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: '#1d6b57' }} />{t('budget.barEquity')}: {euro(total - loan)}</li>
        <li className="flex items-center gap-2"><span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: '#2f5f98' }} />{t('budget.barLoan')}: {euro(loan)}</li>
      </ul>
    </figure>
  );
}

/** Hydrates the server-rendered calculator in `container` (PlannerIsland, ADR 010). */
export function mountBudget(container: HTMLElement, props: BudgetCalculatorProps) {
  container.dataset.planner = 'live';
  return hydrateIsland(container, <BudgetCalculator {...props} container={container} />, 'house budget');
}
