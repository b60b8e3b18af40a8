import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mortgage advisors (spec section 3 "Advisor"). Rows with is_demo = true come from the demo seed
 * (scripts/seed.ts) and are not real people.
 */
export const advisors = pgTable('advisors', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  phoneNumber: text('phone_number'),
  /** Path of the picture under /public, or null for the default avatar. */
  picture: text('picture'),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionDe: text('description_de').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** Stable upper-case identifier used by the booking API (spec: enumValue). */
  enumValue: text('enum_value').notNull().unique(),
  roles: text('roles').array().notNull().default([]),
  languages: text('languages').array().notNull().default(['de']),
  isDemo: boolean('is_demo').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
