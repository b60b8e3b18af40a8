import type { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { LeadPropertyContext as Context } from '../property-context';

export type PropertyContextT = Awaited<ReturnType<typeof getTranslations<'staff.leads.property'>>>;

export interface LeadPropertyContextProps {
  locale: Locale;
  value: Context;
  t: PropertyContextT;
  /** Whole euros in the staff member's locale. */
  euro: (amount: number) => string;
  /** A day (Berlin) in the staff member's locale. */
  day: (at: Date) => string;
}

const FREQUENCIES = ['daily', 'immediate', 'off'] as const;

/**
 * The lead page's "Property context" (issue 48, part 8): the buyer's saved searches with their filters in words,
 * e-mail setting, date, alerts sent and the public search they stand for; the saved listings with place, price and
 * their public page (withdrawn ones marked); the enquiries about listings (reference, date, message, phone); the valued own properties with value, range, date and methods. Each
 * block says so when it is empty. Rendered on the server; links only, no actions.
 */
export function LeadPropertyContext({ locale, value, t, euro, day }: LeadPropertyContextProps) {
  const { radars, favourites, enquiries, valuations } = value;
  return (
    <section aria-labelledby="lead-property" className="mt-8 max-w-3xl" data-testid="lead-property">
      <h2 id="lead-property" className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-1 text-muted">{t('intro')}</p>

      <h3 id="lead-property-radars" className="mt-4 text-lg font-semibold">{t('radars.title')}</h3>
      {radars.length === 0 ? (
        <p className="mt-2 rounded-lg border border-slate-200 p-3" data-testid="lead-radars-none">{t('radars.none')}</p>
      ) : (
        <ul aria-labelledby="lead-property-radars" className="mt-2 space-y-3" data-testid="lead-radars">
          {radars.map((r) => {
            const frequency = FREQUENCIES.find((f) => f === r.frequency);
            return (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3" data-testid="lead-radar">
                <p className="font-medium">{r.name || r.described}</p>
                {r.name && <p className="text-sm">{r.described}</p>}
                <p className="mt-1 text-sm text-muted">
                  {r.pausedAt ? t('radars.paused') : frequency ? t(`radars.frequency.${frequency}`) : r.frequency}
                  {' · '}
                  {t('radars.saved', { date: day(r.createdAt) })}
                  {' · '}
                  {r.alertsSent === 0 ? t('radars.noAlerts') : t('radars.alerts', { count: r.alertsSent })}
                  {r.lastAlertAt && ` ${t('radars.lastAlert', { date: day(r.lastAlertAt) })}`}
                </p>
                <a className="mt-1 inline-block text-sm underline" href={r.searchPath} data-testid="lead-radar-search">{t('radars.open')}</a>
              </li>
            );
          })}
        </ul>
      )}

      <h3 id="lead-property-favourites" className="mt-6 text-lg font-semibold">{t('favourites.title')}</h3>
      {favourites.length === 0 ? (
        <p className="mt-2 rounded-lg border border-slate-200 p-3" data-testid="lead-favourites-none">{t('favourites.none')}</p>
      ) : (
        <ul aria-labelledby="lead-property-favourites" className="mt-2 space-y-3" data-testid="lead-favourites">
          {favourites.map((f) => (
            <li key={f.slug} className="rounded-lg border border-slate-200 p-3" data-testid="lead-favourite" data-slug={f.slug}>
              <p>
                <a className="font-medium underline" href={localizedPath('properties-listing', locale, { listing: f.slug })} lang={f.language !== locale ? f.language : undefined}>{f.title}</a>
                {f.isDemo && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('favourites.demo')}</span>}
              </p>
              <p className="text-sm tabular-nums">
                {t(`types.${f.type === 'house' ? 'house' : 'apartment'}`)} · {f.postalCode} {f.place} · {euro(f.price)}
              </p>
              {f.withdrawnAt && <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="lead-favourite-withdrawn">{t('favourites.withdrawn', { date: day(f.withdrawnAt) })}</p>}
              <p className="mt-1 text-sm text-muted">{t('favourites.saved', { date: day(f.savedAt) })}</p>
              {f.note && <p className="mt-1 whitespace-pre-line text-sm">{t('favourites.note', { note: f.note })}</p>}
            </li>
          ))}
        </ul>
      )}

      <h3 id="lead-property-enquiries" className="mt-6 text-lg font-semibold">{t('enquiries.title')}</h3>
      {enquiries.length === 0 ? (
        <p className="mt-2 rounded-lg border border-slate-200 p-3" data-testid="lead-enquiries-none">{t('enquiries.none')}</p>
      ) : (
        <ul aria-labelledby="lead-property-enquiries" className="mt-2 space-y-3" data-testid="lead-enquiries">
          {enquiries.map((e) => (
            <li key={`${e.listing}-${e.createdAt.toISOString()}`} className="rounded-lg border border-slate-200 p-3" data-testid="lead-enquiry">
              <p>
                <a className="font-medium underline" href={localizedPath('properties-listing', locale, { listing: e.listing })}>{t('enquiries.listing', { ref: e.listingRef })}</a>
                {e.isDemo && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('favourites.demo')}</span>}
              </p>
              <p className="mt-1 text-sm text-muted">
                {t('enquiries.sent', { date: day(e.createdAt) })}
                {e.phone && ` · ${t('enquiries.phone', { phone: e.phone })}`}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm">{e.message}</p>
            </li>
          ))}
        </ul>
      )}

      <h3 id="lead-property-valuations" className="mt-6 text-lg font-semibold">{t('valuations.title')}</h3>
      {valuations.length === 0 ? (
        <p className="mt-2 rounded-lg border border-slate-200 p-3" data-testid="lead-valuations-none">{t('valuations.none')}</p>
      ) : (
        <ul aria-labelledby="lead-property-valuations" className="mt-2 space-y-3" data-testid="lead-valuations">
          {valuations.map((v) => {
            const description = t('valuations.description', { type: t(`valuationTypes.${v.type}`), area: v.livingArea === null ? '–' : String(v.livingArea), place: [v.postalCode, v.place].filter(Boolean).join(' ') });
            const differs = v.today && v.recorded && (v.today.value !== v.recorded.value || v.today.low !== v.recorded.low || v.today.high !== v.recorded.high);
            return (
              <li key={v.id} className="rounded-lg border border-slate-200 p-3" data-testid="lead-valuation">
                <p className="font-medium">{v.label || description}</p>
                {v.label && <p className="text-sm">{description}</p>}
                {v.netColdRent !== null && <p className="text-sm">{t('valuations.rented', { rent: euro(v.netColdRent) })}</p>}
                {v.recorded ? (
                  <p className="mt-1 tabular-nums" data-testid="lead-valuation-value">{t('valuations.value', { value: euro(v.recorded.value), low: euro(v.recorded.low), high: euro(v.recorded.high), date: day(v.recorded.valuedAt) })}</p>
                ) : (
                  v.today && <p className="mt-1 tabular-nums" data-testid="lead-valuation-value">{t('valuations.todayOnly', { value: euro(v.today.value), low: euro(v.today.low), high: euro(v.today.high) })}</p>
                )}
                {differs && v.today && <p className="text-sm tabular-nums" data-testid="lead-valuation-today">{t('valuations.today', { value: euro(v.today.value), low: euro(v.today.low), high: euro(v.today.high) })}</p>}
                {v.today ? (
                  <p className="text-sm" data-testid="lead-valuation-methods">{t('valuations.methods', { methods: v.today.methods.map((m) => t(`valuations.method.${m}`)).join(', ') })}</p>
                ) : (
                  <p className="text-sm text-amber-900">{t('valuations.noValueToday')}</p>
                )}
                <p className="mt-1 text-sm text-muted">
                  {t('valuations.saved', { date: day(v.savedAt) })}
                  {v.outstandingLoan !== null && ` · ${t('valuations.loan', { loan: euro(v.outstandingLoan) })}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
