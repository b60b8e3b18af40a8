/**
 * What an unsubscribe request without login carries (the property radar's and the rate watch's e-mails): the
 * single-purpose token and the page's locale, from the address or from a small form body — the unsubscribe page's
 * button, or the mail program's one-click unsubscribe (RFC 8058: POST `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address; no Origin to check: the token is the authority, and it can do nothing else). A body that
 * is larger than a few hundred bytes, cut short or malformed is refused with the error answer.
 */
import { AppError, errorResponse } from './app-error';
import { isFormContentType, readFormBody } from './form-body';

export async function readUnsubscribeRequest(request: Request): Promise<{ token: string | null; locale: string | null } | Response> {
  const url = new URL(request.url);
  let token = url.searchParams.get('token');
  let locale = url.searchParams.get('locale');
  if (isFormContentType(request.headers.get('content-type'))) {
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
  return { token, locale };
}
