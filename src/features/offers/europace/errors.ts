/**
 * The one error the Europace offer source throws (issue 50, part 4). The comparison use case catches it and falls
 * back to the condition sheets with a visible note; the code says why (the UI translates it, the message is for
 * the logs). The source never returns a partial result: any failure of the token, the case import or the result
 * list is this error.
 */
export const MARKETPLACE_ERROR_CODES = ['unauthorized', 'rateLimited', 'timeout', 'badResponse', 'unavailable'] as const;
export type MarketplaceErrorCode = (typeof MARKETPLACE_ERROR_CODES)[number];

export class MarketplaceError extends Error {
  override readonly name = 'MarketplaceError';

  constructor(
    readonly code: MarketplaceErrorCode,
    message: string,
    readonly details: {
      /** The HTTP status that caused it, when there was one. */
      status?: number;
      /** 'rateLimited': seconds to wait, from Retry-After (or Europace's X-RateLimit-Reset); null when not given. */
      retryAfterSeconds?: number | null;
      /** Europace's trace id (X-TraceId / traceId of the error body), for a support request. */
      traceId?: string;
      /** Which call failed. */
      step?: 'token' | 'kundenangaben' | 'ergebnisliste';
    } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isMarketplaceError(error: unknown): error is MarketplaceError {
  return error instanceof MarketplaceError;
}
