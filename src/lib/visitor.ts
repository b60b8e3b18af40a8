/**
 * What the page frame may show about the visitor (spec section 4 "Eligibility"): shared by the server
 * (GET /api/visitor) and the browser islands that read it.
 */
export interface Visitor {
  /** Logged in, which the spec equates with eligible_for_account: the account area is open. */
  eligible: boolean;
  /** A lead the server recognised (its cookie), logged in or not; null for a stranger. */
  lead: { givenName: string | null } | null;
  /** The visitor's feature-flag bucket seed (ADR 040); null when the server did not answer. */
  seed: string | null;
  /** Whether this host records analytics events (the production host, ADR 041); else they go to the console. */
  analytics: boolean;
}

export const ANONYMOUS: Visitor = Object.freeze({ eligible: false, lead: null, seed: null, analytics: false });

/** The response body of GET /api/visitor, checked where it enters the browser. */
export function parseVisitor(value: unknown): Visitor | null {
  if (typeof value !== 'object' || value === null) return null;
  const { eligible, lead, seed, analytics } = value as Record<string, unknown>;
  if (typeof eligible !== 'boolean') return null;
  // Both came later than the rest (issue 28): an answer without them means no seed and no recording.
  const extra = { seed: typeof seed === 'string' ? seed : null, analytics: analytics === true };
  if (lead === null) return { eligible, lead: null, ...extra };
  if (typeof lead !== 'object' || lead === undefined) return null;
  const givenName = (lead as Record<string, unknown>).givenName;
  if (givenName !== null && typeof givenName !== 'string') return null;
  return { eligible, lead: { givenName }, ...extra };
}
