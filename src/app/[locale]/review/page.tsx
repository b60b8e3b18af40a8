import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { ReviewForm } from '@/features/reviews/routes';
import { displayNameOf, REVIEW_CODES, REVIEW_DONE_COOKIE, REVIEW_DRAFT, REVIEW_FORM_ERRORS, reviewRequestForLink } from '@/features/reviews/server';
import { readFormState } from '@/lib/forms/form-state';
import { firstValue } from '@/lib/search-params';

/**
 * The review link of the request e-mail (issue 29): a GET shows the form (and changes nothing), the form posts.
 * Rendered per request, never indexed, the token kept on this site.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('review', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'reviewForm' });
  const jar = await cookies();
  if (firstValue(query.done) === '1' && jar.get(REVIEW_DONE_COOKIE)?.value) {
    const consent = jar.get(REVIEW_DONE_COOKIE)?.value === 'public';
    return (
      <StandardPage routeName="review" locale={locale}>
        <p role="status" className="max-w-2xl rounded-lg bg-green-50 p-4 text-green-900" data-testid="review-done">{t(consent ? 'donePublic' : 'donePrivate')}</p>
      </StandardPage>
    );
  }
  const token = firstValue(query.token) ?? '';
  const found = await reviewRequestForLink(await getDb(), token);
  if (!found || found.request.usedAt) {
    return (
      <StandardPage routeName="review" locale={locale}>
        <p className="max-w-2xl" data-testid="review-unavailable">{t(found ? 'used' : 'invalid')}</p>
      </StandardPage>
    );
  }
  const form = readFormState({ errors: firstValue(query.errors), error: firstValue(query.error) }, jar.get(REVIEW_DRAFT.name)?.value, { cookie: REVIEW_DRAFT, codes: REVIEW_CODES, formErrors: REVIEW_FORM_ERRORS });
  return (
    <StandardPage routeName="review" locale={locale}>
      <ReviewForm locale={locale} token={token} displayName={displayNameOf(found.lead.givenName, found.lead.surname)} advisorName={`${found.advisor.givenName} ${found.advisor.surname}`} form={form} />
    </StandardPage>
  );
}
