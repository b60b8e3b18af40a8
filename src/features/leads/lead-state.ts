import 'server-only';

export interface LeadState {
  /** Spec section 4 "Eligibility": false until the server reports eligibleForAccount. */
  eligible: boolean;
  givenName: string | null;
}

/**
 * The one function every component reads the visitor's lead state through. Leads and sessions arrive with
 * the login issue; until a session mechanism exists no visitor can have an account, so nobody is eligible.
 */
export async function getLeadState(): Promise<LeadState> {
  return { eligible: false, givenName: null };
}
