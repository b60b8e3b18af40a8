import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { RequestCta } from '@/features/lead-requests/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('lp-commercial', await params);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  return <StandardPage routeName="lp-commercial" locale={locale} after={<RequestCta locale={requireLocale(locale)} kinds={['commercial']} />} />;
}
