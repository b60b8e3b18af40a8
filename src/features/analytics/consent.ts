import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { recordConsent, withdrawConsent } from '@/features/leads/server';
import { consents } from '@/features/leads/tables';
import { analyticsLeadEvents } from './tables';

/**
 * A lead's consent to link their use of the site to their account (the spec's analytics "identify", ADR 041):
 * asked at sign-up as an optional box, given or withdrawn on the profile at any time. Withdrawing also deletes
 * what was linked. Without it a lead's events are counted like anybody's, labelled `lead`.
 */
export const ANALYTICS_CONSENT_PURPOSE = 'analytics';
/** The version of the text the lead agrees to (raise it when the account page's wording changes in substance). */
export const ANALYTICS_CONSENT_VERSION = '2026-11-28';

/** Linked events kept per lead: older ones are deleted as new ones arrive. */
export const MAX_LEAD_EVENTS = 500;

const active = (leadId: string) => and(eq(consents.leadId, leadId), eq(consents.purpose, ANALYTICS_CONSENT_PURPOSE), isNull(consents.withdrawnAt));

export async function hasAnalyticsConsent(db: Database, leadId: string): Promise<boolean> {
  const [row] = await db.select({ id: consents.id }).from(consents).where(active(leadId)).limit(1);
  return row !== undefined;
}

/** Gives (a new consent record with its text version) or withdraws (recorded, linked events deleted); idempotent. */
export async function setAnalyticsConsent(db: Database, leadId: string, agree: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: consents.id }).from(consents).where(active(leadId)).limit(1);
    if (agree) {
      if (!current) await recordConsent(tx, leadId, ANALYTICS_CONSENT_PURPOSE, ANALYTICS_CONSENT_VERSION, now);
      return;
    }
    await withdrawConsent(tx, leadId, ANALYTICS_CONSENT_PURPOSE, now);
    await tx.delete(analyticsLeadEvents).where(eq(analyticsLeadEvents.leadId, leadId));
  });
}

export type LeadAnalyticsEvent = { at: Date; event: string; route: string; path: string };

/** A lead's linked events, newest first. */
export async function leadAnalyticsEvents(db: Database, leadId: string, limit = 100): Promise<LeadAnalyticsEvent[]> {
  return db
    .select({ at: analyticsLeadEvents.at, event: analyticsLeadEvents.event, route: analyticsLeadEvents.route, path: analyticsLeadEvents.path })
    .from(analyticsLeadEvents)
    .where(eq(analyticsLeadEvents.leadId, leadId))
    .orderBy(desc(analyticsLeadEvents.at), desc(analyticsLeadEvents.id))
    .limit(limit);
}
