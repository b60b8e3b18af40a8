/**
 * Query endpoint (spec § 7): POST /api/graphql with query text plus operation name. Only POST is exported,
 * so Next.js answers every other method with 405 (no GET: operations are never run from a URL).
 * Method and origin checks and the composition of the features' schemas live in src/graphql/server.ts.
 */
import { handleGraphQLRequest } from '@/graphql/server';

export async function POST(request: Request): Promise<Response> {
  return handleGraphQLRequest(request);
}
