import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each feature declares the tables it owns (ADR 023, amendment of issue 46); src/db/schema.ts keeps the ones no feature owns.
  schema: ['./src/db/schema.ts', './src/features/*/tables.ts'],
  out: './drizzle',
});
