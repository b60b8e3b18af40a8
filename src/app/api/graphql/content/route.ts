/**
 * Content endpoint (spec § 7 "Content"): POST /api/graphql/content. Only POST is exported, so Next.js answers
 * every other method with 405. The server, its guard and the operations live in src/features/content/graphql/.
 */
import { handleContentGraphQLRequest } from '@/graphql/content-server';

export async function POST(request: Request): Promise<Response> {
  return handleContentGraphQLRequest(request);
}
