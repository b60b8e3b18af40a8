import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from '../leads/tables';

/**
 * The tables the analytics feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * First-party analytics (issue 28, ADR 041): daily counts, never single visits. Each row counts the events of one
 * day with the same name, page (route name), language, visit attribution (source, medium, campaign, landing page),
 * visitor label ('visitor' | 'lead' | 'admin') and feature flags seen ('key=1,key=0', sorted). Nothing in it
 * identifies a person.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** 'visit' | 'page_view' | 'calculator_used' */
    event: text('event').notNull(),
    route: text('route').notNull(),
    locale: text('locale').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    /** The route name of the visit's first page; 'n/a' when the page was opened from the site itself. */
    landing: text('landing').notNull(),
    visitor: text('visitor').notNull(),
    flags: text('flags').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_daily_pk', columns: [t.day, t.event, t.route, t.locale, t.source, t.medium, t.campaign, t.landing, t.visitor, t.flags] })],
);

/**
 * What a lead who agreed to it (consent 'analytics', ADR 041) looked at and used on the site: one row per event,
 * for their advisor's preparation and shown to the lead on their profile. Deleted with the lead and when the
 * consent is withdrawn. Anonymous visitors' events never come here.
 */
export const analyticsLeadEvents = pgTable(
  'analytics_lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'page_view' | 'calculator_used' */
    event: text('event').notNull(),
    route: text('route').notNull(),
    /** The page's path, without the query. */
    path: text('path').notNull(),
  },
  (t) => [index('analytics_lead_events_lead_at').on(t.leadId, t.at)],
);
