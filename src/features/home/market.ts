import type { Database } from '@/db/client';
import { ratesOn, type TodaysRates } from '@/features/rates/market';
import { AppError } from '@/lib/app-error';

/**
 * Today's market for the home page, or null when the database has no rate data (NO_RATE_DATA): the home page
 * then says so instead of failing. Any other error is not the visitor's to see and propagates.
 */
export async function todaysRatesOrNull(db: Database, today: string): Promise<TodaysRates | null> {
  try {
    return await ratesOn(db, today);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NO_RATE_DATA') return null;
    throw e;
  }
}
