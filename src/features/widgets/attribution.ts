import 'server-only';
import type { Database } from '@/db/client';
import type { Locale } from '@/i18n/routes';
import { embedderOrigin, pageOf, widgetPath, type WidgetId } from './catalog';
import { findActivePartner } from './partners';

/**
 * The partner of a request posted from a widget (ADR 044): an active partner's key from the form, and the
 * embedding page only when its origin is one of the partner's (a page elsewhere is not the partner's page).
 * Null for every other request, and for an unknown or disabled key: such a request counts as the site's own.
 */
export async function partnerAttribution(db: Database, key: string, ref: string): Promise<{ key: string; name: string; page: string | null } | null> {
  if (!key) return null;
  const partner = await findActivePartner(db, key);
  if (!partner) return null;
  const page = pageOf(ref);
  return { key: partner.key, name: partner.name, page: embedderOrigin(page, partner.allowedOrigins) ? page : null };
}

/** The allowed origins of an active partner, or null: the production server's frame-ancestors lookup. */
export async function activePartnerOrigins(db: Database, key: string): Promise<string[] | null> {
  return (await findActivePartner(db, key))?.allowedOrigins ?? null;
}

const WIDGET_OF_KIND: Record<string, WidgetId> = { purchase: 'purchase-request', refinance: 'refinance-request' };

/**
 * Where the final POST of a widget's request form sends the browser: the widget's confirmation (`sent=1`), or
 * the widget's form again with the codes (no cookie carries the typed contact; the visitor types it again).
 */
export function widgetReturnPath(locale: Locale, kind: string, partnerKey: string, form: FormData, outcome: { sent: true } | { sent: false; query: URLSearchParams }): string {
  const widget = WIDGET_OF_KIND[kind] ?? 'purchase-request';
  const query = outcome.sent ? new URLSearchParams({ sent: '1' }) : outcome.query;
  for (const key of ['ref', 'accent']) {
    const value = String(form.get(key) ?? '').slice(0, 500);
    if (value) query.set(key, value);
  }
  return `${widgetPath(locale, widget, partnerKey)}?${query}`;
}
