/**
 * What the page frame may show about the visitor (spec section 4 "Eligibility"): shared by the server
 * (GET /api/visitor) and the browser islands that read it.
 */
export interface Visitor {
  /** Logged in, which the spec equates with eligible_for_account: the account area is open. */
  eligible: boolean;
  /** A lead the server recognised (its cookie), logged in or not; null for a stranger. */
  lead: { givenName: string | null } | null;
}

export const ANONYMOUS: Visitor = Object.freeze({ eligible: false, lead: null });

/** The response body of GET /api/visitor, checked where it enters the browser. */
export function parseVisitor(value: unknown): Visitor | null {
  if (typeof value !== 'object' || value === null) return null;
  const { eligible, lead } = value as Record<string, unknown>;
  if (typeof eligible !== 'boolean') return null;
  if (lead === null) return { eligible, lead: null };
  if (typeof lead !== 'object' || lead === undefined) return null;
  const givenName = (lead as Record<string, unknown>).givenName;
  if (givenName !== null && typeof givenName !== 'string') return null;
  return { eligible, lead: { givenName } };
}
