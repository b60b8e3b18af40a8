import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leadBrowsers } from './tables';

/**
 * The lead cookie (spec section 6: a lead is identified by e-mail with a cookie). A browser that gave an
 * e-mail address (lead forms, the login e-mail step) gets a random 32-byte token; the table keeps only its
 * SHA-256. It tells the site which lead this browser is, so that it may greet the lead by first name and
 * prefill forms; it never logs anybody in (that takes the magic link or code).
 */
export const LEAD_BROWSER_DAYS = 180;


/** A new token that ties this browser to the lead; returns it for the cookie (never stored). */
export async function rememberLeadBrowser(db: Database, leadId: string, now: Date = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(leadBrowsers).values({ tokenHash: hashToken(token), leadId, createdAt: now, lastSeenAt: now });
  await db.delete(leadBrowsers).where(lt(leadBrowsers.lastSeenAt, new Date(now.getTime() - LEAD_BROWSER_DAYS * 86_400_000)));
  return token;
}

/** The lead this browser's token belongs to, or null (unknown, malformed or older than LEAD_BROWSER_DAYS unused). */
export async function leadIdForBrowser(db: Database, token: string | undefined | null, now: Date = new Date()): Promise<string | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db.select().from(leadBrowsers).where(eq(leadBrowsers.tokenHash, hashToken(token)));
  if (!row || row.lastSeenAt.getTime() < now.getTime() - LEAD_BROWSER_DAYS * 86_400_000) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > 86_400_000) {
    await db.update(leadBrowsers).set({ lastSeenAt: now }).where(eq(leadBrowsers.tokenHash, row.tokenHash));
  }
  return row.leadId;
}

/** The browser forgets the lead (delete-cookie): the token stops working. */
export async function forgetLeadBrowser(db: Database, token: string | undefined | null): Promise<void> {
  if (!isTokenShape(token)) return;
  await db.delete(leadBrowsers).where(eq(leadBrowsers.tokenHash, hashToken(token)));
}
