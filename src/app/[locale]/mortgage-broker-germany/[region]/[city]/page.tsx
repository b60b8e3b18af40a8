import { notFound } from 'next/navigation';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { regionBySlug } from '@/engine/geo/regions';
import { cityBySlug } from '@/engine/geo/lookup';
import { BrokerSections } from '@/features/rates/BrokerSections';
import { PlaceNav } from '@/features/rates/PlaceNav';
import { cityPlace } from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string; region: string; city: string }> };

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
  return standardMetadata('mortgage-broker-region-city', { locale }, { params: routeParams, values });
}

export default async function Page({ params }: Props) {
  const { locale, region, city, routeParams, values } = await resolve(params);
  const date = todayInBerlin();
  const place = cityPlace(city);
  return (
    <StandardPage routeName="mortgage-broker-region-city" locale={locale} params={routeParams} values={values}>
      <BrokerSections locale={locale} place={place} date={date} />
      <PlaceNav locale={locale} family="mortgage-broker" place={place} />
      <PlaceLinks locale={locale} family="mortgage-broker" state={region.code} />
    </StandardPage>
  );
}
