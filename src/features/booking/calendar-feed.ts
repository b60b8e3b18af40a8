import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leads } from '@/features/leads/tables';
import { advisorCalendarTokens, appointments } from './tables';
import { SITE } from '@/config/site';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';

/**
 * The advisor's private calendar subscription (issue 10): a secret URL that serves the advisor's appointments
 * as an iCalendar feed, so bookings show up in their own calendar app. The secret is random, stored hashed,
 * revocable; a new one revokes the old ones. The feed holds the appointments from 30 days back on, cancelled
 * ones as STATUS:CANCELLED (the calendar app then removes them), each with the appointment id as UID and its
 * SEQUENCE, so a reschedule moves the event instead of adding one.
 */
export const FEED_PAST_DAYS = 30;

/** A new subscription secret for the advisor (revoking the old ones); audited when `actor` says who made it. */
export async function issueCalendarToken(db: Database, advisorEnumValue: string, now: Date = new Date(), actor?: AuditActor): Promise<{ token: string } | null> {
  const [advisor] = await db.select({ id: advisors.id, enumValue: advisors.enumValue }).from(advisors).where(eq(advisors.enumValue, advisorEnumValue.toUpperCase()));
  if (!advisor) return null;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await revokeCalendarTokens(tx, advisor.id, now);
    await tx.insert(advisorCalendarTokens).values({ tokenHash: hashToken(token), advisorId: advisor.id, createdAt: now });
    if (actor) await recordAudit(tx, { actor, action: 'advisor.calendar_link_made', subject: { kind: 'advisor', id: advisor.enumValue }, at: now });
  });
  return { token };
}

export async function revokeCalendarTokens(db: Database, advisorId: string, now: Date = new Date()): Promise<void> {
  await db.update(advisorCalendarTokens).set({ revokedAt: now }).where(and(eq(advisorCalendarTokens.advisorId, advisorId), isNull(advisorCalendarTokens.revokedAt)));
}

const CONTACT_TITLES: Record<string, string> = { phone: 'Telefontermin', video: 'Videotermin', 'short-video': 'Kurzer Videotermin', office: 'Termin im Büro' };

/** The feed of a live token, or null (unknown, malformed or revoked token). */
export async function calendarFeed(db: Database, token: string, now: Date = new Date()): Promise<string | null> {
  if (!isTokenShape(token)) return null;
  const [owner] = await db
    .select({ advisorId: advisorCalendarTokens.advisorId, givenName: advisors.givenName, surname: advisors.surname })
    .from(advisorCalendarTokens)
    .innerJoin(advisors, eq(advisors.id, advisorCalendarTokens.advisorId))
    .where(and(eq(advisorCalendarTokens.tokenHash, hashToken(token)), isNull(advisorCalendarTokens.revokedAt)));
  if (!owner) return null;
  const rows = await db
    .select({ appointment: appointments, lead: { givenName: leads.givenName, surname: leads.surname, email: leads.email, phone: leads.phone } })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(and(eq(appointments.advisorId, owner.advisorId), gt(appointments.endsAt, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000))))
    .orderBy(desc(appointments.startsAt))
    .limit(1000);
  const events: EventAttributes[] = rows.map(({ appointment: a, lead }) => {
    const name = [lead.givenName, lead.surname].filter(Boolean).join(' ') || lead.email;
    return {
      uid: `${a.id}@${new URL(SITE.productionOrigin).hostname}`,
      sequence: a.sequence,
      start: a.startsAt.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: a.endsAt.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: `${CONTACT_TITLES[a.contactType] ?? 'Termin'}: ${name}`,
      description: [`E-Mail: ${lead.email}`, lead.phone ? `Telefon: ${lead.phone}` : null, `Kontaktart: ${a.contactType}`].filter(Boolean).join('\n'),
      status: a.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
      classification: 'PRIVATE',
      created: a.createdAt.getTime(),
    };
  });
  const { error, value } = createEvents(events, { productId: `-//${SITE.brand}//Termine//DE`, calName: `${SITE.brand}: ${owner.givenName} ${owner.surname}` });
  if (error || value === null) throw error ?? new Error('calendar feed could not be written');
  return value;
}
