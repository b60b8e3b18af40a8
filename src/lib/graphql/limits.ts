/**
 * Limits per request of the query endpoint, with GraphQL Armor's plugins for Yoga (escape.tech): the size of
 * the query text (tokens), its nesting depth, aliases, directives and a cost estimate. A request over any
 * limit is refused before a resolver runs, with one coded error:
 *
 *   HTTP 400, errors: [{ message: 'QUERY_TOO_COMPLEX', extensions: { code: 'QUERY_TOO_COMPLEX', field: null,
 *                                  params: { limit: 'tokens' | 'depth' | 'aliases' | 'directives' | 'cost', max } } }]
 *
 * The limits leave the site's own operations far inside (measured in tests/db/graphql-limits.test.ts):
 * - tokens: the largest real operation (a calculation with every input written inline, or the introspection
 *   query of developer tools) has under 200 tokens, every query of the schema at once about 600 (2026-11); 2,000
 *   leaves room for the domains to come and still keeps the parser's recursion shallow (a query nested 5,000
 *   levels deep overflowed the stack before this limit: INTERNAL);
 * - depth: the schema's deepest selection is 4 fields (fetchRegionsAndCities → cities → hreflang → locale;
 *   appointmentJob → appointment → advisor → givenName); 8 leaves room for __typename and `__type`
 *   introspection (`__schema` is not counted); fragments count by the fields they contain;
 * - aliases: none of the site's operations uses one; 10 allow a client to ask for a few variants at once
 *   while 1,200 aliased calculations (over a second of work) are refused;
 * - directives: @include/@skip only; 10;
 * - cost (Armor's estimate: 1 per scalar, 2 per object, ×1.5 per level): all fields of every query of the
 *   schema together cost about 1,025 (session 29; the largest single ones propertySearch 100, lenderOffers 89);
 *   2,500, so that all of them at once stay below half (ADR 009 amendment).
 * List arguments and amounts are bounded by the resolvers (src/lib/graphql/bounds.ts).
 */
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { visit, type DocumentNode, type GraphQLError, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { hasInvalidText, isValidText } from '@/lib/text';
import { apiError } from './api-error';

export const QUERY_LIMITS = Object.freeze({
  tokens: 2_000,
  depth: 8,
  aliases: 10,
  directives: 10,
  cost: 2_500,
});

export type QueryLimit = keyof typeof QUERY_LIMITS;

/** The project's error for a request over a limit (HTTP 400 whatever the Accept header; see requestErrorStatus). */
export function queryTooComplex(limit: QueryLimit): GraphQLError {
  return apiError('QUERY_TOO_COMPLEX', null, { limit, max: QUERY_LIMITS[limit] });
}

/**
 * Armor's rules throw a plain GraphQLError ("Syntax Error: … limit exceeded"). Instead, the validation rules
 * report the project's error through the validation context (so every violated limit is listed once, and
 * Yoga's own validation errors stay beside it); the token limit, checked while parsing, throws it.
 */
function reportTo(limit: QueryLimit) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) => {
        const error = queryTooComplex(limit);
        if (context) context.reportError(error);
        else throw error;
      },
    ],
  };
}

/** The Armor plugins, in the order they act: tokens while parsing, then the validation rules. */
export function queryLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: QUERY_LIMITS.tokens, ...reportTo('tokens') }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth, flattenFragments: true, ignoreIntrospection: true, ...reportTo('depth') }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases, ...reportTo('aliases') }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.directives, ...reportTo('directives') }),
    costLimitPlugin({ maxCost: QUERY_LIMITS.cost, flattenFragments: true, ignoreIntrospection: true, ...reportTo('cost') }),
    codedSyntaxErrors,
    refuseInvalidText,
  ] as Plugin[];
}

/**
 * A request whose query or variables hold NUL, another control character or a lone surrogate is bad input
 * (src/lib/text.ts), answered INVALID_INPUT before any resolver runs: such text never reaches the database.
 */
const refuseInvalidText: Plugin = {
  onParams({ params, setResult }) {
    if (hasInvalidText(params.query ?? '') || hasInvalidText(params.variables ?? {}) || hasInvalidText(params.operationName ?? '')) {
      setResult({ errors: [apiError('INVALID_INPUT', null, { reason: 'invalidText' })] });
    }
  },
  // A string written into the query with an escape (`q: "\u0000"`) is decoded by the parser: checked after it.
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result instanceof Error || !result || typeof result !== 'object' || !('kind' in result)) return;
      let invalid = false;
      visit(result as DocumentNode, {
        StringValue(node) {
          if (!isValidText(node.value)) invalid = true;
        },
      });
      if (invalid) replaceParseResult(apiError('INVALID_INPUT', null, { reason: 'invalidText' }));
    };
  },
};

/**
 * Syntax errors keep their code GRAPHQL_PARSE_FAILED: Armor's token-counting parser builds them with its own
 * copy of graphql, which in the production bundle is not the instance Yoga checks with `instanceof` (Yoga
 * would leave them uncoded, and they would read BAD_REQUEST).
 */
const codedSyntaxErrors: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (!(result instanceof Error) || result.name !== 'GraphQLError') return;
      const error = result as GraphQLError;
      if (typeof error.extensions?.code === 'string') return;
      replaceParseResult(
        createGraphQLError(error.message, { source: error.source, positions: error.positions, extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } }),
      );
    };
  },
};

/** Errors about the request as a whole: it was not run. */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'QUERY_TOO_COMPLEX', 'BAD_REQUEST']);

interface HttpExtension {
  status?: number;
  spec?: boolean;
  headers?: Record<string, string>;
}

function withoutLegacyStatus(error: GraphQLError, maxBodyBytes: number): GraphQLError {
  const extensions = error.extensions as Record<string, unknown>;
  const http = extensions.http as HttpExtension | undefined;
  if (extensions.code === 'REQUEST_ENTITY_TOO_LARGE') {
    return apiError('PAYLOAD_TOO_LARGE', null, { maxBytes: maxBodyBytes });
  }
  if (error.path || !REQUEST_ERROR_CODES.has(String(extensions.code))) return error;
  const status = http?.status && http.status >= 400 && http.status < 500 ? http.status : 400;
  // The parser's own message (it echoes the client's bytes) is not part of the answer (issue 27).
  const { originalError: _parserMessage, ...rest } = extensions;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code: extensions.code, field: extensions.field ?? null, params: extensions.params ?? {}, ...rest, http: { ...http, status, spec: false } },
  });
}

/**
 * A request that is not run (syntax error, unknown field, a limit above) answers 400 also to clients that
 * accept only application/json: Yoga would answer those 200 (the GraphQL-over-HTTP "legacy" rule, marked
 * `http.spec`), the site's APIs answer bad input with 4xx. Yoga's 413 for a body over the size limit takes
 * the site's code PAYLOAD_TOO_LARGE. Errors of resolvers (input errors of an operation that ran) stay as
 * they are (200 with errors, src/lib/graphql/api-error.ts).
 */
export function requestErrorStatus(maxBodyBytes: number): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map((e) => withoutLegacyStatus(e as GraphQLError, maxBodyBytes)) });
    },
  };
}
