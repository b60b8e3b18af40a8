import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { consents } from './tables';

/**
 * Consent records (GDPR): the leads feature owns `consents` (ADR 023, amendment of issue 46), so every feature that
 * asks for a consent (sign-up, lead requests, webinars, the analytics consent) records and withdraws it here, in the
 * caller's transaction when it passes one. Others read the table through `@/features/leads/tables`.
 */

/** Records that the lead agreed to `purpose` in the text's `textVersion` at `now`. */
export async function recordConsent(db: Database, leadId: string, purpose: string, textVersion: string, now: Date): Promise<void> {
  await db.insert(consents).values({ leadId, purpose, textVersion, givenAt: now });
}

/** Marks the lead's consents to `purpose` that still hold as withdrawn at `now` (none holding: nothing changes). */
export async function withdrawConsent(db: Database, leadId: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.leadId, leadId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)));
}
