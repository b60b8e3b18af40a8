/**
 * The enquiry about one listing (issue 48): its fields, rules and codes (the page translates them:
 * properties.enquiry.errors.*, formErrors.*), browser-safe. The visitor's answers travel only in the POST body and,
 * after a refusal, in the draft cookie (ADR 025): never in a URL.
 */
import { z } from 'zod';
import { checkboxField, codedIssue, emailField, nameField, phoneField } from '@/lib/forms/fields';

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
/** The message's bounds: a question needs a few words; a letter fits in 2,000 characters. */
export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;
/** Field codes of the form. */
export const ENQUIRY_CODES = ['required', 'invalidEmail', 'invalidName', 'invalidPhone', 'messageTooShort', 'messageTooLong', 'consentRequired'] as const;
/** Problems of the whole form: a refused CAPTCHA, too many tries, a listing that is gone or withdrawn. */
export const ENQUIRY_FORM_ERRORS = ['CAPTCHA_INVALID', 'RATE_LIMITED', 'LISTING_GONE'] as const;
export type EnquiryFormError = (typeof ENQUIRY_FORM_ERRORS)[number];

const messageField = z.preprocess(
  (v) => (typeof v === 'string' ? v.slice(0, ENQUIRY_MESSAGE_MAX + 1) : ''),
  z.string().transform((v, ctx) => {
    const text = v.replace(/\r\n?/g, '\n').trim();
    if (text === '') return codedIssue(ctx, 'required');
    if (text.length < ENQUIRY_MESSAGE_MIN) return codedIssue(ctx, 'messageTooShort');
    if (text.length > ENQUIRY_MESSAGE_MAX) return codedIssue(ctx, 'messageTooLong');
    return text;
  }),
);

export const enquirySchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: messageField,
  consent: checkboxField.transform((v, ctx) => (v ? true : codedIssue(ctx, 'consentRequired'))),
});
export type EnquiryInput = z.output<typeof enquirySchema>;

/** Read lengths per field: the message may be longer than a form field (MAX_FIELD_LENGTH). */
export const ENQUIRY_MAX_LENGTHS = { message: ENQUIRY_MESSAGE_MAX + 1 } as const;
