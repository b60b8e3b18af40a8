import { getFormatter, getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { formField, type FormSource } from '@/lib/forms/parse-form';
import { formatMoneyTyping } from '@/lib/money-input';
import { equityPosition, type OwnedProperty } from '../owned';
import { todaysRatesOrNull } from '@/features/rates/server';
import { VALUATION_TYPES, type ValuationType } from '@/engine/valuation/market-data';

/** The account's own properties on the valuation page (issue 26): the notice of the last save or removal, and the list. */
const OWNED_NOTICES = ['saved', 'deleted', 'loan'] as const;
const OWNED_ERRORS = ['INVALID_INPUT', 'TOO_MANY_PROPERTIES', 'NO_DATA', 'NOT_FOUND', 'INVALID_LOAN'] as const;

export function ownedNotice(query: FormSource): { key: string; error: boolean } | null {
  const ok = OWNED_NOTICES.find((n) => n === formField(query, 'owned'));
  if (ok) return { key: ok, error: false };
  const error = OWNED_ERRORS.find((e) => e === formField(query, 'ownedError'));
  return error ? { key: `error.${error}`, error: true } : null;
}

/** The lead's own properties: today's value and its history, the loan, equity and loan-to-value, remove. */
export async function OwnedList({ locale, owned }: { locale: Locale; owned: OwnedProperty[] }) {
  const t = await getTranslations({ locale, namespace: 'valuation' });
  const format = await getFormatter({ locale });
  const euro = (v: number) => format.number(v, 'euro');
  const rates = await todaysRatesOrNull(await getDb(), todayInBerlin());
  const action = localizedPath('account-property-value', locale);
  return (
    <section id="owned" aria-labelledby="owned-title" data-testid="owned">
      <h2 id="owned-title" className="text-2xl font-semibold text-ink">{t('owned.title')}</h2>
      <ul className="mt-4 grid list-none gap-6 p-0 lg:grid-cols-2">
        {owned.map((p) => {
          const latest = p.history.at(-1)!;
          const first = p.history[0]!;
          const request = new URLSearchParams(p.row.inputs);
          const description = t('owned.description', { type: t(`type.${request.get('type') === 'house' ? 'one_two_family' : ((VALUATION_TYPES as readonly string[]).includes(request.get('type') ?? '') ? (request.get('type') as ValuationType) : 'apartment')}`), area: request.get('area') ?? '', postal: request.get('postal') ?? '' });
          const position = p.row.outstandingLoan !== null && rates ? equityPosition(latest.value, p.row.outstandingLoan, rates.market.model) : null;
          const titleId = `owned-${p.row.id}-title`;
          const hidden = (a: string) => (
            <>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="action" value={a} />
              <input type="hidden" name="property" value={p.row.id} />
            </>
          );
          return (
            <li key={p.row.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5" data-testid="owned-property">
              <h3 id={titleId} className="text-lg font-semibold text-ink">{p.row.label || description}</h3>
              {p.row.label && <p className="-mt-2 text-sm text-muted">{description}</p>}
              <p className="text-ink">
                <span className="text-2xl font-bold tabular-nums" data-testid="owned-value">{euro(latest.value)}</span>{' '}
                <span className="text-sm text-muted">{t('owned.range', { low: euro(latest.low), high: euro(latest.high), date: format.dateTime(latest.valuedAt, 'short') })}</span>
              </p>
              {!p.today && <p className="text-sm text-amber-900">{t('owned.noValueToday')}</p>}
              <table className="w-full text-left text-sm tabular-nums" data-testid="owned-history">
                <caption className="text-left text-sm font-medium text-ink">{t('owned.historyCaption')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-muted">
                    <th scope="col" className="py-1 pr-4 font-medium">{t('owned.historyDate')}</th>
                    <th scope="col" className="py-1 pr-4 font-medium">{t('owned.historyValue')}</th>
                    <th scope="col" className="py-1 font-medium">{t('owned.historyRange')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.history.map((h) => (
                    <tr key={h.valuedAt.toISOString()} className="border-b border-slate-100">
                      <td className="py-1 pr-4">{format.dateTime(h.valuedAt, 'short')}</td>
                      <td className="py-1 pr-4">{euro(h.value)}</td>
                      <td className="py-1">{euro(h.low)} – {euro(h.high)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {p.history.length > 1 && <p className="text-sm text-muted">{t('owned.change', { change: euro(latest.value - first.value), since: format.dateTime(first.valuedAt, 'short') })}</p>}
              <form method="post" action="/api/account/properties" className="flex flex-wrap items-end gap-3" data-testid="owned-loan">
                {hidden('loan')}
                <TextField id={`owned-${p.row.id}-loan`} name="loan" label={t('owned.loanLabel')} hint={t('owned.loanHint')} inputMode="numeric" data-money={locale} defaultValue={p.row.outstandingLoan === null ? '' : formatMoneyTyping(String(p.row.outstandingLoan), locale)} fieldClassName="flex min-w-[12rem] flex-1 flex-col gap-1" />
                <button type="submit" className={SECONDARY_BUTTON_CLASS} aria-describedby={titleId}>{t('owned.loanSave')}</button>
              </form>
              {position && (
                <div className="rounded-lg bg-brand-50 p-3 text-sm" data-testid="owned-equity">
                  <p className="font-semibold text-ink">{t('owned.equity', { equity: euro(position.equity), ltv: format.number(position.ltv, { style: 'percent', maximumFractionDigits: 0 }) })}</p>
                  <p className="mt-1 text-ink">{t(`owned.band.${position.band}`, { surcharge: format.number(position.surcharge * 100, { maximumFractionDigits: 2 }) })}</p>
                  {!position.surchargeVerified && <p className="mt-1 text-muted">{t('owned.surchargeUnverified')}</p>}
                  <a href={localizedPath('lp-2-refinance', locale)} className="mt-2 inline-block font-semibold text-brand-700 underline">{t('next.refinance')}</a>
                </div>
              )}
              <div className="flex flex-wrap gap-3">
                <a href={`${action}?${p.row.inputs}`} className="font-semibold text-brand-700 underline" aria-describedby={titleId}>{t('owned.details')}</a>
                <form method="post" action="/api/account/properties">
                  {hidden('delete')}
                  <button type="submit" className="font-semibold text-brand-700 underline" aria-describedby={titleId} data-testid="owned-delete">{t('owned.delete')}</button>
                </form>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
