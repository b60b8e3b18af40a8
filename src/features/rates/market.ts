/**
 * The rate market of a request (issue 11): the curve and spreads from the database for a date, with how
 * current they are. Read on every request, so a new curve or spread set counts on the next request of every
 * instance (ADR 019); pages that show rates are therefore rendered per request. Pages read it through
 * `todaysRatesForPage`, kept per page data version, which every write of a curve or spread set raises (ADR 034).
 */
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import type { RateMarket } from '@/engine/rates/market';
import { isIsoDate } from '@/engine/iso-date';
import { AppError } from '@/lib/app-error';
import { keptForDataVersion } from '@/lib/data-version-memo';
import { ratesFreshness, type RatesFreshness } from './freshness';
import { marketOn, newestCurveDate } from './market-repository';

/** The market on `date`; NO_RATE_DATA when the database has no curve before it or no spread set at all. */
export async function requireMarket(db: Database, date: string): Promise<RateMarket> {
  const market = await marketOn(db, date);
  if (!market) throw new AppError('NO_RATE_DATA', 'date', { date });
  return market;
}

export interface TodaysRates {
  date: string;
  market: RateMarket;
  freshness: RatesFreshness;
}

/** Today's market (today in Europe/Berlin, given) and how current its curve is. */
export async function ratesOn(db: Database, today: string): Promise<TodaysRates> {
  const market = await requireMarket(db, today);
  return { date: today, market, freshness: ratesFreshness(market.curve.date, today) };
}

/**
 * Today's market, or null when the database has no rate data (NO_RATE_DATA): pages then say so instead of
 * failing. Any other error is not the visitor's to see and propagates.
 */
export async function todaysRatesOrNull(db: Database, today: string): Promise<TodaysRates | null> {
  try {
    return await ratesOn(db, today);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NO_RATE_DATA') return null;
    throw e;
  }
}

/**
 * `todaysRatesOrNull` for a page rendered per request (issue 47): kept while the page data version stays the same
 * (src/lib/data-version-memo.ts). Not for jobs and use cases that write (they read their own writes directly).
 */
export function todaysRatesForPage(db: Database, today: string): Promise<TodaysRates | null> {
  return keptForDataVersion(db, `rates:today:${today}`, () => todaysRatesOrNull(db, today));
}

/** How current the newest stored curve is, or null without any (for /api/health). */
export async function newestFreshness(db: Database, today: string): Promise<RatesFreshness | null> {
  const newest = await newestCurveDate(db);
  return newest ? ratesFreshness(newest, today) : null;
}

/** The market on a date asked by a request, or null for a malformed date or one without data. */
export async function marketFor(date: string): Promise<RateMarket | null> {
  if (!isIsoDate(date)) return null;
  return marketOn(await getDb(), date);
}
