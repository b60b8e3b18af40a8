import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { env } from '@/env';
import { ADMIN_COOKIE } from './cookies';
import { readStaffLogin, type StaffLogin } from './second-factor';
import { readStaffSession, type StaffRow } from './staff';
import { resolveTotpKey, type TotpKey } from './totp';

let key: TotpKey | undefined;
/** The key that seals the staff's TOTP secrets in this process (totp.ts resolveTotpKey). */
export const appTotpKey = (): TotpKey => (key ??= resolveTotpKey(env));

/** The staff member of this request's admin cookie once signed in with both factors, or null (per-request pages and API routes only). */
export async function getStaffUser(): Promise<StaffRow | null> {
  return readStaffSession(await getDb(), (await cookies()).get(ADMIN_COOKIE)?.value);
}

/** Where this browser's staff sign-in stands (the staff page): signed in, in the code step, enrolling, or none. */
export async function getStaffLogin(): Promise<StaffLogin | null> {
  const db = await getDb();
  const id = (await cookies()).get(ADMIN_COOKIE)?.value;
  return readStaffLogin(db, id, new Date(), appTotpKey(), (signedIn) => readStaffSession(db, signedIn));
}
