/** A lead's enquiries about listings (issue 48), for the data export and the advisors' view of the lead. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listingEnquiries, listings } from './tables';

export interface LeadEnquiry {
  listing: string;
  listingRef: string;
  message: string;
  phone: string | null;
  locale: string;
  isDemo: boolean;
  createdAt: Date;
}

/** Newest first: the listing's slug and reference, the message, the phone given, the page's language, when. */
export async function enquiriesOf(db: Database, leadId: string): Promise<LeadEnquiry[]> {
  return db
    .select({ listing: listings.slug, listingRef: listingEnquiries.listingRef, message: listingEnquiries.message, phone: listingEnquiries.phone, locale: listingEnquiries.locale, isDemo: listingEnquiries.isDemo, createdAt: listingEnquiries.createdAt })
    .from(listingEnquiries)
    .innerJoin(listings, eq(listings.id, listingEnquiries.listingId))
    .where(eq(listingEnquiries.leadId, leadId))
    .orderBy(desc(listingEnquiries.createdAt));
}
