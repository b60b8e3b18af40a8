/**
 * After a login from a page that required it, the visitor is back on that page (issue 48, part 7): the listing's
 * "financing certificate for this property" link opens the account's certificate request with the property's
 * figures in its query; a visitor who logs in on the way lands on it with that query, by code (page or dialog) or by
 * the e-mail's link, and a new lead's signup step continues there too. A hostile `next` lands on the account. The
 * routes are called directly with a Request on an in-memory database, inside Next's request scope.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { POST as loginCodePost } from '@/app/api/auth/login-code/route';
import { POST as confirmPost } from '@/app/api/auth/confirm/route';
import { POST as signupPost } from '@/app/api/account/signup/route';
import { loginRouteFor } from '@/features/auth/http';
import { LOGIN_EMAIL_COOKIE, loginCookieValue } from '@/features/auth/cookies';
import { issueLoginToken } from '@/features/auth/login-tokens';
import { certificatePrefillQuery } from '@/features/certificates';
import { SESSION_COOKIE } from '@/features/leads/cookies';
import { createSession } from '@/features/leads/sessions';
import type { Database } from '@/db/client';
import { useMemoryAppDb } from '../support/app-db';
import { aLead } from '../support/builders';
import { cookieHeader, inRequestScope } from '../support/route-scope';

const SITE = 'http://localhost:3000';
/** What the listing's link opens (CertificateLink): the certificate request with the property's figures. */
const CERTIFICATE = `/de/konto/finanzierungszertifikat?${certificatePrefillQuery({ price: 385_000, zip: '80331', city: 'München', savings: 60_000 })}`;

let db: Database;

beforeAll(async () => {
  db = await useMemoryAppDb();
});

function post(path: string, fields: Record<string, string>, cookies: Record<string, string>, accept?: string): Request {
  const headers: Record<string, string> = { host: 'localhost:3000', origin: SITE, 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(cookies) };
  if (accept) headers.accept = accept;
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

const call = (handler: (r: Request) => Promise<Response>, r: Request) => inRequestScope(r, () => handler(r));

/** A login link asked for with the e-mail step's form (what POST /api/auth/login-link stores: loginRouteFor). */
async function linkAskedWith(email: string, fields: Record<string, string>) {
  const lead = await aLead(db, { email, givenName: 'Anna', locale: 'de' });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const issued = await issueLoginToken(db, { leadId: lead.id, email, routeName: loginRouteFor(form, 'de') });
  return { ...issued, email, cookie: { [LOGIN_EMAIL_COOKIE]: loginCookieValue(issued.browser, email) } };
}

const pathOf = (location: string | null) => {
  const url = new URL(location!);
  expect(url.origin).toBe(SITE);
  return `${url.pathname}${url.search}`;
};

describe('logging in from the certificate request lands on it with the listing\'s prefill', () => {
  test('the code on the login page (no JavaScript): 303 to the certificate request with its query, logged in', async () => {
    const link = await linkAskedWith('anna.return-page@example.de', { locale: 'de', next: CERTIFICATE });
    const response = await call(loginCodePost, post('/api/auth/login-code', { code: link.code, locale: 'de', next: CERTIFICATE }, link.cookie));
    expect(response.status).toBe(303);
    expect(pathOf(response.headers.get('location'))).toBe(CERTIFICATE);
    expect(new URL(response.headers.get('location')!).searchParams.get('prop_city')).toBe('München');
    expect(response.headers.getSetCookie().some((c) => new RegExp(`^${SESSION_COOKIE}=[^;]+`).test(c))).toBe(true);
  });

  test('the code in the login dialog (JSON): the location it goes to is the certificate request with its query', async () => {
    const link = await linkAskedWith('anna.return-dialog@example.de', { locale: 'de', next: CERTIFICATE });
    const response = await call(loginCodePost, post('/api/auth/login-code', { code: link.code, locale: 'de' }, link.cookie, 'application/json'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, step: 'done', location: CERTIFICATE });
  });

  test('the e-mail\'s link (confirm page, any browser): the certificate request with its query', async () => {
    const link = await linkAskedWith('anna.return-link@example.de', { locale: 'de', next: CERTIFICATE });
    const response = await call(confirmPost, post('/api/auth/confirm', { token: link.token, locale: 'de' }, {}));
    expect(response.status).toBe(303);
    expect(pathOf(response.headers.get('location'))).toBe(CERTIFICATE);
  });

  test('a wrong code: back to the login page, which still knows where to return', async () => {
    const link = await linkAskedWith('anna.return-wrong@example.de', { locale: 'de', next: CERTIFICATE });
    const wrong = link.code === '000000' ? '111111' : '000000';
    const response = await call(loginCodePost, post('/api/auth/login-code', { code: wrong, locale: 'de', next: CERTIFICATE }, link.cookie));
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/de/anmelden');
    expect(location.searchParams.get('error')).toBe('CODE_WRONG');
    expect(location.searchParams.get('next')).toBe(CERTIFICATE);
  });

  test.each([['//evil.com'], ['/\\evil.com'], ['https://evil.com/de/konto'], ['/%2F%2Fevil.com'], ['javascript:alert(1)'], ['/de/gibt-es-nicht'], ['/en/account/financing-certificate?price=385000']])(
    'next=%j: the login lands on the account, as before',
    async (next) => {
      const link = await linkAskedWith(`anna.hostile-${encodeURIComponent(next).replace(/%/g, '').slice(0, 30)}@example.de`, { locale: 'de', next });
      const response = await call(loginCodePost, post('/api/auth/login-code', { code: link.code, locale: 'de', next }, link.cookie));
      expect(pathOf(response.headers.get('location'))).toBe('/de/konto');
    },
  );

  test('the property-search flow (the radar\'s pending save) keeps its page', async () => {
    const link = await linkAskedWith('anna.return-radar@example.de', { locale: 'de', flow: 'prop_search', next: CERTIFICATE });
    const response = await call(loginCodePost, post('/api/auth/login-code', { code: link.code, locale: 'de', flow: 'prop_search' }, link.cookie));
    expect(pathOf(response.headers.get('location'))).toBe('/de/konto/immobilien-suche');
  });
});

describe('a new lead gives its name on the page the login returned to, and stays there', () => {
  test('the signup step with `next`: 303 back to the certificate request with its query; refused, back there with the codes', async () => {
    const lead = await aLead(db, { email: 'neu.return@example.de', locale: 'de' });
    const session = (await createSession(db, lead.id)).id;
    const refused = await call(signupPost, post('/api/account/signup', { locale: 'de', name: 'Nina Neu', next: CERTIFICATE }, { [SESSION_COOKIE]: session }));
    const back = new URL(refused.headers.get('location')!);
    expect(back.pathname).toBe('/de/konto/finanzierungszertifikat');
    expect(back.searchParams.get('price')).toBe('385000');
    expect(back.searchParams.get('errors')).toBe('consent:consentRequired');
    const done = await call(signupPost, post('/api/account/signup', { locale: 'de', name: 'Nina Neu', consent: 'yes', next: CERTIFICATE }, { [SESSION_COOKIE]: session }));
    expect(done.status).toBe(303);
    expect(pathOf(done.headers.get('location'))).toBe(CERTIFICATE);
  });

  test('a hostile `next` on the signup step → the account', async () => {
    const lead = await aLead(db, { email: 'neu.hostile@example.de', locale: 'de' });
    const session = (await createSession(db, lead.id)).id;
    const done = await call(signupPost, post('/api/account/signup', { locale: 'de', name: 'Nina Neu', consent: 'yes', next: '//evil.com' }, { [SESSION_COOKIE]: session }));
    expect(pathOf(done.headers.get('location'))).toBe('/de/konto');
  });
});
