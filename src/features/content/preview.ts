/**
 * Draft preview (ADR 020): the proxy rewrites a request for a draft's URL that carries the staff cookie to
 * `/<locale>/content-preview/<internal path>`, whose pages render per request and show the draft only to a
 * logged-in staff member. The segment has no public URL of its own (the proxy answers it with the 404 page).
 */
export const PREVIEW_SEGMENT = 'content-preview';
