import { customerOfferPdfRequest } from '@/features/offers/routes';

/** One of the lead's visible offers as a PDF (issue 50, part 3): see features/offers/offer-http.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return customerOfferPdfRequest(request, (await params).id);
}
