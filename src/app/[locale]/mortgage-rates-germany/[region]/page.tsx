import { notFound } from 'next/navigation';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { regionBySlug } from '@/engine/geo/regions';
import { RatesBody } from '@/features/rates/RatesBody';
import { statePlace } from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';

type Props = { params: Promise<{ locale: string; region: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, region: slug } = await params;
  const locale = requireLocale(raw);
  const region = regionBySlug(locale, slug);
  if (!region) notFound();
  return { locale, region, routeParams: { region: slug }, values: { region: region.name[locale] } };
}

export async function generateMetadata({ params }: Props) {
  const { locale, routeParams, values } = await resolve(params);
  return standardMetadata('mortgage-rates-region', { locale }, { params: routeParams, values });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, region, routeParams, values } = await resolve(params);
  const date = todayInBerlin();
  return (
    <StandardPage routeName="mortgage-rates-region" locale={locale} params={routeParams} values={values}>
      <RatesBody locale={locale} place={statePlace(region.code)} query={await searchParams} date={date} />
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}
