import { createHash, randomBytes, randomInt } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { captchaSolutions } from './tables';
import { env } from '@/env';
import { hitRateLimit, type RateLimit } from './rate-limit';

/**
 * The self-hosted proof-of-work CAPTCHA of the login e-mail step (ALTCHA, ADR 016). A challenge is a
 * SHA-256 puzzle signed with our HMAC key: the browser counts up to a secret random number below
 * CAPTCHA_MAX_NUMBER (about 0.2 s), the server checks the answer with one hash. The signature proves the
 * challenge is ours, its expiry bounds how long it can be used, and `captcha_solutions` makes every solved
 * challenge count once (the check alone does not stop replays).
 */
export const CAPTCHA_ALGORITHM = 'SHA-256';
/** The secret counter lies below this: the browser needs on average half as many hashes. */
export const CAPTCHA_MAX_NUMBER = 20_000;
/** A challenge must be solved and sent within this time. */
export const CAPTCHA_SECONDS = 10 * 60;

/**
 * Without JavaScript the proof of work cannot run. Such requests are still accepted (forms work without
 * JavaScript), but under a much stricter budget: per IP, and for the whole site (ADR 016).
 */
export const NO_CAPTCHA_IP_LIMIT: RateLimit = { limit: 3, windowSeconds: 10 * 60 };
export const NO_CAPTCHA_SITE_LIMIT: RateLimit = { limit: 30, windowSeconds: 10 * 60 };

const globalKey = globalThis as unknown as { __hauslotseCaptchaKey?: string };

/** The HMAC key: from the environment (required in production, env.ts), else a random key for this process. */
function hmacKey(): string {
  if (env.CAPTCHA_HMAC_KEY) return env.CAPTCHA_HMAC_KEY;
  if (env.NODE_ENV === 'production') throw new Error('CAPTCHA_HMAC_KEY is required in production');
  globalKey.__hauslotseCaptchaKey ??= randomBytes(32).toString('base64url');
  return globalKey.__hauslotseCaptchaKey;
}

/** A new signed challenge for the widget (`GET /api/auth/captcha`). */
export async function newCaptchaChallenge(now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(0, CAPTCHA_MAX_NUMBER),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_SECONDS * 1000),
    hmacSignatureSecret: hmacKey(),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
      salt: z.string().regex(/^[0-9a-f]{1,128}$/),
      cost: z.literal(1),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
      expiresAt: z.number().int().positive(),
    }).loose(),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: z.string().regex(/^[0-9a-f]{1,128}$/), time: z.number().optional() }),
});

/** The widget's form value (base64 JSON of challenge and solution), or null when it is not one. */
export function parseCaptchaPayload(value: string): z.infer<typeof payloadSchema> | null {
  if (value.length > 4000) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Which form a request without a solution counts against: each has its own no-solution budget. */
export type CaptchaScope = 'login' | 'booking' | 'webinar' | 'careers' | 'listing-enquiry';

export type CaptchaResult = { ok: true } | { ok: false; code: 'CAPTCHA_INVALID' } | { ok: false; code: 'RATE_LIMITED'; retryAfterSeconds: number };

/**
 * Checks the CAPTCHA of one request. A solution must be ours (signature), unexpired, correct and not used
 * before: its challenge is recorded, a second use is refused. A request without a solution (no JavaScript)
 * passes only within the no-solution budget of its IP and of the whole site.
 */
export async function checkCaptcha(db: Database, { payload, ip, now = new Date(), scope = 'login' }: { payload: string | null | undefined; ip: string; now?: Date; scope?: CaptchaScope }): Promise<CaptchaResult> {
  if (payload === null || payload === undefined || payload === '') {
    for (const [bucket, limit] of [[`${scope}-nocaptcha-ip:${ip}`, NO_CAPTCHA_IP_LIMIT], [`${scope}-nocaptcha-site`, NO_CAPTCHA_SITE_LIMIT]] as const) {
      const hit = await hitRateLimit(db, bucket, limit, now);
      if (!hit.allowed) return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: hit.retryAfterSeconds };
    }
    return { ok: true };
  }
  const parsed = parseCaptchaPayload(payload);
  if (!parsed) return { ok: false, code: 'CAPTCHA_INVALID' };
  const { challenge, solution } = parsed;
  if (challenge.parameters.expiresAt * 1000 <= now.getTime()) return { ok: false, code: 'CAPTCHA_INVALID' };
  let verified = false;
  try {
    verified = (await verifySolution({ challenge: challenge as Challenge, solution, deriveKey, hmacSignatureSecret: hmacKey() })).verified;
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, code: 'CAPTCHA_INVALID' };
  const challengeHash = createHash('sha256').update(challenge.signature, 'utf8').digest('base64url');
  const inserted = await db
    .insert(captchaSolutions)
    .values({ challengeHash, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ challengeHash: captchaSolutions.challengeHash });
  // Expired challenges cannot be used again anyway: removed as new ones arrive.
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  return inserted.length === 1 ? { ok: true } : { ok: false, code: 'CAPTCHA_INVALID' };
}
