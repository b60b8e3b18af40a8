import 'server-only';
import type { Database } from '@/db/client';
import type { Locale } from '@/i18n/routes';
import { findLeadById, staffCanSeeLead, type LeadViewer } from '@/features/leads/server';
import { enquiriesOf, favouritesOf, radarSummariesOf, type LeadEnquiry, type RadarSummary } from '@/features/properties/server';
import { ownedValuationsOf, type OwnedValuationSummary } from '@/features/valuation/server';

/**
 * The buyer's property context on the lead page (issue 48, part 8): what the lead's account keeps of their property
 * search and their own properties, which an advisor reads before calling — the radars (saved searches), the saved
 * listings, the enquiries about listings and the valuations. A lead is the account: each of these belongs to the lead's id. Read through the
 * properties and valuation features' server entries; nothing is written and nothing audited (viewing a lead is not
 * an audited action, ADR 036).
 */
export type LeadFavourite = Awaited<ReturnType<typeof favouritesOf>>[number];

export interface LeadPropertyContext {
  radars: RadarSummary[];
  favourites: LeadFavourite[];
  enquiries: LeadEnquiry[];
  valuations: OwnedValuationSummary[];
}

export type LeadPropertyContextResult = { ok: true; value: LeadPropertyContext } | { ok: false; code: 'NOT_FOUND' | 'FORBIDDEN' };

/**
 * The property context of a lead the viewer may see (the lead page's rule, ADR 038); radars described in `locale`,
 * valuations with the data of `today` (Berlin day).
 */
export async function leadPropertyContext(db: Database, viewer: LeadViewer, leadId: string, locale: Locale, today: string): Promise<LeadPropertyContextResult> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return { ok: false, code: 'NOT_FOUND' };
  const lead = await findLeadById(db, leadId);
  if (!lead) return { ok: false, code: 'NOT_FOUND' };
  if (!staffCanSeeLead(viewer, lead)) return { ok: false, code: 'FORBIDDEN' };
  const [radars, favourites, enquiries, valuations] = await Promise.all([radarSummariesOf(db, leadId, locale), favouritesOf(db, leadId), enquiriesOf(db, leadId), ownedValuationsOf(db, leadId, today)]);
  return { ok: true, value: { radars, favourites, enquiries, valuations } };
}
