/**
 * The listing a visitor books an advisor about (issue 25): what the booking keeps (the id) and what the
 * advisor's e-mail and the confirm page name (title, place, price, address of the listing page).
 */
import type { Database } from '@/db/client';
import { localizedPath } from '@/i18n/paths';
import { listingBySlug } from './listings-repository';

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
  const row = await listingBySlug(db, slug);
  if (!row || row.withdrawnAt !== null) return null;
  const { id, title, postalCode, place, price, isDemo } = row;
  return { id, slug: row.slug, title, postalCode, place, price, isDemo, url: new URL(localizedPath('properties-listing', 'de', { listing: row.slug }), baseUrl).toString() };
}
