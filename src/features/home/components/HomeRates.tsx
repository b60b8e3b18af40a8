import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { formatIsoDate, standardCaseRates, RatesAsOf } from '@/features/rates';
import type { TodaysRates } from '@/features/rates/server';

/**
 * Today's model rates, 5 to 30 years, for the rates overview page's standard case, with the date of their
 * curve. The as-of line follows the staleness policy of the rates pages (features/rates/freshness.ts): it
 * says "current" only while the curve is; without rate data the section says so.
 */
export async function HomeRates({ locale, rates }: { locale: Locale; rates: TodaysRates | null }) {
  const t = await getTranslations({ locale, namespace: 'home.rates' });
  const format = await getFormatter({ locale });
  const links = (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
      <a href={localizedPath('mortgage-rates', locale)} className="text-brand-700 underline">{t('allRates')}</a>
      <a href={localizedPath('mortgage-rates-history', locale)} className="text-brand-700 underline">{t('history')}</a>
    </p>
  );
  if (!rates) {
    return (
      <section aria-labelledby="home-rates-title" className="rounded-2xl border border-slate-200 p-5" data-testid="home-rates">
        <h2 id="home-rates-title" className="text-xl font-semibold text-ink">{t('title')}</h2>
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-ink" data-testid="home-rates-no-data">{t('noData')}</p>
        {links}
      </section>
    );
  }
  const { input, loan, loanToValue, table } = standardCaseRates(rates.date, rates.market);
  const euro = (n: number) => format.number(n, 'euro');
  const pct = (n: number) => format.number(n, 'percent2');
  const curveDate = formatIsoDate(format, table.curveDate);
  return (
    <section aria-labelledby="home-rates-title" className="rounded-2xl border border-slate-200 p-5" data-testid="home-rates">
      <h2 id="home-rates-title" className="text-xl font-semibold text-ink">{t('title')}</h2>
      <RatesAsOf locale={locale} freshness={rates.freshness} className="mt-2" />
      <table className="mt-3 w-full text-left text-sm" data-testid="home-rates-table">
        <caption className="pb-2 text-left text-muted">
          {t('case', { price: euro(input.price), savings: euro(input.savings), loan: euro(loan.loanAmount), ltv: pct(loanToValue), repayment: pct(input.repayment / 100) })}
        </caption>
        <thead className="border-b border-slate-200 text-ink">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">{t('fixation')}</th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">{t('nominal')}</th>
            <th scope="col" className="py-2 text-right font-semibold">{t('effective')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.rows.map((r) => (
            <tr key={r.fixationYears} data-years={r.fixationYears}>
              <th scope="row" className="py-2 pr-2 font-medium text-ink">{t('years', { years: r.fixationYears })}</th>
              <td className="py-2 pr-2 text-right font-semibold tabular-nums" data-col="rate">{pct(r.borrowingRate)}</td>
              <td className="py-2 text-right tabular-nums" data-col="effective">{pct(r.effectiveRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {table.isModel && <p className="mt-3 text-xs text-muted">{t('note', { curveDate })}</p>}
      {links}
    </section>
  );
}
