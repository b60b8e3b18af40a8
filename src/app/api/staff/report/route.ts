import { getDb } from '@/db';
import { fullReport, leadReportCsv, parseReportFilter } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';
import { isLocale } from '@/i18n/routes';
import { errorResponse } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';

/**
 * GET /api/staff/report?from&to&group&locale: the report page's table as CSV (issue 28). Admins only (401 without a
 * session, 403 for an advisor); the locale picks the separator (de ';', en ','); never cached.
 */
export async function GET(request: Request) {
  const staff = await getStaffUser();
  if (!staff) return errorResponse('UNAUTHENTICATED');
  if (staff.role !== 'admin') return errorResponse('FORBIDDEN');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const locale = isLocale(query.locale) ? query.locale : 'de';
  const now = new Date();
  const filter = parseReportFilter(query, now);
  const csv = leadReportCsv(await fullReport(await getDb(), filter), filter, locale);
  return new Response(csv, {
    headers: {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${locale === 'de' ? 'auswertung' : 'report'}-${todayInBerlin(now)}.csv"`,
    },
  });
}
