/**
 * A staff member signed in with both factors, through the site's own steps (ADR 037): a one-time link's token,
 * then a code of an authenticator secret set for them. For database tests of what staff do after the sign-in.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '@/db/client';
import { issueStaffLoginToken, loginStaffWithToken, setTotpSecret, submitSecondFactor, totpCode } from '@/features/staff/server';
import { newTotpSecret, totpKeyFromSecret } from '@/features/staff/totp';

/** One key for a test file's sealed secrets. */
export const testTotpKey = totpKeyFromSecret(randomBytes(32).toString('base64url'));

export async function signedInStaff(db: Database, staffId: string, now: Date = new Date()): Promise<{ id: string; secret: string }> {
  const secret = newTotpSecret();
  await setTotpSecret(db, staffId, secret, testTotpKey, now);
  const session = await loginStaffWithToken(db, await issueStaffLoginToken(db, staffId, now), now, testTotpKey);
  if (!session) throw new Error('the staff link did not work');
  const result = await submitSecondFactor(db, session.id, totpCode(secret, now), now, testTotpKey);
  if (!result.ok) throw new Error(`the staff code was refused: ${result.code}`);
  return { id: session.id, secret };
}
