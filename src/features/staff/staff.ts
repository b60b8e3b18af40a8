import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { staffLoginTokens, staffSessions, staffUsers } from './tables';
import { checkEmail } from '@/lib/validators';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { newTotpSecret, sealSecret, type TotpKey } from './totp';

/**
 * Staff identities (spec section 6): advisors and admins. There is no public sign-up: staff are added on the
 * command line (`npm run staff -- add …`), which also makes their one-time login links. A staff session is the
 * spec's admin cookie: it can be read (getAdminCookie, root.lead's has_admin_cookie) and deleted
 * (delete-admin-cookie). Sessions have hashed ids like leads' but are shorter (15 min idle, 8 h absolute), and
 * a session counts only once its second factor is given (ADR 037, second-factor.ts): the link alone opens the
 * code step for 10 minutes.
 */
export const STAFF_ROLES = ['advisor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type StaffRow = typeof staffUsers.$inferSelect;

import { STAFF_LINK_SECONDS, STAFF_PENDING_SECONDS, STAFF_SESSION_IDLE_SECONDS } from './session-limits';
export { STAFF_LINK_SECONDS, STAFF_PENDING_SECONDS, STAFF_SESSION_ABSOLUTE_SECONDS, STAFF_SESSION_IDLE_SECONDS } from './session-limits';

export type AddStaffResult = { ok: true; staff: StaffRow } | { ok: false; code: 'INVALID_EMAIL' | 'INVALID_ROLE' | 'INVALID_NAME' | 'UNKNOWN_ADVISOR' | 'EXISTS' };

export async function addStaff(db: Database, input: { email: string; name: string; role: string; advisorEnumValue?: string | null }): Promise<AddStaffResult> {
  const email = checkEmail(input.email);
  if (!email.ok) return { ok: false, code: 'INVALID_EMAIL' };
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) return { ok: false, code: 'INVALID_ROLE' };
  const name = input.name.trim();
  if (name.length < 2 || name.length > 120) return { ok: false, code: 'INVALID_NAME' };
  let advisorId: string | null = null;
  if (input.advisorEnumValue) {
    const [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.enumValue, input.advisorEnumValue.toUpperCase()));
    if (!advisor) return { ok: false, code: 'UNKNOWN_ADVISOR' };
    advisorId = advisor.id;
  }
  const [row] = await db.insert(staffUsers).values({ email: email.value, name, role: input.role, advisorId }).onConflictDoNothing().returning();
  return row ? { ok: true, staff: row } : { ok: false, code: 'EXISTS' };
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** A staff member by id (the team page's forms name members by id); null for an unknown or malformed id. */
export async function findStaffById(db: Database, id: string): Promise<StaffRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/** A one-time login link token for a staff member (printed by the command line, never stored in clear). */
/** Longest validity the command line may ask for a link (a link handed over in person or for a test run). */
export const STAFF_LINK_MAX_SECONDS = 24 * 60 * 60;

export async function issueStaffLoginToken(db: Database, staffId: string, now: Date = new Date(), validSeconds: number = STAFF_LINK_SECONDS): Promise<string> {
  if (!Number.isInteger(validSeconds) || validSeconds < 60 || validSeconds > STAFF_LINK_MAX_SECONDS) {
    throw new RangeError(`a staff link is valid for 60 to ${STAFF_LINK_MAX_SECONDS} seconds, not ${validSeconds}`);
  }
  const token = randomToken();
  await db.delete(staffLoginTokens).where(lt(staffLoginTokens.expiresAt, now));
  await db.insert(staffLoginTokens).values({ tokenHash: hashToken(token), staffId, expiresAt: new Date(now.getTime() + validSeconds * 1000) });
  return token;
}

/**
 * The confirm POST: consumes the token once (DELETE … RETURNING, so two parallel POSTs make one session). The
 * session waits for the second factor (second-factor.ts); a staff member without one gets a new secret to enrol,
 * sealed with `totpKey`, kept in the session until its first code is confirmed.
 */
export async function loginStaffWithToken(db: Database, token: string, now: Date, totpKey: TotpKey): Promise<{ id: string } | null> {
  if (!isTokenShape(token)) return null;
  const [used] = await db
    .delete(staffLoginTokens)
    .where(and(eq(staffLoginTokens.tokenHash, hashToken(token)), gt(staffLoginTokens.expiresAt, now)))
    .returning();
  if (!used) return null;
  const [staff] = await db.select({ totpEnabledAt: staffUsers.totpEnabledAt }).from(staffUsers).where(eq(staffUsers.id, used.staffId));
  const id = randomToken();
  await db.insert(staffSessions).values({
    idHash: hashToken(id),
    staffId: used.staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_PENDING_SECONDS * 1000),
    pendingTotpSecretEnc: staff?.totpEnabledAt ? null : sealSecret(totpKey, newTotpSecret()),
  });
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000))));
  return { id };
}

/** The staff member of a live admin cookie, or null. */
export async function readStaffSession(db: Database, id: string | null | undefined, now: Date = new Date()): Promise<StaffRow | null> {
  if (!isTokenShape(id)) return null;
  const idleLimit = new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000);
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, hashToken(id)), isNull(staffSessions.revokedAt), isNotNull(staffSessions.secondFactorAt), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleLimit)));
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= 60_000) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, row.session.idHash));
  }
  return row.staff;
}

export async function revokeStaffSession(db: Database, id: string | null | undefined, now: Date = new Date()): Promise<void> {
  if (!isTokenShape(id)) return;
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.idHash, hashToken(id)), isNull(staffSessions.revokedAt)));
}
