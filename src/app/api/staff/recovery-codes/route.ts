import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { earlyLocale, readPostedForm, refuseBeforeBody, seeOther } from '@/features/auth/routes';
import { ADMIN_COOKIE, acknowledgeRecoveryCodes } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** "I have saved them": the staff page stops showing the recovery codes made at the enrolment. */
export async function POST(request: Request) {
  // Origin, type and the staff session (the admin cookie) before the body is read (issue 46).
  const refused = refuseBeforeBody(request);
  if (refused) return refused;
  const id = (await cookies()).get(ADMIN_COOKIE)?.value;
  if (!id) return seeOther(localizedPath('staff', earlyLocale(request)));
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  await acknowledgeRecoveryCodes(await getDb(), id);
  return seeOther(localizedPath('staff', read.locale));
}
