import { getDb } from '@/db';
import { unsubscribeRadar } from '@/features/properties/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';
import { env } from '@/env';
import { AppError, errorResponse } from '@/lib/app-error';
import { isFormContentType, readFormBody } from '@/lib/form-body';

/**
 * The unsubscribe of a property alert (issue 25), without login: the single-purpose token of the e-mail
 * switches that radar's e-mails off at once. Two callers: the mail program's one-click unsubscribe (RFC 8058:
 * POST `List-Unsubscribe=One-Click` to the List-Unsubscribe address, no Origin to check: the token is the
 * authority, and it can do nothing else) and the button of the unsubscribe page, which then shows the result.
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  let token = url.searchParams.get('token');
  let locale = url.searchParams.get('locale');
  if (isFormContentType(request.headers.get('content-type'))) {
    // The page's form (token, locale) or the mail program's `List-Unsubscribe=One-Click`: a few hundred bytes,
    // read by the site's form reader up to its limit (a larger, cut-short or malformed body is refused).
    let form: FormData;
    try {
      form = await readFormBody(request, { maxBytes: 2_000 });
    } catch (error) {
      return errorResponse(error instanceof AppError ? error : 'BAD_REQUEST');
    }
    const posted = form.get('token');
    if (typeof posted === 'string') token = posted;
    const postedLocale = form.get('locale');
    if (typeof postedLocale === 'string') locale = postedLocale;
  }
  const radar = await unsubscribeRadar(await getDb(), token, new Date());
  const page = unsubscribePage(locale);
  if (page) return Response.redirect(new URL(`${page}?${new URLSearchParams({ token: token ?? '' })}`, env.PUBLIC_BASE_URL), 303);
  return new Response(radar ? 'Unsubscribed.\n' : 'Unknown or invalid link.\n', { status: radar ? 200 : 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The page's form names its locale; the mail program's one-click request does not. */
function unsubscribePage(locale: string | null): string | null {
  return locale && isLocale(locale) ? localizedPath('property-alerts-unsubscribe', locale) : null;
}
