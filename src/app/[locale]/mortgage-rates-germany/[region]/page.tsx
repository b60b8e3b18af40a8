import { notFound } from 'next/navigation';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { regionBySlug } from '@/engine/geo/regions';

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
  return standardMetadata('mortgage-rates-region', { locale }, { params: routeParams, values });
}

export default async function Page({ params }: Props) {
  const { locale, region, routeParams, values } = await resolve(params);
  return (
    <StandardPage routeName="mortgage-rates-region" locale={locale} params={routeParams} values={values}>
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}
