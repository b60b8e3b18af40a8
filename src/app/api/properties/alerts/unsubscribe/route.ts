import { getDb } from '@/db';
import { unsubscribeRadar } from '@/features/properties/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';
import { env } from '@/env';
import { readUnsubscribeRequest } from '@/lib/unsubscribe-request';

/**
 * The unsubscribe of a property alert (issue 25), without login: the single-purpose token of the e-mail
 * switches that radar's e-mails off at once. Two callers: the mail program's one-click unsubscribe (RFC 8058:
 * POST `List-Unsubscribe=One-Click` to the List-Unsubscribe address, no Origin to check: the token is the
 * authority, and it can do nothing else) and the button of the unsubscribe page, which then shows the result.
 */
export async function POST(request: Request) {
  const read = await readUnsubscribeRequest(request);
  if (read instanceof Response) return read;
  const { token, locale } = read;
  const radar = await unsubscribeRadar(await getDb(), token, new Date());
  const page = unsubscribePage(locale);
  if (page) return Response.redirect(new URL(`${page}?${new URLSearchParams({ token: token ?? '' })}`, env.PUBLIC_BASE_URL), 303);
  return new Response(radar ? 'Unsubscribed.\n' : 'Unknown or invalid link.\n', { status: radar ? 200 : 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The page's form names its locale; the mail program's one-click request does not. */
function unsubscribePage(locale: string | null): string | null {
  return locale && isLocale(locale) ? localizedPath('property-alerts-unsubscribe', locale) : null;
}
