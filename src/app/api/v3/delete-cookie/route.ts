import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { isSameOrigin } from '@/lib/origin';
import { SESSION_COOKIE, sessionCookieOptions } from '@/features/auth/cookies';
import { revokeSession } from '@/features/auth/sessions';
import { LEAD_COOKIE } from '@/features/leads/cookies';

/**
 * Logout (spec section 7, "delete-cookie"): revokes the session on the server (on every instance at once) and
 * deletes the session and lead cookies. POST only: no state changes on GET. Answers 200 on success; the page
 * then goes to the locale home.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) {
    return NextResponse.json({ error: { code: 'FORBIDDEN_ORIGIN' } }, { status: 403 });
  }
  await revokeSession(await getDb(), (await cookies()).get(SESSION_COOKIE)?.value);
  const response = NextResponse.json({ success: true });
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions, maxAge: 0 });
  response.cookies.delete(LEAD_COOKIE);
  return response;
}
