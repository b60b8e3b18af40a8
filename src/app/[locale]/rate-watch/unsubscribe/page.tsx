import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { RateWatchUnsubscribeBody } from '@/features/loans/routes';

/**
 * The unsubscribe page of a rate watch (issue 51 part 3): the e-mail's single-purpose link opens it; a GET changes
 * nothing (mail scanners open links), the button switches the watch's e-mails off. Per request, never indexed; the
 * token in the URL stays on this site.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('rate-watch-unsubscribe', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="rate-watch-unsubscribe" locale={locale}>
      <RateWatchUnsubscribeBody locale={locale} query={await searchParams} />
    </StandardPage>
  );
}
