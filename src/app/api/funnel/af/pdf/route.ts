/**
 * GET /api/funnel/af/pdf?<the AF answers as on the result page>&locale=de|en
 * The AF funnel's price range as a PDF download (issue 24). Read-only, so GET; 400 INVALID_INPUT with the reason
 * (INCOMPLETE, UNKNOWN_PLACE, UNSUPPORTED_LOCALE), the code of every bad answer and its message in the visitor's
 * language; 503 NO_RATE_DATA without rate data. Logic: src/features/funnel/af-result.ts, af-pdf.tsx.
 */
import { REGIONS } from '@/engine/geo/regions';
import { afAnswersOf, afRange, afPdfError, afPdfFileName, buildAfPdf, renderAfPdf } from '@/features/funnel/routes';
import { todaysRatesOrNull } from '@/features/rates/routes';
import { getDb } from '@/db';
import { isLocale } from '@/i18n/routes';
import { errorResponse } from '@/lib/app-error';
import { guardedRender } from '@/features/security/server';
import { todayInBerlin } from '@/lib/dates';

const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'de';
  if (!isLocale(locale)) return errorResponse(afPdfError(locale, 'UNSUPPORTED_LOCALE', { locale: 'UNSUPPORTED_LOCALE' }), HEADERS);
  const today = todayInBerlin();
  // The answers first: a bad request is the visitor's to fix, whatever the rate data.
  const read = afAnswersOf(params, today);
  if (!read.ok) return errorResponse(afPdfError(locale, read.code, read.fields, read.errors), HEADERS);
  const rates = await todaysRatesOrNull(await getDb(), today);
  if (!rates) return errorResponse('NO_RATE_DATA', HEADERS);
  const range = afRange(read.answers, read.place.taxRate, rates.market);
  const place = read.place.city ? read.place.city.name[locale] : (REGIONS.find((r) => r.code === read.place.state)?.name[locale] ?? read.place.state);
  const rendered = await guardedRender(request, () => renderAfPdf(buildAfPdf(locale, rates.date, rates.market.curve.date, read.answers, place, range)), HEADERS);
  if (!rendered.ok) return rendered.response;
  const pdf = rendered.bytes;
  return new Response(pdf, {
    status: 200,
    headers: { ...HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${afPdfFileName(locale)}"`, 'Content-Length': String(pdf.byteLength) },
  });
}
