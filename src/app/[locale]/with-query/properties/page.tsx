import { PropertiesPage, propertiesMetadata } from '@/features/properties/routes';

/** A submitted search or a shared link with filters: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = propertiesMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PropertiesPage params={params} query={await searchParams} />;
}
