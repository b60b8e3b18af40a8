import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { loginTokens } from './tables';
import { hashToken, randomToken } from '@/lib/tokens';

/**
 * The magic link and its 6-digit code (security reference, "Magic-link login"). Primitives for the login
 * flow of issue 9: issuing (inside the transaction that queues the e-mail), consuming the link (only by a
 * POST from the confirm page: a mail scanner's GET must not call this) and consuming the code.
 */

/** Lifetime of a link and its code (security reference: at most 10 minutes). */
export const LOGIN_TOKEN_SECONDS = 10 * 60;
/** Wrong codes allowed per link before the code stops working (the link still works). */
export const MAX_CODE_ATTEMPTS = 5;


export interface IssuedLogin {
  id: string;
  /** 32 random bytes, base64url: goes into the link, never stored. */
  token: string;
  /** 6 digits: goes into the e-mail, never stored. */
  code: string;
  /** 32 random bytes, base64url: goes into the requesting browser's login cookie, never stored. */
  browser: string;
  expiresAt: Date;
}

/** A new link token and code for a lead. Older unused ones for the same address stay valid until they expire. */
export async function issueLoginToken(db: Database, { leadId, email, routeName = null, now = new Date() }: { leadId: string; email: string; routeName?: string | null; now?: Date }): Promise<IssuedLogin> {
  const token = randomToken();
  const browser = randomToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_SECONDS * 1000);
  const [row] = await db
    .insert(loginTokens)
    .values({ leadId, email, tokenHash: hashToken(token), codeHash: hashToken(code), browserHash: hashToken(browser), routeName, createdAt: now, expiresAt })
    .returning({ id: loginTokens.id });
  // Expired rows of anyone are of no use: removed as new ones arrive.
  await db.delete(loginTokens).where(lt(loginTokens.expiresAt, now));
  return { id: row!.id, token, code, browser, expiresAt };
}

export interface ConsumedLogin {
  leadId: string;
  email: string;
  routeName: string | null;
}

/**
 * Uses up a link token: exactly one caller gets the login, however many ask at once (DELETE … RETURNING).
 * null for an unknown, used or expired token.
 */
export async function consumeLoginToken(db: Database, token: string, now: Date = new Date()): Promise<ConsumedLogin | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .delete(loginTokens)
    .where(and(eq(loginTokens.tokenHash, hashToken(token)), gt(loginTokens.expiresAt, now)))
    .returning({ leadId: loginTokens.leadId, email: loginTokens.email, routeName: loginTokens.routeName });
  return row ?? null;
}

export type CodeResult = { ok: true; login: ConsumedLogin } | { ok: false; reason: 'wrong' | 'locked' };

/**
 * Uses up the valid link an address asked for in this browser (the login cookie's random value) by its code.
 * Every wrong code counts against that link; after MAX_CODE_ATTEMPTS wrong codes it is refused ('locked').
 */
export async function consumeLoginCode(db: Database, { email, browser }: { email: string; browser: string }, code: string, now: Date = new Date()): Promise<CodeResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(browser)) return { ok: false, reason: 'wrong' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(loginTokens)
      .where(and(eq(loginTokens.email, email), eq(loginTokens.browserHash, hashToken(browser)), gt(loginTokens.expiresAt, now)))
      .orderBy(sql`${loginTokens.createdAt} desc`)
      .limit(1)
      .for('update');
    if (!row) return { ok: false as const, reason: 'wrong' as const };
    if (row.codeAttempts >= MAX_CODE_ATTEMPTS) return { ok: false as const, reason: 'locked' as const };
    const given = Buffer.from(hashToken(/^\d{6}$/.test(code.trim()) ? code.trim() : 'x'));
    const expected = Buffer.from(row.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await tx.update(loginTokens).set({ codeAttempts: row.codeAttempts + 1 }).where(eq(loginTokens.id, row.id));
      return { ok: false as const, reason: row.codeAttempts + 1 >= MAX_CODE_ATTEMPTS ? ('locked' as const) : ('wrong' as const) };
    }
    const [deleted] = await tx.delete(loginTokens).where(eq(loginTokens.id, row.id)).returning({ leadId: loginTokens.leadId, email: loginTokens.email, routeName: loginTokens.routeName });
    return deleted ? { ok: true as const, login: deleted } : { ok: false as const, reason: 'wrong' as const };
  });
}
