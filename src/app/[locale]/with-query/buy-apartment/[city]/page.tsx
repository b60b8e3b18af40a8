import { CityPropertiesPage, cityPropertiesMetadata } from '@/features/properties/routes';

/** The city's page with the visitor's own funds (`?savings=`, issue 48): rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = cityPropertiesMetadata('apartment');

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string; city: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CityPropertiesPage params={params} type="apartment" query={await searchParams} />;
}
