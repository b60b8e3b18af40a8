import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leads } from '@/features/leads/tables';
import { webinarRegistrations, webinars } from './tables';
import { AppError } from '@/lib/app-error';
import { newWebinarSchema, type NewWebinar, type WebinarTopic } from './schemas';

export type WebinarRow = typeof webinars.$inferSelect;
export type RegistrationRow = typeof webinarRegistrations.$inferSelect;
export type RegistrationStatus = 'registered' | 'waiting' | 'cancelled';

/** A webinar as the landing page lists it: the speaker's name and the seats left. */
export interface WebinarListing {
  id: string;
  title: string;
  language: 'de' | 'en';
  startsAt: Date;
  endsAt: Date;
  zone: string;
  durationMinutes: number;
  speaker: { givenName: string; surname: string; isDemo: boolean };
  capacity: number;
  seatsLeft: number;
  waiting: number;
  recordingUrl: string | null;
  isDemo: boolean;
}

const endOf = (w: Pick<WebinarRow, 'startsAt' | 'durationMinutes'>) => new Date(w.startsAt.getTime() + w.durationMinutes * 60_000);

/** How many webinars the table holds (past, cancelled and demo ones included): the demo dates are seeded only into an empty one. */
export async function countWebinars(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webinars);
  return row?.n ?? 0;
}

/**
 * Creates a webinar (staff's command). The local start is read in the given zone; an unknown zone, a time that
 * does not exist there (the spring gap) or a speaker who is no active advisor is refused with a code.
 */
export async function createWebinar(db: Database, input: NewWebinar, now: Date = new Date()): Promise<WebinarRow> {
  const parsed = newWebinarSchema.safeParse(input);
  if (!parsed.success) throw new AppError('INVALID_INPUT', String(parsed.error.issues[0]?.path[0] ?? 'webinar'));
  const w = parsed.data;
  const local = DateTime.fromISO(w.startsAtLocal, { zone: w.zone });
  if (!local.isValid || local.toFormat("yyyy-MM-dd'T'HH:mm") !== w.startsAtLocal) throw new AppError('INVALID_INPUT', 'startsAtLocal');
  const [speaker] = await db.select({ id: advisors.id }).from(advisors).where(and(eq(advisors.email, w.speakerEmail), eq(advisors.active, true)));
  if (!speaker) throw new AppError('NOT_FOUND', 'speakerEmail');
  const [row] = await db
    .insert(webinars)
    .values({
      topic: w.topic,
      language: w.language,
      title: w.title,
      startsAt: local.toJSDate(),
      durationMinutes: w.durationMinutes,
      zone: w.zone,
      speakerId: speaker.id,
      capacity: w.capacity,
      meetingUrl: w.meetingUrl,
      recordingUrl: w.recordingUrl,
      isDemo: w.isDemo,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** Sets or clears a webinar's recording link (shown on the landing page once the webinar is over). */
export async function setRecordingUrl(db: Database, webinarId: string, url: string | null): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(webinarId)) return false;
  if (url !== null && !/^https:\/\/\S{1,490}$/.test(url)) throw new AppError('INVALID_INPUT', 'recordingUrl');
  const rows = await db.update(webinars).set({ recordingUrl: url }).where(eq(webinars.id, webinarId)).returning({ id: webinars.id });
  return rows.length === 1;
}

const counts = {
  registered: sql<number>`(select count(*)::int from webinar_registrations r where r.webinar_id = ${webinars.id} and r.status = 'registered')`,
  waiting: sql<number>`(select count(*)::int from webinar_registrations r where r.webinar_id = ${webinars.id} and r.status = 'waiting')`,
};

function toListing(row: { w: WebinarRow; s: { givenName: string; surname: string; isDemo: boolean }; registered: number; waiting: number }): WebinarListing {
  return {
    id: row.w.id,
    title: row.w.title,
    language: row.w.language === 'en' ? 'en' : 'de',
    startsAt: row.w.startsAt,
    endsAt: endOf(row.w),
    zone: row.w.zone,
    durationMinutes: row.w.durationMinutes,
    speaker: row.s,
    capacity: row.w.capacity,
    seatsLeft: Math.max(0, row.w.capacity - row.registered),
    waiting: row.waiting,
    recordingUrl: row.w.recordingUrl,
    isDemo: row.w.isDemo,
  };
}

/**
 * Demo dates are shown while their demo speaker is offered: the administration's "demo data off" deactivates the
 * demo advisors (ADR 039), which withdraws their demo webinars too (rows are kept, like the demo listings).
 */
const shown = sql`not (${webinars.isDemo} and not ${advisors.active})`;

/** Upcoming demo webinars still shown (the administration's demo data summary). */
export async function countShownDemoWebinars(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webinars)
    .innerJoin(advisors, eq(advisors.id, webinars.speakerId))
    .where(and(eq(webinars.isDemo, true), eq(advisors.active, true), gt(webinars.startsAt, now)));
  return row?.n ?? 0;
}

const listingColumns = {
  w: webinars,
  s: { givenName: advisors.givenName, surname: advisors.surname, isDemo: advisors.isDemo },
  registered: counts.registered,
  waiting: counts.waiting,
};

/**
 * The topic's webinars for its landing page: the upcoming ones (not yet ended), soonest first, and the latest
 * past ones (most recent first, at most `pastLimit`).
 */
export async function webinarsOfTopic(db: Database, topic: WebinarTopic, now: Date, pastLimit = 3): Promise<{ upcoming: WebinarListing[]; past: WebinarListing[] }> {
  const ends = sql`${webinars.startsAt} + make_interval(mins => ${webinars.durationMinutes})`;
  const upcoming = await db
    .select(listingColumns)
    .from(webinars)
    .innerJoin(advisors, eq(advisors.id, webinars.speakerId))
    .where(and(eq(webinars.topic, topic), shown, sql`${ends} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(webinars.startsAt));
  const past = await db
    .select(listingColumns)
    .from(webinars)
    .innerJoin(advisors, eq(advisors.id, webinars.speakerId))
    .where(and(eq(webinars.topic, topic), shown, sql`${ends} <= ${now.toISOString()}::timestamptz`))
    .orderBy(desc(webinars.startsAt))
    .limit(pastLimit);
  return { upcoming: upcoming.map(toListing), past: past.map(toListing) };
}

/** One webinar with its speaker and seats (the registration page). */
export async function webinarListing(db: Database, webinarId: string): Promise<(WebinarListing & { topic: string }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(webinarId)) return null;
  const [row] = await db.select(listingColumns).from(webinars).innerJoin(advisors, eq(advisors.id, webinars.speakerId)).where(and(eq(webinars.id, webinarId), shown));
  return row ? { ...toListing(row), topic: row.w.topic } : null;
}

/** A webinar row locked for the registration's transaction: registrations of one webinar take turns. */
export async function lockWebinar(tx: Database, webinarId: string): Promise<WebinarRow | null> {
  const [row] = await tx.select().from(webinars).where(eq(webinars.id, webinarId)).for('update');
  return row ?? null;
}

export async function seatsTaken(tx: Database, webinarId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(webinarRegistrations).where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.status, 'registered')));
  return row?.n ?? 0;
}

export async function registrationOf(tx: Database, webinarId: string, leadId: string): Promise<RegistrationRow | null> {
  const [row] = await tx.select().from(webinarRegistrations).where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.leadId, leadId)));
  return row ?? null;
}

export async function registrationByTokenHash(db: Database, tokenHash: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.cancelTokenHash, tokenHash));
  return row ?? null;
}

/** The first on the waiting list (locked), or null. */
export async function firstWaiting(tx: Database, webinarId: string): Promise<RegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.status, 'waiting')))
    .orderBy(asc(webinarRegistrations.queuePosition))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A registration with its webinar, speaker and lead: what every e-mail about it needs. */
export async function registrationWithPeople(db: Database, registrationId: string) {
  const [row] = await db
    .select({ r: webinarRegistrations, w: webinars, speaker: advisors, lead: { email: leads.email, givenName: leads.givenName, surname: leads.surname } })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .innerJoin(advisors, eq(advisors.id, webinars.speakerId))
    .innerJoin(leads, eq(leads.id, webinarRegistrations.leadId))
    .where(eq(webinarRegistrations.id, registrationId));
  return row ?? null;
}

/**
 * Seats whose reminder is due at `now`: the day-before reminder from 24 hours before the start, the hour-before
 * one (with the join link) from 60 minutes before, both only until the start. A seat taken after the reminder's
 * moment gets none (its confirmation has just come).
 */
export async function dueReminders(db: Database, now: Date, kind: 'day' | 'hour', limit = 100): Promise<{ id: string }[]> {
  const before = kind === 'day' ? 24 * 60 : 60;
  const sentColumn = kind === 'day' ? webinarRegistrations.dayReminderAt : webinarRegistrations.hourReminderAt;
  const at = now.toISOString();
  return db
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(
      and(
        eq(webinarRegistrations.status, 'registered'),
        sql`${sentColumn} is null`,
        gt(webinars.startsAt, sql`${at}::timestamptz`),
        lte(sql`${webinars.startsAt} - make_interval(mins => ${before})`, sql`${at}::timestamptz`),
        sql`coalesce(${webinarRegistrations.seatedAt}, ${webinarRegistrations.createdAt}) < ${webinars.startsAt} - make_interval(mins => ${before})`,
      ),
    )
    .limit(limit);
}

/** A lead's webinar registrations (the staff's lead page): title, start, state and where the lead came from. */
export async function registrationsOfLead(db: Database, leadId: string): Promise<{ at: Date; title: string; startsAt: Date; status: RegistrationStatus; utmSource: string; utmCampaign: string }[]> {
  const rows = await db
    .select({ at: webinarRegistrations.createdAt, title: webinars.title, startsAt: webinars.startsAt, status: webinarRegistrations.status, utmSource: webinarRegistrations.utmSource, utmCampaign: webinarRegistrations.utmCampaign })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(eq(webinarRegistrations.leadId, leadId));
  return rows.map((r) => ({ ...r, status: r.status as RegistrationStatus }));
}
