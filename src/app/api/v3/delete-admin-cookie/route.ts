import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { ADMIN_COOKIE, adminCookieOptions, revokeStaffSession } from '@/features/staff/routes';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';
import { errorResponse } from '@/lib/app-error';
import { isSameOrigin, isSameOriginScriptGet } from '@/lib/origin';
import { wantsJson } from '@/lib/wants-json';
import { env } from '@/env';

/**
 * Staff logout (spec section 7, "delete-admin-cookie"): revokes the staff session on the server and deletes
 * the admin cookie. A fetch (Accept: application/json) gets 200 and
 * `{ success: true }`; the staff page's form gets a redirect back to it. The spec's GET is accepted only from
 * this site's own scripts (Fetch Metadata, src/lib/origin.ts isSameOriginScriptGet).
 */
export async function GET(request: Request) {
  if (!isSameOriginScriptGet(request)) return errorResponse('FORBIDDEN_ORIGIN');
  await revokeStaffSession(await getDb(), (await cookies()).get(ADMIN_COOKIE)?.value);
  const response = NextResponse.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set(ADMIN_COOKIE, '', { ...adminCookieOptions, maxAge: 0 });
  return response;
}

export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) {
    return errorResponse('FORBIDDEN_ORIGIN');
  }
  await revokeStaffSession(await getDb(), (await cookies()).get(ADMIN_COOKIE)?.value);
  let response: NextResponse;
  if (wantsJson(request)) {
    response = NextResponse.json({ success: true });
  } else {
    const form = await request.formData().catch(() => null);
    const raw = form?.get('locale');
    const locale = isLocale(raw) ? raw : 'de';
    response = NextResponse.redirect(new URL(`${localizedPath('staff', locale)}?loggedOut=1`, env.PUBLIC_BASE_URL), 303);
  }
  response.cookies.set(ADMIN_COOKIE, '', { ...adminCookieOptions, maxAge: 0 });
  return response;
}
