import { customType } from 'drizzle-orm/pg-core';

/** Column types drizzle-orm 0.45 lacks, shared by the features' tables (src/features/<feature>/tables.ts). */

/** PostgreSQL tsvector (full-text search documents). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** PostgreSQL bytea as a Node Buffer (drizzle-orm 0.45 has no built-in bytea column). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
