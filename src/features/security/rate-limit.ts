import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimitEvents } from './tables';

export interface RateLimit {
  /** Allowed actions per window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The longest window any limit uses: older events are deleted. */
const RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Counts one action for `bucket` (e.g. `login-email:anna@example.de`) in a sliding window and says whether it
 * is allowed. The count lives in the database, so a limit holds across every app instance; a transaction-
 * scoped advisory lock per bucket makes concurrent calls count one after another (10 parallel calls with
 * limit 5 → exactly 5 allowed). A refused action is not counted.
 */
export async function hitRateLimit(db: Database, bucket: string, { limit, windowSeconds }: RateLimit, now: Date = new Date()): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
    const [row] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${rateLimitEvents.at})` })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, since)));
    if ((row?.n ?? 0) >= limit) {
      const oldest = row?.oldest ? new Date(row.oldest) : now;
      return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000)) };
    }
    await tx.insert(rateLimitEvents).values({ bucket, at: now });
    await tx.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.at, new Date(now.getTime() - RETENTION_SECONDS * 1000))));
    return { allowed: true as const };
  });
}

/** Removes every counted action of `bucket` (account deletion: the counters keyed by the address), in the caller's transaction. */
export async function forgetRateLimitBucket(tx: Database, bucket: string): Promise<void> {
  await tx.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket));
}
