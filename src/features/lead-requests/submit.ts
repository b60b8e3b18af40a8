import 'server-only';
import type { PgBoss } from 'pg-boss';
import { SITE } from '@/config/site';
import type { Database } from '@/db/client';
import { findAdvisorById } from '@/features/advisors/server';
import { enqueueEmail } from '@/features/email/server';
import { leadRequestAdvisorEmail, leadRequestConfirmationEmail } from './email-templates';
import type { Attribution } from '@/features/leads';
import { activeAdvisorIdWithFewestLeads, findLeadIdByReferralCode, findOrCreateLead, recordConsent, rememberLeadBrowser, setDefaultAdvisor, setNewLeadContact, TERMS_PRIVACY_VERSION } from '@/features/leads/server';
import { hitRateLimit } from '@/features/security/server';
import type { Locale } from '@/i18n/routes';
import { findLeadRequestBySubmission, insertLeadRequest } from './repository';
import { validateRequest, type FieldErrors, type RequestKind } from './schemas';
import { requestSummary, translator } from './summary';

/** Per client address: enough for a family filling in both forms twice, too few to flood the advisors. */
export const LEAD_REQUEST_RATE_LIMIT = { limit: 5, windowSeconds: 600 };

/** A submission id: 32 random bytes, made by the contact step page (rendered per request), carried in the POST body. */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface SubmitLeadRequest {
  kind: RequestKind;
  /** The posted form: every answer of every step (re-validated here) and the contact. */
  form: FormData | URLSearchParams;
  submissionId: string;
  locale: Locale;
  ip: string;
  attribution: Attribution;
  /** The REFERRAL_COOKIE value, if any (a lead's referral code). */
  referralCode?: string | null;
  /** Absolute URL of the appointment page for the confirmation e-mail. */
  appointmentUrl: string;
  today: string;
  now?: Date;
  /** The partner whose widget sent the request, checked by the caller (ADR 044), or null. */
  partner?: PartnerAttribution | null;
}

/** The widget's hidden fields of the final POST (ADR 044). */
export const PARTNER_FIELDS = { partner: 'partner', page: 'ref' } as const;

/** A request through a partner's widget: the active partner's key and, when its origin is the partner's, the page. */
export interface PartnerAttribution {
  key: string;
  page: string | null;
}

export type SubmitResult =
  | { ok: true; requestId: string; leadId: string; submissionId: string; email: string; duplicate: boolean; browserToken: string | null }
  | { ok: false; code: 'INVALID'; stepIndex: number; errors: FieldErrors }
  | { ok: false; code: 'BAD_SUBMISSION' }
  | { ok: false; code: 'RATE_LIMITED'; retryAfterSeconds: number };

class Repeated extends Error {}

/**
 * The final POST of an lp-2 form. All answers are validated again; then, in one transaction: the lead (found
 * or created with its attribution and referrer), a default advisor when the lead has none, the request, the
 * consent, and two e-mails (to the lead in the form's language, to the responsible advisor in German). The
 * submission id makes a repeated POST return the first request and queue nothing more; a lead created here gets a
 * browser token for the lead cookie (an existing lead never does: the form proves no ownership of an address).
 */
export async function submitLeadRequest(db: Database, boss: PgBoss, input: SubmitLeadRequest): Promise<SubmitResult> {
  if (!SUBMISSION_ID.test(input.submissionId)) return { ok: false, code: 'BAD_SUBMISSION' };
  const checked = validateRequest(input.kind, input.form, input.today);
  if (!checked.ok) return { ok: false, code: 'INVALID', stepIndex: checked.stepIndex, errors: checked.errors };
  const now = input.now ?? new Date();

  const earlier = await findLeadRequestBySubmission(db, input.submissionId);
  if (earlier) return repeated(earlier, checked.contact.email);

  const limit = await hitRateLimit(db, `lead-request-ip:${input.ip}`, LEAD_REQUEST_RATE_LIMIT, now);
  if (!limit.allowed) return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: limit.retryAfterSeconds };

  const { contact, request } = checked;
  const referrerLeadId = await findLeadIdByReferralCode(db, input.referralCode);
  try {
    return await db.transaction(async (tx) => {
      const { lead, created } = await findOrCreateLead(tx, {
        email: contact.email,
        locale: input.locale,
        givenName: contact.givenName,
        surname: contact.surname,
        originalSignupFlow: `lp2_${input.kind}`,
        attribution: input.attribution,
        referrerLeadId,
      });
      if (created) await setNewLeadContact(tx, lead.id, { phone: contact.phone, originalSignupFlow: `lp2_${input.kind}` }, now);

      let advisorId = lead.claimedAdvisorId ?? lead.defaultAdvisorId;
      if (!advisorId) {
        const leastLoaded = await activeAdvisorIdWithFewestLeads(tx);
        if (leastLoaded) {
          advisorId = leastLoaded;
          await setDefaultAdvisor(tx, lead.id, leastLoaded, now);
        }
      }
      const advisor = advisorId ? await findAdvisorById(tx, advisorId) : null;

      const stored = await insertLeadRequest(tx, {
        leadId: lead.id,
        kind: input.kind,
        answers: { ...request.answers, contact: { givenName: contact.givenName, surname: contact.surname, email: contact.email, phone: contact.phone } },
        locale: input.locale,
        submissionId: input.submissionId,
        createdAt: now,
        partnerKey: input.partner?.key ?? null,
        partnerPage: input.partner?.page ?? null,
      });
      // A parallel POST of the same submission won: undo this one (its lead, consent and advisor choice too).
      if (!stored) throw new Repeated();
      await recordConsent(tx, lead.id, 'terms-privacy', TERMS_PRIVACY_VERSION, now);

      const answers = request.answers as Record<string, unknown>;
      await enqueueEmail(tx, boss, {
        idempotencyKey: `lead-request:${input.submissionId}:lead`,
        to: contact.email,
        locale: input.locale,
        message: {
          template: leadRequestConfirmationEmail,
          data: { kind: input.kind, givenName: contact.givenName, rows: requestSummary(input.locale, input.kind, answers), appointmentUrl: input.appointmentUrl },
        },
      });
      // Advisors work in German; without an active advisor the office's address gets the request.
      const de = translator('de');
      await enqueueEmail(tx, boss, {
        idempotencyKey: `lead-request:${input.submissionId}:advisor`,
        to: advisor?.email ?? SITE.email,
        locale: 'de',
        message: {
          template: leadRequestAdvisorEmail,
          data: {
            kind: input.kind,
            advisorGivenName: advisor?.givenName ?? null,
            requestLocale: input.locale,
            contact: [
              { label: de('summary.name'), value: `${contact.givenName} ${contact.surname}` },
              { label: de('fields.email.label'), value: contact.email },
              { label: de('summary.phone'), value: contact.phone ?? de('summary.noPhone') },
              { label: de('summary.leadId'), value: lead.id },
            ],
            rows: requestSummary('de', input.kind, answers),
          },
        },
      });
      const browserToken = created ? await rememberLeadBrowser(tx, lead.id, now) : null;
      return { ok: true as const, requestId: stored.id, leadId: lead.id, submissionId: input.submissionId, email: contact.email, duplicate: false, browserToken };
    });
  } catch (error) {
    if (!(error instanceof Repeated)) throw error;
    const winner = await findLeadRequestBySubmission(db, input.submissionId);
    if (!winner) throw new Error('lead request vanished after a conflict');
    return repeated(winner, checked.contact.email);
  }
}

function repeated(request: { id: string; leadId: string; submissionId: string; answers: Record<string, unknown> }, typedEmail: string): SubmitResult {
  const contact = request.answers.contact as { email?: string } | undefined;
  return { ok: true, requestId: request.id, leadId: request.leadId, submissionId: request.submissionId, email: contact?.email ?? typedEmail, duplicate: true, browserToken: null };
}
