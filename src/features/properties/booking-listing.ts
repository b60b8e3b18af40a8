/**
 * The listing a visitor books an advisor about (issue 25): what the booking keeps (the id) and what the
 * advisor's e-mail and the confirm page name (title, place, price, address of the listing page).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings } from '@/db/schema';
import { localizedPath } from '@/i18n/paths';

export interface BookingListing {
  id: string;
  slug: string;
  title: string;
  postalCode: string;
  place: string;
  price: number;
  isDemo: boolean;
  /** The listing page (German address, as the advisors' e-mails are German). */
  url: string;
}

/** The active listing of the slug, or null. */
export async function listingForBooking(db: Database, slug: string, baseUrl: string): Promise<BookingListing | null> {
  const [row] = await db
    .select({ id: listings.id, slug: listings.slug, title: listings.title, postalCode: listings.postalCode, place: listings.place, price: listings.price, isDemo: listings.isDemo })
    .from(listings)
    .where(and(eq(listings.slug, slug), isNull(listings.withdrawnAt)));
  return row ? { ...row, url: new URL(localizedPath('properties-listing', 'de', { listing: row.slug }), baseUrl).toString() } : null;
}
