import 'server-only';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';

/** How the analytics counts can be grouped in the back office's report (ADR 041). */
export const ANALYTICS_GROUPS = ['source', 'campaign', 'language', 'landing', 'page', 'flags'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];

export interface AnalyticsRow {
  /** The Monday of the week (YYYY-MM-DD, Berlin). */
  week: string;
  group: string;
  visits: number;
  pageViews: number;
  calculatorUses: number;
}

const GROUP_SQL = {
  source: sql`source`,
  campaign: sql`campaign`,
  language: sql`locale`,
  landing: sql`landing`,
  page: sql`route`,
  flags: sql`case when flags = '' then 'n/a' else flags end`,
} as const;

/**
 * Visits, page views and calculator uses per week from `from` to `to` (Mondays, Berlin) and group. Staff's own
 * page views (visitor label 'admin') are left out: they are work, not interest.
 */
export async function analyticsReport(db: Database, range: { from: string; to: string }, group: AnalyticsGroup): Promise<AnalyticsRow[]> {
  const end = DateTime.fromISO(range.to, { zone: 'Europe/Berlin' }).plus({ weeks: 1 }).toISODate()!;
  const result = await db.execute(sql`
    select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week,
           ${GROUP_SQL[group]} as "group",
           coalesce(sum(count) filter (where event = 'visit'), 0)::int as visits,
           coalesce(sum(count) filter (where event = 'page_view'), 0)::int as page_views,
           coalesce(sum(count) filter (where event = 'calculator_used'), 0)::int as calculator_uses
    from analytics_daily
    where day >= ${range.from}::date and day < ${end}::date and visitor <> 'admin'
    group by 1, 2
    order by 1 desc, 3 desc, 4 desc, 2`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((r) => ({ week: String(r.week), group: String(r.group), visits: Number(r.visits), pageViews: Number(r.page_views), calculatorUses: Number(r.calculator_uses) }));
}
