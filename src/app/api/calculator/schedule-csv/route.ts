/**
 * GET /api/calculator/schedule-csv?<calculator parameters>&locale=de|en[&date=YYYY-MM-DD]
 * The monthly repayment schedule as a CSV download (issue item 7): de with ';' and decimal commas (German
 * Excel), en with ',' and decimal points; UTF-8 with BOM. Read-only, so GET; 400 INVALID_INPUT with the
 * field codes for inputs the calculator would not accept. Logic: src/features/calculators/financing-plan.ts.
 * Node runtime (the default); dynamic, since it reads the request (no segment config, so it also works
 * with cacheComponents).
 */
import { buildScheduleCsv, invalidInputError, parsePlanRequest, planDate, planFileName } from '@/features/calculators/routes';
import { marketFor } from '@/features/rates/routes';
import { errorResponse } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';

const COMMON_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const today = todayInBerlin();
  const parsed = parsePlanRequest(params, today, await marketFor(planDate(params, today)));
  if (!parsed.ok) return errorResponse(invalidInputError(parsed.fields), COMMON_HEADERS);
  const csv = buildScheduleCsv(parsed.request);
  return new Response(csv, {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${planFileName(parsed.request.locale, 'csv')}"`,
    },
  });
}
