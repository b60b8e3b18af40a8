/**
 * Public entry of the careers feature (issue 29), safe in the browser: the application form's fields, the codes
 * its answers can be refused with, and the limits the form states. Server parts are in ./server.ts.
 */
import type { ErrorCode } from '@/lib/app-error';

/** The form's text fields, in the order the form shows them (also the draft cookie's fields). */
export const APPLICATION_FIELDS = ['givenName', 'surname', 'email', 'phone', 'earliestStart', 'message'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number] | 'consent' | 'cv';

/** The codes a field can be refused with (messages `careers.form.fieldErrors`). */
export const APPLICATION_FIELD_CODES = ['required', 'invalidEmail', 'invalidName', 'invalidPhone', 'invalidDate', 'tooLong', 'consentRequired'] as const;
export type ApplicationFieldCode = (typeof APPLICATION_FIELD_CODES)[number];

/** The codes of the whole form (messages `careers.form.errors`); HTTP statuses in src/lib/app-error.ts. */
export const APPLICATION_FORM_ERRORS = ['BAD_REQUEST', 'FORBIDDEN_ORIGIN', 'NO_FILE', 'EMPTY_FILE', 'FILE_TOO_LARGE', 'UNSUPPORTED_TYPE', 'RATE_LIMITED', 'CAPTCHA_INVALID', 'NOT_FOUND'] as const satisfies readonly ErrorCode[];
export type ApplicationFormError = (typeof APPLICATION_FORM_ERRORS)[number];

/** The CV: at most 10 MB (security reference "Uploads"), PDF, JPEG or PNG as the bytes say. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
/** Longest message (characters). */
export const MESSAGE_MAX = 2000;
/** The privacy text the consent refers to; a change of the applicants' section gets a new version. */
export const APPLICATION_CONSENT_VERSION = 'careers-2026-11-28';
/** Months after the decision at which an application and its CV are deleted (privacy policy). */
export const RETENTION_MONTHS = 6;
/**
 * Months after its arrival at which an application is deleted at the latest, decided or not (privacy policy): an
 * application nobody decides is not kept for ever, and a late decision does not stretch the keeping.
 */
export const LATEST_RETENTION_MONTHS = 12;

/** The queue of the daily deletion of applications whose keeping has run out (RETENTION_MONTHS, LATEST_RETENTION_MONTHS). */
export const CAREERS_RETENTION_QUEUE = 'careers-retention';
