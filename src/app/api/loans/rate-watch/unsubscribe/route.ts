import { getDb } from '@/db';
import { rateWatchUnsubscribeRequest } from '@/features/loans/routes';
import { readUnsubscribeRequest } from '@/lib/unsubscribe-request';

/**
 * The unsubscribe of a rate watch (issue 51 part 3), without login: the single-purpose token of the e-mail switches
 * that watch's e-mails off at once. Two callers: the mail program's one-click unsubscribe (RFC 8058: POST
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe address; no Origin to check, the token is the authority and can
 * do nothing else) and the unsubscribe page's button, which then shows the result.
 */
export async function POST(request: Request) {
  const read = await readUnsubscribeRequest(request);
  if (read instanceof Response) return read;
  return rateWatchUnsubscribeRequest(await getDb(), { ...read, now: new Date() });
}
