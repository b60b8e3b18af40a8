/**
 * A booking's contact fields on the form kit's field rules (issue 23, ADR 025): the same rules and codes as every
 * other form of the site, for the confirm page's plain POST and the query endpoint's
 * updateLeadAndScheduleAsyncAppointment alike. Pure (no database, no environment).
 */
import { z } from 'zod';
import { HOME_BUYING_STATUSES } from '@/features/leads';
import type { ContactType } from '@/config/taxonomy';
import { AppError } from '@/lib/app-error';
import { codedIssue, emailField, nameField, optionalChoiceField, phoneField } from '@/lib/forms/fields';
import { parseForm } from '@/lib/forms/parse-form';

export { HOME_BUYING_STATUSES } from '@/features/leads';

/** The confirm form's contact fields, in the order they are checked and shown. */
export const BOOKING_FIELDS = ['givenName', 'surname', 'email', 'phone', 'homeBuyingStatus'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
/** The codes a contact field may be refused with. */
export const BOOKING_FIELD_CODES = ['required', 'invalidEmail', 'invalidName', 'invalidPhone', 'invalidChoice'] as const;

/** Given name, surname and e-mail required; the phone optional, except for a phone call; the status optional. */
const contactSchema = (phoneRequired: boolean) =>
  z.object({
    givenName: nameField,
    surname: nameField,
    email: emailField,
    phone: phoneRequired ? phoneField.transform((phone, ctx) => phone ?? codedIssue(ctx, 'required')) : phoneField,
    homeBuyingStatus: optionalChoiceField(HOME_BUYING_STATUSES),
  });

export interface ContactInput {
  givenName: string;
  surname: string;
  email: string;
  phone?: string | null;
  homeBuyingStatus?: string | null;
}

/**
 * The contact fields of a booking, all checked at once: the first problem is the error's field and reason,
 * `params.fields` lists every field's code, so that a form can mark them all in one go.
 */
export function checkContact(input: ContactInput, contactType: ContactType) {
  const source = { givenName: input.givenName, surname: input.surname, email: input.email, phone: input.phone ?? '', homeBuyingStatus: input.homeBuyingStatus ?? '' };
  const parsed = parseForm(contactSchema(contactType === 'phone'), source, BOOKING_FIELDS, { codes: BOOKING_FIELD_CODES, fallback: 'invalidChoice' });
  if (parsed.ok) {
    const { givenName, surname, email, phone, homeBuyingStatus } = parsed.data;
    return { givenName, surname, email, phone, status: homeBuyingStatus };
  }
  const fields = parsed.errors as Record<string, string>;
  const [field, code] = Object.entries(fields)[0]!;
  throw new AppError(code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', field, { reason: code, fields, ...(field === 'homeBuyingStatus' ? { allowed: HOME_BUYING_STATUSES } : {}) });
}
