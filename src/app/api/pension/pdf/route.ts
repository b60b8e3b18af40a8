/**
 * GET /api/pension/pdf?<the retirement planner's URL parameters>&locale=de|en[&date=YYYY-MM-DD]
 * The planner's result as a PDF download (issue 13). Read-only, so GET; 400 INVALID_INPUT with the code of
 * every bad field and its message in the visitor's language for inputs the planner would not accept.
 * Logic: src/features/pension/pension-pdf.tsx. Node runtime (the default); dynamic, since it reads the request.
 */
import { buildPensionPdf, parsePensionPdfRequest, pensionPdfDate, pensionPdfError, pensionPdfFileName, renderPensionPdf } from '@/features/pension/routes';
import { marketFor } from '@/features/rates/routes';
import { errorResponse } from '@/lib/app-error';
import { guardedRender } from '@/features/security/server';
import { todayInBerlin } from '@/lib/dates';

const COMMON_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const today = todayInBerlin();
  const parsed = parsePensionPdfRequest(params, today, await marketFor(pensionPdfDate(params, today)));
  if (!parsed.ok) return errorResponse(pensionPdfError(parsed.fields, parsed.messages), COMMON_HEADERS);
  const rendered = await guardedRender(request, () => renderPensionPdf(buildPensionPdf(parsed.request)), COMMON_HEADERS);
  if (!rendered.ok) return rendered.response;
  const pdf = rendered.bytes;
  return new Response(pdf, {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pensionPdfFileName(parsed.request.locale)}"`,
      'Content-Length': String(pdf.byteLength),
    },
  });
}
