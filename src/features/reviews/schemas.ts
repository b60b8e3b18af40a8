/**
 * Reviews' vocabulary and form rules (issue 29), browser-safe: each rule fails with a code the page translates.
 */
import { z } from 'zod';
import { checkboxField, codedIssue, formText } from '@/lib/forms/fields';

/** At least this many published reviews before any average is shown (a few reviews make no average worth showing). */
export const REVIEWS_MIN_COUNT = 5;
/** Longest review text and reply. */
export const REVIEW_TEXT_MAX = 1000;
/** The source name of reviews written on this site. */
export const OWN_SOURCE = 'hauslotse';

export const REVIEW_FIELDS = ['rating', 'text', 'consent'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export const REVIEW_CODES = ['required', 'invalidRating', 'tooLong'] as const;
export const REVIEW_FORM_ERRORS = ['INVALID_LINK', 'ALREADY_USED'] as const;

export const reviewSchema = z.object({
  rating: formText.transform((v, ctx) => {
    if (v === '') return codedIssue(ctx, 'required');
    return /^[1-5]$/.test(v) ? Number(v) : codedIssue(ctx, 'invalidRating');
  }),
  // Read up to one character more than allowed (parseForm's maxLengths), so that a longer text is refused, not cut.
  text: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, REVIEW_TEXT_MAX + 1) : ''), z.string()).transform((v, ctx) => (v.trim().length > REVIEW_TEXT_MAX ? codedIssue(ctx, 'tooLong') : v.trim())),
  consent: checkboxField,
});
export type ReviewInput = z.output<typeof reviewSchema>;
/** The review text may be longer than the form kit's usual field. */
export const REVIEW_MAX_LENGTHS = { text: REVIEW_TEXT_MAX + 1 };

/**
 * One line of an external platform's export (docs: the import's layout in scripts/staff.ts and the ADR):
 * `id,date,rating,name,text,language` — date YYYY-MM-DD, rating 1–5, name as the platform shows it.
 */
export const importRowSchema = z.object({
  id: z.string().trim().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rating: z.coerce.number().int().min(1).max(5),
  name: z.string().trim().min(1).max(100),
  text: z.string().trim().max(REVIEW_TEXT_MAX),
  language: z.enum(['de', 'en']),
});
export const IMPORT_COLUMNS = ['id', 'date', 'rating', 'name', 'text', 'language'] as const;

/** "Anna Lehmann" → "Anna L."; a single name stays as it is. */
export function displayNameOf(givenName: string | null, surname: string | null): string {
  const first = (givenName ?? '').trim();
  const initial = (surname ?? '').trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : '–';
  return initial ? `${first} ${initial}.` : first;
}
