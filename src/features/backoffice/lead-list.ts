import 'server-only';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leads } from '@/features/leads/tables';
import { isPipelineStage, leadsVisibleTo, type LeadViewer, type PipelineStage } from '@/features/leads/server';

/** The funnels whose finished flag the list filters by (spec section 3: the lead's *_funnel_finished flags). */
export const FUNNEL_FLAGS = ['affordability', 'optimalMortgage', 'qualification', 'rentVsBuy'] as const;
export type FunnelFlag = (typeof FUNNEL_FLAGS)[number];
const FUNNEL_COLUMN = {
  affordability: leads.affordabilityFunnelFinished,
  optimalMortgage: leads.optimalMortgageFunnelFinished,
  qualification: leads.qualificationFunnelFinished,
  rentVsBuy: leads.rentVsBuyFunnelFinished,
} as const;

/** The lead's advisor: the one they chose (claimed), else the one the site gave them (default). */
const LEAD_ADVISOR = sql<string>`coalesce(${leads.claimedAdvisorId}, ${leads.defaultAdvisorId})`;

export interface LeadListFilter {
  stage?: PipelineStage | null;
  /** An advisor's id (admins only; an advisor sees their own leads anyway). */
  advisorId?: string | null;
  /** utm_source, exactly ("n/a" for none). */
  source?: string | null;
  /** YYYY-MM-DD, Berlin days, inclusive: when the lead signed up. */
  from?: string | null;
  to?: string | null;
  funnel?: FunnelFlag | null;
  /** Part of the e-mail address or name, case-insensitive. */
  search?: string | null;
}

/** A filter from the list page's query (anything unknown is dropped, never an error). */
export function parseLeadListFilter(query: Record<string, string | undefined>): LeadListFilter {
  const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && DateTime.fromISO(v).isValid ? v : null);
  return {
    stage: query.stage && isPipelineStage(query.stage) ? query.stage : null,
    advisorId: query.advisor && /^[0-9a-f-]{36}$/i.test(query.advisor) ? query.advisor : null,
    source: query.source?.trim().slice(0, 100) || null,
    from: day(query.from),
    to: day(query.to),
    funnel: FUNNEL_FLAGS.find((f) => f === query.funnel) ?? null,
    search: query.q?.trim().slice(0, 100) || null,
  };
}

export interface LeadListRow {
  id: string;
  name: string | null;
  email: string;
  stage: string;
  advisorName: string | null;
  /** The advisor is demo data (labelled as such wherever shown). */
  advisorIsDemo: boolean;
  utmSource: string;
  utmCampaign: string;
  createdAt: Date;
  expectedValueOfMortgage: number | null;
  closeProbabilityPercent: number | null;
  funnels: FunnelFlag[];
}

/** The leads this viewer may see, newest first, filtered (at most `limit`). */
export async function listLeads(db: Database, viewer: LeadViewer, filter: LeadListFilter, limit = 300): Promise<LeadListRow[]> {
  const where: SQL[] = [leadsVisibleTo(viewer)];
  if (filter.stage) where.push(eq(leads.pipelineStage, filter.stage));
  if (filter.advisorId) where.push(eq(LEAD_ADVISOR, filter.advisorId));
  if (filter.source) where.push(eq(leads.utmSource, filter.source));
  const berlinDay = (day: string) => DateTime.fromISO(day, { zone: 'Europe/Berlin' }).startOf('day');
  if (filter.from) where.push(gte(leads.createdAt, berlinDay(filter.from).toJSDate()));
  if (filter.to) where.push(lt(leads.createdAt, berlinDay(filter.to).plus({ days: 1 }).toJSDate()));
  if (filter.funnel) where.push(eq(FUNNEL_COLUMN[filter.funnel], true));
  if (filter.search) {
    // LIKE's wildcards in what staff typed are matched as themselves.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(leads.email, pattern), ilike(sql`coalesce(${leads.givenName}, '') || ' ' || coalesce(${leads.surname}, '')`, pattern))!);
  }
  const rows = await db
    .select({ lead: leads, advisorGivenName: advisors.givenName, advisorSurname: advisors.surname, advisorIsDemo: advisors.isDemo })
    .from(leads)
    .leftJoin(advisors, eq(advisors.id, LEAD_ADVISOR))
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(({ lead, advisorGivenName, advisorSurname, advisorIsDemo }) => ({
    id: lead.id,
    name: [lead.givenName, lead.surname].filter(Boolean).join(' ') || null,
    email: lead.email,
    stage: lead.pipelineStage,
    advisorName: advisorGivenName ? `${advisorGivenName} ${advisorSurname}` : null,
    advisorIsDemo: advisorIsDemo === true,
    utmSource: lead.utmSource,
    utmCampaign: lead.utmCampaign,
    createdAt: lead.createdAt,
    expectedValueOfMortgage: lead.expectedValueOfMortgage,
    closeProbabilityPercent: lead.closeProbabilityPercent,
    funnels: FUNNEL_FLAGS.filter((f) => lead[`${f}FunnelFinished` as const]),
  }));
}

/** Active advisors for the advisor filter (admins). */
export async function advisorChoices(db: Database): Promise<{ id: string; name: string; isDemo: boolean }[]> {
  const rows = await db.select({ id: advisors.id, givenName: advisors.givenName, surname: advisors.surname, isDemo: advisors.isDemo }).from(advisors).where(eq(advisors.active, true)).orderBy(advisors.surname);
  return rows.map((r) => ({ id: r.id, name: `${r.givenName} ${r.surname}`, isDemo: r.isDemo }));
}
