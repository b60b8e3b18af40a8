import { PropertiesPage, propertiesMetadata } from '@/features/properties/routes';

/** The listings and today's model rates come from the database: rendered per request, kept by the server while they stay the same (ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = propertiesMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <PropertiesPage params={params} query={{}} />;
}
