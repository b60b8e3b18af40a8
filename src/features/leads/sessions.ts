import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { sessions } from './tables';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';

/**
 * Server-side sessions in the database, shared by every app instance (security reference: new id at login,
 * revocation at logout, idle timeout 30 minutes and absolute lifetime 12 hours, ASVS 4.0.3 L2). The cookie
 * carries the random id; the table only its SHA-256, so a copy of the table logs nobody in.
 */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** A read refreshes last_seen_at at most this often (fewer writes; the idle timeout stays exact to a minute). */
const TOUCH_AFTER_SECONDS = 60;


/** A new session for a lead; returns the id for the cookie (never stored). */
export async function createSession(db: Database, leadId: string, now: Date = new Date()): Promise<{ id: string; expiresAt: Date }> {
  const id = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  await db.insert(sessions).values({ idHash: hashToken(id), leadId, createdAt: now, lastSeenAt: now, expiresAt });
  // Ended sessions of anyone are removed as new ones start.
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000))));
  return { id, expiresAt };
}

/** The lead of a live session (not revoked, not idle too long, not past its lifetime); refreshes its idle clock. */
export async function readSession(db: Database, id: string | undefined | null, now: Date = new Date()): Promise<{ leadId: string } | null> {
  if (!isTokenShape(id)) return null;
  const idleLimit = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, hashToken(id)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleLimit)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_SECONDS * 1000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, row.idHash));
  }
  return { leadId: row.leadId };
}

/** Logout: the session stops working at once, on every instance. */
export async function revokeSession(db: Database, id: string | undefined | null, now: Date = new Date()): Promise<void> {
  if (!id) return;
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.idHash, hashToken(id)), isNull(sessions.revokedAt)));
}

/** Every session of a lead ends (account deletion, "log out everywhere"). */
export async function revokeAllSessions(db: Database, leadId: string, now: Date = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.leadId, leadId), isNull(sessions.revokedAt)));
}
