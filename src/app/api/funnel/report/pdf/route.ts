/**
 * GET /api/funnel/report/pdf?<the OM answers as on the report page>&locale=de|en
 * The mortgage recommendation as a PDF download (issue 14). Read-only, so GET; 400 INVALID_INPUT with the reason
 * when the answers are incomplete or invalid (INCOMPLETE, UNKNOWN_PLACE, NOT_CALCULABLE) or the locale unknown
 * (UNSUPPORTED_LOCALE); 503 NO_RATE_DATA without rate data. Logic: src/features/funnel/report.ts, report-pdf.tsx.
 */
import { REGIONS } from '@/engine/geo/regions';
import { omReport, buildReportPdf, renderReportPdf, reportPdfFileName } from '@/features/funnel/routes';
import { todaysRatesOrNull } from '@/features/rates/routes';
import { getDb } from '@/db';
import { isLocale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { guardedRender } from '@/features/security/server';
import { todayInBerlin } from '@/lib/dates';

const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'de';
  if (!isLocale(locale)) return errorResponse(new AppError('INVALID_INPUT', 'locale', { reason: 'UNSUPPORTED_LOCALE' }), HEADERS);
  const rates = await todaysRatesOrNull(await getDb(), todayInBerlin());
  if (!rates) return errorResponse('NO_RATE_DATA', HEADERS);
  const result = omReport(params, rates.date, rates.market);
  if (!result.ok) return errorResponse(new AppError('INVALID_INPUT', null, { reason: result.code }), HEADERS);
  const place = result.place.city ? result.place.city.name[locale] : (REGIONS.find((r) => r.code === result.place.state)?.name[locale] ?? result.place.state);
  const rendered = await guardedRender(request, () => renderReportPdf(buildReportPdf(locale, rates.date, result.answers, place, result.report)), HEADERS);
  if (!rendered.ok) return rendered.response;
  const pdf = rendered.bytes;
  return new Response(pdf, {
    status: 200,
    headers: { ...HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${reportPdfFileName(locale)}"`, 'Content-Length': String(pdf.byteLength) },
  });
}
