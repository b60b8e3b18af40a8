import { getDb } from '@/db';
import { env } from '@/env';
import { seeOther } from '@/features/auth/routes';
import { BOOKING } from '@/config/booking';
import { activeAdvisors, addAbsence, issueCalendarToken, markNoShow, setWeekdayHours, staffCancelAppointment, staffMoveAppointment } from '@/features/booking/server';
import { CALENDAR_FEED_COOKIE, SHOWN_SECRET_SECONDS } from '@/features/backoffice/server';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';
import { jobQueue } from '@/server/jobs';

/**
 * The staff calendar's forms (issue 28): `action` = cancel | noShow (appointment) | move (appointment, date, time) | hours (weekday, ranges) |
 * absence (from, to, reason) | feed. Staff only (401); an advisor acts on their own calendar only (403), an admin
 * on any. The answer goes back to the calendar page with ?done= or ?error=; every change is audited.
 */
export async function POST(request: Request) {
  const read = await readStaffForm(request, 'staff');
  if ('response' in read) return read.response;
  const { locale, staff, actor, text } = read;
  const db = await getDb();
  const [advisor] = await activeAdvisors(db, text('advisor') || '-');
  if (!advisor) return errorResponse('NOT_FOUND');
  if (staff.role !== 'admin' && staff.advisorId !== advisor.id) return errorResponse('FORBIDDEN');
  const now = new Date();
  const week = /^\d{4}-\d{2}-\d{2}$/.test(text('week')) ? text('week') : '';
  const back = (outcome: string) => seeOther(`${localizedPath('staff-calendar', locale)}?${new URLSearchParams({ ...(staff.role === 'admin' ? { advisor: advisor.enumValue } : {}), ...(week ? { week } : {}) }).toString()}&${outcome}`);
  switch (text('action')) {
    case 'cancel': {
      const result = await staffCancelAppointment(db, await jobQueue(), text('appointment'), staff, actor, now);
      return result.ok ? back('done=cancel') : result.code === 'FORBIDDEN' ? errorResponse('FORBIDDEN') : back(`error=${result.code}`);
    }
    case 'move': {
      const services = { db, boss: await jobQueue(), now, baseUrl: env.PUBLIC_BASE_URL };
      const result = await staffMoveAppointment(services, text('appointment'), staff, actor, { date: text('date'), time: text('time') });
      return result.ok ? back('done=move') : result.code === 'FORBIDDEN' ? errorResponse('FORBIDDEN') : back(`error=${result.code}`);
    }
    case 'noShow': {
      const bookingUrl = (l: 'de' | 'en') => `${env.PUBLIC_BASE_URL}${localizedPath('appointment', l)}?utm_source=hauslotse&utm_medium=email&utm_campaign=no_show_followup`;
      const result = await markNoShow(db, await jobQueue(), text('appointment'), staff, actor, now, bookingUrl);
      return result.ok ? back('done=noShow') : result.code === 'FORBIDDEN' ? errorResponse('FORBIDDEN') : back(`error=${result.code}`);
    }
    case 'hours': {
      const ranges = text('ranges').split(/[,;\s]+/).filter(Boolean);
      const weekday = Number(text('weekday'));
      const result = await setWeekdayHours(db, advisor.enumValue, weekday, ranges, BOOKING.weeklyHours, { actor, now });
      return back(result.ok ? 'done=hours' : `error=${result.code}`);
    }
    case 'absence': {
      const result = await addAbsence(db, advisor.enumValue, text('from'), text('to'), text('reason'), { actor, now });
      return back(result.ok ? 'done=absence' : `error=${result.code}`);
    }
    case 'feed': {
      const issued = await issueCalendarToken(db, advisor.enumValue, now, actor);
      if (!issued) return back('error=UNKNOWN_ADVISOR');
      const response = back('feed=1');
      response.cookies.set(CALENDAR_FEED_COOKIE, issued.token, { httpOnly: true, secure: env.PUBLIC_BASE_URL.startsWith('https://'), sameSite: 'strict', path: localizedPath('staff-calendar', locale), maxAge: SHOWN_SECRET_SECONDS });
      return response;
    }
    default:
      return back('error=NOT_FOUND');
  }
}
