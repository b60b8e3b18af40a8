/**
 * A new calendar subscription link's secret, kept two minutes in a cookie of the staff calendar page only (HttpOnly,
 * SameSite=Strict), so the page can show it once made without it ever being in a URL.
 */
export const CALENDAR_FEED_COOKIE = 'hl_calendar_feed';
export const CALENDAR_FEED_COOKIE_SECONDS = 120;
