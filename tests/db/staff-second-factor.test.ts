/**
 * The staff sign-in's second factor (issue 28, ADR 037) on PGlite and PostgreSQL: the link alone opens only the
 * code step; the first sign-in enrols an authenticator app and makes ten recovery codes; a code counts once; five
 * wrong codes end the attempt; the secret is sealed; a reset ends the sessions. Every step is in the audit log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { testTotpKey } from '../support/staff-session';
import { staffUsers } from '@/features/staff/tables';
import { auditEntries } from '@/features/audit/server';
import { addStaff, issueStaffLoginToken, loginStaffWithToken, readStaffSession } from '@/features/staff/staff';
import { STAFF_MAX_FAILED_CODES, acknowledgeRecoveryCodes, readStaffLogin, resetSecondFactor, submitSecondFactor } from '@/features/staff/second-factor';
import { resolveTotpKey, totpCode, totpKeyFromSecret } from '@/features/staff/totp';

const T0 = new Date('2026-11-27T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(DATABASE_KINDS)('staff second factor on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let staffId = '';
  const email = `advisor-2fa-${kind}@hauslotse.de`;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const added = await addStaff(h.db, { email, name: 'Tom Totp', role: 'advisor' });
    if (!added.ok) throw new Error(added.code);
    staffId = added.staff.id;
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  const login = (id: string, now: Date) => readStaffLogin(h.db, id, now, testTotpKey, (signedIn) => readStaffSession(h.db, signedIn, now));
  const linkSession = async (now: Date) => (await loginStaffWithToken(h.db, await issueStaffLoginToken(h.db, staffId, now), now, testTotpKey))!.id;

  test('enrolment, a code once only, recovery codes once only, and the audit log', async () => {
    const first = await linkSession(T0);
    expect(await readStaffSession(h.db, first, T0)).toBeNull();
    const enrolling = await login(first, T0);
    expect(enrolling?.state).toBe('needs-enrolment');
    if (enrolling?.state !== 'needs-enrolment') return;
    expect(enrolling.uri).toMatch(new RegExp(`^otpauth://totp/Hauslotse:advisor-2fa-${kind}%40hauslotse\\.de\\?.*secret=${enrolling.secret}`));
    // The secret is sealed in the database, never there in clear.
    const [stored] = await h.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
    expect(stored!.totpEnabledAt).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(enrolling.secret);

    expect(await submitSecondFactor(h.db, first, '000000', at(1), testTotpKey)).toEqual({ ok: false, code: totpCode(enrolling.secret, at(1)) === '000000' ? 'CODE_LOCKED' : 'CODE_WRONG' });
    const code = totpCode(enrolling.secret, at(2));
    expect(await submitSecondFactor(h.db, first, `${code.slice(0, 3)} ${code.slice(3)}`, at(2), testTotpKey)).toEqual({ ok: true });
    const signedIn = await login(first, at(3));
    expect(signedIn?.state).toBe('signed-in');
    if (signedIn?.state !== 'signed-in') return;
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect(new Set(signedIn.recoveryCodes).size).toBe(10);
    expect(signedIn.recoveryCodesLeft).toBe(10);
    const recovery = signedIn.recoveryCodes!;
    await acknowledgeRecoveryCodes(h.db, first);
    expect((await login(first, at(4)))).toMatchObject({ state: 'signed-in', recoveryCodes: null });
    const [enrolled] = await h.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
    expect(enrolled!.totpEnabledAt).toEqual(at(2));
    expect(enrolled!.totpSecretEnc).not.toContain(enrolling.secret);

    // The next link asks for a code; the code already used (same 30-second step) is refused, the next step's works.
    const second = await linkSession(at(5));
    expect((await login(second, at(5)))?.state).toBe('needs-code');
    expect(await submitSecondFactor(h.db, second, code, at(5), testTotpKey)).toEqual({ ok: false, code: 'CODE_WRONG' });
    expect(await submitSecondFactor(h.db, second, totpCode(enrolling.secret, at(35)), at(35), testTotpKey)).toEqual({ ok: true });
    expect((await readStaffSession(h.db, second, at(36)))?.email).toBe(email);

    // A recovery code, typed in capitals, signs in once.
    const third = await linkSession(at(60));
    expect(await submitSecondFactor(h.db, third, recovery[0]!.toUpperCase(), at(61), testTotpKey)).toEqual({ ok: true });
    expect(await login(third, at(62))).toMatchObject({ state: 'signed-in', recoveryCodesLeft: 9 });
    const fourth = await linkSession(at(70));
    expect(await submitSecondFactor(h.db, fourth, recovery[0]!, at(71), testTotpKey)).toEqual({ ok: false, code: 'CODE_WRONG' });
    expect(await submitSecondFactor(h.db, fourth, recovery[1]!, at(72), testTotpKey)).toEqual({ ok: true });

    const audit = await auditEntries(h.db, { subjectId: staffId });
    expect(audit.map((e) => e.action).reverse()).toEqual(['staff.second_factor_enrolled', 'staff.signed_in', 'staff.signed_in', 'staff.signed_in', 'staff.signed_in']);
    expect(audit.map((e) => (e.after as { method?: string }).method).filter(Boolean).reverse()).toEqual(['totp', 'totp', 'recovery_code', 'recovery_code']);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', actorStaffId: staffId, actorLabel: email });
  });

  test('five wrong codes end the attempt; the code step closes after 10 minutes; a changed key is said, not thrown', async () => {
    const locked = await linkSession(at(600));
    for (let i = 1; i < STAFF_MAX_FAILED_CODES; i++) {
      expect(await submitSecondFactor(h.db, locked, 'zzzzz-zzzzz', at(600 + i), testTotpKey)).toEqual({ ok: false, code: 'CODE_WRONG' });
    }
    expect(await submitSecondFactor(h.db, locked, '12345', at(610), testTotpKey)).toEqual({ ok: false, code: 'CODE_LOCKED' });
    expect(await login(locked, at(611))).toBeNull();
    expect(await submitSecondFactor(h.db, locked, 'anything', at(612), testTotpKey)).toEqual({ ok: false, code: 'SESSION_GONE' });
    expect((await auditEntries(h.db, { action: 'staff.second_factor_locked', subjectId: staffId })).length).toBe(1);

    const slow = await linkSession(at(1000));
    expect((await login(slow, at(1000 + 9 * 60)))?.state).toBe('needs-code');
    expect(await login(slow, at(1000 + 11 * 60))).toBeNull();
    expect(await submitSecondFactor(h.db, slow, '123456', at(1000 + 11 * 60), testTotpKey)).toEqual({ ok: false, code: 'SESSION_GONE' });

    // A wrong key (STAFF_TOTP_KEY changed) cannot read the secret: a clear code, not a crash.
    const otherKey = await linkSession(at(2000));
    expect(await submitSecondFactor(h.db, otherKey, '123456', at(2001), totpKeyFromSecret('another key of at least thirty-two characters'))).toEqual({ ok: false, code: 'KEY_CHANGED' });
  });

  test('a signed-in session ends after 15 idle minutes; a reset removes the second factor and ends the sessions; the next link enrols again', async () => {
    const [row] = await h.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
    const live = await linkSession(at(3000));
    // This staff member enrolled in the first test; sign in with the current code.
    const { openSecret } = await import('@/features/staff/totp');
    const secret = openSecret(testTotpKey, row!.totpSecretEnc!)!;
    expect(await submitSecondFactor(h.db, live, totpCode(secret, at(3000)), at(3000), testTotpKey)).toEqual({ ok: true });
    expect(await readStaffSession(h.db, live, at(3001))).not.toBeNull();
    expect(await readStaffSession(h.db, live, at(3000 + 16 * 60))).toBeNull();

    const again = await linkSession(at(4000));
    expect(await submitSecondFactor(h.db, again, totpCode(secret, at(4000)), at(4000), testTotpKey)).toEqual({ ok: true });
    expect(await resetSecondFactor(h.db, staffId, { kind: 'command', label: 'npm run staff' }, at(4010))).toBe(true);
    expect(await readStaffSession(h.db, again, at(4011))).toBeNull();
    expect((await login(await linkSession(at(4020)), at(4020)))?.state).toBe('needs-enrolment');
    expect((await auditEntries(h.db, { action: 'staff.second_factor_reset' }))[0]).toMatchObject({ actorKind: 'command', subjectId: staffId, before: { enrolled: true }, after: { enrolled: false } });
  });
});

describe('the key that seals the secrets', () => {
  test('STAFF_TOTP_KEY when set; else a key file beside the embedded database (mode 600, the same for every process); required with DATABASE_URL in production', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-totp-key.'));
    try {
      const dataDir = path.join(dir, 'pglite');
      const a = resolveTotpKey({ PGLITE_DATA_DIR: dataDir });
      const b = resolveTotpKey({ PGLITE_DATA_DIR: `${dataDir}/` });
      expect(a.equals(b)).toBe(true);
      expect(fs.statSync(`${dataDir}.staff-totp-key`).mode & 0o777).toBe(0o600);
      expect(resolveTotpKey({ PGLITE_DATA_DIR: dataDir, STAFF_TOTP_KEY: 'x'.repeat(32) }).equals(totpKeyFromSecret('x'.repeat(32)))).toBe(true);
      expect(() => resolveTotpKey({ PGLITE_DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x', NODE_ENV: 'production' })).toThrow(/STAFF_TOTP_KEY/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
