/**
 * Query endpoint (spec § 7): POST /api/graphql with query text plus operation name. Only POST is exported,
 * so Next.js answers every other method with 405 (no GET: operations are never run from a URL).
 * Method and origin checks, the schema and error mapping live in the calculators feature.
 */
import { handleGraphQLRequest } from '@/features/calculators/graphql/yoga';

export async function POST(request: Request): Promise<Response> {
  return handleGraphQLRequest(request);
}
