import { ListingPage, listingMetadata } from '@/features/properties/routes';

/**
 * A listing opened from a search (its cards, the radar's cards and e-mails carry the search's parameters, issue 48):
 * rendered per request with the visitor's savings and the way back to that search (the proxy sends such requests
 * here, ADR 012).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = listingMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string; listing: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ListingPage params={params} query={await searchParams} />;
}
