import { z } from 'zod';

/**
 * The one module that reads process.env. Validated once at start-up (next.config.ts imports it, so a bad
 * environment fails the build and the server start with a readable message).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string. When unset, the embedded PGlite database under PGLITE_DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
  /** Absolute origin used in canonical URLs, hreflang links and the sitemap. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  /** Seed demo data (demo advisors) into an empty database at start. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Turn on HSTS. Defaults to on in production; off for plain-http local runs. */
  ENABLE_HSTS: z.enum(['true', 'false']).optional(),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const env = load();

export const hstsEnabled = env.ENABLE_HSTS ? env.ENABLE_HSTS === 'true' : env.NODE_ENV === 'production' && env.PUBLIC_BASE_URL.startsWith('https://');
