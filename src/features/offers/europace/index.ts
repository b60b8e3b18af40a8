/**
 * The Europace BaufiSmart offer source from the environment (issue 50, part 4): on with EUROPACE_CLIENT_ID,
 * EUROPACE_CLIENT_SECRET and EUROPACE_PARTNER_ID (src/env.ts refuses to start with only some of them), off (null)
 * without them. EUROPACE_API_URL and EUROPACE_TOKEN_URL point it elsewhere (the local stub of the tests).
 *
 * One source per process, so that its token and its remembered result lists serve every comparison of the process.
 */
import 'server-only';
import { env } from '@/env';
import { createEuropaceSource, type EuropaceSource } from './client';

export { createEuropaceSource, EUROPACE_API_URL, EUROPACE_TOKEN_URL, RESULT_WINDOW_MINUTES, DEFAULT_TIMEOUT_MS, type EuropaceConfig, type EuropaceSource } from './client';
export { MarketplaceError, isMarketplaceError, MARKETPLACE_ERROR_CODES, type MarketplaceErrorCode } from './errors';
export type { MarketplaceComparison } from './response';

let source: EuropaceSource | null | undefined;

export function europaceSourceFromEnv(): EuropaceSource | null {
  if (source === undefined) {
    source =
      env.EUROPACE_CLIENT_ID && env.EUROPACE_CLIENT_SECRET && env.EUROPACE_PARTNER_ID
        ? createEuropaceSource({
            clientId: env.EUROPACE_CLIENT_ID,
            clientSecret: env.EUROPACE_CLIENT_SECRET,
            partnerId: env.EUROPACE_PARTNER_ID,
            ...(env.EUROPACE_API_URL ? { apiUrl: env.EUROPACE_API_URL } : {}),
            ...(env.EUROPACE_TOKEN_URL ? { tokenUrl: env.EUROPACE_TOKEN_URL } : {}),
          })
        : null;
  }
  return source;
}
