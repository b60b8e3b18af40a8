import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { earlyLocale, readPostedForm, refuseBeforeBody, seeOther } from '@/features/auth/routes';
import { ADMIN_COOKIE, appTotpKey, submitSecondFactor } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** The staff page's code step (ADR 037): the authenticator's code (or a recovery code) completes the sign-in. */
export async function POST(request: Request) {
  // Origin, type and the pending sign-in (the admin cookie) before the body is read (issue 46).
  const refused = refuseBeforeBody(request);
  if (refused) return refused;
  const id = (await cookies()).get(ADMIN_COOKIE)?.value;
  if (!id) return seeOther(`${localizedPath('staff', earlyLocale(request))}?codeError=SESSION_GONE`);
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const result = await submitSecondFactor(await getDb(), id, String(form.get('code') ?? '').slice(0, 40), new Date(), appTotpKey());
  const page = localizedPath('staff', locale);
  return seeOther(result.ok ? page : `${page}?codeError=${result.code}`);
}
