import { StandardPage, standardMetadata } from '@/components/page/StandardPage';
import { resolveRegionParams, BrokerSections, PlaceNav, statePlace } from '@/features/rates/routes';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { todayInBerlin } from '@/lib/dates';

/** The page shows today's rates: regenerated hourly, so a new day shows within the hour (ADR 012). */
export const revalidate = 3600;

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; region: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, routeParams, values } = await resolveRegionParams(params);
  return standardMetadata('mortgage-broker-region', { locale }, { params: routeParams, values });
}

export default async function Page({ params }: Props) {
  const { locale, region, routeParams, values } = await resolveRegionParams(params);
  const date = todayInBerlin();
  const place = statePlace(region.code);
  return (
    <StandardPage routeName="mortgage-broker-region" locale={locale} params={routeParams} values={values}>
      <BrokerSections locale={locale} place={place} date={date} />
      <PlaceNav locale={locale} family="mortgage-broker" place={place} />
      <PlaceLinks locale={locale} family="mortgage-broker" state={region.code} />
    </StandardPage>
  );
}
