/**
 * The application form's answers, checked on the server (the browser's `required` and types are a convenience):
 * one code per refused field, which the page translates. Browser-safe.
 */
import { checkEmail, checkName } from '@/lib/validators';
import { isValidText } from '@/lib/text';
import type { FieldErrors } from '@/lib/forms/parse-form';
import { MESSAGE_MAX, type ApplicationField, type ApplicationFieldCode } from './index';

export interface ApplicationAnswers {
  givenName: string;
  surname: string;
  email: string;
  phone: string | null;
  /** YYYY-MM-DD. */
  earliestStart: string;
  message: string;
}

/** A phone number from anywhere: digits with an optional leading +, spaces, dashes, slashes, brackets. */
const PHONE = /^\+?[0-9][0-9 \-/()]{5,24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The latest start date the form takes: three years from `today`. */
function latestStart(today: string): string {
  return `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`;
}

/**
 * Checks the posted fields (`today` in Europe/Berlin): names, e-mail, optional phone, a start date from today
 * up to three years ahead, a message of at most MESSAGE_MAX characters, and the consent.
 */
export function validateApplication(fields: Record<string, string | undefined>, today: string): { ok: true; answers: ApplicationAnswers } | { ok: false; errors: FieldErrors<ApplicationField> } {
  const errors: FieldErrors<ApplicationField> = {};
  const refuse = (field: ApplicationField, code: ApplicationFieldCode) => {
    errors[field] ??= code;
  };
  const value = (name: string) => fields[name] ?? '';
  for (const name of ['givenName', 'surname', 'email', 'phone', 'earliestStart', 'message'] as const) {
    if (!isValidText(value(name))) refuse(name, 'required');
  }
  const givenName = checkName(value('givenName'));
  if (!givenName.ok) refuse('givenName', givenName.code === 'required' ? 'required' : 'invalidName');
  const surname = checkName(value('surname'));
  if (!surname.ok) refuse('surname', surname.code === 'required' ? 'required' : 'invalidName');
  const email = checkEmail(value('email'));
  if (!email.ok) refuse('email', email.code === 'required' ? 'required' : 'invalidEmail');
  const phone = value('phone').trim();
  if (phone !== '' && !PHONE.test(phone)) refuse('phone', 'invalidPhone');
  const start = value('earliestStart').trim();
  if (start === '') refuse('earliestStart', 'required');
  else if (!validDate(start) || start < today || start > latestStart(today)) refuse('earliestStart', 'invalidDate');
  const message = value('message').replace(/\r\n/g, '\n').trim();
  if (message === '') refuse('message', 'required');
  else if ([...message].length > MESSAGE_MAX) refuse('message', 'tooLong');
  if (value('consent') !== 'yes') refuse('consent', 'consentRequired');
  if (Object.keys(errors).length > 0 || !givenName.ok || !surname.ok || !email.ok) return { ok: false, errors };
  return { ok: true, answers: { givenName: givenName.value, surname: surname.value, email: email.value, phone: phone === '' ? null : phone, earliestStart: start, message } };
}
