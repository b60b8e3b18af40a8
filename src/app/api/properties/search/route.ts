/**
 * POST /api/properties/search — the property search as JSON (issue 25; spec section 7 "POST to a property
 * search endpoint"). Body: an object with the search form's fields (src/features/properties/search-form.ts
 * SEARCH_FIELDS; numbers or strings, features as booleans) and optionally `locale` ("de", the default, or "en"), e.g.
 * `{"place":"Leipzig","radius":10,"pmax":350000,"locale":"en"}`.
 * Answer: the page of listings with each one's monthly payment and purchase costs at the model rate of today. Each
 * listing's `headline` is its title generated from its data in `locale` ("3-room apartment in Leipzig" /
 * "3-Zimmer-Etagenwohnung in Leipzig", as the pages show it); `title` is the provider's own title in the feed's
 * `language`, whatever the locale. `image` is the title picture's 960-pixel JPEG (an SVG demo drawing: its original).
 * `total` counts at most 1,000 matches: `total_capped: true` says there are more than `total` (then `pages` is a lower
 * bound); `has_next_page` says whether the next page has listings, beyond the count's cap too (ADR 048).
 * Errors: 400 INVALID_INPUT with `params.fields` (one code per field; `locale: invalidChoice` for another locale),
 * 400 UNKNOWN_INPUT for a field that is neither the form's nor `locale`, 415/413 for another body, 429 after 60
 * searches a minute from one client.
 */
import { getDb } from '@/db';
import { apiListing, runPropertySearch, SEARCH_FIELDS } from '@/features/properties/server';
import { todaysRatesForPage } from '@/features/rates/server';
import { hitRateLimit } from '@/features/security/server';
import { isLocale, type Locale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { clientIp } from '@/lib/client-ip';
import { todayInBerlin } from '@/lib/dates';
import { readJsonBody } from '@/lib/json-body';

const LIMIT = { limit: 60, windowSeconds: 60 };

/** The body's search form fields (null for anything else) and its locale (null for a value that is not one). */
function asForm(body: unknown): { form: URLSearchParams; locale: Locale | null } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const form = new URLSearchParams();
  let locale: Locale | null = 'de';
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'locale') {
      locale = value === null || value === undefined ? 'de' : isLocale(value) ? value : null;
      continue;
    }
    if (!(SEARCH_FIELDS as readonly string[]).includes(key)) return null;
    if (value === null || value === undefined || value === false) continue;
    if (value === true) form.set(key, 'on');
    else if (typeof value === 'string' || typeof value === 'number') form.set(key, String(value));
    else return null;
  }
  return { form, locale };
}

export async function POST(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const limited = await hitRateLimit(db, `property-search:${clientIp(request)}`, LIMIT);
    if (!limited.allowed) throw new AppError('RATE_LIMITED', null, { retryAfterSeconds: limited.retryAfterSeconds });
    const read = asForm(await readJsonBody(request));
    if (!read) throw new AppError('UNKNOWN_INPUT', null, { fields: [...SEARCH_FIELDS, 'locale'] });
    const { form, locale } = read;
    if (!locale) throw new AppError('INVALID_INPUT', 'locale', { fields: { locale: 'invalidChoice' } });
    const today = todayInBerlin();
    const rates = await todaysRatesForPage(db, today);
    const outcome = await runPropertySearch(db, form, today, rates?.market ?? null);
    if (!outcome.ok) throw new AppError('INVALID_INPUT', Object.keys(outcome.errors)[0] ?? null, { fields: outcome.errors });
    return Response.json(
      {
        total: outcome.total,
        total_capped: outcome.totalCapped,
        page: outcome.search.page,
        pages: outcome.pages,
        has_next_page: outcome.hasNext,
        centre: outcome.centre ? { place: outcome.centre.place, lat: outcome.centre.lat, lon: outcome.centre.lon } : null,
        assumptions: { savings: outcome.search.savings, savings_given: outcome.search.savingsGiven, initial_repayment: 0.02, fixation_years: 10, rate_curve_date: rates?.market.curve.date ?? null },
        items: outcome.items.map((i) => apiListing(i, locale)),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
}

export function GET(): Response {
  return errorResponse('METHOD_NOT_ALLOWED', { allow: 'POST' });
}
