/**
 * The webinars' vocabulary and the registration form's rules (issue 29), browser-safe. Each rule fails with a
 * code the page translates (messages webinars.form.errors.*).
 */
import { z } from 'zod';
import { checkboxField, codedIssue, emailField, nameField } from '@/lib/forms/fields';

/** The topics webinars are held on; each has its landing page (route 'lp-webinar' is 'german-pensions'). */
export const WEBINAR_TOPICS = ['german-pensions'] as const;
export type WebinarTopic = (typeof WEBINAR_TOPICS)[number];
export const isWebinarTopic = (v: unknown): v is WebinarTopic => (WEBINAR_TOPICS as readonly unknown[]).includes(v);

export const REGISTRATION_FIELDS = ['givenName', 'email', 'consent'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
/** Field codes of the registration form. */
export const REGISTRATION_CODES = ['required', 'invalidEmail', 'invalidName', 'consentRequired'] as const;
/** Problems of the whole form: a refused CAPTCHA, too many tries, a webinar that has begun or is gone, a form without its submission id. */
export const REGISTRATION_FORM_ERRORS = ['CAPTCHA_INVALID', 'RATE_LIMITED', 'WEBINAR_STARTED', 'WEBINAR_NOT_FOUND', 'BAD_SUBMISSION'] as const;
export type RegistrationFormError = (typeof REGISTRATION_FORM_ERRORS)[number];

export const registrationSchema = z.object({
  givenName: nameField,
  email: emailField,
  consent: checkboxField.transform((v, ctx) => (v ? true : codedIssue(ctx, 'consentRequired'))),
});
export type RegistrationInput = z.output<typeof registrationSchema>;

/** What staff give when they create a webinar (the command `npm run staff -- webinar-create`). */
export const newWebinarSchema = z.object({
  topic: z.enum(WEBINAR_TOPICS),
  language: z.enum(['de', 'en']),
  title: z.string().trim().min(3).max(200),
  /** Local date and time in `zone`, e.g. 2026-12-10T18:00. */
  startsAtLocal: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  zone: z.string().min(1).max(60).default('Europe/Berlin'),
  durationMinutes: z.coerce.number().int().min(15).max(480),
  /** The speaker: an active advisor's e-mail address. */
  speakerEmail: z.string().trim().toLowerCase().email(),
  capacity: z.coerce.number().int().min(1).max(10000),
  meetingUrl: z.string().url().startsWith('https://').max(500),
  recordingUrl: z.string().url().startsWith('https://').max(500).nullable().default(null),
  isDemo: z.boolean().default(false),
});
export type NewWebinar = z.input<typeof newWebinarSchema>;
