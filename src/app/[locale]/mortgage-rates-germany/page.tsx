import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { RatesBody } from '@/features/rates/RatesBody';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('mortgage-rates', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const date = todayInBerlin();
  return (
    <StandardPage routeName="mortgage-rates" locale={locale}>
      <RatesBody locale={locale} place={null} query={await searchParams} date={date} />
      <PlaceLinks locale={locale} family="mortgage-rates" />
    </StandardPage>
  );
}
