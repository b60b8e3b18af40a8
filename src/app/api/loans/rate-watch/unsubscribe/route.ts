import { getDb } from '@/db';
import { rateWatchUnsubscribeRequest } from '@/features/loans/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { isFormContentType, readFormBody } from '@/lib/form-body';

/**
 * The unsubscribe of a rate watch (issue 51 part 3), without login: the single-purpose token of the e-mail switches
 * that watch's e-mails off at once. Two callers: the mail program's one-click unsubscribe (RFC 8058: POST
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe address; no Origin to check, the token is the authority and can
 * do nothing else) and the unsubscribe page's button, which then shows the result.
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  let token = url.searchParams.get('token');
  let locale = url.searchParams.get('locale');
  if (isFormContentType(request.headers.get('content-type'))) {
    // The page's form (token, locale) or the mail program's `List-Unsubscribe=One-Click`: a few hundred bytes.
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
  return rateWatchUnsubscribeRequest(await getDb(), { token, locale, now: new Date() });
}
