import { customerOfferRequest } from '@/features/offers/routes';
import { jobQueue } from '@/server/jobs';

/** The account's forms to accept an advisor's offer or ask about it (issue 50, part 3): see features/offers/offer-http.ts. */
export async function POST(request: Request) {
  return customerOfferRequest(request, jobQueue);
}
