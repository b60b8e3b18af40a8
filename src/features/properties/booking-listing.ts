/**
 * The listing a visitor books an advisor about (issue 25): what the booking keeps (the id) and what the
 * advisor's e-mail and the confirm page name (title, place, price, address of the listing page).
 */
import type { Database } from '@/db/client';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { listingHeadline } from './listing-texts';
import { listingBySlug } from './listings-repository';

export interface BookingListing {
  id: string;
  slug: string;
  /** Generated from the listing's data in `locale` (issue 48): "2-Zimmer-Etagenwohnung in Leipzig · 64 m²", as the listing page's h1. */
  title: string;
  postalCode: string;
  place: string;
  price: number;
  isDemo: boolean;
  /** The listing page (German address, as the advisors' e-mails are German). */
  url: string;
}

/** The active listing of the slug, or null; its title in `locale` (the advisors' e-mails: German). */
export async function listingForBooking(db: Database, slug: string, baseUrl: string, locale: Locale = 'de'): Promise<BookingListing | null> {
  const row = await listingBySlug(db, slug);
  if (!row || row.withdrawnAt !== null) return null;
  const { id, postalCode, place, price, isDemo } = row;
  return { id, slug: row.slug, title: listingHeadline(row, locale), postalCode, place, price, isDemo, url: new URL(localizedPath('properties-listing', 'de', { listing: row.slug }), baseUrl).toString() };
}
