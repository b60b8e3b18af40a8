/**
 * Secrets the back office makes and must show once — a calendar subscription link, a staff login link — are
 * kept two minutes in an HttpOnly, SameSite=Strict cookie of the one page that shows them, never in a URL (a
 * URL ends up in histories, logs and Referer headers).
 */
export const SHOWN_SECRET_SECONDS = 120;
export const CALENDAR_FEED_COOKIE = 'hl_calendar_feed';
export const STAFF_LINK_COOKIE = 'hl_staff_link';
