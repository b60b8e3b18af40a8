/**
 * Whether a careers route names a published opening, asked by the proxy before a page renders (Next renders a
 * notFound() raised inside a page on the client only, see src/i18n/known-params.ts).
 */
import type { MatchedRoute } from '@/i18n/paths';
import { getOpening } from './store';

export function openingExists({ route, params, locale }: MatchedRoute): boolean {
  if (route.name !== 'careers-opening') return true;
  return getOpening(locale, params.opening ?? '') !== null;
}
