import { DateTime } from 'luxon';
import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { activeAdvisors, advisorWeek, mondayOf, weeklyHoursOf, type AdvisorRow } from '@/features/booking/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

type Query = Record<string, string | undefined>;
const DONE = ['cancel', 'move', 'noShow', 'hours', 'absence'] as const;
const ERRORS = ['NOT_FOUND', 'FORBIDDEN', 'ALREADY_CANCELLED', 'NOT_STARTED', 'ALREADY_NO_SHOW', 'INVALID_WEEKDAY', 'INVALID_RANGE', 'OVERLAPPING_RANGES', 'INVALID_DATE', 'END_BEFORE_START', 'UNKNOWN_ADVISOR', 'INVALID_TIME', 'SLOT_NOT_OFFERED', 'SLOT_TAKEN'] as const;
const CONTACT_TYPES = ['phone', 'video', 'short-video', 'office'] as const;

/**
 * An advisor's week in the back office (issue 28): the appointments per day with cancel, move and "did not come", the
 * working hours and absences (edited here; the public booking calendar follows at once), and a new calendar
 * subscription link. Admins pick any advisor; an advisor sees their own. Plain forms, no client script.
 */
export async function StaffCalendarPage({ locale, viewer, query, feedUrl, now }: { locale: Locale; viewer: { role: string; advisorId: string | null }; query: Query; feedUrl: string | null; now: Date }) {
  const [t, tl] = await Promise.all([getTranslations({ locale, namespace: 'staff.calendar' }), getTranslations({ locale, namespace: 'staff.leads' })]);
  const db = await getDb();
  const all = await activeAdvisors(db);
  const chosen: AdvisorRow | undefined = viewer.role === 'admin' ? (all.find((a) => a.enumValue === query.advisor?.toUpperCase()) ?? all.find((a) => a.id === viewer.advisorId) ?? all[0]) : all.find((a) => a.id === viewer.advisorId);
  const page = localizedPath('staff-calendar', locale);
  const done = DONE.find((d) => d === query.done);
  const error = ERRORS.find((e) => e === query.error);
  const notices = (
    <>
      {done && <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="calendar-done">{t(`done.${done}`)}</p>}
      {error && <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="calendar-error">{t(`errors.${error}`)}</p>}
    </>
  );
  if (!chosen) return <>{notices}<p className="max-w-2xl">{t('noAdvisorProfile')}</p></>;
  const monday = mondayOf(query.week, chosen.zone, now);
  const [days, week] = await Promise.all([advisorWeek(db, chosen, monday), weeklyHoursOf(db, chosen.id)]);
  const shift = (weeks: number) => DateTime.fromISO(monday).plus({ weeks }).toISODate()!;
  const keep = (week: string) => `${page}?${new URLSearchParams({ ...(viewer.role === 'admin' ? { advisor: chosen.enumValue } : {}), week }).toString()}`;
  const time = (d: Date) => DateTime.fromJSDate(d, { zone: chosen.zone }).toFormat('HH:mm');
  const dayLabel = (date: string) => DateTime.fromISO(date).setLocale(locale === 'de' ? 'de-DE' : 'en-GB').toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="advisor" value={chosen.enumValue} />
      <input type="hidden" name="week" value={monday} />
    </>
  );
  return (
    <>
      <nav aria-label={t('advisor')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{tl('nav.team')}</a>
        <a className="underline" href={localizedPath('staff-leads', locale)}>{tl('nav.leads')}</a>
      </nav>
      {notices}
      {viewer.role === 'admin' && (
        <form method="get" className="mb-4 flex max-w-xl flex-wrap items-end gap-3">
          <SelectField id="calendar-advisor" name="advisor" label={t('advisor')} defaultValue={chosen.enumValue}>
            {all.map((a) => <option key={a.id} value={a.enumValue}>{a.isDemo ? tl('demoAdvisor', { name: `${a.givenName} ${a.surname}` }) : `${a.givenName} ${a.surname}`}</option>)}
          </SelectField>
          <input type="hidden" name="week" value={monday} />
          <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('show')}</button>
        </form>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <h2 className="text-xl font-semibold" data-testid="calendar-week">{t('weekOf', { date: dayLabel(monday) })} · {chosen.givenName} {chosen.surname}</h2>
        <a className="underline" href={keep(shift(-1))}>{t('prev')}</a>
        <a className="underline" href={keep(mondayOf(null, chosen.zone, now))}>{t('thisWeek')}</a>
        <a className="underline" href={keep(shift(1))}>{t('next')}</a>
      </div>
      <ol className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-4" data-testid="calendar-days">
        {days.map((day) => (
          <li key={day.date} className="rounded-xl border border-slate-200 p-3" data-date={day.date}>
            <h3 className="font-semibold">{dayLabel(day.date)}</h3>
            <p className="text-sm text-muted">{day.hours.length ? t('hours', { hours: day.hours.map(([a, b]) => `${a}–${b}`).join(', ') }) : t('dayOff')}</p>
            {day.absences.map((a) => (
              <p key={a.startsAt.toISOString()} className="text-sm text-amber-800">{t('absent', { from: time(a.startsAt), to: time(a.endsAt), reason: a.reason ? ` (${a.reason})` : '' })}</p>
            ))}
            {day.appointments.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t('none')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {day.appointments.map((a) => (
                  <li key={a.id} className="rounded-lg bg-slate-50 p-2 text-sm" data-testid="calendar-appointment" data-appointment={a.id}>
                    <p className={a.cancelledAt ? 'line-through' : ''}>
                      {t('appointment', { time: time(a.startsAt), contactType: ((c) => (c ? tl(`timeline.contactTypes.${c}`) : a.contactType))(CONTACT_TYPES.find((c) => c === a.contactType)), lead: a.leadName })}
                    </p>
                    {a.cancelledAt && <p className="font-medium">{t('cancelled')}</p>}
                    {a.noShowAt && <p className="font-medium">{t('noShow')}</p>}
                    <p><a className="underline" href={localizedPath('staff-lead', locale, { lead: a.leadId })}>{a.leadName}</a></p>
                    {!a.cancelledAt && !a.noShowAt && (
                      <div className="mt-1 flex flex-wrap gap-2">
                        {a.startsAt <= now ? (
                          <form method="post" action="/api/staff/calendar">
                            {hidden}
                            <input type="hidden" name="action" value="noShow" />
                            <input type="hidden" name="appointment" value={a.id} />
                            <button type="submit" className="underline">{t('markNoShow')}</button>
                          </form>
                        ) : (
                          <>
                            <form method="post" action="/api/staff/calendar">
                              {hidden}
                              <input type="hidden" name="action" value="cancel" />
                              <input type="hidden" name="appointment" value={a.id} />
                              <button type="submit" className="underline">{t('cancel')}</button>
                            </form>
                            <details className="w-full" data-testid="calendar-move">
                              <summary className="cursor-pointer underline">{t('move.open')}</summary>
                              <form method="post" action="/api/staff/calendar" className="mt-2 flex flex-col gap-2">
                                {hidden}
                                <input type="hidden" name="action" value="move" />
                                <input type="hidden" name="appointment" value={a.id} />
                                <TextField id={`move-date-${a.id}`} name="date" type="date" label={t('move.date')} required defaultValue={day.date} />
                                <TextField id={`move-time-${a.id}`} name="time" type="time" label={t('move.time', { zone: chosen.zone })} required step={1800} defaultValue={time(a.startsAt)} />
                                <button type="submit" className={`${SECONDARY_BUTTON_CLASS} self-start`}>{t('move.submit')}</button>
                              </form>
                            </details>
                          </>
                        )}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>

      <div className="mt-8 grid max-w-5xl gap-6 lg:grid-cols-3">
        <section aria-labelledby="calendar-hours" className="rounded-xl border border-slate-200 p-4">
          <h2 id="calendar-hours" className="text-lg font-semibold">{t('hoursForm.title')}</h2>
          <ul className="mt-2 text-sm">
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <li key={d}>{t(`weekdays.${d as 1}`)}: {week[d]?.length ? week[d]!.map(([a, b]) => `${a}–${b}`).join(', ') : '—'}</li>
            ))}
          </ul>
          <form method="post" action="/api/staff/calendar" className="mt-3 flex flex-col gap-3" data-testid="calendar-hours-form">
            {hidden}
            <input type="hidden" name="action" value="hours" />
            <SelectField id="calendar-weekday" name="weekday" label={t('hoursForm.weekday')} defaultValue="1">
              {[1, 2, 3, 4, 5, 6, 7].map((d) => <option key={d} value={d}>{t(`weekdays.${d as 1}`)}</option>)}
            </SelectField>
            <TextField id="calendar-ranges" name="ranges" label={t('hoursForm.ranges')} maxLength={200} autoComplete="off" />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('hoursForm.submit')}</button>
          </form>
        </section>
        <section aria-labelledby="calendar-absence" className="rounded-xl border border-slate-200 p-4">
          <h2 id="calendar-absence" className="text-lg font-semibold">{t('absenceForm.title')}</h2>
          <form method="post" action="/api/staff/calendar" className="mt-3 flex flex-col gap-3" data-testid="calendar-absence-form">
            {hidden}
            <input type="hidden" name="action" value="absence" />
            <TextField id="calendar-from" name="from" label={t('absenceForm.from')} placeholder="2026-12-24" required maxLength={16} autoComplete="off" />
            <TextField id="calendar-to" name="to" label={t('absenceForm.to')} placeholder="2026-12-31" required maxLength={16} autoComplete="off" />
            <TextField id="calendar-reason" name="reason" label={t('absenceForm.reason')} maxLength={200} />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('absenceForm.submit')}</button>
          </form>
        </section>
        <section aria-labelledby="calendar-feed" className="rounded-xl border border-slate-200 p-4">
          <h2 id="calendar-feed" className="text-lg font-semibold">{t('feed.title')}</h2>
          <p className="mt-2 text-sm">{t('feed.text')}</p>
          {feedUrl && (
            <p className="mt-2 text-sm" data-testid="calendar-feed-url">
              {t('feed.shown')} <code className="break-all">{feedUrl}</code>
            </p>
          )}
          <form method="post" action="/api/staff/calendar" className="mt-3">
            {hidden}
            <input type="hidden" name="action" value="feed" />
            <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('feed.submit')}</button>
          </form>
        </section>
      </div>
    </>
  );
}
