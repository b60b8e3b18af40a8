import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { REFERRAL_COOKIE, referralCookieOptions, findLeadById, findReferrerByCode } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';

/**
 * Arrival through a refer-a-friend link: remembers the referrer in the referral cookie (only for a code that
 * belongs to a lead; it is applied when the visitor gives an e-mail address), then shows the referral
 * programme in the referrer's language. An unknown code sets nothing and leads to the same page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const db = await getDb();
  const referrerId = await findReferrerByCode(db, code);
  const referrer = referrerId ? await findLeadById(db, referrerId) : null;
  const locale = referrer && isLocale(referrer.locale) ? referrer.locale : 'de';
  const response = seeOther(localizedPath('referral-program', locale));
  if (referrer) response.cookies.set(REFERRAL_COOKIE, code, referralCookieOptions);
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
