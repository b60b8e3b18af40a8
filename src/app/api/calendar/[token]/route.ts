import { getDb } from '@/db';
import { calendarFeed } from '@/features/booking/routes';
import { errorResponse } from '@/lib/app-error';

type Context = { params: Promise<{ token: string }> };

/**
 * An advisor's calendar subscription (features/booking/calendar-feed.ts). The URL is the secret: an unknown or
 * revoked one is a 404 like any other, the feed is never cached by shared caches and never indexed.
 */
export async function GET(_request: Request, { params }: Context) {
  const token = (await params).token.replace(/\.ics$/, '');
  const feed = await calendarFeed(await getDb(), token);
  if (feed === null) return errorResponse('NOT_FOUND');
  return new Response(feed, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
