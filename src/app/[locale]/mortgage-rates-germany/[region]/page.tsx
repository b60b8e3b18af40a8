import { StandardPage, standardMetadata } from '@/components/page/StandardPage';
import { resolveRegionParams } from '@/features/rates/route-params';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { RatesBody } from '@/features/rates/RatesBody';
import { statePlace } from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string; region: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { locale, routeParams, values } = await resolveRegionParams(params);
  return standardMetadata('mortgage-rates-region', { locale }, { params: routeParams, values });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, region, routeParams, values } = await resolveRegionParams(params);
  const date = todayInBerlin();
  return (
    <StandardPage routeName="mortgage-rates-region" locale={locale} params={routeParams} values={values}>
      <RatesBody locale={locale} place={statePlace(region.code)} query={await searchParams} date={date} />
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}
