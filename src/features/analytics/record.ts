import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/env';
import type { Database } from '@/db/client';
import { analyticsDaily, analyticsLeadEvents } from './tables';
import { hasAnalyticsConsent, MAX_LEAD_EVENTS } from './consent';
import { FLAG_KEYS } from '@/features/flags/server';
import { identify, LEAD_COOKIE, SESSION_COOKIE } from '@/features/leads/server';
import { ADMIN_COOKIE } from '@/features/staff/server';
import type { CookieReader } from '@/lib/request-cookies';
import { matchPath } from '@/i18n/paths';
import { pageRendersQuery } from '@/i18n/query-pages';
import { ANALYTICS_EVENTS } from '@/lib/analytics';

/**
 * First-party analytics on the server (issue 28, ADR 041): an event from the browser (src/lib/analytics.ts) is
 * checked and added to the day's counts (`analytics_daily`). Counted: the visit (its first page view), every page
 * view, and a calculator used — in the browser (the island's first change) or by a calculator page opened with its
 * form's inputs in the address (the form sent without JavaScript, or a shared link).
 */

const text = (max: number) => z.string().trim().max(500).transform((v) => (v === '' ? 'n/a' : v.slice(0, max)));

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  path: z.string().startsWith('/').max(500),
  keys: z.array(z.string().max(100)).max(40),
  landing: z.boolean(),
  visit: z
    .object({ source: text(100), medium: text(100), campaign: text(100), referrerHost: text(200), landingPath: z.string().startsWith('/').max(500) })
    .nullable(),
  flags: z.record(z.string().max(100), z.boolean()),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

export type VisitorLabel = 'visitor' | 'lead' | 'admin';

/**
 * Who sent an event, as the counts label it: staff's browser (admin cookie), a lead's (lead or session cookie) or
 * anybody's. The event is also kept with the lead (`linkTo`) only when the lead agreed to it (consent 'analytics').
 */
export async function analyticsVisitor(db: Database, jar: CookieReader, now: Date): Promise<{ visitor: VisitorLabel; linkTo?: { leadId: string; at: Date } }> {
  if (jar.get(ADMIN_COOKIE)) return { visitor: 'admin' };
  if (!jar.get(SESSION_COOKIE) && !jar.get(LEAD_COOKIE)) return { visitor: 'visitor' };
  const lead = (await identify(db, jar, now)).known;
  return { visitor: 'lead', linkTo: lead && (await hasAnalyticsConsent(db, lead.id)) ? { leadId: lead.id, at: now } : undefined };
}

/** The calculator pages: a page view with their form's inputs in the address is a calculation. */
const CALCULATOR_ROUTES = new Set(['german-mortgage-calculator-calculator', 'calculators-slug', 'house-budget', 'rent-or-buy', 'retirement-calculator', 'lp-refinancing']);

/**
 * Only the production host records (spec section 7): the host of PUBLIC_BASE_URL, as the request names it (the
 * forwarded host behind a trusted proxy).
 */
export function isProductionHost(request: Request, { baseUrl = env.PUBLIC_BASE_URL, trustProxy = env.TRUST_PROXY === 'true' } = {}): boolean {
  const first = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || null;
  const host = (trustProxy ? first(request.headers.get('x-forwarded-host')) : null) ?? first(request.headers.get('host'));
  return host !== null && host === new URL(baseUrl).host.toLowerCase();
}

/** Flags seen, as stored: only declared flags, sorted, `key=1` or `key=0`; '' for none. */
function flagsText(flags: Record<string, boolean>): string {
  return FLAG_KEYS.filter((k) => k in flags)
    .map((k) => `${k}=${flags[k] ? 1 : 0}`)
    .join(',');
}

/**
 * Adds one browser event to the day's counts. An address that is no page of the site counts nothing (false).
 * The rows a page view adds: the page view; the visit when it started one; a calculation when a calculator page
 * was opened with its inputs. For a lead who agreed to it (`linkTo`, ADR 041) the events are also kept with the
 * lead, at most MAX_LEAD_EVENTS of them.
 */
export async function recordAnalyticsEvent(db: Database, event: AnalyticsEventInput, who: { visitor: VisitorLabel; day: string; linkTo?: { leadId: string; at: Date } }): Promise<boolean> {
  const page = matchPath(event.path);
  if (!page) return false;
  const landing = event.visit ? matchPath(event.visit.landingPath)?.route.name ?? 'n/a' : 'n/a';
  const dims = {
    day: who.day,
    route: page.route.name,
    locale: page.locale,
    source: event.visit?.source ?? 'n/a',
    medium: event.visit?.medium ?? 'n/a',
    campaign: event.visit?.campaign ?? 'n/a',
    landing,
    visitor: who.visitor,
    flags: flagsText(event.flags),
  };
  const events: string[] = [event.name];
  if (event.name === 'page_view' && event.landing) events.push('visit');
  if (event.name === 'page_view' && CALCULATOR_ROUTES.has(page.route.name) && pageRendersQuery(page.route.name, new URLSearchParams(event.keys.map((k) => [k, '']))))
    events.push('calculator_used');
  await db
    .insert(analyticsDaily)
    .values(events.map((name) => ({ ...dims, event: name, count: 1 })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.event, analyticsDaily.route, analyticsDaily.locale, analyticsDaily.source, analyticsDaily.medium, analyticsDaily.campaign, analyticsDaily.landing, analyticsDaily.visitor, analyticsDaily.flags],
      set: { count: sql`${analyticsDaily.count} + 1` },
    });
  if (who.linkTo) {
    const { leadId, at } = who.linkTo;
    const path = event.path.slice(0, 300);
    await db.insert(analyticsLeadEvents).values(events.filter((e) => e !== 'visit').map((name) => ({ leadId, at, event: name, route: page.route.name, path })));
    // Keep the newest MAX_LEAD_EVENTS: the oldest beyond them go.
    const [edge] = await db
      .select({ id: analyticsLeadEvents.id })
      .from(analyticsLeadEvents)
      .where(eq(analyticsLeadEvents.leadId, leadId))
      .orderBy(sql`${analyticsLeadEvents.id} desc`)
      .offset(MAX_LEAD_EVENTS)
      .limit(1);
    if (edge) await db.delete(analyticsLeadEvents).where(and(eq(analyticsLeadEvents.leadId, leadId), lt(analyticsLeadEvents.id, edge.id + 1)));
  }
  return true;
}
