import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import { SESSION_COOKIE, LEAD_COOKIE } from './cookies';
import { readSession } from '@/features/leads/sessions';
import type { CookieReader } from '@/lib/request-cookies';
import { leadIdForBrowser } from './browsers';
import { findLeadById, type LeadRow } from './repository';
import { ANONYMOUS, type Visitor } from '@/lib/visitor';

/**
 * What the site knows about the visitor of a request. Pages never call this while rendering cached HTML:
 * the account pages (rendered per request), GET /api/visitor (asked by the frame's islands after load) and
 * the query endpoint do.
 *
 * - A live session (features/auth/sessions.ts) makes the visitor a logged-in, eligible lead.
 * - Without one, the lead cookie (features/leads/browsers.ts) says which lead this browser is: enough to greet
 *   it by first name and prefill forms, never to show or change anything else.
 */
export interface RequestIdentity {
  /** The lead of a live session, or null. */
  loggedIn: LeadRow | null;
  /** The lead this browser is known as: the logged-in lead, else the lead cookie's lead, else null. */
  known: LeadRow | null;
  sessionId: string | null;
}

export async function identify(db: Database, jar: CookieReader, now: Date = new Date()): Promise<RequestIdentity> {
  const sessionId = jar.get(SESSION_COOKIE)?.value ?? null;
  const session = sessionId ? await readSession(db, sessionId, now) : null;
  const loggedIn = session ? await findLeadById(db, session.leadId) : null;
  if (loggedIn) return { loggedIn, known: loggedIn, sessionId };
  const leadId = await leadIdForBrowser(db, jar.get(LEAD_COOKIE)?.value, now);
  return { loggedIn: null, known: leadId ? await findLeadById(db, leadId) : null, sessionId };
}

/** What the lead feature says about the visitor of GET /api/visitor; the route adds the rest. */
export type LeadVisitor = Pick<Visitor, 'eligible' | 'lead'>;

/** The visitor as the page frame's islands see it (GET /api/visitor). */
export function visitorOf(identity: RequestIdentity): LeadVisitor {
  if (!identity.known) return { eligible: ANONYMOUS.eligible, lead: ANONYMOUS.lead };
  return { eligible: identity.loggedIn !== null, lead: { givenName: identity.known.givenName } };
}

/** The visitor, and the id of the lead the browser is known as (for the feature-flag bucket, ADR 040). */
export async function getVisitor(): Promise<{ visitor: LeadVisitor; leadId: string | null }> {
  const identity = await identify(await getDb(), await cookies());
  return { visitor: visitorOf(identity), leadId: identity.known?.id ?? null };
}

/** The lead of this request's live session, or null. */
export async function getLoggedInLead(): Promise<LeadRow | null> {
  const sessionId = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sessionId) return null;
  const db = await getDb();
  const session = await readSession(db, sessionId);
  return session ? findLeadById(db, session.leadId) : null;
}

/** The lead this browser is known as (logged in, or by its lead cookie), or null. */
export async function getKnownLead(): Promise<LeadRow | null> {
  return (await identify(await getDb(), await cookies())).known;
}
