import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { ADMIN_COOKIE } from './cookies';
import { readStaffSession, type StaffRow } from './staff';

/** The staff member of this request's admin cookie, or null (per-request pages and API routes only). */
export async function getStaffUser(): Promise<StaffRow | null> {
  return readStaffSession(await getDb(), (await cookies()).get(ADMIN_COOKIE)?.value);
}
