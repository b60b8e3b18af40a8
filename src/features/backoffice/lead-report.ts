import 'server-only';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import type { Locale } from '@/i18n/routes';

/**
 * Where clients come from (issue 28), for admins: the leads who signed up in a week, grouped by source, campaign,
 * sign-up flow or language, and how far they got — sent a request, booked an appointment, reached the
 * consultation or later, won. A cohort view over what the database holds; visits and calculator use before the
 * sign-up are not counted (the site keeps no visitor data without consent).
 */
export const REPORT_GROUPS = ['source', 'campaign', 'flow', 'language'] as const;
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

export async function leadReport(db: Database, filter: ReportFilter): Promise<ReportRow[]> {
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

/** The report as CSV: de with ';', en with ','; UTF-8 with BOM (spreadsheets). */
export function leadReportCsv(rows: ReportRow[], filter: ReportFilter, locale: Locale): string {
  const sep = locale === 'de' ? ';' : ',';
  const header = ['week_start', filter.group, 'signups', 'requests', 'bookings', 'consultation_or_later', 'won'];
  const lines = rows.map((r) => [r.week, r.group, String(r.signups), String(r.requests), String(r.bookings), String(r.consultation), String(r.won)]);
  return '\uFEFF' + [header, ...lines].map((line) => line.map((v) => cell(v, sep)).join(sep)).join('\r\n') + '\r\n';
}
