import { staffLeadOfferRequest } from '@/features/offers/routes';

/** The lead page's offer forms (issue 50, part 3): see features/offers/offer-http.ts. */
export async function POST(request: Request, { params }: { params: Promise<{ lead: string }> }) {
  return staffLeadOfferRequest(request, (await params).lead);
}
