import { randomBytes } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { env } from '@/env';
import { todayInBerlin } from '@/lib/dates';
import { attributionFields } from '../attribution-fields';
import { CONTACT_DRAFT } from '../cookies';
import { decodeDraft } from '@/lib/forms/form-state';
import { FORM_ROUTE, type RequestKind } from '../schemas';
import { RequestForm, type PerRequest, type RequestQuery } from './RequestForm';

type Props = { params: Promise<{ locale: string }> };

export function requestPageMetadata(kind: RequestKind) {
  return async ({ params }: Props) => standardMetadata(FORM_ROUTE[kind], await params);
}

/** The public page (from the cache): the first step, the same for everyone. */
export async function CachedRequestPage({ kind, params }: Props & { kind: RequestKind }) {
  const { locale } = await params;
  return (
    <StandardPage routeName={FORM_ROUTE[kind]} locale={locale}>
      <RequestForm kind={kind} locale={requireLocale(locale)} query={{}} today={todayInBerlin()} perRequest={null} />
    </StandardPage>
  );
}

/**
 * A later step, or a step with errors (the proxy sends requests with form inputs here; rendered per request):
 * a fresh submission id for the contact step, the contact the visitor typed before an error (cookie), and the
 * attribution of the landing visit.
 */
export async function PerRequestRequestPage({ kind, params, searchParams }: Props & { kind: RequestKind; searchParams: Promise<RequestQuery> }) {
  const { locale } = await params;
  const query = await searchParams;
  const referer = (await headers()).get('referer');
  let refererUrl: URL | null = null;
  try {
    refererUrl = referer ? new URL(referer) : null;
    if (refererUrl && refererUrl.origin !== new URL(env.PUBLIC_BASE_URL).origin) refererUrl = null;
  } catch {
    refererUrl = null;
  }
  const perRequest: PerRequest = {
    submissionId: randomBytes(32).toString('base64url'),
    draft: decodeDraft(CONTACT_DRAFT, (await cookies()).get(CONTACT_DRAFT.name)?.value),
    attribution: attributionFields(query, refererUrl),
  };
  return (
    <StandardPage routeName={FORM_ROUTE[kind]} locale={locale}>
      <RequestForm kind={kind} locale={requireLocale(locale)} query={query} today={todayInBerlin()} perRequest={perRequest} />
    </StandardPage>
  );
}
