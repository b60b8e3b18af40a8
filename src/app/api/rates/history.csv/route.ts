/**
 * GET /api/rates/history.csv?locale=de|en
 * The rate history of every month and fixation as a CSV download (the history page's data in full). Read-only;
 * the locale only picks the separators (default de); any other value answers 400 INVALID_INPUT. Logic:
 * src/features/rates/history.ts.
 */
import { getDb } from '@/db';
import { rateHistory, rateHistoryCsv } from '@/features/rates/routes';
import { isLocale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';

export async function GET(request: Request): Promise<Response> {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'de';
  if (!isLocale(locale)) return errorResponse(new AppError('INVALID_INPUT', 'locale'));
  const history = await rateHistory(await getDb());
  return new Response(rateHistoryCsv(history, locale), {
    status: 200,
    headers: {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${locale === 'de' ? 'zinsentwicklung' : 'rate-history'}.csv"`,
    },
  });
}
