import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { REVIEW_DONE_COOKIE, REVIEW_DRAFT, reviewDoneCookieOptions, submitReview } from '@/features/reviews/server';
import { localizedPath } from '@/i18n/paths';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';

/** The review form's POST (issue 29): stored for moderation, or back to the form with its codes (ADR 025). */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const token = typeof form.get('token') === 'string' ? (form.get('token') as string).slice(0, 100) : '';
  const page = localizedPath('review', locale);
  const result = await submitReview(await getDb(), token, form, locale, new Date());
  if (!result.ok) {
    if ('error' in result) return seeOther(`${page}?${new URLSearchParams({ token })}`);
    const response = seeOther(`${page}?${refusalQuery(new URLSearchParams({ token }), { errors: result.errors })}`);
    response.cookies.set(REVIEW_DRAFT.name, encodeDraft(REVIEW_DRAFT, form), REVIEW_DRAFT.options);
    return response;
  }
  const response = seeOther(`${page}?done=1`);
  response.cookies.set(REVIEW_DONE_COOKIE, form.get('consent') === 'yes' ? 'public' : 'private', reviewDoneCookieOptions);
  response.cookies.delete(REVIEW_DRAFT.name);
  return response;
}
