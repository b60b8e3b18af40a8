import type { ReactNode } from 'react';
import type { PensionPlan } from '@/engine/pension';
import { pensionAssumptions, type PensionAssumption } from '@/engine/pension/constants';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import type { PensionViewProps } from './PensionView';
import { houseCardLabels } from '../house-labels';

/** The planner's details: the pie chart, the statutory pension in detail, the solutions, the chart and the assumptions. */
function Row({ label: text, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="text-muted">{text}</dt>
      <dd className="whitespace-nowrap text-right font-medium" data-testid={testId}>{value}</dd>
    </div>
  );
}

export function Details({ plan, i18n, charts, appointmentHref }: { plan: PensionPlan; i18n: CalculatorI18n; charts: PensionViewProps['charts']; appointmentHref: string }) {
  const { t, format } = i18n;
  const { LineChart, PieChart } = charts;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const st = plan.statutory;
  const ageText = (months: number) => t('results.ageYearsMonths', { years: Math.floor(months / 12), months: months % 12 });
  const pie = plan.pie;
  const chartSeries = [
    { name: t('chart.ppp'), values: plan.chart.ppp },
    { name: t('chart.investmentProperty'), values: plan.chart.investmentProperty },
    ...(plan.chart.ownHome ? [{ name: t('chart.ownHome'), values: plan.chart.ownHome }] : []),
    { name: t('chart.feasible'), values: plan.chart.feasibleRetirement.map((v) => (v === null ? NaN : v)), dashed: true },
  ];
  const ages = plan.chart.ages;
  const retireAge = (age: number | null) => (age === null ? t('solutions.notBy75') : t('form.years', { value: age }));

  return (
    <>
      <section aria-labelledby="pp-income-title" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="pp-income-title" className="text-lg font-semibold">{t('results.pieTitle', { age: pie.retirementAge })}</h2>
        <PieChart
          title=""
          description={t('results.pieDescription', { state: euro(pie.statePension), own: euro(pie.ownInvestmentIncome), gap: euro(pie.pensionGap), required: euro(pie.requiredPension) })}
          slices={[
            { name: t('results.statePension'), values: [pie.statePension] },
            { name: t('results.ownInvestments'), values: [pie.ownInvestmentIncome] },
            { name: t('results.gap'), values: [pie.pensionGap] },
          ]}
          formatMoney={euro}
        />
        <dl className="mt-4 max-w-xl divide-y divide-slate-100 text-sm">
          <Row label={t('results.incomeBefore')} value={euro(plan.expectedIncomeBeforeRetirement)} testId="pp-income-before" />
          <Row label={t('results.required')} value={euro(plan.requiredPension)} />
          <Row label={t('results.statePension')} value={euro(pie.statePension)} testId="pp-state" />
          <Row label={t('results.ownInvestments')} value={euro(pie.ownInvestmentIncome)} testId="pp-own" />
          <Row label={t('results.gap')} value={euro(plan.pensionGap)} />
        </dl>
        {plan.bridgeMonths > 0 && plan.bridgeGap > 0 && (
          <p className="mt-3 text-sm">{t('results.bridge', { age: plan.desiredRetirementAge, amount: euro(plan.bridgeGap), months: plan.bridgeMonths })}</p>
        )}
        <h3 className="mt-5 font-semibold">{t('results.statutoryTitle')}</h3>
        <dl className="mt-1 max-w-xl divide-y divide-slate-100 text-sm">
          <Row label={t('results.points', { soFar: format.number(st.pointsSoFar, { maximumFractionDigits: 2 }) })} value={format.number(st.points, { maximumFractionDigits: 2 })} testId="pp-points" />
          <Row label={t('results.startAge')} value={ageText(st.startAgeMonths)} />
          <Row label={t('results.gross')} value={euro(st.monthlyGross)} testId="pp-gross" />
          <Row label={t('results.health')} value={`− ${euro(st.healthInsurance)}`} />
          <Row label={t('results.care')} value={`− ${euro(st.careInsurance)}`} />
          <Row label={t('results.tax', { share: pct(st.besteuerungsanteil) })} value={`− ${euro(st.incomeTax)}`} />
          <Row label={t('results.net')} value={euro(st.monthlyNet)} testId="pp-net" />
        </dl>
      </section>

      <section aria-labelledby="pp-solutions-title" data-testid="pp-solutions">
        <h2 id="pp-solutions-title" className="text-lg font-semibold">{t('solutions.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('solutions.intro')}</p>
        {/* A carousel without script: a row that scrolls (by swipe, or by keyboard once focused) and snaps to the cards. */}
        <div role="region" aria-labelledby="pp-solutions-title" tabIndex={0} className="mt-3 -mx-1 overflow-x-auto px-1 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600">
          <ul className="flex snap-x snap-mandatory gap-4">
            <SolutionCard
              plan={plan}
              option="privatePensionPlan"
              i18n={i18n}
              retireAge={retireAge}
              footer={
                <>
                  <p className="mt-2 text-sm text-muted">{t('solutions.privatePensionPlan.scenarios', { worst: retireAge(plan.scenarioRetirementAges.worst), best: retireAge(plan.scenarioRetirementAges.best) })}</p>
                  <Flag ok={plan.cards.privatePensionPlan.affordable} text={plan.cards.privatePensionPlan.affordable ? t('solutions.pppAffordable') : t('solutions.pppNotAffordable', { max: euro(plan.sliders.monthlyContribution.max) })} />
                </>
              }
            >
              <Row label={t('solutions.privatePensionPlan.effectiveCost')} value={`${pct(plan.cards.privatePensionPlan.effectiveCostMin)} – ${pct(plan.cards.privatePensionPlan.effectiveCostMax)}`} />
              <Row label={t('solutions.privatePensionPlan.upfrontFees')} value={euro(plan.cards.privatePensionPlan.upfrontFees)} />
            </SolutionCard>
            {plan.cards.ownHome && plan.suggestions.ownHome && (
              <SolutionCard plan={plan} option="ownHome" i18n={i18n} retireAge={retireAge} footer={<HouseFlag card={plan.cards.ownHome} i18n={i18n} />}>
                <HouseRows card={plan.cards.ownHome} i18n={i18n} />
              </SolutionCard>
            )}
            <SolutionCard plan={plan} option="investmentProperty" i18n={i18n} retireAge={retireAge} footer={<HouseFlag card={plan.cards.investmentProperty} i18n={i18n} />}>
              <HouseRows card={plan.cards.investmentProperty} i18n={i18n} />
              <Row label={t('solutions.investmentProperty.rent')} value={euro(plan.cards.investmentProperty.monthlyRent)} />
              <Row label={t('solutions.investmentProperty.depreciation')} value={t(`form.depOptions.${plan.cards.investmentProperty.depreciation}`)} />
            </SolutionCard>
            <li className="flex w-[17rem] shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:w-[19rem]" data-testid="solution-advice">
              <h3 className="font-semibold">{t('solutions.advice.title')}</h3>
              <p className="mt-2 grow text-sm">{t('solutions.advice.text')}</p>
              <a href={appointmentHref} className="mt-4 rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700">{t('solutions.advice.cta')}</a>
            </li>
          </ul>
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 p-5" data-testid="pp-chart">
        <LineChart
          title={t('chart.title')}
          description={t('chart.description', { from: ages[0] ?? 0, to: ages[ages.length - 1] ?? 0 })}
          years={ages}
          series={chartSeries}
          formatMoney={euro}
        />
        <p className="mt-2 text-sm text-muted">{t('chart.reading')}</p>
      </section>
    </>
  );
}

function Flag({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p className={`mt-2 rounded-md px-2 py-1 text-sm font-medium ${ok ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900'}`} data-affordable={ok ? 'yes' : 'no'}>
      <span aria-hidden="true">{ok ? '✓ ' : '! '}</span>
      {text}
    </p>
  );
}

function SolutionCard({ plan, option, i18n, retireAge, children, footer }: { plan: PensionPlan; option: 'privatePensionPlan' | 'ownHome' | 'investmentProperty'; i18n: CalculatorI18n; retireAge: (age: number | null) => string; children: ReactNode; footer: ReactNode }) {
  const { t, format } = i18n;
  const s = plan.suggestions[option]!;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const best = plan.suggestionRecommendation === option;
  return (
    <li className={`flex w-[17rem] shrink-0 snap-start flex-col rounded-2xl border p-4 sm:w-[19rem] ${best ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`} data-testid={`solution-${option}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{t(`solutions.${option}.title`)}</h3>
        {best && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="solution-best">{t('solutions.best')}</span>}
      </div>
      <p className="mt-1 text-sm text-muted">{t(`solutions.${option}.text`)}</p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label={t('solutions.retireAt')} value={retireAge(s.retirementAge)} testId={`solution-${option}-age`} />
        <Row label={t('solutions.oneTime')} value={euro(s.oneTimeInvestment)} testId={`solution-${option}-one-time`} />
        <Row label={t('solutions.monthly')} value={s.monthlyInvestment === null ? '–' : euro(option === 'privatePensionPlan' ? Math.ceil(s.monthlyInvestment) : s.monthlyInvestment)} testId={`solution-${option}-monthly`} />
        <Row label={t('solutions.returnRate')} value={format.number(s.returnRate, 'percent2')} />
        {children}
      </dl>
      {footer}
    </li>
  );
}

function HouseRows({ card, i18n }: { card: NonNullable<PensionPlan['cards']['ownHome']>; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const labels = houseCardLabels(card, i18n);
  return (
    <>
      <Row label={t('solutions.house.propertyValue')} value={euro(card.propertyValue)} />
      <Row label={t('solutions.house.loan')} value={euro(card.loanAmount)} />
      <Row label={labels.rate} value={pct(card.interestRate)} />
      <Row label={t('solutions.house.installment')} value={euro(card.monthlyInstallment)} />
      <Row label={t('solutions.house.downPayment')} value={euro(card.downPayment)} />
      <Row label={labels.purchaseCosts} value={euro(card.purchaseCosts)} />
      <Row label={t('solutions.house.oneTimeCost')} value={euro(card.oneTimeCost)} />
      <Row label={t('solutions.house.upkeep')} value={euro(card.monthlyUpkeep)} />
      <Row label={t('solutions.house.appreciation')} value={pct(card.appreciation)} />
      <Row label={t('solutions.house.payoff')} value={card.payoffMonths !== null ? t('form.years', { value: Math.ceil(card.payoffMonths / 12) }) : t('solutions.house.noPayoff')} />
    </>
  );
}

function HouseFlag({ card, i18n }: { card: NonNullable<PensionPlan['cards']['ownHome']>; i18n: CalculatorI18n }) {
  const { t } = i18n;
  return <Flag ok={card.affordable} text={card.affordable ? t('solutions.affordable') : t('solutions.notAffordable')} />;
}

export function Assumptions({ today, i18n }: { today: string; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');
  const value = (a: PensionAssumption) => {
    switch (a.unit) {
      case 'fraction':
        return format.number(a.value, { style: 'percent', maximumFractionDigits: 2 });
      case 'euro':
        return format.number(a.value, Number.isInteger(a.value) ? 'euro' : 'euroCents');
      case 'years':
        return t('assumptions.years', { value: a.value });
      default:
        return format.number(a.value, { maximumFractionDigits: 2 });
    }
  };
  const items = pensionAssumptions(today);
  return (
    <section aria-labelledby="pp-assumptions-title" className="rounded-2xl border border-slate-200 p-5" data-testid="pp-assumptions">
      <h2 id="pp-assumptions-title" className="text-lg font-semibold">{t('assumptions.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('assumptions.intro', { date: date(today) })}</p>
      {/* A card per assumption on a phone (globals.css .table-cards: value, source and date under the name), a table
          from 640 px that scrolls in its region where its column is narrower (1024 px: the page's side column); ARIA
          table roles keep the semantics that the phone's display change drops. */}
      <div className="mt-3 sm:overflow-x-auto" role="region" aria-labelledby="pp-assumptions-title" tabIndex={0} data-testid="pp-assumptions-table">
        <table role="table" className="table-cards w-full text-sm">
          <thead role="rowgroup">
            <tr role="row" className="border-b border-slate-200 text-left">
              <th role="columnheader" scope="col" className="py-2 pr-3"><span className="sr-only">{t('assumptions.title')}</span></th>
              <th role="columnheader" scope="col" className="py-2 pr-3 text-right">{t('assumptions.value')}</th>
              <th role="columnheader" scope="col" className="py-2 pr-3">{t('assumptions.source')}</th>
              <th role="columnheader" scope="col" className="py-2">{t('assumptions.validFrom')}</th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="sm:divide-y sm:divide-slate-100">
            {items.map((a) => (
              <tr role="row" key={a.key} data-testid={`assumption-${a.key}`}>
                <th role="rowheader" scope="row" className="py-2 pr-3 text-left sm:font-normal">{t(`assumptions.labels.${a.key}`)}</th>
                <td role="cell" data-label={t('assumptions.value')} className="py-2 pr-3 text-right whitespace-nowrap">{value(a)}</td>
                <td role="cell" data-label={t('assumptions.source')} className="py-2 pr-3">{t(`assumptions.sources.${a.key}`)}</td>
                <td role="cell" data-label={t('assumptions.validFrom')} className="py-2 whitespace-nowrap">{a.validFrom ? date(a.validFrom) : t('assumptions.noDate')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
