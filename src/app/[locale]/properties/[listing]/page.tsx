import { ListingPage, listingMetadata } from '@/features/properties/routes';

/** A listing from the database with today's model rate: rendered per request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = listingMetadata;

export default function Page({ params }: { params: Promise<{ locale: string; listing: string }> }) {
  return <ListingPage params={params} />;
}
