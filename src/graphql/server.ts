/**
 * The query endpoint POST /api/graphql: composes the features' GraphQL types and resolvers (calculators,
 * rates, fees and places, leads, booking; the shared scalars, arguments, bounds, formats and errors of
 * src/graphql/) into one graphql-yoga server, and its HTTP guard.
 *
 * - POST only: any other method answers 405 METHOD_NOT_ALLOWED (a GET must never run an operation: no
 *   cacheable, link-triggerable queries). The content endpoint will live beneath, at /api/graphql/content,
 *   with its own route; this server answers only its exact path (landing page off → 404 elsewhere).
 * - Origin check (CSRF defence in depth): a request whose Origin header is `null`, malformed, or names a
 *   host other than the request's host (src/lib/origin.ts: Host, X-Forwarded-Host only with TRUST_PROXY)
 *   answers 403 FORBIDDEN_ORIGIN. No Origin header is accepted
 *   (server-to-server calls; the endpoint uses no cookies).
 * - Limits per request (GraphQL Armor: tokens, depth, aliases, directives, cost): see ./limits.ts; a request
 *   over one answers 400 QUERY_TOO_COMPLEX before any resolver runs. A request that is not run (syntax
 *   error, unknown field) answers 400 whatever the Accept header; a body over MAX_BODY_BYTES 413
 *   PAYLOAD_TOO_LARGE.
 * - Calculation sheets (calculate, chart): ./sheets.ts, brought by the features (mortgage-calculator, pension-gap-calculator,
 *   house-budget, rent-vs-buy, mortgage-recommendation).
 * - Errors: see ./errors.ts (codes in extensions; unexpected errors masked as INTERNAL and logged).
 */
import 'server-only';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { getDb } from '@/db';
import { accountResolvers, accountTypeDefs } from '@/features/account/graphql';
import { authResolvers, authTypeDefs } from '@/features/auth/graphql';
import { bookingResolvers, bookingTypeDefs } from '@/features/booking/graphql';
import { MORTGAGE_SHEET, mortgageSheet, typeDefs as calculatorTypeDefs, HOUSE_BUDGET_SHEET, houseBudgetSheet, RENT_VS_BUY_SHEET, rentVsBuySheet } from '@/features/calculators/graphql';
import { jobQueue } from '@/server/jobs';
import { feeResolvers, feeTypeDefs } from '@/features/fees/graphql';
import { leadResolvers, leadTypeDefs } from '@/features/leads/graphql';
import { staffResolvers, staffTypeDefs } from '@/features/staff/graphql';
import { PENSION_SHEET, pensionSheet } from '@/features/pension/graphql';
import { propertiesResolvers, propertiesTypeDefs } from '@/features/properties/graphql';
import { certificatesResolvers, certificatesTypeDefs } from '@/features/certificates/graphql';
import { offersResolvers, offersTypeDefs } from '@/features/offers/graphql';
import { ratesResolvers, ratesTypeDefs } from '@/features/rates/graphql';
import { ERROR_STATUS, type ErrorCode } from '@/lib/app-error';
import { isSameOrigin } from '@/lib/origin';
import type { GraphQLContext, GraphQLServices, ResponseCookie } from '@/lib/graphql/context';
import { maskError } from '@/lib/graphql/errors';
import { queryLimitPlugins, requestErrorStatus } from '@/lib/graphql/limits';
import { nullTakesDefault } from '@/lib/graphql/null-defaults';
import { sharedResolvers, sharedTypeDefs } from '@/lib/graphql/shared-schema';
import { multipartAsJson } from '@/lib/graphql/uploads';
import { SESSION_COOKIE } from '@/features/leads/server';
import { MAX_FILE_BYTES } from '@/features/documents/server';
import { requestCookies } from '@/lib/request-cookies';
import { sheetResolvers } from '@/lib/graphql/sheets';
import { RECOMMENDATION_SHEET, recommendationSheet } from '@/features/funnel/graphql';

export const GRAPHQL_ENDPOINT = '/api/graphql';
export const MAX_BODY_BYTES = 100_000;

/** An error the adapter answers itself, in GraphQL's shape (`errors[].extensions`) with the status of its code. */
function jsonError(code: ErrorCode, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message: code, extensions: { code, field: null, params: {} } }] }), {
    status: ERROR_STATUS[code],
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** 405 for every method but POST, also if the Yoga instance is mounted elsewhere. */
const postOnly: Plugin = {
  onRequest({ request, endResponse }) {
    if (request.method !== 'POST') endResponse(jsonError('METHOD_NOT_ALLOWED', { allow: 'POST' }));
  },
};

/** Cookies the operations of a request set, written onto its response. */
const responseCookies = new WeakMap<Request, ResponseCookie[]>();

function serializeCookie({ name, value, options }: ResponseCookie): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    options.httpOnly ? 'HttpOnly' : '',
    options.secure ? 'Secure' : '',
    'SameSite=Lax',
  ]
    .filter(Boolean)
    .join('; ');
}

const setCookies: Plugin = {
  onResponse({ request, response }) {
    for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', serializeCookie(cookie));
    // Answers that depend on the visitor's cookies are private to that visitor.
    response.headers.set('cache-control', 'private, no-store');
  },
};

/** The calculation sheets of calculate and chart (./sheets.ts), by the spec's sheet names. */
const calculatorResolvers = sheetResolvers({
  [MORTGAGE_SHEET]: mortgageSheet,
  [PENSION_SHEET]: pensionSheet,
  [HOUSE_BUDGET_SHEET]: houseBudgetSheet,
  [RENT_VS_BUY_SHEET]: rentVsBuySheet,
  [RECOMMENDATION_SHEET]: recommendationSheet,
});

/** The composed schema of the features' operations. */
export const schema = nullTakesDefault(
  createSchema<GraphQLContext>({
    typeDefs: [sharedTypeDefs, calculatorTypeDefs, ratesTypeDefs, feeTypeDefs, leadTypeDefs, staffTypeDefs, authTypeDefs, accountTypeDefs, bookingTypeDefs, propertiesTypeDefs, certificatesTypeDefs, offersTypeDefs],
    resolvers: [sharedResolvers, calculatorResolvers, ratesResolvers, feeResolvers, leadResolvers, staffResolvers, authResolvers, accountResolvers, bookingResolvers, propertiesResolvers, certificatesResolvers, offersResolvers],
  }),
);

/** What every query endpoint of the site (this one, the content endpoint) sets the same way. */
export const ENDPOINT_OPTIONS = {
  graphiql: false,
  // No CORS grant to anyone: the site's pages call the endpoint from their own origin, which needs none; Yoga's
  // default would mirror any Origin with credentials (issue 27 point 4).
  cors: false,
  landingPage: false,
  multipart: false,
  // Calculator requests are a few hundred bytes; refuse large bodies early (413) instead of parsing 25 MB.
  maxRequestBodySize: MAX_BODY_BYTES,
  // Bad input never reaches the logger as an error (it is answered with a code); bugs are logged by maskError.
  logging: false,
  maskedErrors: { maskError },
  fetchAPI: { Response },
} as const;

export function createGraphQLServer(services: GraphQLServices) {
  return createYoga<object, GraphQLContext>({
    schema,
    context: ({ request }) => ({
      request,
      db: services.db,
      mailQueue: services.mailQueue,
      now: services.now ?? (() => new Date()),
      setCookie: (cookie: ResponseCookie) => {
        const list = responseCookies.get(request) ?? [];
        list.push(cookie);
        responseCookies.set(request, list);
      },
    }),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    ...ENDPOINT_OPTIONS,
    plugins: [postOnly, setCookies, ...queryLimitPlugins(), requestErrorStatus(MAX_BODY_BYTES)],
  });
}

export const yoga = createGraphQLServer({ db: getDb, mailQueue: jobQueue });

/** null when the request may pass; else the reason it may not (src/lib/origin.ts: no Origin is accepted here). */
export function originProblem(request: Request): 'FORBIDDEN_ORIGIN' | null {
  return isSameOrigin(request, { allowMissing: true }) ? null : 'FORBIDDEN_ORIGIN';
}

/** The route's POST handler body: method and origin checks, then the GraphQL server. */
export async function handleGraphQLRequest(request: Request, server: ReturnType<typeof createGraphQLServer> = yoga): Promise<Response> {
  if (request.method !== 'POST') return jsonError('METHOD_NOT_ALLOWED', { allow: 'POST' });
  if (originProblem(request)) return jsonError('FORBIDDEN_ORIGIN');
  if (request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    // A file (uploadDocumentExtended): only from this site's page of a logged-in lead; the body is read only then,
    // and only up to one file's limit (./uploads.ts).
    if (!isSameOrigin(request, { allowMissing: false })) return jsonError('FORBIDDEN_ORIGIN');
    if (!requestCookies(request).get(SESSION_COOKIE)) return jsonError('UNAUTHENTICATED');
    const converted = await multipartAsJson(request, MAX_FILE_BYTES);
    if (!converted.ok) return jsonError(converted.code);
    return server.fetch(converted.request);
  }
  return server.fetch(request);
}
