import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * The tables the advisors feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Mortgage advisors (spec section 3 "Advisor"). Rows with is_demo = true come from the demo seed
 * (src/demo/advisors.ts, seeded by scripts/db-setup.ts) and are not real people.
 */
export const advisors = pgTable('advisors', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  phoneNumber: text('phone_number'),
  /** The key of the advisor's uploaded picture (its files in advisor_pictures), or null for the default avatar. */
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
  /** IANA zone of the advisor's working hours (booking). */
  zone: text('zone').notNull().default('Europe/Berlin'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An advisor's uploaded picture (issue 28), in every avatar size of the spec, each as WebP and JPEG, drawn at twice
 * the size for sharp screens. The bytes live in the database like documents (ADR 015), so every app instance serves
 * them; a new upload gets a new key, so the files can be cached for good.
 */
export const advisorPictures = pgTable(
  'advisor_pictures',
  {
    key: text('key').notNull(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** The avatar size (CSS pixels) the file is for; the image itself is twice as wide. */
    size: integer('size').notNull(),
    format: text('format').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.size, t.format] }), index('advisor_pictures_advisor_idx').on(t.advisorId)],
);
