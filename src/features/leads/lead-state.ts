import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { SESSION_COOKIE } from '@/features/auth/cookies';
import { readSession } from '@/features/auth/sessions';
import { findLeadById, type LeadRow } from './repository';
import type { Visitor } from './visitor';

/**
 * The one function that decides what the site knows about the visitor of a request. Pages never call it
 * while rendering cached HTML: the account pages (rendered per request) and GET /api/visitor (which the
 * frame's islands ask after the page has loaded) do.
 *
 * A live session (features/auth/sessions.ts) makes the visitor a logged-in, eligible lead. The lead cookie
 * of a lead that is not logged in arrives with the lead forms.
 */
export async function getVisitor(): Promise<Visitor> {
  const lead = await getLoggedInLead();
  if (!lead) return { eligible: false, lead: null };
  return { eligible: true, lead: { givenName: lead.givenName } };
}

/** The lead of this request's live session, or null. */
export async function getLoggedInLead(): Promise<LeadRow | null> {
  const sessionId = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sessionId) return null;
  const db = await getDb();
  const session = await readSession(db, sessionId);
  return session ? findLeadById(db, session.leadId) : null;
}
