import { getDb } from '@/db';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { accountAppointmentError, manageTokenForLead } from '@/features/booking/routes';
import { localizedPath } from '@/i18n/paths';
import { AppError } from '@/lib/app-error';

/**
 * "Move" and "Cancel" of the account's appointment list (plain forms, no JavaScript needed): for the logged-in
 * lead's own appointment, a fresh single-purpose link opens the manage page, which shows the move calendar or
 * the cancel button. Anything else goes back to the account with an error code the page translates.
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  try {
    const token = await manageTokenForLead(await getDb(), { leadId: lead.id, appointmentId: String(form.get('appointment') ?? ''), purpose: String(form.get('action') ?? ''), now: new Date() });
    const response = seeOther(`${localizedPath('manage-appointment', locale)}?${new URLSearchParams({ token })}`);
    // The token must not travel on in a Referer.
    response.headers.set('Referrer-Policy', 'no-referrer');
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return seeOther(`${localizedPath('account', locale)}?${new URLSearchParams({ appointmentError: accountAppointmentError(e) })}#appointments`);
  }
}
