import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leads } from './tables';
import type { Locale } from '@/i18n/routes';
import type { Attribution } from './attribution';

export type LeadRow = typeof leads.$inferSelect;

/** The lead with this (normalised, see validators.ts checkEmail) e-mail address, matched case-insensitively. */
export async function findLeadByEmail(db: Database, email: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(sql`lower(${leads.email})`, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findLeadById(db: Database, id: string): Promise<LeadRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

export interface NewLead {
  /** Already checked and normalised (validators.ts checkEmail). */
  email: string;
  locale: Locale;
  givenName?: string | null;
  surname?: string | null;
  originalSignupFlow?: string | null;
  attribution: Attribution;
  /** The lead whose refer-a-friend link brought this visitor (sets has_referrer). */
  referrerLeadId?: string | null;
}

/**
 * The lead for an e-mail address: created with its attribution and a default advisor (the active advisor with
 * the fewest leads) when new, otherwise the existing one unchanged
 * (attribution is captured at creation only). Safe under concurrency: two requests for the same address
 * end with one lead.
 */
export async function findOrCreateLead(db: Database, input: NewLead): Promise<{ lead: LeadRow; created: boolean }> {
  const [inserted] = await db
    .insert(leads)
    .values({
      email: input.email,
      locale: input.locale,
      givenName: input.givenName ?? null,
      surname: input.surname ?? null,
      originalSignupFlow: input.originalSignupFlow ?? null,
      referrerLeadId: input.referrerLeadId ?? null,
      // The default advisor (spec section 6): the active advisor with the fewest leads so far (the rule of
      // activeAdvisorIdWithFewestLeads below, here inside the insert, so concurrent sign-ups spread).
      defaultAdvisorId: sql`(select a.id from advisors a where a.active order by (select count(*) from leads l where l.default_advisor_id = a.id or l.claimed_advisor_id = a.id), a.surname, a.given_name limit 1)`,
      hasReferrer: Boolean(input.referrerLeadId),
      ...input.attribution,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { lead: inserted, created: true };
  const existing = await findLeadByEmail(db, input.email);
  if (!existing) throw new Error('lead vanished between insert and select');
  return { lead: existing, created: false };
}

/**
 * The id of the active advisor with the fewest leads (claimed or by default) — the default advisor for a lead that
 * has none yet, so new requests spread over the team. Ties go by surname. Null when no advisor is active.
 */
export async function activeAdvisorIdWithFewestLeads(db: Database): Promise<string | null> {
  const load = sql<number>`(select count(*) from ${leads} where ${leads.defaultAdvisorId} = ${advisors.id} or ${leads.claimedAdvisorId} = ${advisors.id})`;
  const [row] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.active, true)).orderBy(asc(load), asc(advisors.surname), asc(advisors.givenName)).limit(1);
  return row?.id ?? null;
}
