import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { errorResponse } from '@/lib/app-error';
import { isSameOrigin, isSameOriginScriptGet } from '@/lib/origin';
import { SESSION_COOKIE, sessionCookieOptions, LEAD_COOKIE, leadCookieOptions, revokeSession, forgetLeadBrowser } from '@/features/leads/routes';

/**
 * Logout (spec section 7, "delete-cookie"): revokes the session on the server (on every instance at once) and
 * deletes the session and lead cookies; the lead-cookie token stops working too. Answers 200 on success; the
 * page then goes to the locale home. The spec calls it with GET: accepted only from this site's own scripts
 * (Fetch Metadata, src/lib/origin.ts isSameOriginScriptGet); POST needs this site's Origin.
 */
export async function GET(request: Request) {
  if (!isSameOriginScriptGet(request)) return errorResponse('FORBIDDEN_ORIGIN');
  return logout();
}

export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) {
    return errorResponse('FORBIDDEN_ORIGIN');
  }
  return logout();
}

async function logout() {
  const jar = await cookies();
  const db = await getDb();
  await revokeSession(db, jar.get(SESSION_COOKIE)?.value);
  await forgetLeadBrowser(db, jar.get(LEAD_COOKIE)?.value);
  const response = NextResponse.json({ success: true });
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions, maxAge: 0 });
  response.cookies.set(LEAD_COOKIE, '', { ...leadCookieOptions, maxAge: 0 });
  return response;
}
