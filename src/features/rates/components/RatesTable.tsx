import { getFormatter, getTranslations } from 'next-intl/server';
import { monthAfter } from '@/engine/year-month';
import type { Locale } from '@/i18n/routes';
import type { RatesInput, RatesLoan } from '../rates-query';
import type { RatesTableResult } from '../rates-page';
import { formatCommissionRate, formatIsoDate } from '../format';
import type { RatesFreshness } from '../freshness';

/** How the loan of the rates page comes about: price + costs − savings. */
export async function LoanBreakdown({ locale, input, loan }: { locale: Locale; input: RatesInput; loan: RatesLoan }) {
  const t = await getTranslations({ locale, namespace: 'rates.loan' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(n, 'euro');
  const pct = (n: number) => format.number(n, 'percent2');
  const lines: [string, string][] = [
    [t('price'), euro(loan.price)],
    [t('transferTax', { rate: pct(loan.transferTaxRate) }), `+ ${euro(loan.transferTax)}`],
    [t('notary', { rate: pct(loan.notary / loan.price) }), `+ ${euro(loan.notary)}`],
    [input.commission === 'with' ? t('commission', { rate: formatCommissionRate(format, loan.commissionRate) }) : t('noCommission'), `+ ${euro(loan.commission)}`],
    [t('savings'), `− ${euro(loan.savings)}`],
  ];
  return (
    <section aria-labelledby="rates-loan-title" className="mt-8 max-w-xl">
      <h2 id="rates-loan-title" className="text-lg font-semibold text-ink">{t('title')}</h2>
      <dl className="mt-2 divide-y divide-slate-200 text-sm" data-testid="rates-loan">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-muted">{label}</dt>
            <dd className="whitespace-nowrap tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-1.5 font-semibold">
          <dt>{t('loanAmount')}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid="rates-loan-amount">{euro(loan.loanAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The rates table: one row per fixation period (5 to 30 years), model rates with the curve date. */
export async function RatesTable({
  locale,
  placeLabel,
  input,
  loan,
  result,
  date,
}: {
  locale: Locale;
  placeLabel: string;
  input: RatesInput;
  loan: RatesLoan;
  result: RatesTableResult;
  date: string;
}) {
  const t = await getTranslations({ locale, namespace: 'rates.table' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(n, 'euro');
  const pct = (n: number) => format.number(n, 'percent2');
  const first = monthAfter(date);
  const firstMonth = format.dateTime(new Date(Date.UTC(first.year, first.month - 1, 15, 12)), { month: 'long', year: 'numeric' });
  const curveDate = formatIsoDate(format, result.curveDate);

  return (
    <section aria-labelledby="rates-table-title" className="mt-8">
      <h2 id="rates-table-title" className="text-xl font-semibold text-ink">{t('title', { place: placeLabel })}</h2>
      {/* Scrolls sideways on a phone: focusable, so keyboard users can scroll it too. */}
      <div className="mt-3 overflow-x-auto sm:rounded-2xl sm:border sm:border-slate-200" tabIndex={0} role="region" aria-labelledby="rates-table-title">
        {/* A card per fixation on a phone (globals.css .table-cards), a table from 640 px. */}
        <table id="rates-table" role="table" className="table-cards w-full text-left text-sm sm:min-w-[48rem]">
          <caption className="pt-3 text-left text-muted sm:px-4">
            {t('caption', { loan: euro(loan.loanAmount), price: euro(input.price), repayment: pct(input.repayment / 100) })}
          </caption>
          <thead role="rowgroup" className="bg-slate-50 text-ink">
            <tr role="row">
              <th role="columnheader" scope="col" className="px-4 py-2 font-semibold">{t('fixation')}</th>
              <th role="columnheader" scope="col" className="px-4 py-2 text-right font-semibold">{t('rate')}</th>
              <th role="columnheader" scope="col" className="px-4 py-2 text-right font-semibold">{t('monthly')}</th>
              <th role="columnheader" scope="col" className="px-4 py-2 text-right font-semibold">{t('balance')}</th>
              <th role="columnheader" scope="col" className="px-4 py-2 text-right font-semibold">{t('payoffYear')}</th>
              <th role="columnheader" scope="col" className="px-4 py-2 text-right font-semibold">{t('ltv')}</th>
              <th role="columnheader" scope="col" className="px-4 py-2 text-right font-semibold">{t('interestPaid')}</th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-slate-200">
            {result.rows.map((r) => (
              <tr role="row" key={r.fixationYears} data-years={r.fixationYears} className={r.fixationYears === 10 ? 'bg-brand-50' : ''}>
                <th role="rowheader" scope="row" className="px-4 py-2 font-medium text-ink">{t('years', { years: r.fixationYears })}</th>
                <td role="cell" data-label={t('rate')} className="px-4 py-2 text-right tabular-nums" data-col="rate">{pct(r.borrowingRate)}</td>
                <td role="cell" data-label={t('monthly')} className="px-4 py-2 text-right font-semibold tabular-nums" data-col="monthly">{euro(r.monthlyRate)}</td>
                <td role="cell" data-label={t('balance')} className="px-4 py-2 text-right tabular-nums" data-col="balance">{euro(r.balanceAfterFixedYears)}</td>
                <td role="cell" data-label={t('payoffYear')} className="px-4 py-2 text-right tabular-nums" data-col="payoff">{r.fullRepaymentYear ?? t('never')}</td>
                <td role="cell" data-label={t('ltv')} className="px-4 py-2 text-right tabular-nums" data-col="ltv">{pct(r.loanToValue)}</td>
                <td role="cell" data-label={t('interestPaid')} className="px-4 py-2 text-right tabular-nums" data-col="interest">{euro(r.interestPaid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-muted">{t('firstInstallment', { month: firstMonth })}</p>
      {result.isModel && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-ink" data-testid="rates-model-note">
          {t('modelNote', { curveDate })}
        </p>
      )}
    </section>
  );
}

/**
 * How current the rates are, shown prominently above them (issue 11): "current" only while the curve is
 * (features/rates/freshness.ts), otherwise the date with the note that no newer Bundesbank data exists yet.
 */
export async function RatesAsOf({ locale, freshness, className = '' }: { locale: Locale; freshness: RatesFreshness; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'rates.table' });
  const format = await getFormatter({ locale });
  return (
    <p
      className={`inline-block rounded-lg px-3 py-1.5 text-sm font-semibold ${freshness.current ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-950'} ${className}`}
      data-testid="rates-as-of"
      data-current={freshness.current}
    >
      {t(freshness.current ? 'asOfCurrent' : 'asOfStale', { date: formatIsoDate(format, freshness.asOf) })}
    </p>
  );
}
