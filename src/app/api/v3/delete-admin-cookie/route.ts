import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { ADMIN_COOKIE, adminCookieOptions, revokeStaffSession } from '@/features/staff/routes';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';
import { earlyLocale } from '@/features/auth/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { isFormContentType, readFormBody } from '@/lib/form-body';
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
  const json = wantsJson(request);
  let locale = earlyLocale(request);
  if (!json && isFormContentType(request.headers.get('content-type'))) {
    // The staff page's form names its language; the body is read by the site's form reader, up to a small limit.
    try {
      const raw = (await readFormBody(request, { maxBytes: 2_000 })).get('locale');
      if (isLocale(raw)) locale = raw;
    } catch (error) {
      return errorResponse(error instanceof AppError ? error : 'BAD_REQUEST');
    }
  }
  await revokeStaffSession(await getDb(), (await cookies()).get(ADMIN_COOKIE)?.value);
  const response = json ? NextResponse.json({ success: true }) : NextResponse.redirect(new URL(`${localizedPath('staff', locale)}?loggedOut=1`, env.PUBLIC_BASE_URL), 303);
  response.cookies.set(ADMIN_COOKIE, '', { ...adminCookieOptions, maxAge: 0 });
  return response;
}
