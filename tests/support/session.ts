/**
 * A logged-in lead without the login page: `loggedInAs(context, address)` goes through the site's real HTTP
 * interface the way the login dialog's script does (ADR 016), so that tests of what comes after the login do not
 * wait for a page load and the in-browser proof of work each time (tests/e2e/login.spec.ts and
 * login-dialog.spec.ts test the login UI itself):
 *   1. GET /api/auth/captcha: a signed challenge; solved here in Node with altcha-lib, sent as the widget's
 *      form value (base64 JSON of challenge and solution);
 *   2. POST /api/auth/login-link (multipart, `Accept: application/json`, this site's Origin): the login e-mail
 *      is queued, and the answer sets the cookie that binds the code to this browser;
 *   3. the e-mail, as the test run's SMTP server kept it (tests/support/smtp-sink.mjs);
 *   4. POST /api/auth/login-code with its code (the dialog's JSON variant), or POST /api/auth/confirm with the
 *      link's token (the confirm page's button): the session and lead cookies are set.
 * Every request goes through `context.request`, which shares the browser context's cookies: the session cookie
 * lands in the browser context (and the context's own cookies, such as a referral cookie, go with the request).
 * No test-only path in the site: only its public endpoints.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, type BrowserContext } from '@playwright/test';
import { ownClientIp } from './e2e-choice';
import { decodeQuotedPrintable, readMailsTo } from './mailbox';

export interface LoggedIn {
  /** Where the site sends the lead after the login (the account, a new lead's sign-up step there): a path. */
  location: string;
  /** The client address the login requests named (X-Forwarded-For; the e2e server trusts it). */
  ip: string;
}

/** The login link (the confirm page, src/i18n/routes.ts `login-confirm`) and code of a login e-mail. */
const LINK = /(http:\/\/localhost:\d+\/(?:en\/login\/confirm|de\/anmelden\/bestaetigen)\?token=([A-Za-z0-9_-]{43}))/;
const CODE = /\n(\d{6})\r?\n/;

/**
 * Logs `address` in within `context` (a new address becomes a lead that still has to give its name on the
 * account page). `via`: the 6-digit code (default) or the link's token. `ip`: the client address of the
 * requests (default: one of its own, tests/support/e2e-choice.ts, so the per-IP login limit of 5 a minute is not shared with
 * parallel tests). Relative URLs resolve against the context's baseURL.
 */
export async function loggedInAs(
  context: BrowserContext,
  address: string,
  { locale = 'en', via = 'code', ip = ownClientIp() }: { locale?: 'en' | 'de'; via?: 'code' | 'link'; ip?: string } = {},
): Promise<LoggedIn> {
  const request = context.request;
  const before = readMailsTo(address).length;
  const challengeResponse = await request.get('/api/auth/captcha', { headers: { 'x-forwarded-for': ip } });
  expect(challengeResponse.status(), 'GET /api/auth/captcha').toBe(200);
  // The endpoints check the Origin: the site's own, as a browser would send it.
  const origin = new URL(challengeResponse.url()).origin;
  const headers = { origin, accept: 'application/json', 'x-forwarded-for': ip };
  const challenge = await challengeResponse.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'CAPTCHA solved').not.toBeNull();
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await request.post('/api/auth/login-link', { multipart: { email: address, locale, altcha }, headers });
  expect(await sent.json(), `POST /api/auth/login-link for ${address}`).toMatchObject({ ok: true, step: 'login' });

  // The login e-mail is the first new one with a link and a code (other e-mails to the address may arrive too).
  let mail: { link: string; token: string; code: string } | null = null;
  await expect
    .poll(
      () => {
        for (const raw of readMailsTo(address).slice(before).map(decodeQuotedPrintable)) {
          const link = LINK.exec(raw);
          const code = CODE.exec(raw)?.[1];
          if (link && code) {
            mail = { link: link[1]!, token: link[2]!, code };
            return true;
          }
        }
        return false;
      },
      { timeout: 45_000, message: `the login e-mail to ${address}` },
    )
    .toBe(true);
  const { token, code } = mail!;

  if (via === 'code') {
    const answer = await request.post('/api/auth/login-code', { multipart: { code, locale }, headers });
    const body = await answer.json();
    expect(body, `POST /api/auth/login-code for ${address}`).toMatchObject({ ok: true, step: 'done' });
    return { location: body.location, ip };
  }
  const answer = await request.post('/api/auth/confirm', { form: { token, locale }, headers: { origin, 'x-forwarded-for': ip }, maxRedirects: 0 });
  expect(answer.status(), `POST /api/auth/confirm for ${address}`).toBe(303);
  const location = new URL(answer.headers().location!, origin);
  expect(location.search, 'no login error').not.toContain('error=');
  return { location: location.pathname, ip };
}
