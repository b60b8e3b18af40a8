import 'server-only';
import type { PgBoss } from 'pg-boss';
import { createTranslator } from 'next-intl';
import { SITE } from '@/config/site';
import type { Database } from '@/db/client';
import { checkUploadRequest, readUploadedFile } from '@/features/documents/server';
import { enqueueEmail } from '@/features/email/server';
import { jobApplicationConfirmationEmail, jobApplicationTeamEmail } from './email-templates';
import { checkCaptcha, hitRateLimit, type RateLimit } from '@/features/security/server';
import { messagesFor } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routes';
import type { FieldErrors } from '@/lib/forms/parse-form';
import { todayInBerlin } from '@/lib/dates';
import { APPLICATION_CONSENT_VERSION, CV_MAX_BYTES, type ApplicationField, type ApplicationFormError } from './index';
import { isOpen } from './openings';
import { findApplicationBySubmission, insertApplication } from './repository';
import { validateApplication } from './schemas';
import { openingById, openingStore } from './store';
import type { OpeningStore } from './openings';

/** Applications per client address and hour: a family sharing a connection can apply, a script cannot flood the team. */
export const APPLICATION_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 3600 };

/** A submission id: 32 random bytes made by the form's page (rendered per request), carried in the body. */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface SubmitApplicationInput {
  /** The request's Content-Type (multipart/form-data with its boundary) and Content-Length headers, and its body. */
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
  ip: string;
  /** Origin of the site for the CV's link in the team's e-mail. */
  baseUrl: string;
  now?: Date;
  /** The openings (tests pass their own). */
  openings?: OpeningStore;
}

export type SubmitApplicationResult =
  | { ok: true; id: string; duplicate: boolean; locale: Locale; fields: Record<string, string> }
  /** `code` is the form's problem (INVALID_INPUT when only fields are refused); `errors` holds a code per field. */
  | { ok: false; code: ApplicationFormError | 'INVALID_INPUT'; errors: FieldErrors<ApplicationField>; retryAfterSeconds?: number; fields: Record<string, string> };

/**
 * A job application from the careers pages (issue 29). The CV goes through the document store's checks
 * (streamed with the size limit, type from the bytes, cleaned name: documents' readUploadedFile), the answers
 * through the form's schema, then the CAPTCHA; the application, its CV and two e-mails (to the applicant in the
 * form's language, to the team in German with the staff-only CV link) are stored in one transaction. The form's
 * submission id makes a repeated POST return the first application and queue nothing more.
 */
export async function submitApplication(db: Database, boss: PgBoss, input: SubmitApplicationInput): Promise<SubmitApplicationResult> {
  const now = input.now ?? new Date();
  const today = todayInBerlin(now);
  const fail = (code: ApplicationFormError | 'INVALID_INPUT', fields: Record<string, string> = {}, errors: FieldErrors<ApplicationField> = {}, retryAfterSeconds?: number) => ({
    ok: false as const,
    code,
    errors,
    fields,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
  const announced = checkUploadRequest(input, CV_MAX_BYTES);
  if (announced || !input.body || !input.contentType) {
    void input.body?.cancel().catch(() => {});
    return fail(announced ?? 'BAD_REQUEST');
  }
  const limit = await hitRateLimit(db, `job-application-ip:${input.ip}`, APPLICATION_RATE_LIMIT, now);
  if (!limit.allowed) {
    void input.body.cancel().catch(() => {});
    return fail('RATE_LIMITED', {}, {}, limit.retryAfterSeconds);
  }

  // The CAPTCHA's payload is a few kilobytes; the message up to 2,000 characters of up to 4 bytes.
  const read = await readUploadedFile<'BAD_REQUEST'>(input.body, input.contentType, {
    maxFileBytes: CV_MAX_BYTES,
    fileField: 'cv',
    maxFields: 16,
    maxFieldBytes: 8 * 1024,
    acceptFields: (fields) => (SUBMISSION_ID.test(fields.submissionId ?? '') && isLocale(fields.locale) ? null : 'BAD_REQUEST'),
  });
  const fields = read.fields;
  if (!read.ok && (read.code === 'BAD_REQUEST' || read.code === 'FILE_TOO_LARGE')) return fail(read.code, fields);
  const locale = fields.locale as Locale;
  const submissionId = fields.submissionId!;

  const earlier = await findApplicationBySubmission(db, submissionId);
  if (earlier) return { ok: true, id: earlier.id, duplicate: true, locale, fields };

  const store = input.openings ?? openingStore();
  const openingId = fields.opening ? fields.opening : null;
  const opening = openingId ? openingById(locale, openingId, store) : null;
  if (openingId && (!opening || !isOpen(opening, today))) return fail('NOT_FOUND', fields);

  const checked = validateApplication(fields, today);
  const errors = checked.ok ? {} : checked.errors;
  if (!read.ok) return fail(read.code, fields, errors);
  if (!checked.ok) return fail('INVALID_INPUT', fields, errors);

  const captcha = await checkCaptcha(db, { payload: fields.altcha, ip: input.ip, now, scope: 'careers' });
  if (!captcha.ok) return captcha.code === 'RATE_LIMITED' ? fail('RATE_LIMITED', fields, {}, captcha.retryAfterSeconds) : fail('CAPTCHA_INVALID', fields);

  const answers = checked.answers;
  const file = read.file;
  const germanTitle = opening ? (openingById('de', opening.id, store)?.title ?? opening.title) : null;
  const stored = await db.transaction(async (tx) => {
    const row = await insertApplication(tx, {
      openingId: opening?.id ?? null,
      openingTitle: opening?.title ?? null,
      ...answers,
      locale,
      submissionId,
      consentVersion: APPLICATION_CONSENT_VERSION,
      fileName: file.fileName,
      contentType: file.contentType,
      data: file.data,
      createdAt: now,
    });
    if (!row) return null;
    await enqueueEmail(tx, boss, {
      idempotencyKey: `job-application:${submissionId}:applicant`,
      to: answers.email,
      locale,
      message: { template: jobApplicationConfirmationEmail, data: { givenName: answers.givenName, openingTitle: opening?.title ?? null } },
    });
    // The team works in German.
    const t = createTranslator({ locale: 'de', messages: messagesFor('de') as never, namespace: 'email.jobApplicationTeam' as never }) as unknown as (key: string) => string;
    const name = `${answers.givenName} ${answers.surname}`;
    await enqueueEmail(tx, boss, {
      idempotencyKey: `job-application:${submissionId}:team`,
      to: SITE.email,
      locale: 'de',
      message: {
        template: jobApplicationTeamEmail,
        data: {
          name,
          openingTitle: germanTitle,
          applicationLocale: locale,
          rows: [
            { label: t('name'), value: name },
            { label: t('email'), value: answers.email },
            { label: t('phone'), value: answers.phone ?? t('noPhone') },
            { label: t('opening'), value: germanTitle ?? t('unsolicited') },
            { label: t('start'), value: answers.earliestStart.split('-').reverse().join('.') },
            { label: t('file'), value: `${file.fileName} (${Math.max(1, Math.round(file.data.length / 1024))} KB)` },
          ],
          message: answers.message,
          cvUrl: new URL(`/api/staff/applications/${row.id}/cv`, input.baseUrl).toString(),
        },
      },
    });
    return row;
  });
  if (!stored) {
    // A parallel POST of the same submission won.
    const winner = await findApplicationBySubmission(db, submissionId);
    if (!winner) throw new Error('job application vanished after a conflict');
    return { ok: true, id: winner.id, duplicate: true, locale, fields };
  }
  return { ok: true, id: stored.id, duplicate: false, locale, fields };
}
