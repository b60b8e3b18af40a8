import { FunnelStartPage, funnelStartMetadata } from '@/features/funnel/routes';

/** A funnel step or result (`?funnel=AF&…answers`): rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props) {
  return funnelStartMetadata({ params, query: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  return <FunnelStartPage params={params} query={await searchParams} />;
}
