import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PropertyCityList } from '@/features/properties/city-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('buy-apartment', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="buy-apartment" locale={locale}>
      <PropertyCityList locale={locale} type="apartment" />
    </StandardPage>
  );
}
