/**
 * The content endpoint POST /api/graphql/content (spec § 7 "Content"): its own graphql-yoga server over the
 * content schema (./schema.ts, ./resolvers.ts) with the query endpoint's guard and limits
 * (src/graphql/server.ts handleGraphQLRequest: POST only → else 405, Origin check → 403 FORBIDDEN_ORIGIN;
 * GraphQL Armor limits → 400 QUERY_TOO_COMPLEX; a bad argument such as an unknown locale → 400 with a code;
 * errors masked by src/lib/graphql/errors.ts). Content answers are the same for everyone except a staff
 * member's draft preview, so they are never stored by shared caches (private, no-store).
 */
import 'server-only';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { getDb } from '@/db';
import { jobQueue } from '@/server/jobs';
import type { GraphQLContext, GraphQLServices } from '@/lib/graphql/context';
import { queryLimitPlugins, requestErrorStatus } from '@/lib/graphql/limits';
import { nullTakesDefault } from '@/lib/graphql/null-defaults';
import { ENDPOINT_OPTIONS, handleGraphQLRequest, MAX_BODY_BYTES } from '@/graphql/server';
import { sharedResolvers, sharedTypeDefs } from '@/lib/graphql/shared-schema';
import { contentResolvers, contentTypeDefs } from '@/features/content/graphql';

export const CONTENT_GRAPHQL_ENDPOINT = '/api/graphql/content';

export const contentSchema = nullTakesDefault(
  createSchema<GraphQLContext>({ typeDefs: [sharedTypeDefs, contentTypeDefs], resolvers: [sharedResolvers, contentResolvers] }),
);

const privateAnswers: Plugin = {
  onResponse({ response }) {
    response.headers.set('cache-control', 'private, no-store');
  },
};

export function createContentGraphQLServer(services: GraphQLServices) {
  return createYoga<object, GraphQLContext>({
    schema: contentSchema,
    context: ({ request }) => ({
      request,
      db: services.db,
      mailQueue: services.mailQueue,
      now: services.now ?? (() => new Date()),
      setCookie: () => {
        throw new Error('The content endpoint sets no cookies');
      },
    }),
    graphqlEndpoint: CONTENT_GRAPHQL_ENDPOINT,
    ...ENDPOINT_OPTIONS,
    plugins: [privateAnswers, ...queryLimitPlugins(), requestErrorStatus(MAX_BODY_BYTES)],
  });
}

export const contentYoga = createContentGraphQLServer({ db: getDb, mailQueue: jobQueue });

export function handleContentGraphQLRequest(request: Request, server: ReturnType<typeof createContentGraphQLServer> = contentYoga): Promise<Response> {
  return handleGraphQLRequest(request, server as unknown as Parameters<typeof handleGraphQLRequest>[1]);
}
