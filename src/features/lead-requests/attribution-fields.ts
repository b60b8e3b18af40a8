/**
 * Hidden fields that carry the attribution of the landing visit through the steps to the final POST
 * (features/leads/attribution.ts reads the same names): the tracking parameters of the landing URL and the
 * document referrer. None of them identifies the visitor, so they may travel in the query string.
 */
import { searchParam } from '@/lib/search-params';

export const ATTRIBUTION_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid', 'referrer'] as const;

type Source = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * The attribution fields of a step: from its own query, else (the first step came from the cache without
 * them) the tracking parameters of the page the visitor came from (the Referer of this request, same site).
 */
export function attributionFields(query: Source, referer: URL | null): [string, string][] {
  const own = ATTRIBUTION_KEYS.map((k) => [k, (searchParam(query, k) ?? '').slice(0, 500)] as [string, string]).filter(([, v]) => v !== '');
  if (own.length > 0 || !referer) return own;
  return ATTRIBUTION_KEYS.filter((k) => k !== 'referrer')
    .map((k) => [k, (referer.searchParams.get(k) ?? '').slice(0, 500)] as [string, string])
    .filter(([, v]) => v !== '');
}
