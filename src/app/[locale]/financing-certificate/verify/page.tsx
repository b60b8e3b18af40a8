import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { VerifyBody } from '@/features/certificates/server';

/**
 * The verification page of a financing certificate (issue 26): the link on the PDF opens it. Per request, never
 * indexed; the token in the URL is not passed on to other sites.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('certificate-verify', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="certificate-verify" locale={locale}>
      <VerifyBody locale={locale} query={await searchParams} />
    </StandardPage>
  );
}
