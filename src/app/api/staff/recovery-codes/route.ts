import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { ADMIN_COOKIE, acknowledgeRecoveryCodes } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** "I have saved them": the staff page stops showing the recovery codes made at the enrolment. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  await acknowledgeRecoveryCodes(await getDb(), (await cookies()).get(ADMIN_COOKIE)?.value);
  return seeOther(localizedPath('staff', read.locale));
}
