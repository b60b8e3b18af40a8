import { ChoiceButton } from '@/components/forms';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BOOKING } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import type { Database } from '@/db/client';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { AppError } from '@/lib/app-error';
import { calendarPage, checkZone, pageOfDate } from '../booking';
import { confirmQuery, trackingOf, type BookingQuery } from '../query';
import { ZoneHint } from './ZoneHint';

/** Days per calendar page: one week, so that a page always has the five working days. */
export const CALENDAR_PER = 7;
const maxPage = Math.ceil((BOOKING.horizonDays + 1) / CALENDAR_PER);

/** The visitor's zone of a booking query: a valid IANA name, else the office's. */
export function zoneOf(query: BookingQuery): string {
  try {
    return checkZone(query.tz ?? null);
  } catch (e) {
    if (e instanceof AppError) return BOOKING.zone;
    throw e;
  }
}

/**
 * The slot calendar of one contact type (issue 10): a page of days from the first bookable day with their
 * free and taken times, public holidays named, earlier/later pages; `date` and `time` in the query preselect a
 * slot (and open the page that holds it). A plain GET form to the confirm page: no JavaScript needed.
 */
export async function SlotPicker({ db, locale, contactType, query, page: asked, now, path }: { db: Database; locale: Locale; contactType: ContactType; query: BookingQuery; page: number | null; now: Date; path: string }) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const format = await getFormatter({ locale });
  const zone = zoneOf(query);
  const page = asked !== null && asked >= 1 && asked <= maxPage ? asked : pageOfDate(query.date, CALENDAR_PER, now);
  const advisor = query.advisor && /^[a-z0-9_]{1,60}$/i.test(query.advisor) ? query.advisor.toLowerCase() : null;
  let days;
  try {
    days = await calendarPage(db, { contactType, page, per: CALENDAR_PER, advisor, userTimeZone: zone, locale, now });
  } catch (e) {
    // An advisor who is gone: everyone's times instead.
    if (!(e instanceof AppError) || e.code !== 'NOT_FOUND') throw e;
    days = await calendarPage(db, { contactType, page, per: CALENDAR_PER, advisor: null, userTimeZone: zone, locale, now });
  }
  const carried = trackingOf({ ...query, advisor, tz: zone === BOOKING.zone ? null : zone });
  const linkTo = (p: number, values: BookingQuery) => {
    const q = confirmQuery(values);
    if (p > 1) q.set('page', String(p));
    const text = q.toString();
    return text ? `${path}?${text}` : path;
  };
  const pageLink = (p: number) => linkTo(p, carried);
  const selectedHour = query.time !== undefined && query.time !== null ? Number(query.time) : Number.NaN;
  const dayLabel = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const first = days[0];
  const last = days.at(-1);
  const free = days.reduce((n, d) => n + d.slots.filter((s) => !s.occupied).length, 0);
  const hidden = Object.entries(carried).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');

  return (
    <section aria-labelledby="slot-heading" className="max-w-4xl rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="slot-picker">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="slot-heading" className="text-2xl font-semibold text-ink">{t('calendar.heading')}</h2>
        {first && last && <p className="text-muted" data-testid="slot-range">{t('calendar.range', { from: dayLabel(first.date), to: dayLabel(last.date) })}</p>}
      </div>
      <p className="mt-2 text-sm text-muted">
        {zone === BOOKING.zone ? t('zone.berlin') : t('zone.shown', { zone })}{' '}
        {zone === BOOKING.zone ? <ZoneHint current={zone} label={t.raw('zone.useDevice') as string} /> : <a className="font-semibold text-brand-700 underline" href={linkTo(page, { ...carried, tz: null })}>{t('zone.useBerlin')}</a>}
      </p>
      <form method="get" action={localizedPath('appointment-confirm', locale, { contactType })} className="mt-4">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {free === 0 && <p className="my-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">{t('calendar.noSlots')}</p>}
        <div className="grid gap-4 md:grid-cols-2">
          {days.map((d) => (
            <fieldset key={d.date} className="rounded-xl border border-slate-200 p-3" data-testid="calendar-day" data-date={d.date}>
              <legend className="px-1 font-semibold">{dayLabel(d.date)}</legend>
              {d.holiday ? (
                <p className="text-sm text-muted" data-testid="holiday">{t('calendar.holiday', { name: d.holiday })}</p>
              ) : d.slots.length === 0 ? (
                <p className="text-sm text-muted">{t('calendar.closed')}</p>
              ) : d.slots.every((s) => s.occupied) ? (
                <p className="text-sm text-muted">{t('calendar.full')}</p>
              ) : (
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {d.slots.map((s) => {
                    const value = `${s.value.date}|${s.value.hour}`;
                    const id = `slot-${s.value.date}-${String(s.value.hour).replace('.', '-')}`;
                    return (
                      <li key={value}>
                        <ChoiceButton
                          id={id}
                          name="slot"
                          value={value}
                          required
                          disabled={s.occupied}
                          defaultChecked={!s.occupied && s.value.date === query.date && s.value.hour === selectedHour}
                          label={s.label}
                          note={s.occupied ? t('calendar.taken') : undefined}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </fieldset>
          ))}
        </div>
        <div className="sticky bottom-0 -mx-4 mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
          <nav aria-label={t('calendar.pages')} className="flex gap-4">
            {page > 1 && <a href={pageLink(page - 1)} className="font-semibold text-brand-700 underline" data-testid="calendar-earlier">{t('calendar.earlier')}</a>}
            {page < maxPage && <a href={pageLink(page + 1)} className="font-semibold text-brand-700 underline" data-testid="calendar-later">{t('calendar.later')}</a>}
          </nav>
          <button type="submit" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">{t('calendar.continue')}</button>
        </div>
      </form>
    </section>
  );
}
