import { NextResponse } from 'next/server';
import { isSameOrigin } from '@/lib/origin';
import { LEAD_COOKIE } from '@/features/leads/cookies';

/**
 * Logout: deletes the lead cookie (spec section 7, "delete-cookie"). POST only: no state changes on GET.
 * Answers 200 on success; the page then goes to the locale home.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) {
    return NextResponse.json({ error: { code: 'FORBIDDEN_ORIGIN' } }, { status: 403 });
  }
  const response = NextResponse.json({ success: true });
  response.cookies.delete(LEAD_COOKIE);
  return response;
}
