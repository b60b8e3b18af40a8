import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { WebinarDates } from '@/features/webinars/routes';
import { webinarsOfTopic } from '@/features/webinars/server';

/**
 * The German-pensions webinar's landing page (issue 29): its dates with the seats left (rendered per request and
 * kept under the page data version, ADR 019/034: a registration elsewhere changes it), then what it covers.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('lp-webinar', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const { upcoming, past } = await webinarsOfTopic(await getDb(), 'german-pensions', new Date());
  return (
    <StandardPage routeName="lp-webinar" locale={locale}>
      <WebinarDates locale={locale} upcoming={upcoming} past={past} />
    </StandardPage>
  );
}
