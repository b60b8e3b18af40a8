/**
 * The rate watch (issue 51 part 3, ADR 052): "tell me when the model rate for my case and fixation falls below X %".
 *
 * - A lead sets a watch on one of its loans (the case is the loan's residual debt at its fixation's end and the
 *   property's value) for a new fixation of 5, 10, 15 or 20 years; one watch per loan and fixation (setting it again
 *   changes the mark and re-arms it). Set, it records where today's rate stands (rate-watch-crossing.ts): a mark above
 *   today's rate tells nothing until the rate has been at or above it once.
 * - `checkRateWatches` runs after every curve import (the fetch job's hook in the composition root, the import
 *   command's request, rate-watch-request.ts), in every daily sweep and when a worker starts: per watch, in its own
 *   transaction with the row locked, it computes today's model rate for the case, moves the state and, on a crossing,
 *   writes the e-mail through the outbox (key `loan-watch:<id>:<curve date>`) in the same transaction. A second
 *   instance that checks at the same moment waits for the lock and then finds the state moved: nothing twice.
 * - The e-mail carries a single-purpose unsubscribe link (RFC 8058 one-click through List-Unsubscribe-Post, as the
 *   property radar's). Each e-mail mints its own token, whose hash is kept with the watch (loan_rate_watch_tokens),
 *   so the link of every e-mail sent keeps working, the oldest as the newest (session 30; ADR 052).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import type { RateMarket } from '@/engine/rates/market';
import { enqueueEmail } from '@/features/email/server';
import { findLeadById } from '@/features/leads/server';
import { todaysRatesOrNull } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { nextFixationRate, residualDebtAtEnd, WATCH_FIXATION_YEARS, type NextFixationRate } from './alerts-figures';
import { loanLinks } from './alerts-links';
import { rateWatchAlertEmail } from './email-templates';
import { isBelow, watchStep } from './rate-watch-crossing';
import { homeownerLoans, loanRateWatches, loanRateWatchTokens } from './tables';

export type RateWatchRow = typeof loanRateWatches.$inferSelect;
type LoanRow = typeof homeownerLoans.$inferSelect;

/** Watches a lead may keep in all. */
export const MAX_WATCHES_PER_LEAD = 10;

export interface WatchServices {
  db: Database;
  boss: PgBoss;
  now: Date;
  baseUrl: string;
}

/** The case a watch prices: the loan's residual debt at its end and the property's value (the watch's own when the loan has none). */
function watchCase(watch: Pick<RateWatchRow, 'loanAmount' | 'propertyValue'>, loan: LoanRow | null): { amount: number | null; propertyValue: number | null } {
  if (loan) return { amount: residualDebtAtEnd(loan), propertyValue: loan.propertyValue ?? watch.propertyValue };
  return { amount: watch.loanAmount, propertyValue: watch.propertyValue };
}

/** Today's model rate and payment for a watch's case, or null (no rate data, no property value, nothing left to finance). */
export function watchRate(watch: Pick<RateWatchRow, 'loanAmount' | 'propertyValue' | 'fixationYears'>, loan: LoanRow | null, market: RateMarket | null): (NextFixationRate & { amount: number }) | null {
  const c = watchCase(watch, loan);
  const rate = nextFixationRate(c.amount, c.propertyValue, watch.fixationYears, market);
  return rate && c.amount !== null ? { ...rate, amount: c.amount } : null;
}

export type SetWatchOutcome = { ok: true; watch: RateWatchRow; belowNow: boolean | null } | { ok: false; code: 'NOT_FOUND' | 'TOO_MANY_WATCHES' | 'NO_PROPERTY_VALUE' | 'INVALID_FIXATION' };

/**
 * Sets the lead's watch on its loan for a fixation at `threshold` (fraction); `propertyValue` is needed when the loan
 * has none. Returns where today's rate stands (`belowNow`: already below the mark, null without rate data).
 */
export async function setRateWatch(db: Database, leadId: string, input: { loanId: string; fixationYears: number; threshold: number; propertyValue: number | null }, now: Date): Promise<SetWatchOutcome> {
  if (!(WATCH_FIXATION_YEARS as readonly number[]).includes(input.fixationYears)) return { ok: false, code: 'INVALID_FIXATION' };
  return db.transaction(async (tx) => {
    const [loan] = await tx.select().from(homeownerLoans).where(and(eq(homeownerLoans.id, input.loanId), eq(homeownerLoans.leadId, leadId))).for('update');
    if (!loan) return { ok: false as const, code: 'NOT_FOUND' as const };
    const propertyValue = loan.propertyValue === null ? input.propertyValue : null;
    if (loan.propertyValue === null && propertyValue === null) return { ok: false as const, code: 'NO_PROPERTY_VALUE' as const };
    const market = (await todaysRatesOrNull(tx, todayInBerlin(now)))?.market ?? null;
    const today = watchRate({ loanAmount: null, propertyValue, fixationYears: input.fixationYears }, loan, market);
    const below = today ? isBelow(today.rate, input.threshold) : null;
    const state = { thresholdRate: input.threshold, propertyValue, below, lastCheckedCurveDate: today?.curveDate ?? null, unsubscribedAt: null };
    const [existing] = await tx.select().from(loanRateWatches).where(and(eq(loanRateWatches.loanId, loan.id), eq(loanRateWatches.fixationYears, input.fixationYears)));
    if (existing) {
      const [row] = await tx.update(loanRateWatches).set(state).where(eq(loanRateWatches.id, existing.id)).returning();
      return { ok: true as const, watch: row!, belowNow: below };
    }
    const count = await tx.$count(loanRateWatches, eq(loanRateWatches.leadId, leadId));
    if (count >= MAX_WATCHES_PER_LEAD) return { ok: false as const, code: 'TOO_MANY_WATCHES' as const };
    const [row] = await tx
      .insert(loanRateWatches)
      .values({ ...state, leadId, loanId: loan.id, loanAmount: null, fixationYears: input.fixationYears, createdAt: now })
      .returning();
    return { ok: true as const, watch: row!, belowNow: below };
  });
}

/** Deletes the lead's watch; false when it is not the lead's. */
export async function deleteRateWatch(db: Database, leadId: string, watchId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(watchId)) return false;
  const rows = await db.delete(loanRateWatches).where(and(eq(loanRateWatches.id, watchId), eq(loanRateWatches.leadId, leadId))).returning({ id: loanRateWatches.id });
  return rows.length > 0;
}

/** The lead's watches on a loan (unsubscribed ones too: the account shows they are off), by fixation. */
export async function rateWatchesOf(db: Database, leadId: string, loanId: string): Promise<RateWatchRow[]> {
  return db.select().from(loanRateWatches).where(and(eq(loanRateWatches.leadId, leadId), eq(loanRateWatches.loanId, loanId))).orderBy(loanRateWatches.fixationYears);
}

export type WatchCheckOutcome = 'sent' | 'moved' | 'unchanged' | 'no-rate' | 'gone';

/** One watch's check (see the file comment), in its own transaction with the row locked. */
export async function checkRateWatch(s: WatchServices, watchId: string, market: RateMarket | null): Promise<WatchCheckOutcome> {
  return s.db.transaction(async (tx) => {
    const [watch] = await tx.select().from(loanRateWatches).where(eq(loanRateWatches.id, watchId)).for('update');
    if (!watch || watch.unsubscribedAt) return 'gone';
    const [loan] = watch.loanId ? await tx.select().from(homeownerLoans).where(eq(homeownerLoans.id, watch.loanId)) : [];
    const today = watchRate(watch, loan ?? null, market);
    if (!today) return 'no-rate';
    const step = watchStep(watch.below, today.rate, watch.thresholdRate);
    if (!step.fire) {
      if (step.below === watch.below && watch.lastCheckedCurveDate === today.curveDate) return 'unchanged';
      await tx.update(loanRateWatches).set({ below: step.below, lastCheckedCurveDate: today.curveDate }).where(eq(loanRateWatches.id, watch.id));
      return 'moved';
    }
    const lead = await findLeadById(tx, watch.leadId);
    if (!lead) return 'gone';
    const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
    const token = randomToken();
    const base = s.baseUrl.replace(/\/$/, '');
    const email = await enqueueEmail(tx, s.boss, {
      idempotencyKey: `loan-watch:${watch.id}:${today.curveDate}`,
      to: lead.email,
      locale,
      message: {
        template: rateWatchAlertEmail,
        data: {
          givenName: lead.givenName,
          threshold: watch.thresholdRate,
          loanAmount: today.amount,
          rate: today,
          ...loanLinks(s.baseUrl, locale, watch.loanId),
          unsubscribeUrl: `${base}${localizedPath('rate-watch-unsubscribe', locale)}?token=${token}`,
        },
      },
      unsubscribeUrl: `${base}/api/loans/rate-watch/unsubscribe?token=${token}`,
    });
    await tx
      .update(loanRateWatches)
      .set({ below: true, lastCheckedCurveDate: today.curveDate, ...(email.created ? { lastSentAt: s.now } : {}) })
      .where(eq(loanRateWatches.id, watch.id));
    if (email.created) await tx.insert(loanRateWatchTokens).values({ tokenHash: hashToken(token), watchId: watch.id, createdAt: s.now });
    return email.created ? 'sent' : 'moved';
  });
}

/** Checks every watch that still sends against today's market; returns how many e-mails it wrote. */
export async function checkRateWatches(s: WatchServices): Promise<{ checked: number; sent: number }> {
  const market = (await todaysRatesOrNull(s.db, todayInBerlin(s.now)))?.market ?? null;
  if (!market) return { checked: 0, sent: 0 };
  const watches = await s.db.select({ id: loanRateWatches.id }).from(loanRateWatches).where(isNull(loanRateWatches.unsubscribedAt));
  let sent = 0;
  for (const { id } of watches) if ((await checkRateWatch(s, id, market)) === 'sent') sent += 1;
  return { checked: watches.length, sent };
}

/** The watch an unsubscribe token belongs to (any e-mail's), or null (unknown, malformed, or the watch deleted). */
export async function rateWatchForToken(db: Database, token: string | null | undefined): Promise<RateWatchRow | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db
    .select({ watch: loanRateWatches })
    .from(loanRateWatchTokens)
    .innerJoin(loanRateWatches, eq(loanRateWatches.id, loanRateWatchTokens.watchId))
    .where(eq(loanRateWatchTokens.tokenHash, hashToken(token)));
  return row?.watch ?? null;
}

/** The unsubscribe link's action: the watch sends nothing more, at once. Repeating it changes nothing. Null for an unknown token. */
export async function unsubscribeRateWatch(db: Database, token: string | null | undefined, now: Date): Promise<RateWatchRow | null> {
  const watch = await rateWatchForToken(db, token);
  if (!watch || watch.unsubscribedAt) return watch;
  const [row] = await db.update(loanRateWatches).set({ unsubscribedAt: now }).where(eq(loanRateWatches.id, watch.id)).returning();
  return row ?? null;
}
