import { NextResponse } from 'next/server';
import { getStaffUser } from '@/features/staff/routes';

/**
 * getAdminCookie (spec section 7): the admin cookie's data — the staff member's name, e-mail and role — or
 * `{ admin: null }` without a live staff session. Private to the requester, never cached.
 */
export async function GET() {
  const staff = await getStaffUser();
  return NextResponse.json(
    { admin: staff ? { name: staff.name, email: staff.email, role: staff.role } : null },
    { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
  );
}
