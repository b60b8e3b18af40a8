import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('mortgage-broker', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="mortgage-broker" locale={locale}>
      <PlaceLinks locale={locale} family="mortgage-broker" />
    </StandardPage>
  );
}
