/**
 * Booking use cases (issue 10, spec sections 3, 4, 7): the calendar pages, scheduling with a job id, the job's
 * status, and moving or cancelling by e-mail link. Errors are AppErrors with codes (the UI translates them):
 * INVALID_INPUT / REQUIRED (field, params.reason), SLOT_NOT_OFFERED (params.reason: past | tooEarly | tooLate |
 * holiday | offGrid | outsideHours), SLOT_TAKEN, NOT_FOUND, LINK_EXPIRED, CONFLICT.
 *
 * Scheduling is synchronous behind an asynchronous-looking API: the booking request (job), the lead update, the
 * appointment, its links, its e-mails and its reminder job (./reminders.ts) are written in ONE transaction, so the job a client polls is never
 * left half done; the database's exclusion constraint decides races (security reference "Booking"). The job's
 * status is therefore booked or slot_taken as soon as the jobId is returned; failed when the transaction broke.
 */
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { bookingRequests } from './tables';
import { attachRecommendation } from '@/features/saved-calculations/server';
import { completeOmAnswers } from '@/features/funnel';
import { attributionFrom } from '@/features/leads';
import { rememberLeadBrowser, advanceToAppointmentBooked, fillLeadContact, findLeadById, findOrCreateLead } from '@/features/leads/server';
import { checkEmail } from '@/lib/validators';
import type { Locale } from '@/i18n/routes';
import { checkCaptcha, hitRateLimit } from '@/features/security/server';
import { listingForBooking } from '@/features/properties/server';
import { AppError } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';
import { enqueueAppointmentEmails } from './emails';
import { appointmentLinksFor } from './links';
import { scheduleReminder } from './reminders';
import { bookAppointment, type AppointmentRow } from './repository';
import { checkContact } from './contact';
import { LISTING_SLUG } from './query';
import { BOOKING_CLIENT_RATE_LIMIT, BOOKING_RATE_LIMIT, advisorsAsked, checkContactType, checkTime, checkZone, nextFreeSlots, offeredSlot } from './calendar';

export interface ScheduleInput {
  givenName: string;
  surname: string;
  email: string;
  phone?: string | null;
  advisor?: string | null;
  contactVia: string;
  date: string;
  time: number;
  homeBuyingStatus?: string | null;
  userTimeZone?: string | null;
  idempotencyKey: string;
  locale: Locale;
  /** What the visitor wants to talk about, when the page knew it (the refinance appointment page). */
  topic?: 'refinance' | null;
  /** The answers of the recommendation report the visitor booked from (its address's query); attached to the lead. */
  report?: string | null;
  /** The slug of the listing the visitor booked about (issue 25); an unknown one is left out. */
  listing?: string | null;
  tracking: { utmSource?: string | null; utmMedium?: string | null; utmCampaign?: string | null; referrer?: string | null };
  /** The client's address (src/lib/client-ip.ts): bookings are limited per client too. Every HTTP entry passes it. */
  clientIp?: string | null;
  /** The CAPTCHA widget's solution (ADR 016); without one the booking counts against the no-solution budget. */
  captcha?: string | null;
}

export interface BookingServices {
  db: Database;
  boss: PgBoss;
  now: Date;
  /** Absolute origin for the links in e-mails. */
  baseUrl: string;
}

/** updateLeadAndScheduleAsyncAppointment: validates, then books in one transaction; returns the job id. */
export async function scheduleAppointment(s: BookingServices, input: ScheduleInput): Promise<{ jobId: string; browserToken?: string }> {
  const { db, now } = s;
  if (typeof input.idempotencyKey !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(input.idempotencyKey)) throw new AppError('INVALID_INPUT', 'idempotencyKey', { reason: 'format' });
  const typedEmail = checkEmail(input.email);
  // The same submission again: the same job (only for the same address: a key is no way into someone else's job).
  if (typedEmail.ok) {
    const earlier = await existingRequest(db, input.idempotencyKey, typedEmail.value);
    if (earlier) return { jobId: earlier };
  }

  const contactType = checkContactType(input.contactVia, 'contactVia');
  const contact = checkContact(input, contactType);
  const status = contact.status;
  const zone = checkZone(input.userTimeZone);
  const start = checkTime(input.date, input.time, zone);
  const list = await advisorsAsked(db, input.advisor);
  const slot = await offeredSlot(db, contactType, start, list, now);

  const query = new URLSearchParams();
  if (input.tracking.utmSource) query.set('utm_source', input.tracking.utmSource);
  if (input.tracking.utmMedium) query.set('utm_medium', input.tracking.utmMedium);
  if (input.tracking.utmCampaign) query.set('utm_campaign', input.tracking.utmCampaign);
  const attribution = attributionFrom(query, input.tracking.referrer ?? null);
  const tracking = { utmSource: attribution.utmSource, utmMedium: attribution.utmMedium, utmCampaign: attribution.utmCampaign, referrer: attribution.documentReferrer };
  // Only advisors the calendar shows free then (their buffers included), in the calendar's order; between them
  // and a concurrent booking the database's constraint has the last word.
  const candidates = slot.freeAdvisorIds;
  // A report that is not a complete set of answers (a cut or edited address) is left out, the booking is not refused.
  const report = completeOmAnswers(input.report);
  // The listing the visitor booked about: kept with the appointment and named in the advisor's e-mail; an unknown
  // or malformed slug is left out, the booking is not refused.
  const listing = input.listing && LISTING_SLUG.test(input.listing) ? await listingForBooking(db, input.listing, s.baseUrl) : null;
  const stored = { topic: input.topic === 'refinance' ? ('refinance' as const) : null, report: report ? new URLSearchParams(report).toString() : null, listing: listing?.slug ?? null, contactVia: contactType, date: input.date, time: input.time, userTimeZone: zone, advisor: input.advisor ?? null, homeBuyingStatus: status, locale: input.locale, tracking };

  // 'unknown': no server.mjs in front (tests, `next dev`), which always sets the socket's address.
  if (input.clientIp && input.clientIp !== 'unknown') {
    const perClient = await hitRateLimit(db, `booking-ip:${input.clientIp}`, BOOKING_CLIENT_RATE_LIMIT, now);
    if (!perClient.allowed) throw new AppError('RATE_LIMITED', null, { retryAfterSeconds: perClient.retryAfterSeconds });
  }
  const limit = await hitRateLimit(db, `booking-email:${contact.email.toLowerCase()}`, BOOKING_RATE_LIMIT, now);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', 'email', { retryAfterSeconds: limit.retryAfterSeconds });
  // A booking sends e-mail to an address the client chose: the login's proof of work, or its stricter budget
  // without one (ADR 016, ADR 033). Skipped like the per-client limit when no server.mjs names the client.
  if (input.clientIp && input.clientIp !== 'unknown') {
    const captcha = await checkCaptcha(db, { payload: input.captcha, ip: input.clientIp, now, scope: 'booking' });
    if (!captcha.ok) throw captcha.code === 'RATE_LIMITED' ? new AppError('RATE_LIMITED', null, { retryAfterSeconds: captcha.retryAfterSeconds }) : new AppError('CAPTCHA_INVALID', 'altcha');
  }

  try {
    const done = await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(bookingRequests)
        .values({ idempotencyKey: input.idempotencyKey, status: 'pending', input: stored, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!request) return null;
      const { lead: found, created } = await findOrCreateLead(tx, { email: contact.email, locale: input.locale, givenName: contact.givenName, surname: contact.surname, attribution });
      // Name and phone only where the lead has none (a booking form must not overwrite what the lead set); the status is the latest answer.
      const lead = await fillLeadContact(tx, found, { givenName: contact.givenName, surname: contact.surname, phone: contact.phone, homeBuyingStatus: status ?? null }, now);
      await tx.update(bookingRequests).set({ leadId: lead.id }).where(eq(bookingRequests.id, request.id));
      let booked: AppointmentRow | null = null;
      for (const advisorId of candidates) {
        const advisor = list.find((a) => a.id === advisorId)!;
        const result = await bookAppointment(tx, {
          leadId: lead.id,
          advisorId,
          contactType,
          startsAt: slot.start,
          endsAt: slot.end,
          advisorZone: advisor.zone,
          visitorZone: zone,
          homeBuyingStatus: status,
          idempotencyKey: input.idempotencyKey,
          tracking,
          listingId: listing?.id ?? null,
          now,
        });
        if (result.ok) {
          booked = result.appointment;
          break;
        }
      }
      if (!booked) {
        const alternatives = await nextFreeSlots(tx, contactType, slot.start, list, now, zone, input.locale);
        await tx.update(bookingRequests).set({ status: 'slot_taken', alternatives, updatedAt: now }).where(eq(bookingRequests.id, request.id));
        return { id: request.id, browserToken: undefined };
      }
      const advisor = list.find((a) => a.id === booked.advisorId)!;
      await advanceToAppointmentBooked(tx, lead);
      // The report the visitor booked from goes with the lead (the advisor's e-mail names it, the account keeps it).
      if (report) await attachRecommendation(tx, { leadId: lead.id, answers: report, date: todayInBerlin(now), now });
      const links = await appointmentLinksFor(tx, booked.id, booked.startsAt, s.baseUrl, lead.locale === 'en' ? 'en' : 'de');
      await enqueueAppointmentEmails(tx, s.boss, { event: 'booked', appointment: booked, advisor, lead, links, topic: stored.topic, listing });
      await scheduleReminder(tx, s.boss, booked, now);
      await tx.update(bookingRequests).set({ status: 'booked', appointmentId: booked.id, updatedAt: now }).where(eq(bookingRequests.id, request.id));
      // This browser created the lead: it may know it from now on (ADR 017; the HTTP form sets the cookie).
      const browserToken = created ? await rememberLeadBrowser(tx, lead.id, now) : undefined;
      return { id: request.id, browserToken };
    });
    if (done) return { jobId: done.id, ...(done.browserToken ? { browserToken: done.browserToken } : {}) };
    // A concurrent submission with the same key committed first.
    const same = await existingRequest(db, input.idempotencyKey, contact.email);
    if (!same) throw new Error('booking request vanished');
    return { jobId: same };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Nothing of the booking was saved (the transaction rolled back); the job says so, and the client may retry with a new key.
    console.error('Booking failed:', error);
    const [failed] = await db
      .insert(bookingRequests)
      .values({ idempotencyKey: input.idempotencyKey, status: 'failed', input: stored, errorCode: 'INTERNAL', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: bookingRequests.id });
    if (failed) return { jobId: failed.id };
    const same = await existingRequest(db, input.idempotencyKey, contact.email);
    if (same) return { jobId: same };
    throw error;
  }
}

async function existingRequest(db: Database, key: string, email: string): Promise<string | null> {
  const [row] = await db.select({ id: bookingRequests.id, leadId: bookingRequests.leadId }).from(bookingRequests).where(eq(bookingRequests.idempotencyKey, key));
  if (!row) return null;
  const lead = row.leadId ? await findLeadById(db, row.leadId) : null;
  if (!lead || lead.email.toLowerCase() !== email.toLowerCase()) throw new AppError('CONFLICT', 'idempotencyKey', { reason: 'keyInUse' });
  return row.id;
}
