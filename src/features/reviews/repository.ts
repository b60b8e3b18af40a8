import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviews } from './tables';
import { REVIEWS_MIN_COUNT } from './schemas';

export type ReviewRow = typeof reviews.$inferSelect;

/** The published reviews as the badge and widget show them: average, count, sources and the period they span. */
export interface ReviewSummary {
  count: number;
  /** The mean rating, unrounded. */
  average: number;
  /** Each source with its number of reviews, most first ('hauslotse' = written on this site). */
  sources: { name: string; count: number }[];
  /** The first and last day a published review was written (YYYY-MM-DD, Berlin). */
  from: string;
  to: string;
}

/**
 * The summary of the published reviews (of one advisor, or all), or null while fewer than `minCount` exist:
 * then no average is shown anywhere.
 */
export async function reviewSummary(db: Database, { advisorId, minCount = REVIEWS_MIN_COUNT }: { advisorId?: string; minCount?: number } = {}): Promise<ReviewSummary | null> {
  const where = and(eq(reviews.status, 'published'), advisorId ? eq(reviews.advisorId, advisorId) : undefined);
  const day = (column: typeof reviews.writtenAt) => sql<string>`to_char(${column} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;
  const [total] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<number>`avg(${reviews.rating})::float8`, from: sql<string>`min(${day(reviews.writtenAt)})`, to: sql<string>`max(${day(reviews.writtenAt)})` })
    .from(reviews)
    .where(where);
  if (!total || total.count < minCount) return null;
  const sources = await db
    .select({ name: reviews.source, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where)
    .groupBy(reviews.source)
    .orderBy(desc(sql`count(*)`), reviews.source);
  return { count: total.count, average: total.average, sources, from: total.from, to: total.to };
}

/** The latest published reviews (of one advisor, or all). */
export async function publishedReviews(db: Database, { advisorId, limit = 6 }: { advisorId?: string; limit?: number } = {}): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.status, 'published'), advisorId ? eq(reviews.advisorId, advisorId) : undefined))
    .orderBy(desc(reviews.writtenAt), desc(reviews.id))
    .limit(limit);
}

/** Reviews by status for staff's moderation page, newest first. */
export async function reviewsByStatus(db: Database, status: 'pending' | 'published' | 'rejected', limit = 100): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.status, status)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}
