import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PropertyCityList } from '@/features/properties/routes';

/** The cities with a page come from the database (price statistics and listings): rendered per request, kept by the server while they stay the same (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('buy-house', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="buy-house" locale={locale}>
      <PropertyCityList locale={locale} type="house" />
    </StandardPage>
  );
}
