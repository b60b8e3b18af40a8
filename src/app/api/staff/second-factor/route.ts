import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { ADMIN_COOKIE, appTotpKey, submitSecondFactor } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** The staff page's code step (ADR 037): the authenticator's code (or a recovery code) completes the sign-in. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const id = (await cookies()).get(ADMIN_COOKIE)?.value;
  const result = await submitSecondFactor(await getDb(), id, String(form.get('code') ?? '').slice(0, 40), new Date(), appTotpKey());
  const page = localizedPath('staff', locale);
  return seeOther(result.ok ? page : `${page}?codeError=${result.code}`);
}
