import 'server-only';
import type { Visitor } from './visitor';

/**
 * The one function that decides what the site knows about the visitor of a request. Pages never call it
 * while rendering cached HTML: the account pages (rendered per request) and GET /api/visitor (which the
 * frame's islands ask after the page has loaded) do.
 *
 * Leads and sessions arrive with the login issue; until a session mechanism exists no visitor can be logged
 * in or be a known lead, so every visitor is anonymous.
 */
export async function getVisitor(): Promise<Visitor> {
  return { eligible: false, lead: null };
}
