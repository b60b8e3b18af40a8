import { CityPropertiesPage, cityPropertiesMetadata } from '@/features/properties/routes';

/** The city's listings and today's model rate come from the database: rendered per request, kept by the server while they stay the same (ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = cityPropertiesMetadata('house');

export default function Page({ params }: { params: Promise<{ locale: string; city: string }> }) {
  return <CityPropertiesPage params={params} type="house" />;
}
