import { notFound } from 'next/navigation';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { regionBySlug } from '@/engine/geo/regions';
import { BrokerSections } from '@/features/rates/BrokerSections';
import { PlaceNav } from '@/features/rates/PlaceNav';
import { statePlace } from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string; region: string }> };

async function resolve(params: Props['params']) {
  const { locale: raw, region: slug } = await params;
  const locale = requireLocale(raw);
  const region = regionBySlug(locale, slug);
  if (!region) notFound();
  return { locale, region, routeParams: { region: slug }, values: { region: region.name[locale] } };
}

export async function generateMetadata({ params }: Props) {
  const { locale, routeParams, values } = await resolve(params);
  return standardMetadata('mortgage-broker-region', { locale }, { params: routeParams, values });
}

export default async function Page({ params }: Props) {
  const { locale, region, routeParams, values } = await resolve(params);
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
