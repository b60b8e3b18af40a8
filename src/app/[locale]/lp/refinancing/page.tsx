import { StandardPage, standardMetadata } from '@/components/page/StandardPage';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('lp-refinancing', await params);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  return <StandardPage routeName="lp-refinancing" locale={locale} />;
}
