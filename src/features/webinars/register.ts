import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { webinarRegistrations } from './tables';
import type { Attribution } from '@/features/leads';
import { findOrCreateLead, recordConsent, rememberLeadBrowser } from '@/features/leads/server';
import { checkCaptcha, hitRateLimit } from '@/features/security/server';
import type { Locale } from '@/i18n/routes';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';
import { hashToken, randomToken } from '@/lib/tokens';
import { enqueueWebinarEmail } from './emails';
import { lockWebinar, registrationOf, registrationWithPeople, seatsTaken, webinarListing } from './repository';
import { REGISTRATION_CODES, REGISTRATION_FIELDS, registrationSchema, type RegistrationFormError } from './schemas';

/** Per client address: a family registering for two dates, twice over; not a flood of e-mails to strangers. */
export const WEBINAR_RATE_LIMIT = { limit: 6, windowSeconds: 600 };
/** The consent a registration records (the privacy notice of the form). */
export const WEBINAR_CONSENT = { purpose: 'webinar-registration', version: '2026-11-28' } as const;
/** A submission id: 32 random bytes made by the registration page (rendered per request). */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface RegisterInput {
  webinarId: string;
  form: FormSource;
  submissionId: string;
  locale: Locale;
  ip: string;
  captcha: string | null;
  attribution: Attribution;
  now: Date;
  baseUrl: string;
}

export type RegisterResult =
  | { ok: true; registrationId: string; status: 'registered' | 'waiting'; browserToken: string | null }
  | { ok: false; errors: FieldErrors }
  | { ok: false; error: RegistrationFormError; retryAfterSeconds?: number };

class Repeated extends Error {
  constructor(readonly result: RegisterResult) {
    super('repeated');
  }
}

/**
 * Registers a visitor for a webinar (issue 29). The form is checked, then the CAPTCHA and the address's rate
 * limit; then, in one transaction with the webinar's row locked (registrations of one webinar take turns, so the
 * capacity holds under parallel requests): the lead (found or created with its attribution), the registration —
 * a seat while seats are left, else the waiting list — its consent and its e-mail (a seat's with the calendar
 * file). A new cancel link is made each time; the same submission sent twice returns the first outcome and
 * sends nothing more. An address that is already registered gets its e-mail again with a new cancel link: the
 * page says the same thing to everyone, so nobody learns whether an address was registered.
 */
export async function registerForWebinar(db: Database, boss: PgBoss, input: RegisterInput): Promise<RegisterResult> {
  if (!SUBMISSION_ID.test(input.submissionId)) return { ok: false, error: 'BAD_SUBMISSION' };
  const parsed = parseForm(registrationSchema, input.form, REGISTRATION_FIELDS, { codes: REGISTRATION_CODES, fallback: 'required' });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };

  const [repeated] = await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.submissionId, input.submissionId));
  if (repeated && repeated.status !== 'cancelled') return { ok: true, registrationId: repeated.id, status: repeated.status === 'waiting' ? 'waiting' : 'registered', browserToken: null };

  const captcha = await checkCaptcha(db, { payload: input.captcha, ip: input.ip, now: input.now, scope: 'webinar' });
  if (!captcha.ok) return captcha.code === 'RATE_LIMITED' ? { ok: false, error: 'RATE_LIMITED', retryAfterSeconds: captcha.retryAfterSeconds } : { ok: false, error: 'CAPTCHA_INVALID' };
  const limit = await hitRateLimit(db, `webinar-register-ip:${input.ip}`, WEBINAR_RATE_LIMIT, input.now);
  if (!limit.allowed) return { ok: false, error: 'RATE_LIMITED', retryAfterSeconds: limit.retryAfterSeconds };

  const { givenName, email } = parsed.data;
  const token = randomToken();
  try {
    return await db.transaction(async (tx) => {
      const webinar = await lockWebinar(tx, input.webinarId);
      if (!webinar || !(await webinarListing(tx, webinar.id))) return { ok: false as const, error: 'WEBINAR_NOT_FOUND' as const };
      if (webinar.startsAt.getTime() <= input.now.getTime()) return { ok: false as const, error: 'WEBINAR_STARTED' as const };
      const { lead, created } = await findOrCreateLead(tx, { email, locale: input.locale, givenName, originalSignupFlow: 'webinar', attribution: input.attribution });
      const [again] = await tx.select({ id: webinarRegistrations.id }).from(webinarRegistrations).where(eq(webinarRegistrations.submissionId, input.submissionId));
      if (again) throw new Repeated({ ok: true, registrationId: again.id, status: 'registered', browserToken: null });

      const existing = await registrationOf(tx, webinar.id, lead.id);
      const active = existing && existing.status !== 'cancelled' ? existing : null;
      const status = active ? (active.status as 'registered' | 'waiting') : (await seatsTaken(tx, webinar.id)) < webinar.capacity ? 'registered' : 'waiting';
      const values = {
        status,
        locale: input.locale,
        cancelTokenHash: hashToken(token),
        submissionId: input.submissionId,
        utmSource: input.attribution.utmSource,
        utmMedium: input.attribution.utmMedium,
        utmCampaign: input.attribution.utmCampaign,
        referrer: input.attribution.documentReferrer,
      };
      let id: string;
      if (existing) {
        // A cancelled registration starts again (a new place at the end of the list); an active one keeps its place.
        await tx
          .update(webinarRegistrations)
          .set(active ? values : { ...values, createdAt: input.now, queuePosition: sql`nextval(pg_get_serial_sequence('webinar_registrations', 'queue_position'))`, cancelledAt: null, seatedAt: null, dayReminderAt: null, hourReminderAt: null })
          .where(eq(webinarRegistrations.id, existing.id));
        id = existing.id;
      } else {
        const [row] = await tx.insert(webinarRegistrations).values({ ...values, webinarId: webinar.id, leadId: lead.id, createdAt: input.now }).returning({ id: webinarRegistrations.id });
        id = row!.id;
      }
      await recordConsent(tx, lead.id, WEBINAR_CONSENT.purpose, WEBINAR_CONSENT.version, input.now);
      const full = await registrationWithPeople(tx, id);
      const position =
        status === 'waiting'
          ? ((
              await tx
                .select({ n: sql<number>`count(*)::int` })
                .from(webinarRegistrations)
                .where(sql`${webinarRegistrations.webinarId} = ${webinar.id} and ${webinarRegistrations.status} = 'waiting' and ${webinarRegistrations.queuePosition} <= (select queue_position from webinar_registrations where id = ${id})`)
            )[0]?.n ?? 1)
          : undefined;
      await enqueueWebinarEmail(tx, boss, full!, status === 'registered' ? 'confirmed' : 'waiting', input.submissionId, { baseUrl: input.baseUrl, cancelToken: token, position });
      const browserToken = created ? await rememberLeadBrowser(tx, lead.id, input.now) : null;
      return { ok: true as const, registrationId: id, status, browserToken };
    });
  } catch (error) {
    if (error instanceof Repeated) return error.result;
    // The same submission won in parallel (unique submission id): its outcome stands.
    const [winner] = await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.submissionId, input.submissionId));
    if (winner) return { ok: true, registrationId: winner.id, status: winner.status === 'waiting' ? 'waiting' : 'registered', browserToken: null };
    throw error;
  }
}
