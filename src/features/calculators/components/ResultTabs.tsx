/**
 * The four result tabs of the mortgage calculator: financing overview (purchase costs), loan and monthly
 * payment (chart), rates by fixation (comparison, follow-up rate, break-even table), repayment schedule
 * (chart and table). Server and browser render them alike (no hooks).
 */
import type { ComponentType } from 'react';
import type { MortgageCalculation } from '@/engine/mortgage/calculator';
import { breakEvenTable, yearlyRepayments } from '../result-figures';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import type { ChartProps } from '@/components/charts/Charts';

interface TabProps {
  calc: MortgageCalculation;
  i18n: CalculatorI18n;
}

interface ChartTabProps extends TabProps {
  Chart: ComponentType<ChartProps>;
}

/** Tab 0: what the purchase costs and how much loan that leaves. */
export function CostsTab({ calc, i18n }: TabProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  return (
    <div data-testid="tab-0" className="mt-4">
      <h3 className="text-lg font-semibold">{t('results.costsTitle')}</h3>
      <table className="mt-2 w-full max-w-xl text-sm">
        <tbody className="divide-y divide-slate-100">
          <tr><th scope="row" className="py-2 text-left font-normal">{t('results.price')}</th><td className="py-2 text-right" data-testid="cost-price">{euro(calc.purchasePrice)}</td></tr>
          <tr><th scope="row" className="py-2 text-left font-normal">{t('results.transferTax', { rate: pct(calc.locationTaxRate) })}</th><td className="py-2 text-right" data-testid="cost-transfer-tax">{euro(calc.locationTax)}</td></tr>
          <tr><th scope="row" className="py-2 text-left font-normal">{t('results.notary')}</th><td className="py-2 text-right" data-testid="cost-notary">{euro(calc.notaryFee)}</td></tr>
          <tr><th scope="row" className="py-2 text-left font-normal">{t('results.commission', { rate: pct(calc.realEstateCommissionRate) })}</th><td className="py-2 text-right" data-testid="cost-commission">{euro(calc.realEstateCommission)}</td></tr>
          <tr className="font-semibold"><th scope="row" className="py-2 text-left">{t('results.costs')}</th><td className="py-2 text-right" data-testid="cost-total">{euro(calc.purchaseCosts)}</td></tr>
          <tr><th scope="row" className="py-2 text-left font-normal">{t('results.total')}</th><td className="py-2 text-right">{euro(calc.purchasePrice + calc.purchaseCosts)}</td></tr>
          <tr><th scope="row" className="py-2 text-left font-normal">− {t('results.savings')}</th><td className="py-2 text-right">{euro(calc.downpayment)}</td></tr>
          <tr className="font-semibold"><th scope="row" className="py-2 text-left">{t('results.loanNeeded')}</th><td className="py-2 text-right">{euro(calc.loanAmount)}</td></tr>
        </tbody>
      </table>
    </div>
  );
}

/** Tab 1: interest and repayment within the monthly payment, year by year. */
export function PaymentTab({ calc, i18n, Chart }: ChartTabProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const firstYear = calc.repaymentChart.years[0] ?? 0;
  const lastYear = calc.repaymentChart.years[calc.repaymentChart.years.length - 1] ?? 0;
  return (
    <div data-testid="tab-1" className="mt-4">
      <Chart
        title={t('charts.paymentTitle')}
        description={t('charts.description', { title: t('charts.paymentTitle'), from: firstYear, to: lastYear })}
        years={calc.paymentChart.years}
        series={[
          { name: t('charts.monthlyInterest'), values: calc.paymentChart.monthlyInterest },
          { name: t('charts.monthlyPrincipal'), values: calc.paymentChart.monthlyLoanPayment },
        ]}
        formatMoney={euro}
      />
    </div>
  );
}

/** Tab 2: every fixation side by side, the expected follow-up rate and the break-even rates. */
export function CompareTab({ calc, i18n }: TabProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const chosen = calc.chosen;
  const curveDate = format.dateTime(new Date(`${calc.curveDate}T12:00:00Z`), 'short');
  const duration = (months: number) => {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const parts = [];
    if (years > 0) parts.push(t(years === 1 ? 'duration.year' : 'duration.years', { count: years }));
    if (rest > 0) parts.push(t(rest === 1 ? 'duration.month' : 'duration.months', { count: rest }));
    return parts.join(t('duration.and'));
  };
  return (
    <div data-testid="tab-2" className="mt-4">
      <div className="overflow-x-auto">
        <table role="table" className="table-cards w-full text-sm tabular-nums sm:min-w-[36rem]" data-testid="compare-table">
          <caption className="mb-2 text-left font-semibold">{t('compare.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row" className="border-b border-slate-200 text-left">
              <th role="columnheader" scope="col" className="py-2 pr-3">{t('compare.fixation')}</th>
              <th role="columnheader" scope="col" className="px-3 py-2 text-right">{t('compare.rate')}</th>
              <th role="columnheader" scope="col" className="px-3 py-2 text-right">{t('compare.installment')}</th>
              <th role="columnheader" scope="col" className="px-3 py-2 text-right">{t('compare.balance')}</th>
              <th role="columnheader" scope="col" className="px-3 py-2 text-right">{t('compare.interest')}</th>
              <th role="columnheader" scope="col" className="py-2 pl-3 text-right">{t('compare.payoff')}</th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-slate-100">
            {calc.results.map((r) => (
              <tr role="row" key={r.fixationYears} className={r.fixationYears === calc.fixationYears ? 'bg-brand-50 font-semibold' : ''}>
                <th role="rowheader" scope="row" className="py-2 pr-3 text-left">
                  {t('compare.years', { years: r.fixationYears })}
                  {r.fixationYears === calc.fixationYears && <span className="ml-1 text-xs font-normal text-muted">({t('compare.chosen')})</span>}
                </th>
                <td role="cell" data-label={t('compare.rate')} className="px-3 py-2 text-right">{pct(r.interestRate)}</td>
                <td role="cell" data-label={t('compare.installment')} className="px-3 py-2 text-right">{euro(r.monthlyRate)}</td>
                <td role="cell" data-label={t('compare.balance')} className="px-3 py-2 text-right">{euro(r.balanceAfterFixation)}</td>
                <td role="cell" data-label={t('compare.interest')} className="px-3 py-2 text-right">{euro(r.interestPaidFixation)}</td>
                <td role="cell" data-label={t('compare.payoff')} className="py-2 pl-3 text-right">{r.payoffDate ? String(r.payoffDate.year) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 text-lg font-semibold">{t('followUp.title')}</h3>
      <p className="mt-1" data-testid="follow-up">
        {chosen.expectedFollowUpRate === null
          ? t('followUp.repaid')
          : chosen.expectedPayoffMonths !== null
            ? t('followUp.text', { years: calc.fixationYears, balance: euro(chosen.balanceAfterFixation), rate: pct(chosen.expectedFollowUpRate), date: curveDate, payoff: duration(Math.max(0, chosen.expectedPayoffMonths - calc.fixationYears * 12)) })
            : t('followUp.textNoPayoff', { years: calc.fixationYears, balance: euro(chosen.balanceAfterFixation), rate: pct(chosen.expectedFollowUpRate), date: curveDate })}
      </p>
      <h3 className="mt-6 text-lg font-semibold">{t('followUp.breakEvenTitle')}</h3>
      <p className="mt-1 text-sm text-muted">{t('followUp.breakEvenText')}</p>
      <table className="mt-2 w-full max-w-md text-sm" data-testid="break-even-table">
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2">{t('followUp.breakEvenShort')}</th>
            <th scope="col" className="py-2">{t('followUp.breakEvenLong')}</th>
            <th scope="col" className="py-2 text-right">{t('followUp.breakEvenRate')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {breakEvenTable(calc).map(({ shortYears, longYears, rate, missing }) => (
            <tr key={`${shortYears}-${longYears}`}>
              <td className="py-2">{t('compare.years', { years: shortYears })}</td>
              <td className="py-2">{t('compare.years', { years: longYears })}</td>
              <td className="py-2 text-right">{rate !== null ? pct(rate) : missing === 'repaid' ? t('followUp.repaidBefore') : t('followUp.notDefined')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Tab 3: the balance, repayment and interest over the years, as a chart and a table. */
export function ScheduleTab({ calc, i18n, Chart }: ChartTabProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const firstYear = calc.repaymentChart.years[0] ?? 0;
  const lastYear = calc.repaymentChart.years[calc.repaymentChart.years.length - 1] ?? 0;
  return (
    <div data-testid="tab-3" className="mt-4">
      <Chart
        title={t('charts.repaymentTitle')}
        description={t('charts.description', { title: t('charts.repaymentTitle'), from: firstYear, to: lastYear })}
        years={calc.repaymentChart.years}
        series={[
          { name: t('charts.remainingBalance'), values: calc.repaymentChart.remainingBalance },
          { name: t('charts.cumulativePrincipal'), values: calc.repaymentChart.cumulativePrincipal },
          { name: t('charts.cumulativeInterest'), values: calc.repaymentChart.cumulativeInterest },
        ]}
        formatMoney={euro}
      />
      <div className="mt-6 max-h-96 overflow-auto">
        <table role="table" className="table-cards w-full text-sm tabular-nums" data-testid="schedule-table">
          <caption className="mb-2 text-left font-semibold">{t('schedule.caption')}</caption>
          <thead role="rowgroup" className="sticky top-0 bg-white">
            <tr role="row" className="border-b border-slate-200 text-left">
              <th role="columnheader" scope="col" className="py-2 pr-3">{t('schedule.year')}</th>
              <th role="columnheader" scope="col" className="px-3 py-2 text-right">{t('schedule.interest')}</th>
              <th role="columnheader" scope="col" className="px-3 py-2 text-right">{t('schedule.principal')}</th>
              <th role="columnheader" scope="col" className="py-2 pl-3 text-right">{t('schedule.balance')}</th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-slate-100">
            {yearlyRepayments(calc).map((row) => (
              <tr role="row" key={row.year}>
                <th role="rowheader" scope="row" className="py-1.5 pr-3 text-left font-normal">{row.year}</th>
                <td role="cell" data-label={t('schedule.interest')} className="px-3 py-1.5 text-right">{euro(row.interest)}</td>
                <td role="cell" data-label={t('schedule.principal')} className="px-3 py-1.5 text-right">{euro(row.principal)}</td>
                <td role="cell" data-label={t('schedule.balance')} className="py-1.5 pl-3 text-right">{euro(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
