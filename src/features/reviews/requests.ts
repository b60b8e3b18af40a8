import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { appointments } from '@/features/booking/tables';
import { leads } from '@/features/leads/tables';
import { reviewRequests, reviews } from './tables';
import { enqueueEmail } from '@/features/email/server';
import { reviewRequestEmail } from './email-templates';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { displayNameOf, OWN_SOURCE, REVIEW_CODES, REVIEW_FIELDS, REVIEW_MAX_LENGTHS, reviewSchema } from './schemas';

/** The request goes out this long after the appointment's end (time for staff to mark a no-show first). */
export const REQUEST_AFTER_HOURS = 3;
/** Appointments that ended longer ago than this get no request (switching the feature on mails nobody from the past). */
export const REQUEST_WINDOW_DAYS = 14;

/**
 * Writes one review request per appointment that took place (not cancelled, not marked as missed, ended at
 * least REQUEST_AFTER_HOURS ago) to the outbox, in the lead's language, with a single-use link. The request row
 * (primary key: the appointment) is written in the same transaction as the e-mail, so instances sweeping at the
 * same time send it once. Returns how many were written.
 */
export async function sendDueReviewRequests(db: Database, boss: PgBoss, now: Date, baseUrl: string): Promise<number> {
  const due = await db
    .select({ a: { id: appointments.id, startsAt: appointments.startsAt }, lead: { id: leads.id, email: leads.email, givenName: leads.givenName, locale: leads.locale }, advisor: { givenName: advisors.givenName, surname: advisors.surname } })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
    .leftJoin(reviewRequests, eq(reviewRequests.appointmentId, appointments.id))
    .where(
      and(
        isNull(reviewRequests.appointmentId),
        isNull(appointments.cancelledAt),
        isNull(appointments.noShowAt),
        lte(appointments.endsAt, new Date(now.getTime() - REQUEST_AFTER_HOURS * 3600_000)),
        gt(appointments.endsAt, new Date(now.getTime() - REQUEST_WINDOW_DAYS * 86_400_000)),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const row of due) {
    const token = randomToken();
    const wrote = await db.transaction(async (tx) => {
      const inserted = await tx.insert(reviewRequests).values({ appointmentId: row.a.id, leadId: row.lead.id, tokenHash: hashToken(token), sentAt: now }).onConflictDoNothing().returning({ id: reviewRequests.appointmentId });
      if (inserted.length === 0) return false;
      const locale: Locale = row.lead.locale === 'en' ? 'en' : 'de';
      await enqueueEmail(tx, boss, {
        idempotencyKey: `review-request:${row.a.id}`,
        to: row.lead.email,
        locale,
        message: { template: reviewRequestEmail, data: { givenName: row.lead.givenName, advisorName: `${row.advisor.givenName} ${row.advisor.surname}`, url: `${baseUrl}${localizedPath('review', locale)}?token=${token}` } },
      });
      return true;
    });
    if (wrote) sent++;
  }
  return sent;
}

/** The request of a review link with its lead and advisor, for the review page; null for an unknown link. */
export async function reviewRequestForLink(db: Database, token: string | null | undefined) {
  if (!isTokenShape(token)) return null;
  const [row] = await db
    .select({ request: reviewRequests, lead: { givenName: leads.givenName, surname: leads.surname }, advisor: { id: advisors.id, givenName: advisors.givenName, surname: advisors.surname }, startsAt: appointments.startsAt })
    .from(reviewRequests)
    .innerJoin(appointments, eq(appointments.id, reviewRequests.appointmentId))
    .innerJoin(leads, eq(leads.id, reviewRequests.leadId))
    .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
    .where(eq(reviewRequests.tokenHash, hashToken(token)));
  return row ?? null;
}

export type SubmitReviewResult = { ok: true; reviewId: string } | { ok: false; errors: FieldErrors } | { ok: false; error: 'INVALID_LINK' | 'ALREADY_USED' };

/**
 * A lead's review from the link of the request e-mail: checked, stored as pending (staff moderate it), the link
 * used up. The name shown is the lead's first name and initial; it is published only with the consent box ticked.
 */
export async function submitReview(db: Database, token: string | null | undefined, form: FormSource, locale: Locale, now: Date): Promise<SubmitReviewResult> {
  const found = await reviewRequestForLink(db, token);
  if (!found) return { ok: false, error: 'INVALID_LINK' };
  if (found.request.usedAt) return { ok: false, error: 'ALREADY_USED' };
  const parsed = parseForm(reviewSchema, form, REVIEW_FIELDS, { codes: REVIEW_CODES, fallback: 'required', maxLengths: REVIEW_MAX_LENGTHS });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return db.transaction(async (tx) => {
    const used = await tx
      .update(reviewRequests)
      .set({ usedAt: now })
      .where(and(eq(reviewRequests.appointmentId, found.request.appointmentId), isNull(reviewRequests.usedAt)))
      .returning({ id: reviewRequests.appointmentId });
    if (used.length === 0) return { ok: false as const, error: 'ALREADY_USED' as const };
    const [row] = await tx
      .insert(reviews)
      .values({
        source: OWN_SOURCE,
        leadId: found.request.leadId,
        appointmentId: found.request.appointmentId,
        advisorId: found.advisor.id,
        rating: parsed.data.rating,
        text: parsed.data.text,
        displayName: displayNameOf(found.lead.givenName, found.lead.surname),
        locale,
        consentToPublish: parsed.data.consent,
        status: 'pending',
        writtenAt: now,
        createdAt: now,
      })
      .returning({ id: reviews.id });
    return { ok: true as const, reviewId: row!.id };
  });
}
