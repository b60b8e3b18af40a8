import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { staffRecoveryCodes, staffSessions, staffUsers } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { hashToken, isTokenShape } from '@/lib/tokens';
import { STAFF_SESSION_ABSOLUTE_SECONDS, type StaffRow } from './staff';
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes, normalizeCode, openSecret, sealSecret, totpStep, totpUri, type TotpKey } from './totp';

/**
 * The staff sign-in's second factor (issue 28, ADR 037). The one-time link opens a pending session; it becomes a
 * staff session only with a code of the staff member's authenticator app (or one of their recovery codes). The
 * first sign-in enrols the app: the page shows a new secret as a QR code, its first code confirms it, and ten
 * recovery codes are shown once. Five wrong codes end the pending session (a new link is needed); a code is
 * accepted once.
 */
export const STAFF_MAX_FAILED_CODES = 5;

export type StaffLogin =
  | { state: 'signed-in'; staff: StaffRow; recoveryCodes: string[] | null; recoveryCodesLeft: number }
  | { state: 'needs-code'; staff: StaffRow }
  | { state: 'needs-enrolment'; staff: StaffRow; secret: string; uri: string };

const staffActor = (staff: StaffRow): AuditActor => ({ kind: 'staff', staffId: staff.id, label: staff.email });

async function sessionOf(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, hashToken(id)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)));
  return row ?? null;
}

/**
 * Where the admin cookie's browser stands: signed in (with recovery codes to show once, if just made), or in the
 * code step, or enrolling. Null: no live session. A signed-in session's idle limit is readStaffSession's.
 */
export async function readStaffLogin(db: Database, id: string | null | undefined, now: Date, key: TotpKey, readSignedIn: (id: string) => Promise<StaffRow | null>): Promise<StaffLogin | null> {
  if (!isTokenShape(id)) return null;
  const row = await sessionOf(db, id, now);
  if (!row) return null;
  if (row.session.secondFactorAt) {
    const staff = await readSignedIn(id);
    if (!staff) return null;
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staff.id), isNull(staffRecoveryCodes.usedAt)));
    const fresh = row.session.freshRecoveryCodesEnc ? openSecret(key, row.session.freshRecoveryCodesEnc) : null;
    return { state: 'signed-in', staff, recoveryCodes: fresh ? fresh.split(' ') : null, recoveryCodesLeft: left?.count ?? 0 };
  }
  if (row.session.failedCodes >= STAFF_MAX_FAILED_CODES) return null;
  if (row.staff.totpEnabledAt) return { state: 'needs-code', staff: row.staff };
  const secret = row.session.pendingTotpSecretEnc ? openSecret(key, row.session.pendingTotpSecretEnc) : null;
  if (!secret) return null;
  return { state: 'needs-enrolment', staff: row.staff, secret, uri: totpUri(secret, row.staff.email) };
}

export type SecondFactorResult = { ok: true } | { ok: false; code: 'CODE_WRONG' | 'CODE_LOCKED' | 'SESSION_GONE' | 'KEY_CHANGED' };

/** The code step's POST: a TOTP code (or, once enrolled, a recovery code) turns the pending session into a staff session. */
export async function submitSecondFactor(db: Database, id: string | null | undefined, input: string, now: Date, key: TotpKey): Promise<SecondFactorResult> {
  if (!isTokenShape(id)) return { ok: false, code: 'SESSION_GONE' };
  return db.transaction(async (tx) => {
    const row = await sessionOf(tx as unknown as Database, id, now);
    if (!row || row.session.secondFactorAt || row.session.failedCodes >= STAFF_MAX_FAILED_CODES) return { ok: false, code: 'SESSION_GONE' } as const;
    const { session, staff } = row;
    const code = normalizeCode(input);
    const enrolling = !staff.totpEnabledAt;
    const sealed = enrolling ? session.pendingTotpSecretEnc : staff.totpSecretEnc;
    const secret = sealed ? openSecret(key, sealed) : null;
    if (!secret) return { ok: false, code: 'KEY_CHANGED' } as const;

    let method: 'totp' | 'recovery_code' | null = null;
    const step = totpStep(secret, code, now);
    if (step !== null) {
      // Once only: the step must be newer than the last accepted one (an atomic compare-and-set).
      const [accepted] = await tx
        .update(staffUsers)
        .set(enrolling ? { totpLastStep: step, totpSecretEnc: sealed, totpEnabledAt: now } : { totpLastStep: step })
        .where(and(eq(staffUsers.id, staff.id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
        .returning({ id: staffUsers.id });
      if (accepted) method = 'totp';
    } else if (!enrolling && isRecoveryCodeShape(code)) {
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)), eq(staffRecoveryCodes.staffId, staff.id), isNull(staffRecoveryCodes.usedAt)))
        .returning({ codeHash: staffRecoveryCodes.codeHash });
      if (used) method = 'recovery_code';
    }

    if (!method) {
      const [counted] = await tx
        .update(staffSessions)
        .set({ failedCodes: sql`${staffSessions.failedCodes} + 1` })
        .where(eq(staffSessions.idHash, session.idHash))
        .returning({ failedCodes: staffSessions.failedCodes });
      if ((counted?.failedCodes ?? STAFF_MAX_FAILED_CODES) < STAFF_MAX_FAILED_CODES) return { ok: false, code: 'CODE_WRONG' } as const;
      await tx.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.idHash, session.idHash));
      await recordAudit(tx, { actor: staffActor(staff), action: 'staff.second_factor_locked', subject: { kind: 'staff', id: staff.id }, after: { failedCodes: STAFF_MAX_FAILED_CODES }, at: now });
      return { ok: false, code: 'CODE_LOCKED' } as const;
    }

    let freshRecoveryCodesEnc: string | null = null;
    if (enrolling) {
      const codes = newRecoveryCodes();
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
      await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ codeHash: hashRecoveryCode(c), staffId: staff.id, createdAt: now })));
      freshRecoveryCodesEnc = sealSecret(key, codes.join(' '));
      await recordAudit(tx, { actor: staffActor(staff), action: 'staff.second_factor_enrolled', subject: { kind: 'staff', id: staff.id }, after: { recoveryCodes: codes.length }, at: now });
    }
    await tx
      .update(staffSessions)
      .set({ secondFactorAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_SECONDS * 1000), pendingTotpSecretEnc: null, freshRecoveryCodesEnc })
      .where(eq(staffSessions.idHash, session.idHash));
    await recordAudit(tx, { actor: staffActor(staff), action: 'staff.signed_in', subject: { kind: 'staff', id: staff.id }, after: { method }, at: now });
    return { ok: true } as const;
  });
}

/** "I have saved them": the new recovery codes are not shown again. */
export async function acknowledgeRecoveryCodes(db: Database, id: string | null | undefined): Promise<void> {
  if (!isTokenShape(id)) return;
  await db.update(staffSessions).set({ freshRecoveryCodesEnc: null }).where(eq(staffSessions.idHash, hashToken(id)));
}

/**
 * Sets a staff member's authenticator secret directly (the end-to-end tests' staff fixture, which then signs in
 * through the site's own code step); the site itself enrols through the code step above.
 */
export async function setTotpSecret(db: Database, staffId: string, secretBase32: string, key: TotpKey, now: Date): Promise<void> {
  await db.update(staffUsers).set({ totpSecretEnc: sealSecret(key, secretBase32), totpEnabledAt: now, totpLastStep: null }).where(eq(staffUsers.id, staffId));
}

/**
 * A lost phone (`npm run staff -- reset-2fa <e-mail>`): the secret and recovery codes are removed and the staff
 * member's sessions end; their next link enrols a new app. Recorded in the audit log.
 */
export async function resetSecondFactor(db: Database, staffId: string, actor: AuditActor, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ totpEnabledAt: staffUsers.totpEnabledAt }).from(staffUsers).where(eq(staffUsers.id, staffId));
    if (!before) return false;
    await tx.update(staffUsers).set({ totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null }).where(eq(staffUsers.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    await recordAudit(tx, { actor, action: 'staff.second_factor_reset', subject: { kind: 'staff', id: staffId }, before: { enrolled: before.totpEnabledAt !== null }, after: { enrolled: false }, at: now });
    return true;
  });
}
