import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { leads } from '@/db/schema';
import { enqueueEmail } from '@/features/email/outbox';
import type { Attribution } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { checkEmail, type FieldCode } from '@/features/leads/validators';
import { hitRateLimit } from '@/features/security/rate-limit';
import type { Locale } from '@/i18n/routes';
import { consumeLoginCode, consumeLoginToken, issueLoginToken } from './login-tokens';
import { createSession } from './sessions';

/** Security reference: the 6th link request for one address or one IP within 60 s is refused. */
export const LOGIN_RATE_LIMIT = { limit: 5, windowSeconds: 60 };

export type LoginErrorCode = FieldCode | 'RATE_LIMITED' | 'CODE_WRONG' | 'CODE_LOCKED' | 'LINK_INVALID';

export interface LoginRequest {
  email: string;
  locale: Locale;
  ip: string;
  routeName: string | null;
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
 * answer tells whether the address was known.
 */
export async function requestLogin(db: Database, boss: PgBoss, input: LoginRequest): Promise<{ ok: true; email: string } | { ok: false; code: LoginErrorCode; retryAfterSeconds?: number }> {
  const checked = checkEmail(input.email);
  if (!checked.ok) return { ok: false, code: checked.code };
  const email = checked.value;
  const now = input.now ?? new Date();
  for (const bucket of [`login-email:${email}`, `login-ip:${input.ip}`]) {
    const limit = await hitRateLimit(db, bucket, LOGIN_RATE_LIMIT, now);
    if (!limit.allowed) return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: limit.retryAfterSeconds };
  }
  await db.transaction(async (tx) => {
    const { lead } = await findOrCreateLead(tx, { email, locale: input.locale, attribution: input.attribution, referrerLeadId: input.referrerLeadId });
    const issued = await issueLoginToken(tx, { leadId: lead.id, email, routeName: input.routeName, now });
    await enqueueEmail(tx, boss, {
      idempotencyKey: `login:${issued.id}`,
      to: email,
      locale: input.locale,
      message: { template: 'loginLink', data: { link: input.confirmUrl(issued.token), code: issued.code, givenName: lead.givenName } },
    });
  });
  return { ok: true, email };
}

async function startSession(db: Database, leadId: string, now: Date) {
  // Logged in equals eligible (spec section 4).
  await db.update(leads).set({ eligibleForAccount: true, updatedAt: now }).where(eq(leads.id, leadId));
  return createSession(db, leadId, now);
}

/** The confirm page's POST: the link's token → a new session, once. */
export async function loginWithToken(db: Database, token: string, now: Date = new Date()) {
  const login = await consumeLoginToken(db, token, now);
  if (!login) return { ok: false as const, code: 'LINK_INVALID' as const };
  return { ok: true as const, session: await startSession(db, login.leadId, now), routeName: login.routeName };
}

/** The code from the e-mail, on the page where the link was requested (its address comes from that browser's cookie). */
export async function loginWithCode(db: Database, email: string | undefined, code: string, now: Date = new Date()) {
  if (!email) return { ok: false as const, code: 'CODE_WRONG' as const };
  const result = await consumeLoginCode(db, email, code, now);
  if (!result.ok) return { ok: false as const, code: result.reason === 'locked' ? ('CODE_LOCKED' as const) : ('CODE_WRONG' as const) };
  return { ok: true as const, session: await startSession(db, result.login.leadId, now), routeName: result.login.routeName };
}
