import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leads } from './tables';

/** A referral code: 12 random bytes in base64url (16 URL-safe characters, 96 bits: not guessable). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

function newCode(): string {
  return randomBytes(12).toString('base64url');
}

export function isReferralCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/**
 * The lead's personal referral code, created on first need. Safe under concurrency: only a lead without a
 * code gets one (the update's condition), and the unique column would refuse a colliding code, which is
 * then simply drawn again.
 */
export async function ensureReferralCode(db: Database, leadId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [current] = await db.select({ code: leads.referralCode }).from(leads).where(eq(leads.id, leadId)).limit(1);
    if (!current) throw new Error('lead not found');
    if (current.code) return current.code;
    try {
      await db.update(leads).set({ referralCode: newCode() }).where(and(eq(leads.id, leadId), isNull(leads.referralCode)));
    } catch (e) {
      // A unique violation (another lead drew the same code): draw again.
      if (attempt === 4) throw e;
    }
  }
  throw new Error('no referral code after 5 attempts');
}

/** The id of the lead whose referral code this is, or null (also for text that cannot be a code). */
export async function findReferrerByCode(db: Database, code: string | null | undefined): Promise<string | null> {
  if (!code || !isReferralCode(code)) return null;
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.referralCode, code)).limit(1);
  return row?.id ?? null;
}

/**
 * The referrer of a visitor, from the referral cookie set when the visitor arrived through a refer-a-friend
 * link (GET /api/r/[code]). Read when the visitor becomes a lead (login e-mail step); null when there is no
 * cookie or its code no longer belongs to a lead.
 */
export async function referrerFromCookie(db: Database, cookieValue: string | undefined): Promise<string | null> {
  return findReferrerByCode(db, cookieValue);
}
