import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { recordConsent } from './consents';
import { leads } from './tables';
import { checkName, type FieldCode } from '@/lib/validators';

/** The version of the terms and privacy texts a signup agrees to (raise it when the terms or the privacy policy change in substance). */
export const TERMS_PRIVACY_VERSION = '2026-11-23';

/** "First Middle Last" → given name "First Middle", surname "Last" (one word: given name only). */
export function splitFullName(name: string): { givenName: string; surname: string | null } {
  const words = name.split(' ');
  return words.length < 2 ? { givenName: name, surname: null } : { givenName: words.slice(0, -1).join(' '), surname: words.at(-1)! };
}

/**
 * The signup step (spec section 2): the full name and the consent to terms and privacy policy, once the address
 * is confirmed (the lead is logged in). Records the consent with its text version and time.
 */
export async function completeSignup(
  db: Database,
  { leadId, fullName, consent, flow, now = new Date() }: { leadId: string; fullName: string; consent: boolean; flow: string | null; now?: Date },
): Promise<{ ok: true } | { ok: false; errors: Partial<Record<'name' | 'consent', FieldCode | 'consentRequired'>> }> {
  const name = checkName(fullName);
  const errors: Partial<Record<'name' | 'consent', FieldCode | 'consentRequired'>> = {};
  if (!name.ok) errors.name = name.code;
  if (!consent) errors.consent = 'consentRequired';
  if (!name.ok || !consent) return { ok: false, errors };
  const { givenName, surname } = splitFullName(name.value);
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ givenName, surname, originalSignupFlow: flow === 'prop_search' ? 'prop_search' : 'generic', updatedAt: now })
      .where(eq(leads.id, leadId));
    await recordConsent(tx, leadId, 'terms-privacy', TERMS_PRIVACY_VERSION, now);
  });
  return { ok: true };
}
