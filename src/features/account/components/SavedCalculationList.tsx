import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { answersToQuery, readAnswers } from '@/features/funnel';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import { calculatorQuery, type SavedCalculation } from '@/features/saved-calculations/server';

/**
 * Saved calculations with their key figures. Money in euros without cents and rates with two decimals in the
 * site's named formats (spec section 5: de "1.234 €", en "€1,234"); the date is the day the figures were
 * calculated. Each links back to its page (calculator, house budget, recommendation, price range) with its inputs; `deletable`
 * adds a delete button (POST).
 */
export async function SavedCalculationList({ locale, calculations, deletable, returnTo }: { locale: Locale; calculations: SavedCalculation[]; deletable: boolean; returnTo: string }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.calculations' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const calculator = localizedPath('german-mortgage-calculator-calculator', locale);
  const years = (months: number) => format.number(months / 12, { maximumFractionDigits: 1 });
  const dateOf = (iso: string) => format.dateTime(isoDateToDate(iso), 'short');
  const pct = (n: number) => format.number(n, 'percent2');
  const row = (label: string, value: string, testId?: string) => (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>{value}</dd>
    </>
  );
  /** One renderer per kind: title, figures and the page that reopens it. */
  const view = (c: SavedCalculation): { title: string; figures: ReactNode; href: string; open: string } => {
    switch (c.kind) {
      case 'budget':
        return {
          title: t('budgetTitle', { date: dateOf(c.summary.date) }),
          figures: (
            <>
              {row(t('maxPrice'), euro(c.summary.maxPrice), 'saved-max-price')}
              {row(t('loan'), euro(c.summary.loan), 'saved-loan')}
              {row(t('rate', { years: c.summary.fixationYears }), pct(c.summary.interestRate))}
              {row(t('monthly'), euro(c.summary.monthlyPayment), 'saved-monthly')}
            </>
          ),
          href: `${localizedPath('house-budget', locale)}?${new URLSearchParams(c.inputs)}`,
          open: t('openBudget'),
        };
      case 'recommendation':
        return {
          title: t('recommendationTitle', { price: euro(c.summary.purchasePrice), date: dateOf(c.summary.date) }),
          figures: (
            <>
              {row(t('fixation'), t('years', { years: c.summary.fixationYears }), 'saved-fixation')}
              {row(t('loan'), euro(c.summary.loanAmount), 'saved-loan')}
              {row(t('rate', { years: c.summary.fixationYears }), pct(c.summary.interestRate))}
              {row(t('repaymentRate'), pct(c.summary.repaymentRate))}
              {row(t('monthly'), euro(c.summary.monthlyRate), 'saved-monthly')}
            </>
          ),
          href: `${localizedPath('funnel-report', locale)}?${answersToQuery('OM', readAnswers('OM', c.inputs).values)}`,
          open: t('openReport'),
        };
      case 'priceRange': {
        const s = c.summary;
        return {
          title: t('priceRangeTitle', { low: euro(s.cautiousPrice), high: euro(s.upperPrice), date: dateOf(s.date) }),
          figures: (
            <>
              {row(t('priceCautious'), euro(s.cautiousPrice), 'saved-price-low')}
              {row(t('priceUpper'), euro(s.upperPrice), 'saved-price-high')}
              {row(t('monthly'), `${euro(s.cautiousPayment)} – ${euro(s.upperPayment)}`, 'saved-monthly')}
              {row(t('rate', { years: s.fixationYears }), pct(s.interestRate))}
            </>
          ),
          // Without a step the start page shows the AF result of complete answers.
          href: `${localizedPath('start-funnel', locale)}?${answersToQuery('AF', readAnswers('AF', c.inputs).values)}`,
          open: t('openPriceRange'),
        };
      }
      case 'mortgage': {
        const s = c.summary;
        return {
          title: t('itemTitle', { price: euro(s.purchasePrice), date: dateOf(s.date) }),
          figures: (
            <>
              {row(t('loan'), euro(s.loanAmount), 'saved-loan')}
              {row(t('rate', { years: s.fixationYears }), pct(s.interestRate))}
              {row(t('monthly'), euro(s.monthlyRate), 'saved-monthly')}
              {row(t('term'), s.termMonths === null ? t('notRepaid') : t('years', { years: years(s.termMonths) }))}
              {row(t('interestTotal'), s.totalInterest === null ? t('notRepaid') : euro(s.totalInterest))}
            </>
          ),
          href: `${calculator}?${calculatorQuery(c.inputs)}`,
          open: t('open'),
        };
      }
    }
  };
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="saved-calculations">
      {calculations.map((c) => {
        const v = view(c);
        return (
          <li key={c.id} className="rounded-2xl border border-slate-200 p-5" data-testid="saved-calculation" data-kind={c.kind}>
            <h3 className="font-semibold">{v.title}</h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">{v.figures}</dl>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a href={v.href} className="rounded-lg border-2 border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">{v.open}</a>
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
