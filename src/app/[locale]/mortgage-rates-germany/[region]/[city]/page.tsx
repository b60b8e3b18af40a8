import { notFound } from 'next/navigation';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { regionBySlug } from '@/engine/geo/regions';
import { cityBySlug } from '@/engine/geo/lookup';
import { RatesBody } from '@/features/rates/RatesBody';
import { cityPlace } from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string; region: string; city: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, region: regionSlug, city: citySlug } = await params;
  const locale = requireLocale(raw);
  const region = regionBySlug(locale, regionSlug);
  const city = cityBySlug(locale, citySlug);
  if (!region || !city || city.state !== region.code) notFound();
  return { locale, region, city, routeParams: { region: regionSlug, city: citySlug }, values: { city: city.name[locale], region: region.name[locale] } };
}

export async function generateMetadata({ params }: Props) {
  const { locale, routeParams, values } = await resolve(params);
  return standardMetadata('mortgage-rates-region-city', { locale }, { params: routeParams, values });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, region, city, routeParams, values } = await resolve(params);
  const date = todayInBerlin();
  return (
    <StandardPage routeName="mortgage-rates-region-city" locale={locale} params={routeParams} values={values}>
      <RatesBody locale={locale} place={cityPlace(city)} query={await searchParams} date={date} />
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}
