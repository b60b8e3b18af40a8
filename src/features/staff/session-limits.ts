/** How long staff links, sessions and the code step last (ADR 037); a module of its own, so the request proxy's cookie name needs no database. */
export const STAFF_LINK_SECONDS = 15 * 60;
export const STAFF_SESSION_IDLE_SECONDS = 15 * 60;
export const STAFF_SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
/** How long the code step after the link stays open. */
export const STAFF_PENDING_SECONDS = 10 * 60;
