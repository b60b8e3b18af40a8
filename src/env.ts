import { z } from 'zod';
import { mapTilesProblem } from './lib/map-tiles.ts';

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
  /** HTTP port of the production server. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Absolute origin used in canonical URLs, hreflang links, the sitemap and robots.txt; defaults to
   * http://localhost:PORT. Required by the production server unless it serves only this machine (see
   * publicBaseUrlProblem).
   */
  PUBLIC_BASE_URL: z.url().optional(),
  /** Address the production server listens on (server.mjs); default 0.0.0.0, or 127.0.0.1 for a local `npm start` (see localRunBind). */
  HOSTNAME_BIND: z.string().min(1).optional(),
  /**
   * The street map's vector tiles (ADR 049): a PMTiles archive (URL or path ending in .pmtiles) or a z/x/y template
   * with {z}, {x} and {y}, Protomaps basemap schema. Unset: the property pages show the server-drawn sketch only.
   */
  MAP_TILES_URL: z
    .string()
    .superRefine((v, ctx) => {
      const problem = mapTilesProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /** Meeting-room URL sent with video appointments (booking e-mails); unset: the e-mail says the link follows separately. */
  VIDEO_MEETING_URL: z.url().optional(),
  /** Seconds the production server answers a page from Next's cache out of its own memory (0: never). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * MiB of memory for the copies the production server keeps of the pages under the page data version (data pages,
   * with their form inputs, and the 404 page; compressed copies counted); the least recently used go first.
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Seed demo data (demo advisors, labelled as demo) into an empty database at start. Default: on for the
   * embedded PGlite database (local runs), off with DATABASE_URL (a real server, e.g. production).
   */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** SMTP server for outgoing e-mail (smtp:// or smtps://). Unset: e-mails are kept in the database and logged. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of outgoing e-mail, e.g. "Hauslotse <hallo@hauslotse.de>"; defaults to the brand's address. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Behind a reverse proxy that sets X-Forwarded-Host: trust it for the Origin check. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Turn on HSTS. Defaults to on in production; off for plain-http local runs. */
  ENABLE_HSTS: z.enum(['true', 'false']).optional(),
  /**
   * The daily fetch of the Bundesbank's curve parameters from its SDMX REST interface (ADR 019): "on" schedules
   * it (working days 17:30 Europe/Berlin), "off" removes the schedule — for machines without internet. Default:
   * on for a production deployment (DATABASE_URL and an https PUBLIC_BASE_URL), off otherwise (see ratesFetchDefault).
   */
  RATES_FETCH: z.enum(['on', 'off']).optional(),
  /** How often each instance looks for due timed e-mails (webinar reminders, review requests), in seconds (default 60; the fixed-clock tests use 1). */
  SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Secret that signs the login CAPTCHA's challenges (HMAC-SHA-256, ADR 016): at least 32 characters, the same
   * on every instance. Required when the production server runs; development and tests without it use a
   * random key per process (features/security/captcha.ts).
   */
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  /**
   * Secret that encrypts the staff's TOTP secrets in the database (AES-256-GCM, ADR 037): at least 32 characters,
   * the same on every instance, never changed without resetting every staff member's second factor. Required in
   * production with DATABASE_URL; on the embedded database a random key is kept beside its data folder.
   */
  STAFF_TOTP_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  /**
   * Secret of the listings feed push (issue 25, `POST /api/listings/import` with `Authorization: Bearer …`): a
   * provider's software sends its OpenImmo file there. Without it the endpoint does not exist (404); the
   * command `npm run listings:import` works either way.
   */
  LISTINGS_IMPORT_TOKEN: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  /**
   * /api/health reports not ready (503) when the newest Bundesbank curve is older than this many working days
   * (the pages stop calling rates current after 5: features/rates/freshness.ts).
   */
  RATES_MAX_AGE_WORKING_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * Worker threads that render PDFs (ADR 047, src/lib/pdf/pool.ts): default and most one less than the machine's
   * cores (the request thread keeps one), at least 1.
   */
  PDF_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** PDFs that may wait for a worker thread beside those rendering (default twice the threads); one more is answered 503 with Retry-After. */
  PDF_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  /**
   * Europace BaufiSmart offers (issue 50, src/features/offers/europace): the OAuth2 client's id and secret (Europace's
   * Authorization API, client credentials) and the broker's 5-character partner id (the Kundenbetreuer of the cases
   * it creates). All three or none (see europaceProblem); without them the comparison uses the condition sheets only.
   */
  EUROPACE_CLIENT_ID: z.string().min(1).optional(),
  EUROPACE_CLIENT_SECRET: z.string().min(1).optional(),
  EUROPACE_PARTNER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{5}$/, 'must be a Europace partner id: 5 letters or digits, e.g. ABC12')
    .optional(),
  /** Europace's API and token endpoint, for a test stub; default the production addresses Europace publishes. */
  EUROPACE_API_URL: z.url().optional(),
  EUROPACE_TOKEN_URL: z.url().optional(),
});

const EUROPACE_VARIABLES = ['EUROPACE_CLIENT_ID', 'EUROPACE_CLIENT_SECRET', 'EUROPACE_PARTNER_ID'] as const;

/** The Europace variables are all three set or none (exported for tests): the message for each missing one. */
export function europaceProblem(source: Record<string, string | undefined>): { variable: string; message: string }[] {
  const set = EUROPACE_VARIABLES.filter((v) => source[v]);
  if (set.length === 0 || set.length === EUROPACE_VARIABLES.length) return [];
  return EUROPACE_VARIABLES.filter((v) => !source[v]).map((variable) => ({
    variable,
    message: `required when ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set (the Europace offers need EUROPACE_CLIENT_ID, EUROPACE_CLIENT_SECRET and EUROPACE_PARTNER_ID, or none of them)`,
  }));
}

export type Env = Omit<z.infer<typeof schema>, 'PUBLIC_BASE_URL' | 'SEED_DEMO_DATA' | 'RATES_FETCH'> & {
  PUBLIC_BASE_URL: string;
  SEED_DEMO_DATA: 'true' | 'false';
  RATES_FETCH: 'on' | 'off';
};

/**
 * RATES_FETCH when it is not set (known debt 2): on for a production deployment — a real PostgreSQL server
 * (DATABASE_URL) and a public https address (PUBLIC_BASE_URL) — so that a new installation follows the
 * Bundesbank without anyone finding the variable; off for local runs and tests (embedded database, or a
 * localhost/http address), which need no internet.
 */
export function ratesFetchDefault(source: { DATABASE_URL?: string | undefined; PUBLIC_BASE_URL?: string | undefined }): 'on' | 'off' {
  return source.DATABASE_URL && source.PUBLIC_BASE_URL?.startsWith('https://') ? 'on' : 'off';
}

/** The environment from a set of variables (exported for tests). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  const europace = europaceProblem(source);
  if (!parsed.success || europace.length > 0) {
    const lines = [...(parsed.success ? [] : parsed.error.issues), ...europace.map((p) => ({ path: [p.variable], message: p.message }))].map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    PUBLIC_BASE_URL: parsed.data.PUBLIC_BASE_URL ?? `http://localhost:${parsed.data.PORT}`,
    SEED_DEMO_DATA: parsed.data.SEED_DEMO_DATA ?? (parsed.data.DATABASE_URL ? 'false' : 'true'),
    RATES_FETCH: parsed.data.RATES_FETCH ?? ratesFetchDefault(parsed.data),
  };
}

export const env = parseEnv(process.env);

export const hstsEnabled = env.ENABLE_HSTS ? env.ENABLE_HSTS === 'true' : env.NODE_ENV === 'production' && env.PUBLIC_BASE_URL.startsWith('https://');

/**
 * Secrets the production server needs at run time but the build does not (ADR 012: the build needs no runtime
 * environment). server.mjs calls it before it listens, so a missing secret stops the start with this message.
 */
export function assertRuntimeSecrets(e: Env = env): void {
  if (e.NODE_ENV === 'production' && !e.CAPTCHA_HMAC_KEY) {
    throw new Error('Invalid environment variables:\n  - CAPTCHA_HMAC_KEY: required in production (at least 32 characters, e.g. openssl rand -base64 32)');
  }
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.STAFF_TOTP_KEY) {
    throw new Error('Invalid environment variables:\n  - STAFF_TOTP_KEY: required in production with DATABASE_URL (at least 32 characters, the same on every instance, e.g. openssl rand -base64 32)');
  }
}

/** A listen address only this machine can reach. */
export function isLoopback(address: string): boolean {
  const a = address.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return a === 'localhost' || a === '::1' || /^127(\.\d{1,3}){3}$/.test(a);
}

type Variables = Record<string, string | undefined>;

/**
 * A local run of the production server: it listens on a loopback address only (HOSTNAME_BIND), uses the
 * embedded database (no DATABASE_URL) and trusts no proxy (TRUST_PROXY): nothing but this machine reaches it,
 * so http://localhost:PORT is its true address.
 */
export function isLocalRun(source: Variables): boolean {
  return isLoopback(source.HOSTNAME_BIND ?? '0.0.0.0') && !source.DATABASE_URL && source.TRUST_PROXY !== 'true';
}

/**
 * The rule for PUBLIC_BASE_URL (issue 11): in production it is required unless the run is local (isLocalRun).
 * Otherwise canonical URLs, hreflang links, the sitemap and robots.txt of a public site would name
 * http://localhost. Returns the message for the start to fail with, or null.
 */
export function publicBaseUrlProblem(source: Variables): string | null {
  if (source.NODE_ENV !== 'production' || source.PUBLIC_BASE_URL || isLocalRun(source)) return null;
  return [
    'Invalid environment variables:',
    "  - PUBLIC_BASE_URL: required in production: the site's address as visitors reach it, e.g. https://www.hauslotse.de",
    `    (canonical URLs, hreflang links, the sitemap and robots.txt would say http://localhost:${source.PORT ?? 3000}).`,
    '    It may be left out only for a local run: HOSTNAME_BIND a loopback address (127.0.0.1), the embedded database',
    '    (no DATABASE_URL) and no TRUST_PROXY; `npm start` runs so when neither PUBLIC_BASE_URL nor DATABASE_URL is set.',
  ].join('\n');
}

/**
 * PUBLIC_BASE_URL as this process sees it when asked (env.PUBLIC_BASE_URL falls back to http://localhost:PORT), and
 * whether it was set at all: the command line prints its links on it and says how to set it when it was not
 * (scripts/staff.ts; a script loads the .env files the server reads first, scripts/server-env.ts).
 */
export function configuredPublicBaseUrl(source: Variables = process.env): { url: string; set: boolean } {
  return { url: parseEnv(source).PUBLIC_BASE_URL, set: Boolean(source.PUBLIC_BASE_URL) };
}

/** server.mjs calls it before it listens (with NODE_ENV production): a missing PUBLIC_BASE_URL stops the start. */
export function assertPublicBaseUrl(source: Variables = process.env): void {
  const problem = publicBaseUrlProblem(source);
  if (problem) throw new Error(problem);
}

/**
 * The address `npm start` (scripts/start.mjs) has the server listen on when HOSTNAME_BIND is not set:
 * 127.0.0.1 when neither PUBLIC_BASE_URL nor DATABASE_URL is set and no proxy is trusted (a local run on the
 * embedded database: only this machine reaches it, so its localhost links are true), else every interface.
 */
export function localRunBind(source: Variables): string {
  if (source.HOSTNAME_BIND) return source.HOSTNAME_BIND;
  return !source.PUBLIC_BASE_URL && !source.DATABASE_URL && source.TRUST_PROXY !== 'true' ? '127.0.0.1' : '0.0.0.0';
}
