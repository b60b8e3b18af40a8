import { getDb } from '@/db';
import { env } from '@/env';
import { recordAudit } from '@/features/audit/server';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { BOOKING } from '@/config/booking';
import { activeAdvisors, addAbsence, issueCalendarToken, markNoShow, setWeekdayHours, staffCancelAppointment } from '@/features/booking/server';
import { CALENDAR_FEED_COOKIE, SHOWN_SECRET_SECONDS } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';
import { jobQueue } from '@/server/jobs';

/**
 * The staff calendar's forms (issue 28): `action` = cancel | noShow (appointment) | hours (weekday, ranges) |
 * absence (from, to, reason) | feed. Staff only (401); an advisor acts on their own calendar only (403), an admin
 * on any. The answer goes back to the calendar page with ?done= or ?error=; every change is audited.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const staff = await getStaffUser();
  if (!staff) return errorResponse('UNAUTHENTICATED');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const db = await getDb();
  const [advisor] = await activeAdvisors(db, text('advisor') || '-');
  if (!advisor) return errorResponse('NOT_FOUND');
  if (staff.role !== 'admin' && staff.advisorId !== advisor.id) return errorResponse('FORBIDDEN');
  const actor = { kind: 'staff' as const, staffId: staff.id, label: staff.email };
  const now = new Date();
  const week = /^\d{4}-\d{2}-\d{2}$/.test(text('week')) ? text('week') : '';
  const back = (outcome: string) => seeOther(`${localizedPath('staff-calendar', locale)}?${new URLSearchParams({ ...(staff.role === 'admin' ? { advisor: advisor.enumValue } : {}), ...(week ? { week } : {}) }).toString()}&${outcome}`);
  switch (text('action')) {
    case 'cancel': {
      const result = await staffCancelAppointment(db, await jobQueue(), text('appointment'), staff, actor, now);
      return result.ok ? back('done=cancel') : result.code === 'FORBIDDEN' ? errorResponse('FORBIDDEN') : back(`error=${result.code}`);
    }
    case 'noShow': {
      const bookingUrl = (l: 'de' | 'en') => `${env.PUBLIC_BASE_URL}${localizedPath('appointment', l)}?utm_source=hauslotse&utm_medium=email&utm_campaign=no_show_followup`;
      const result = await markNoShow(db, await jobQueue(), text('appointment'), staff, actor, now, bookingUrl);
      return result.ok ? back('done=noShow') : result.code === 'FORBIDDEN' ? errorResponse('FORBIDDEN') : back(`error=${result.code}`);
    }
    case 'hours': {
      const ranges = text('ranges').split(/[,;\s]+/).filter(Boolean);
      const weekday = Number(text('weekday'));
      const result = await setWeekdayHours(db, advisor.enumValue, weekday, ranges, BOOKING.weeklyHours);
      if (!result.ok) return back(`error=${result.code}`);
      await recordAudit(db, { actor, action: 'advisor.hours_set', subject: { kind: 'advisor', id: advisor.enumValue }, after: { weekday, hours: result.value }, at: now });
      return back('done=hours');
    }
    case 'absence': {
      const reason = text('reason').slice(0, 200) || null;
      const result = await addAbsence(db, advisor.enumValue, text('from'), text('to'), reason);
      if (!result.ok) return back(`error=${result.code}`);
      await recordAudit(db, { actor, action: 'advisor.absence_added', subject: { kind: 'advisor', id: advisor.enumValue }, after: { from: result.value.startsAt.toISOString(), to: result.value.endsAt.toISOString(), reason }, at: now });
      return back('done=absence');
    }
    case 'feed': {
      const issued = await issueCalendarToken(db, advisor.enumValue, now);
      if (!issued) return back('error=UNKNOWN_ADVISOR');
      await recordAudit(db, { actor, action: 'advisor.calendar_link_made', subject: { kind: 'advisor', id: advisor.enumValue }, at: now });
      const response = back('feed=1');
      response.cookies.set(CALENDAR_FEED_COOKIE, issued.token, { httpOnly: true, secure: env.PUBLIC_BASE_URL.startsWith('https://'), sameSite: 'strict', path: localizedPath('staff-calendar', locale), maxAge: SHOWN_SECRET_SECONDS });
      return response;
    }
    default:
      return back('error=NOT_FOUND');
  }
}
