import 'server-only';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { analyticsReport, ANALYTICS_GROUPS, type AnalyticsGroup } from '@/features/analytics/server';
import type { Locale } from '@/i18n/routes';

/**
 * Where clients come from (issue 28), for admins: the leads who signed up in a week, grouped by source, campaign,
 * sign-up flow or language, and how far they got — sent a request, booked an appointment, reached the
 * consultation or later, won. A cohort view over what the database holds. Beside it, from first-party analytics
 * (ADR 041): visits, page views and calculator uses of the same weeks, counted without visitor data, so the two
 * meet by week and group, not by person. Split by landing page, page (which pages, funnel and booking steps among
 * them) or by feature flags seen, only analytics counts;
 * by sign-up flow, only leads.
 */
export const REPORT_GROUPS = ['source', 'campaign', 'flow', 'language', 'landing', 'page', 'flags'] as const;
const LEAD_GROUPS = ['source', 'campaign', 'flow', 'language'] as const;
type LeadGroup = (typeof LEAD_GROUPS)[number];
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** At most this many weeks in one report. */
export const MAX_REPORT_WEEKS = 53;

export interface ReportFilter {
  /** The Monday of the first week and of the last week (YYYY-MM-DD, Berlin). */
  from: string;
  to: string;
  group: ReportGroup;
}

export interface ReportRow {
  week: string;
  group: string;
  signups: number;
  requests: number;
  bookings: number;
  consultation: number;
  won: number;
}

export const REPORT_COLUMNS = ['visits', 'pageViews', 'calculatorUses', 'signups', 'requests', 'bookings', 'consultation', 'won'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];
/** A row of the full report: null where the split does not apply to the column (e.g. visits by sign-up flow). */
export type FullReportRow = { week: string; group: string } & Record<ReportColumn, number | null>;

const isLeadGroup = (g: ReportGroup): g is LeadGroup => (LEAD_GROUPS as readonly string[]).includes(g);
const isAnalyticsGroup = (g: ReportGroup): g is AnalyticsGroup => (ANALYTICS_GROUPS as readonly string[]).includes(g);

/** The leads' cohort and the analytics counts of the same weeks, side by side per week and group. */
export async function fullReport(db: Database, filter: ReportFilter): Promise<FullReportRow[]> {
  const group = filter.group;
  const [leads, visits] = await Promise.all([
    isLeadGroup(group) ? leadReport(db, { ...filter, group }) : Promise.resolve(null),
    isAnalyticsGroup(group) ? analyticsReport(db, filter, group) : Promise.resolve(null),
  ]);
  const rows = new Map<string, FullReportRow>();
  const rowOf = (week: string, g: string) => {
    const key = `${week}|${g}`;
    let row = rows.get(key);
    if (!row) {
      const lead = leads ? 0 : null;
      const seen = visits ? 0 : null;
      row = { week, group: g, visits: seen, pageViews: seen, calculatorUses: seen, signups: lead, requests: lead, bookings: lead, consultation: lead, won: lead };
      rows.set(key, row);
    }
    return row;
  };
  for (const r of visits ?? []) Object.assign(rowOf(r.week, r.group), { visits: r.visits, pageViews: r.pageViews, calculatorUses: r.calculatorUses });
  for (const r of leads ?? []) Object.assign(rowOf(r.week, r.group), { signups: r.signups, requests: r.requests, bookings: r.bookings, consultation: r.consultation, won: r.won });
  const size = (r: FullReportRow) => (r.visits ?? 0) + (r.signups ?? 0);
  return [...rows.values()].sort((a, b) => b.week.localeCompare(a.week) || size(b) - size(a) || a.group.localeCompare(b.group));
}

const GROUP_SQL = {
  source: sql`l.utm_source`,
  campaign: sql`l.utm_campaign`,
  flow: sql`coalesce(l.original_signup_flow, 'n/a')`,
  language: sql`l.locale`,
} as const;

const monday = (day: DateTime) => day.setZone('Europe/Berlin').startOf('week').toISODate()!;

/** The filter from the page's query: anything unknown falls back to the last 12 weeks by source. */
export function parseReportFilter(query: Record<string, string | undefined>, now: Date): ReportFilter {
  const today = DateTime.fromJSDate(now, { zone: 'Europe/Berlin' });
  const day = (v: string | undefined) => {
    const parsed = v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? DateTime.fromISO(v, { zone: 'Europe/Berlin' }) : null;
    return parsed?.isValid ? parsed : null;
  };
  const to = monday(day(query.to) ?? today);
  let from = monday(day(query.from) ?? today.minus({ weeks: 11 }));
  if (from > to) from = to;
  const earliest = DateTime.fromISO(to, { zone: 'Europe/Berlin' }).minus({ weeks: MAX_REPORT_WEEKS - 1 }).toISODate()!;
  if (from < earliest) from = earliest;
  return { from, to, group: REPORT_GROUPS.find((g) => g === query.group) ?? 'source' };
}

/** Every week from `from` to `to` (Mondays). */
export function reportWeeks(filter: ReportFilter): string[] {
  const weeks: string[] = [];
  for (let d = DateTime.fromISO(filter.from, { zone: 'Europe/Berlin' }); d.toISODate()! <= filter.to; d = d.plus({ weeks: 1 })) weeks.push(d.toISODate()!);
  return weeks;
}

export async function leadReport(db: Database, filter: ReportFilter & { group: LeadGroup }): Promise<ReportRow[]> {
  const start = DateTime.fromISO(filter.from, { zone: 'Europe/Berlin' }).toJSDate();
  const end = DateTime.fromISO(filter.to, { zone: 'Europe/Berlin' }).plus({ weeks: 1 }).toJSDate();
  const group = GROUP_SQL[filter.group];
  const result = await db.execute(sql`
    select to_char(date_trunc('week', l.created_at at time zone 'Europe/Berlin'), 'YYYY-MM-DD') as week,
           ${group} as "group",
           count(*)::int as signups,
           (count(*) filter (where exists (select 1 from lead_requests r where r.lead_id = l.id)))::int as requests,
           (count(*) filter (where exists (select 1 from appointments a where a.lead_id = l.id)))::int as bookings,
           (count(*) filter (where l.pipeline_stage in ('consultation', 'documents_requested', 'documents_complete', 'application_submitted', 'approved', 'closed_won')))::int as consultation,
           (count(*) filter (where l.pipeline_stage = 'closed_won'))::int as won
    from leads l
    where l.created_at >= ${start.toISOString()}::timestamptz and l.created_at < ${end.toISOString()}::timestamptz
    group by 1, 2
    order by 1 desc, 3 desc, 2`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((r) => ({
    week: String(r.week),
    group: String(r.group),
    signups: Number(r.signups),
    requests: Number(r.requests),
    bookings: Number(r.bookings),
    consultation: Number(r.consultation),
    won: Number(r.won),
  }));
}

/** A CSV cell: quoted, and a value a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with an apostrophe. */
function cell(value: string, sep: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(sep) || safe.includes('"') || /[\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV: de with ';', en with ','; UTF-8 with BOM (spreadsheets); an empty cell where a column does not apply. */
export function leadReportCsv(rows: FullReportRow[], filter: ReportFilter, locale: Locale): string {
  const sep = locale === 'de' ? ';' : ',';
  const header = ['week_start', filter.group, 'visits', 'page_views', 'calculator_uses', 'signups', 'requests', 'bookings', 'consultation_or_later', 'won'];
  const lines = rows.map((r) => [r.week, r.group, ...REPORT_COLUMNS.map((c) => (r[c] === null ? '' : String(r[c])))]);
  return '\uFEFF' + [header, ...lines].map((line) => line.map((v) => cell(v, sep)).join(sep)).join('\r\n') + '\r\n';
}
