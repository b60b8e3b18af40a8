/**
 * The GraphQL server (graphql-yoga) of the query endpoint POST /api/graphql, and its HTTP guard.
 *
 * - POST only: any other method answers 405 METHOD_NOT_ALLOWED (a GET must never run an operation: no
 *   cacheable, link-triggerable queries). The content endpoint will live beneath, at /api/graphql/content,
 *   with its own route; this server answers only its exact path (landing page off → 404 elsewhere).
 * - Origin check (CSRF defence in depth): a request whose Origin header is `null`, malformed, or names a
 *   host other than the request's host (src/lib/origin.ts: Host, X-Forwarded-Host only with TRUST_PROXY)
 *   answers 403 FORBIDDEN_ORIGIN. No Origin header is accepted
 *   (server-to-server calls; the endpoint uses no cookies).
 * - Errors: see ./errors.ts (codes in extensions; unexpected errors masked as INTERNAL and logged).
 */
import 'server-only';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { isSameOrigin } from '@/lib/origin';
import { maskError } from './errors';
import { resolvers } from './resolvers';
import { typeDefs } from './schema';

export const GRAPHQL_ENDPOINT = '/api/graphql';
export const MAX_BODY_BYTES = 100_000;

function jsonError(status: number, code: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message: code, extensions: { code, field: null, params: {} } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** 405 for every method but POST, also if the Yoga instance is mounted elsewhere. */
const postOnly: Plugin = {
  onRequest({ request, endResponse }) {
    if (request.method !== 'POST') endResponse(jsonError(405, 'METHOD_NOT_ALLOWED', { allow: 'POST' }));
  },
};

export const yoga = createYoga({
  schema: createSchema({ typeDefs, resolvers }),
  graphqlEndpoint: GRAPHQL_ENDPOINT,
  graphiql: false,
  landingPage: false,
  multipart: false,
  // Calculator requests are a few hundred bytes; refuse large bodies early (413) instead of parsing 25 MB.
  maxRequestBodySize: MAX_BODY_BYTES,
  // Bad input never reaches the logger as an error (it is answered with a code); bugs are logged by maskError.
  logging: false,
  maskedErrors: { maskError },
  fetchAPI: { Response },
  plugins: [postOnly],
});

/** null when the request may pass; else the reason it may not (src/lib/origin.ts: no Origin is accepted here). */
export function originProblem(request: Request): 'FORBIDDEN_ORIGIN' | null {
  return isSameOrigin(request, { allowMissing: true }) ? null : 'FORBIDDEN_ORIGIN';
}

/** The route's POST handler body: method and origin checks, then the GraphQL server. */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return jsonError(405, 'METHOD_NOT_ALLOWED', { allow: 'POST' });
  if (originProblem(request)) return jsonError(403, 'FORBIDDEN_ORIGIN');
  return yoga.fetch(request);
}
