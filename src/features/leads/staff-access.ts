import { eq, or, sql, type SQL } from 'drizzle-orm';
import { leads } from './tables';

/**
 * Which leads a staff member may see and work on (spec section 6): an admin every lead, an advisor the leads
 * assigned to them (claimed or default advisor; the same rule as documents/access.ts), staff without an
 * advisor profile none. Every back-office page and endpoint checks it on the server.
 */
export interface LeadViewer {
  role: string;
  advisorId: string | null;
}

export function staffCanSeeLead(viewer: LeadViewer, lead: { claimedAdvisorId: string | null; defaultAdvisorId: string | null }): boolean {
  if (viewer.role === 'admin') return true;
  if (!viewer.advisorId) return false;
  return lead.claimedAdvisorId === viewer.advisorId || lead.defaultAdvisorId === viewer.advisorId;
}

/** The same rule as a condition on `leads` rows. */
export function leadsVisibleTo(viewer: LeadViewer): SQL {
  if (viewer.role === 'admin') return sql`true`;
  if (!viewer.advisorId) return sql`false`;
  return or(eq(leads.claimedAdvisorId, viewer.advisorId), eq(leads.defaultAdvisorId, viewer.advisorId))!;
}
