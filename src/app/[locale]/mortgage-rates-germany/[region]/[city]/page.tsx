import { StandardPage, standardMetadata } from '@/components/page/StandardPage';
import { resolveCityParams } from '@/features/rates/route-params';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { RatesBody } from '@/features/rates/RatesBody';
import { cityPlace } from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string; region: string; city: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { locale, routeParams, values } = await resolveCityParams(params);
  return standardMetadata('mortgage-rates-region-city', { locale }, { params: routeParams, values });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, region, city, routeParams, values } = await resolveCityParams(params);
  const date = todayInBerlin();
  return (
    <StandardPage routeName="mortgage-rates-region-city" locale={locale} params={routeParams} values={values}>
      <RatesBody locale={locale} place={cityPlace(city)} query={await searchParams} date={date} />
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}
