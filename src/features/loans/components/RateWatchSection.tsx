import { getFormatter, getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { todaysRatesOrNull } from '@/features/rates/server';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { firstValue } from '@/lib/search-params';
import { WATCH_FIXATION_YEARS } from '../alerts-figures';
import { RATE_WATCH_ERRORS, RATE_WATCH_NOTICES } from '../rate-watch-http';
import { rateWatchesOf, watchRate, type RateWatchRow } from '../rate-watch';
import type { homeownerLoans } from '../tables';

type LoanRow = typeof homeownerLoans.$inferSelect;

/**
 * The rate watch of one loan on the account's loan page (issue 51 part 3): the watches set, each with its state and a
 * delete button, and a small POST form (fixation, mark, the property's value when the loan has none) to
 * `/api/loans/rate-watch`. Works without JavaScript; the answer comes back to the loan page with a notice
 * (`rateWatch`, `rateWatchError` in the query), anchored at `#rate-watch-<loan id>`. The loan page renders it for each
 * of the lead's loans and passes its query.
 */
export async function RateWatchSection({ locale, leadId, loan, query }: { locale: Locale; leadId: string; loan: LoanRow; query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations({ locale, namespace: 'loans.rateWatch' });
  const format = await getFormatter({ locale });
  const percentOf = (fraction: number) => format.number(fraction, 'percent2');
  const db = await getDb();
  const [watches, rates] = await Promise.all([rateWatchesOf(db, leadId, loan.id), todaysRatesOrNull(db, todayInBerlin())]);
  const notice = RATE_WATCH_NOTICES.find((n) => n === firstValue(query.rateWatch));
  const error = RATE_WATCH_ERRORS.find((e) => e === firstValue(query.rateWatchError));
  const id = (name: string) => `rate-watch-${loan.id}-${name}`;
  const state = (w: RateWatchRow) => (w.unsubscribedAt ? 'off' : w.below === null ? 'unchecked' : w.below ? 'below' : 'armed');
  return (
    <section id={`rate-watch-${loan.id}`} aria-labelledby={id('title')} className="mt-6 max-w-2xl rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="rate-watch">
      <h3 id={id('title')} className="text-lg font-semibold">{t('title')}</h3>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      {notice && <p role="status" className="mt-3 rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="rate-watch-notice">{t(`notice.${notice}`)}</p>}
      {error && <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="rate-watch-error">{t(`errors.${error}`)}</p>}
      {watches.length > 0 && (
        <ul className="mt-4 space-y-3">
          {watches.map((w) => {
            const today = rates ? watchRate(w, loan, rates.market) : null;
            return (
              <li key={w.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3" data-testid="rate-watch-item" data-state={state(w)}>
                <div>
                  <p className="font-medium">{t('watching', { threshold: percentOf(w.thresholdRate), years: w.fixationYears })}</p>
                  <p className="text-sm text-muted">{t(`state.${state(w)}`)}</p>
                  {today && <p className="text-sm text-muted">{t('today', { rate: percentOf(today.rate), years: w.fixationYears })}</p>}
                </div>
                <form method="post" action="/api/loans/rate-watch">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="action" value="delete" />
                  <input type="hidden" name="loan" value={loan.id} />
                  <input type="hidden" name="watch" value={w.id} />
                  <button type="submit" className="rounded-lg px-3 py-2 font-semibold text-brand-700 underline">{t('delete')}</button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <form method="post" action="/api/loans/rate-watch" className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="rate-watch-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="action" value="set" />
        <input type="hidden" name="loan" value={loan.id} />
        <SelectField id={id('fixation')} name="fixation" label={t('fixation')} defaultValue="10">
          {WATCH_FIXATION_YEARS.map((y) => <option key={y} value={y}>{t('fixationOption', { years: y })}</option>)}
        </SelectField>
        <TextField id={id('threshold')} name="threshold" label={t('threshold')} inputMode="decimal" required maxLength={6} autoComplete="off" />
        {loan.propertyValue === null && (
          <TextField id={id('property-value')} name="propertyValue" label={t('propertyValue')} hint={t('propertyValueHint')} inputMode="numeric" required maxLength={14} autoComplete="off" fieldClassName="flex flex-col gap-1 sm:col-span-2" />
        )}
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} sm:col-span-2 sm:justify-self-start`}>{t('submit')}</button>
      </form>
    </section>
  );
}
