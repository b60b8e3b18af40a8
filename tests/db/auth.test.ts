/**
 * Magic-link tokens and codes, and sessions (issue 9, security reference "Magic-link login"), on PGlite and
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { loginTokens } from '@/features/auth/tables';
import { sessions } from '@/features/leads/tables';
import { LOGIN_TOKEN_SECONDS, MAX_CODE_ATTEMPTS, consumeLoginCode, consumeLoginToken, issueLoginToken } from '@/features/auth/login-tokens';
import { loginWithCode } from '@/features/auth/login';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, createSession, readSession, revokeAllSessions, revokeSession } from '@/features/leads/sessions';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';

const T0 = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(DATABASE_KINDS)('login and sessions on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let leadId = '';
  const lead = async (email: string) => (await findOrCreateLead(h.db, { email, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) })).lead.id;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    leadId = await lead('anna@example.de');
  });
  afterAll(async () => {
    await h?.dispose();
  });

  describe('magic link', () => {
    test('the link logs in once; a second use, a made-up or malformed token → nothing', async () => {
      const issued = await issueLoginToken(h.db, { leadId, email: 'anna@example.de', routeName: 'appointment', now: T0 });
      expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
      expect(issued.code).toMatch(/^\d{6}$/);
      expect(await consumeLoginToken(h.db, issued.token, at(60))).toEqual({ leadId, email: 'anna@example.de', routeName: 'appointment' });
      expect(await consumeLoginToken(h.db, issued.token, at(61))).toBeNull();
      expect(await consumeLoginToken(h.db, 'A'.repeat(43), at(61))).toBeNull();
      expect(await consumeLoginToken(h.db, "x' or 1=1 --", at(61))).toBeNull();
    });

    test.each([
      { label: 'one second before the end', after: LOGIN_TOKEN_SECONDS - 1, works: true },
      { label: 'at the end of its 10 minutes', after: LOGIN_TOKEN_SECONDS, works: false },
    ])('$label → works: $works', async ({ after, works }) => {
      const issued = await issueLoginToken(h.db, { leadId, email: 'anna@example.de', now: T0 });
      expect((await consumeLoginToken(h.db, issued.token, at(after))) !== null).toBe(works);
    });

    test('token and code are stored only as hashes', async () => {
      const issued = await issueLoginToken(h.db, { leadId, email: 'anna@example.de', now: T0 });
      const rows = JSON.stringify(await h.db.select().from(loginTokens));
      expect(rows).not.toContain(issued.token);
      expect(rows).not.toContain(`"${issued.code}"`);
    });

    test('ten parallel confirmations of one link → exactly one login', async () => {
      const issued = await issueLoginToken(h.db, { leadId, email: 'anna@example.de', now: T0 });
      const results = await Promise.all(Array.from({ length: 10 }, () => consumeLoginToken(h.db, issued.token, at(5))));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    });
  });

  describe('6-digit code', () => {
    test('the right code logs in once and uses up its link', async () => {
      const id = await lead('code@example.de');
      const issued = await issueLoginToken(h.db, { leadId: id, email: 'code@example.de', now: T0 });
      const browser = { email: 'code@example.de', browser: issued.browser };
      expect(await consumeLoginCode(h.db, browser, ` ${issued.code} `, at(30))).toEqual({ ok: true, login: { leadId: id, email: 'code@example.de', routeName: null } });
      expect(await consumeLoginCode(h.db, browser, issued.code, at(31))).toEqual({ ok: false, reason: 'wrong' });
      expect(await consumeLoginToken(h.db, issued.token, at(31))).toBeNull();
    });

    test(`after ${MAX_CODE_ATTEMPTS} wrong codes even the right one is refused; the link still works`, async () => {
      const id = await lead('guess@example.de');
      const issued = await issueLoginToken(h.db, { leadId: id, email: 'guess@example.de', now: T0 });
      const wrong = issued.code === '000000' ? '111111' : '000000';
      const answers = [];
      const browser = { email: 'guess@example.de', browser: issued.browser };
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) answers.push((await consumeLoginCode(h.db, browser, wrong, at(i))) as { reason: string });
      expect(answers.map((a) => a.reason)).toEqual([...Array(MAX_CODE_ATTEMPTS - 1).fill('wrong'), 'locked']);
      expect(await consumeLoginCode(h.db, browser, issued.code, at(10))).toEqual({ ok: false, reason: 'locked' });
      expect(await consumeLoginToken(h.db, issued.token, at(11))).not.toBeNull();
    });

    test('an expired code and a code for another address → refused', async () => {
      const id = await lead('late@example.de');
      const issued = await issueLoginToken(h.db, { leadId: id, email: 'late@example.de', now: T0 });
      expect(await consumeLoginCode(h.db, { email: 'anna@example.de', browser: issued.browser }, issued.code, at(5))).toMatchObject({ ok: false });
      expect(await consumeLoginCode(h.db, { email: 'late@example.de', browser: issued.browser }, issued.code, at(LOGIN_TOKEN_SECONDS))).toEqual({ ok: false, reason: 'wrong' });
    });

    test('the code works only in the browser that asked for the link: a cookie set by hand to the address does not', async () => {
      const id = await lead('bound@example.de');
      const issued = await issueLoginToken(h.db, { leadId: id, email: 'bound@example.de', now: T0 });
      const forged = issued.browser.startsWith('A') ? `B${issued.browser.slice(1)}` : `A${issued.browser.slice(1)}`;
      expect(await consumeLoginCode(h.db, { email: 'bound@example.de', browser: forged }, issued.code, at(5))).toEqual({ ok: false, reason: 'wrong' });
      expect(await consumeLoginCode(h.db, { email: 'bound@example.de', browser: 'not a token' }, issued.code, at(5))).toEqual({ ok: false, reason: 'wrong' });
      expect(await consumeLoginCode(h.db, { email: 'bound@example.de', browser: issued.browser }, issued.code, at(6))).toMatchObject({ ok: true });
    });

    test('code attempts are limited per address and per client over time, however many links are asked for', async () => {
      const id = await lead('many@example.de');
      const results: string[] = [];
      for (let i = 0; i < 12; i++) {
        // A new link each time: its own five attempts would not stop this.
        const issued = await issueLoginToken(h.db, { leadId: id, email: 'many@example.de', now: at(i * 60) });
        const r = await loginWithCode(h.db, { email: 'many@example.de', browser: issued.browser }, issued.code === '000000' ? '111111' : '000000', { ip: `198.51.100.${i}`, now: at(i * 60 + 1) });
        results.push(r.ok ? 'ok' : r.code);
      }
      expect(results).toEqual([...Array(10).fill('CODE_WRONG'), 'RATE_LIMITED', 'RATE_LIMITED']);
      const other = await lead('other-many@example.de');
      const perClient: string[] = [];
      for (let i = 0; i < 31; i++) {
        const issued = await issueLoginToken(h.db, { leadId: other, email: 'other-many@example.de', now: at(i) });
        const r = await loginWithCode(h.db, { email: `x${i}@example.de`, browser: issued.browser }, '000000', { ip: '203.0.113.77', now: at(i + 1) });
        perClient.push(r.ok ? 'ok' : r.code);
      }
      expect(perClient.filter((c) => c === 'RATE_LIMITED')).toHaveLength(1);
      expect(perClient.at(-1)).toBe('RATE_LIMITED');
    });
  });

  describe('sessions', () => {
    test('a new session is read back; its id is stored only as a hash', async () => {
      const s = await createSession(h.db, leadId, T0);
      expect(await readSession(h.db, s.id, at(10))).toEqual({ leadId });
      expect(JSON.stringify(await h.db.select().from(sessions))).not.toContain(s.id);
      expect(await readSession(h.db, 'B'.repeat(43), at(10))).toBeNull();
      expect(await readSession(h.db, undefined, at(10))).toBeNull();
    });

    test('idle for 30 minutes → ended; activity keeps it alive', async () => {
      const idle = await createSession(h.db, leadId, T0);
      expect(await readSession(h.db, idle.id, at(SESSION_IDLE_SECONDS))).toBeNull();
      const active = await createSession(h.db, leadId, T0);
      for (let minute = 20; minute <= 100; minute += 20) expect(await readSession(h.db, active.id, at(minute * 60)), `minute ${minute}`).toEqual({ leadId });
    });

    test('12 hours after login → ended, however active', async () => {
      const s = await createSession(h.db, leadId, T0);
      for (let hour = 0.4; hour < 12; hour += 0.4) await readSession(h.db, s.id, at(hour * 3600));
      expect(await readSession(h.db, s.id, at(SESSION_ABSOLUTE_SECONDS - 60))).toEqual({ leadId });
      expect(await readSession(h.db, s.id, at(SESSION_ABSOLUTE_SECONDS))).toBeNull();
    });

    test('logout revokes this session only; revoking all ends every session of the lead', async () => {
      const a = await createSession(h.db, leadId, T0);
      const b = await createSession(h.db, leadId, T0);
      await revokeSession(h.db, a.id, at(5));
      expect(await readSession(h.db, a.id, at(6))).toBeNull();
      expect(await readSession(h.db, b.id, at(6))).toEqual({ leadId });
      await revokeAllSessions(h.db, leadId, at(7));
      expect(await readSession(h.db, b.id, at(8))).toBeNull();
    });

    test('each login gets a new id', async () => {
      const ids = new Set(await Promise.all(Array.from({ length: 5 }, async () => (await createSession(h.db, leadId, T0)).id)));
      expect(ids.size).toBe(5);
    });
  });
});
