import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import { calculatorQuery, type SavedCalculation } from '../saved-calculations';

/**
 * Saved calculations with their key figures. Money in euros without cents and rates with two decimals in the
 * site's named formats (spec section 5: de "1.234 €", en "€1,234"); the date is the day the figures were
 * calculated. Each links back to the calculator with its inputs; `deletable` adds a delete button (POST).
 */
export async function SavedCalculationList({ locale, calculations, deletable, returnTo }: { locale: Locale; calculations: SavedCalculation[]; deletable: boolean; returnTo: string }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.calculations' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const calculator = localizedPath('german-mortgage-calculator-calculator', locale);
  const years = (months: number) => format.number(months / 12, { maximumFractionDigits: 1 });
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="saved-calculations">
      {calculations.map((c) => {
        const s = c.summary;
        return (
          <li key={c.id} className="rounded-2xl border border-slate-200 p-5" data-testid="saved-calculation">
            <h3 className="font-semibold">{t('itemTitle', { price: euro(s.purchasePrice), date: format.dateTime(isoDateToDate(s.date), 'short') })}</h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('loan')}</dt>
              <dd className="text-right font-medium" data-testid="saved-loan">{euro(s.loanAmount)}</dd>
              <dt className="text-muted">{t('rate', { years: s.fixationYears })}</dt>
              <dd className="text-right font-medium">{format.number(s.interestRate, 'percent2')}</dd>
              <dt className="text-muted">{t('monthly')}</dt>
              <dd className="text-right font-medium" data-testid="saved-monthly">{euro(s.monthlyRate)}</dd>
              <dt className="text-muted">{t('term')}</dt>
              <dd className="text-right font-medium">{s.termMonths === null ? t('notRepaid') : t('years', { years: years(s.termMonths) })}</dd>
              <dt className="text-muted">{t('interestTotal')}</dt>
              <dd className="text-right font-medium">{s.totalInterest === null ? t('notRepaid') : euro(s.totalInterest)}</dd>
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a href={`${calculator}?${calculatorQuery(c.inputs)}`} className="rounded-lg border-2 border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">{t('open')}</a>
              {deletable && (
                <form method="post" action="/api/account/calculations/delete">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="id" value={c.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button type="submit" className="rounded-lg px-4 py-2 text-sm font-semibold text-red-700 underline hover:bg-red-50">{t('delete')}</button>
                </form>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
