/** Links and names as the certificate prints them (issue 26). */
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** The public verification link of a certificate (issue 26): the page in the given language with the certificate's token. */
export function certificateVerifyUrl(locale: Locale, token: string): string {
  return new URL(`${localizedPath('certificate-verify', locale)}?${new URLSearchParams({ token })}`, env.PUBLIC_BASE_URL).toString();
}

/** An applicant's name as printed: title, first and last name (`t` translates `certificates.titles.*`). */
export function printedName(a: { title: string; firstName: string; lastName: string }, t: (key: string) => string): string {
  return [a.title ? t(`titles.${a.title}`) : '', a.firstName, a.lastName].filter(Boolean).join(' ');
}
