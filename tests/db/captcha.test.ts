/**
 * The login CAPTCHA (ADR 016) and what the e-mail step may reveal (issue 9, security reference): a solved
 * challenge counts once, forged or expired ones are refused, requests without a solution live within a
 * per-IP and a site-wide budget; the first name is shown only to the browser that holds that lead's cookie.
 * On PGlite and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { leads } from '@/features/leads/tables';
import { captchaSolutions } from '@/features/security/tables';
import { loginGreeting, loginWithCode, requestLogin, type LoginRequest } from '@/features/auth/login';
import { startBoss, stopBoss } from '@/server/queues';
import { attributionFrom } from '@/features/leads/attribution';
import { leadIdForBrowser, rememberLeadBrowser } from '@/features/leads/browsers';
import { findOrCreateLead } from '@/features/leads/repository';
import { CAPTCHA_SECONDS, NO_CAPTCHA_IP_LIMIT, NO_CAPTCHA_SITE_LIMIT, checkCaptcha, newCaptchaChallenge } from '@/features/security/captcha';
import { issueLoginToken } from '@/features/auth/login-tokens';

/** What the widget sends: base64 JSON of the challenge and the solution found by counting. */
async function solved(now = new Date()): Promise<string> {
  const challenge = await newCaptchaChallenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(DATABASE_KINDS)('login CAPTCHA on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue, { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 1 });
  });
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  describe('solutions', () => {
    test('a solved challenge passes once; the same solution again is a replay and is refused', async () => {
      const payload = await solved();
      expect(await checkCaptcha(h.db, { payload, ip: '203.0.113.1' })).toEqual({ ok: true });
      expect(await checkCaptcha(h.db, { payload, ip: '203.0.113.1' })).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
      expect(await checkCaptcha(h.db, { payload, ip: '203.0.113.2' })).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
    });

    test('ten parallel uses of one solution → exactly one passes', async () => {
      const payload = await solved();
      const results = await Promise.all(Array.from({ length: 10 }, () => checkCaptcha(h.db, { payload, ip: '203.0.113.3' })));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
    });

    test('a wrong answer, a changed challenge, a challenge signed with another key and garbage are refused', async () => {
      const good = decode(await solved());
      const wrongCounter = { ...good, solution: { ...good.solution, counter: good.solution.counter + 1 } };
      const easier = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keyPrefix: '00' } } };
      const unsigned = { ...good, challenge: { ...good.challenge, signature: 'f'.repeat(64) } };
      for (const payload of [encode(wrongCounter), encode(easier), encode(unsigned), 'not-base64-json', encode({ challenge: null, solution: null, test: true })]) {
        expect(await checkCaptcha(h.db, { payload, ip: '203.0.113.4' })).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
      }
      // The untouched solution still works: refusals record nothing.
      expect(await checkCaptcha(h.db, { payload: encode(good), ip: '203.0.113.4' })).toEqual({ ok: true });
    });

    test('an expired challenge is refused; expired records are deleted as new ones arrive', async () => {
      const old = await solved(new Date(Date.now() - (CAPTCHA_SECONDS + 5) * 1000));
      expect(await checkCaptcha(h.db, { payload: old, ip: '203.0.113.5' })).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
      await h.db.insert(captchaSolutions).values({ challengeHash: 'stale', expiresAt: new Date(Date.now() - 1000) });
      expect(await checkCaptcha(h.db, { payload: await solved(), ip: '203.0.113.5' })).toEqual({ ok: true });
      expect(await h.db.select().from(captchaSolutions).where(eq(captchaSolutions.challengeHash, 'stale'))).toEqual([]);
    });
  });

  describe('requests without a solution (no JavaScript)', () => {
    const T0 = new Date('2026-11-23T10:00:00Z');
    const at = (s: number) => new Date(T0.getTime() + s * 1000);

    test(`at most ${NO_CAPTCHA_IP_LIMIT.limit} per IP in ${NO_CAPTCHA_IP_LIMIT.windowSeconds / 60} minutes, then 429 with a retry time`, async () => {
      const answers = [];
      for (let i = 0; i <= NO_CAPTCHA_IP_LIMIT.limit; i++) answers.push(await checkCaptcha(h.db, { payload: null, ip: '198.51.100.7', now: at(i) }));
      expect(answers.slice(0, -1).every((a) => a.ok)).toBe(true);
      expect(answers.at(-1)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
      expect((answers.at(-1) as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(NO_CAPTCHA_IP_LIMIT.windowSeconds - 10);
      // A solved CAPTCHA from the same IP is not affected.
      expect(await checkCaptcha(h.db, { payload: await solved(), ip: '198.51.100.7' })).toEqual({ ok: true });
      // After the window the IP may try again.
      expect(await checkCaptcha(h.db, { payload: null, ip: '198.51.100.7', now: at(NO_CAPTCHA_IP_LIMIT.windowSeconds + 5) })).toEqual({ ok: true });
    });

    test(`at most ${NO_CAPTCHA_SITE_LIMIT.limit} for the whole site, however many IPs ask`, async () => {
      const start = at(3600);
      const answers = [];
      for (let i = 0; i <= NO_CAPTCHA_SITE_LIMIT.limit; i++) answers.push(await checkCaptcha(h.db, { payload: null, ip: `192.0.2.${i + 1}`, now: start }));
      expect(answers.filter((a) => a.ok)).toHaveLength(NO_CAPTCHA_SITE_LIMIT.limit);
      expect(answers.at(-1)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    });
  });

  describe('the e-mail step', () => {
    // Each request from a client address of its own (counted, not random), so that the per-client limit is not shared.
    let client = 0;
    const request = (email: string, extra: Partial<LoginRequest>): Promise<Awaited<ReturnType<typeof requestLogin>>> =>
      requestLogin(h.db, boss, {
        email,
        locale: 'de',
        ip: `203.0.113.${20 + (client++ % 200)}`,
        routeName: null,
        captcha: null,
        attribution: attributionFrom(new URLSearchParams(), null),
        confirmUrl: (token) => `https://example.test/de/anmelden/bestaetigen?token=${token}`,
        ...extra,
      });

    test('a replayed or forged CAPTCHA stops the request before any e-mail', async () => {
      const payload = await solved();
      expect(await request('first@example.de', { captcha: payload })).toMatchObject({ ok: true });
      expect(await request('second@example.de', { captcha: payload })).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
      expect(await h.db.select().from(leads).where(eq(leads.email, 'second@example.de'))).toEqual([]);
    });

    test('the first name only for the browser holding that lead’s cookie; otherwise the same answer for known and unknown addresses', async () => {
      const { lead: anna } = await findOrCreateLead(h.db, { email: 'anna.maria@example.de', locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
      await h.db.update(leads).set({ givenName: 'Anna Maria' }).where(eq(leads.id, anna.id));
      const { lead: other } = await findOrCreateLead(h.db, { email: 'other@example.de', locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
      const annasBrowser = await leadIdForBrowser(h.db, await rememberLeadBrowser(h.db, anna.id));

      expect(await request('anna.maria@example.de', { captcha: await solved(), browserLeadId: annasBrowser })).toMatchObject({ ok: true, email: 'anna.maria@example.de', givenName: 'Anna' });
      // Another browser, another lead's browser, or none: nothing tells that the address is known.
      const known = await request('anna.maria@example.de', { captcha: await solved(), browserLeadId: other.id });
      const knownNoCookie = await request('anna.maria@example.de', { captcha: await solved() });
      const unknown = await request('nobody.here@example.de', { captcha: await solved(), browserLeadId: other.id });
      expect(known).toMatchObject({ ok: true, email: 'anna.maria@example.de', givenName: null });
      // The same answer but for the random browser binding, new for every request (known or not).
      expect({ ...knownNoCookie, browser: '' }).toEqual({ ...known, browser: '' });
      expect(unknown).toMatchObject({ ok: true, email: 'nobody.here@example.de', givenName: null });

      // The login page's sent step (no JavaScript) follows the same rule.
      const token = await rememberLeadBrowser(h.db, anna.id);
      expect(await loginGreeting(h.db, { email: 'anna.maria@example.de', leadToken: token })).toEqual({ name: 'Anna', email: 'anna.maria@example.de' });
      expect(await loginGreeting(h.db, { email: 'other@example.de', leadToken: token })).toBeNull();
      expect(await loginGreeting(h.db, { email: 'anna.maria@example.de', leadToken: undefined })).toBeNull();
      expect(await loginGreeting(h.db, { email: 'anna.maria@example.de', leadToken: await rememberLeadBrowser(h.db, other.id) })).toBeNull();
    });

    test('a login by code names its lead, so that the browser gets that lead’s cookie', async () => {
      const { lead } = await findOrCreateLead(h.db, { email: 'cookie@example.de', locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
      const issued = await issueLoginToken(h.db, { leadId: lead.id, email: 'cookie@example.de' });
      const result = await loginWithCode(h.db, { email: 'cookie@example.de', browser: issued.browser }, issued.code, { ip: '192.0.2.44' });
      expect(result).toMatchObject({ ok: true, leadId: lead.id });
    });
  });
});
