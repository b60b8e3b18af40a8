/**
 * A lead's radars as the back office's lead page shows them (issue 48, part 8): what each one searches for in
 * words, its e-mail setting, when it was saved, how many alert e-mails it sent, and the public search it stands
 * for. Read only.
 */
import type { Database } from '@/db/client';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { radarsOf } from './radar';
import { radarName } from './radar-alerts';

export interface RadarSummary {
  id: string;
  /** The name the lead gave it ('' when none). */
  name: string;
  /** Its filters in words, in `locale` ("Apartments · Berlin + 10 km · up to €500,000 · 3+ rooms"). */
  described: string;
  /** daily | immediate | off */
  frequency: string;
  pausedAt: Date | null;
  alertsSent: number;
  lastAlertAt: Date | null;
  createdAt: Date;
  /** The public search page with the radar's filters, in `locale`. */
  searchPath: string;
}

/** The lead's radars, oldest first (as the account lists them). */
export async function radarSummariesOf(db: Database, leadId: string, locale: Locale): Promise<RadarSummary[]> {
  return (await radarsOf(db, leadId)).map((r) => ({
    id: r.id,
    name: r.name,
    described: radarName({ name: '', criteria: r.criteria }, locale),
    frequency: r.frequency,
    pausedAt: r.pausedAt,
    alertsSent: r.alertsSent,
    lastAlertAt: r.lastAlertAt,
    createdAt: r.createdAt,
    searchPath: r.criteria === '' ? localizedPath('properties', locale) : `${localizedPath('properties', locale)}?${r.criteria}`,
  }));
}
