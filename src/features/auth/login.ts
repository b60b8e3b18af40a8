import 'server-only';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { enqueueEmail } from '@/features/email/server';
import type { Attribution } from '@/features/leads';
import { leadIdForBrowser, findLeadById, findOrCreateLead, createSession, markEligibleForAccount } from '@/features/leads/server';
import { checkEmail, type FieldCode } from '@/lib/validators';
import { checkCaptcha, hitRateLimit } from '@/features/security/server';
import type { Locale } from '@/i18n/routes';
import { loginLinkEmail } from './email-templates';
import { consumeLoginCode, consumeLoginToken, issueLoginToken } from './login-tokens';

/** Security reference: the 6th link request for one address or one IP within 60 s is refused. */
export const LOGIN_RATE_LIMIT = { limit: 5, windowSeconds: 60 };
/**
 * Code attempts over time (issue 27 point 5), whatever the number of links: per address 10 an hour, per client 30
 * an hour. With 6 digits, guessing stays below 1 in 4,000 a day for an address, and each new link sends the owner
 * an e-mail.
 */
export const CODE_RATE_LIMITS = { email: { limit: 10, windowSeconds: 3600 }, ip: { limit: 30, windowSeconds: 3600 } };

export type LoginErrorCode = FieldCode | 'RATE_LIMITED' | 'CAPTCHA_INVALID' | 'CODE_WRONG' | 'CODE_LOCKED' | 'LINK_INVALID';

export interface LoginRequest {
  email: string;
  locale: Locale;
  ip: string;
  routeName: string | null;
  /** The CAPTCHA widget's solution, or null when the browser sent none (no JavaScript): ADR 016. */
  captcha: string | null;
  /** The lead this browser's lead cookie belongs to, if any: only that lead's first name may be shown. */
  browserLeadId?: string | null;
  attribution: Attribution;
  /** The lead whose refer-a-friend link brought the visitor (referral cookie), applied to a new lead only. */
  referrerLeadId?: string | null;
  /** Builds the confirm page URL for a token (the link in the e-mail). */
  confirmUrl: (token: string) => string;
  now?: Date;
}

/**
 * The e-mail step. Known or not, an address gets the same answer and the same work: a lead (created with
 * its attribution when new), a link and a code, one e-mail queued in the same transaction. Nothing in the
 * answer tells whether the address was known, with one exception: the first name of the lead, when this
 * browser already holds that lead's cookie (it gave the address here before, or logged in here).
 */
export async function requestLogin(
  db: Database,
  boss: PgBoss,
  input: LoginRequest,
): Promise<{ ok: true; email: string; browser: string; givenName: string | null } | { ok: false; code: LoginErrorCode; retryAfterSeconds?: number }> {
  const checked = checkEmail(input.email);
  if (!checked.ok) return { ok: false, code: checked.code };
  const email = checked.value;
  const now = input.now ?? new Date();
  const captcha = await checkCaptcha(db, { payload: input.captcha, ip: input.ip, now });
  if (!captcha.ok) return captcha;
  for (const bucket of [`login-email:${email}`, `login-ip:${input.ip}`]) {
    const limit = await hitRateLimit(db, bucket, LOGIN_RATE_LIMIT, now);
    if (!limit.allowed) return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: limit.retryAfterSeconds };
  }
  const { lead, browser } = await db.transaction(async (tx) => {
    const { lead } = await findOrCreateLead(tx, { email, locale: input.locale, attribution: input.attribution, referrerLeadId: input.referrerLeadId });
    const issued = await issueLoginToken(tx, { leadId: lead.id, email, routeName: input.routeName, now });
    await enqueueEmail(tx, boss, {
      idempotencyKey: `login:${issued.id}`,
      to: email,
      locale: input.locale,
      message: { template: loginLinkEmail, data: { link: input.confirmUrl(issued.token), code: issued.code, givenName: lead.givenName } },
    });
    return { lead, browser: issued.browser };
  });
  const ownBrowser = input.browserLeadId != null && input.browserLeadId === lead.id;
  return { ok: true, email, browser, givenName: ownBrowser ? firstName(lead.givenName) : null };
}

/** The first word of a stored given name ("Anna Maria" → "Anna"), or null. */
export function firstName(givenName: string | null): string | null {
  return givenName?.trim().split(/\s+/)[0] || null;
}

async function startSession(db: Database, leadId: string, now: Date) {
  // Logged in equals eligible (spec section 4).
  await markEligibleForAccount(db, leadId, now);
  return createSession(db, leadId, now);
}

/** The confirm page's POST: the link's token → a new session, once. */
export async function loginWithToken(db: Database, token: string, now: Date = new Date()) {
  const login = await consumeLoginToken(db, token, now);
  if (!login) return { ok: false as const, code: 'LINK_INVALID' as const };
  return { ok: true as const, session: await startSession(db, login.leadId, now), routeName: login.routeName, leadId: login.leadId };
}

/**
 * The code from the e-mail, in the browser where the link was requested (its login cookie: the address and the
 * random value the link is bound to). Attempts are limited per address and per client over time.
 */
export async function loginWithCode(db: Database, cookie: { email: string; browser: string } | null, code: string, { ip, now = new Date() }: { ip: string; now?: Date }) {
  if (!cookie) return { ok: false as const, code: 'CODE_WRONG' as const };
  for (const [bucket, limit] of [[`login-code-email:${cookie.email}`, CODE_RATE_LIMITS.email], [`login-code-ip:${ip}`, CODE_RATE_LIMITS.ip]] as const) {
    const hit = await hitRateLimit(db, bucket, limit, now);
    if (!hit.allowed) return { ok: false as const, code: 'RATE_LIMITED' as const, retryAfterSeconds: hit.retryAfterSeconds };
  }
  const result = await consumeLoginCode(db, cookie, code, now);
  if (!result.ok) return { ok: false as const, code: result.reason === 'locked' ? ('CODE_LOCKED' as const) : ('CODE_WRONG' as const) };
  return { ok: true as const, session: await startSession(db, result.login.leadId, now), routeName: result.login.routeName, leadId: result.login.leadId };
}

/**
 * The greeting of the login page's sent step (no JavaScript: it reads the cookies after the redirect): the
 * first name of the lead of the address the link was asked for, only when this browser holds that lead's
 * cookie. null in every other case, known address or not.
 */
export async function loginGreeting(db: Database, { email, leadToken }: { email: string | null | undefined; leadToken: string | undefined }): Promise<{ name: string; email: string } | null> {
  if (!email) return null;
  const leadId = await leadIdForBrowser(db, leadToken);
  const lead = leadId ? await findLeadById(db, leadId) : null;
  const name = lead && lead.email === email ? firstName(lead.givenName) : null;
  return name ? { name, email } : null;
}
