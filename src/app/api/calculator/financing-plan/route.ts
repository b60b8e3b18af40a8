/**
 * GET /api/calculator/financing-plan?<calculator parameters>&locale=de|en[&date=YYYY-MM-DD]
 * The financing plan as a PDF download (issue item 7). Read-only, so GET; 400 INVALID_INPUT with the
 * field codes for inputs the calculator would not accept. Logic: src/features/calculators/financing-plan.ts.
 * Node runtime (the default); dynamic, since it reads the request (no segment config, so it also works
 * with cacheComponents).
 */
import { buildFinancingPlan, invalidInputError, parsePlanRequest, planDate, planFileName, renderFinancingPlanPdf } from '@/features/calculators/routes';
import { marketFor } from '@/features/rates/routes';
import { errorResponse } from '@/lib/app-error';
import { guardedRender } from '@/features/security/server';
import { todayInBerlin } from '@/lib/dates';

const COMMON_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const today = todayInBerlin();
  const parsed = parsePlanRequest(params, today, await marketFor(planDate(params, today)));
  if (!parsed.ok) return errorResponse(invalidInputError(parsed.fields), COMMON_HEADERS);
  const rendered = await guardedRender(request, () => renderFinancingPlanPdf(buildFinancingPlan(parsed.request)), COMMON_HEADERS);
  if (!rendered.ok) return rendered.response;
  const pdf = rendered.bytes;
  return new Response(pdf, {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${planFileName(parsed.request.locale, 'pdf')}"`,
      'Content-Length': String(pdf.byteLength),
    },
  });
}
