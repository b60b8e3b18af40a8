/**
 * One way to read a form, one way to refuse it (issue 46): the routes called directly with a Request on an in-memory
 * database, inside Next's request scope (tests/support/route-scope.ts) so that they see the session and staff cookies.
 *
 * - POST /en/profile refuses a foreign Origin (403) and a missing session (401) before a byte of the body is read, a
 *   400 MB chunked body from a logged-in lead after at most its limit and one chunk (413), and a body cut short
 *   (400); the lead's profile stays as it was.
 * - The account's and the staff's form endpoints refuse a missing session before the body is read.
 * - A refused advisor profile and a refused spread set come back the form kit's way: codes in the address, what was
 *   typed in the draft cookie; no name, e-mail address, phone number or free text in the Location.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { POST as profilePost } from '@/app/[locale]/profile/route';
import { POST as accountProfilePost } from '@/app/api/account/profile/route';
import { POST as signupPost } from '@/app/api/account/signup/route';
import { SIGNUP_DRAFT } from '@/features/account/routes';
import { POST as advisorsPost } from '@/app/api/staff/advisors/route';
import { POST as ratesPost } from '@/app/api/staff/rates/route';
import { ADVISOR_DRAFT, SPREAD_DRAFT } from '@/features/backoffice/server';
import { SESSION_COOKIE } from '@/features/leads/cookies';
import { createSession } from '@/features/leads/sessions';
import { leads } from '@/features/leads/tables';
import { ADMIN_COOKIE } from '@/features/staff/cookies';
import { decodeDraft } from '@/lib/forms/form-state';
import type { Database } from '@/db/client';
import { useMemoryAppDb } from '../support/app-db';
import { aLead, aStaffMember } from '../support/builders';
import { BOUNDARY, lazyBody, multipartField } from '../support/lazy-body';
import { cookieHeader, inRequestScope } from '../support/route-scope';
import { signedInStaff } from '../support/staff-session';

const SITE = 'http://localhost:3000';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
/** POST /en/profile's limit (src/app/[locale]/profile/route.ts). */
const PROFILE_MAX_BYTES = 20_000;
const CHUNK = 64 * 1024;

let db: Database;
let leadId: string;
let leadSession: string;
let adminSession: string;

const STORED = { givenName: 'Anna', surname: 'Schmidt', phone: '030 1234567' };

beforeAll(async () => {
  db = await useMemoryAppDb();
  leadId = (await aLead(db, { email: 'anna.refusals@example.de', locale: 'en', ...STORED })).id;
  leadSession = (await createSession(db, leadId)).id;
  adminSession = (await signedInStaff(db, (await aStaffMember(db, { email: 'ada.refusals@hauslotse.de', name: 'Ada Admin' })).id)).id;
});

function request(path: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string | null>): Request {
  const all: Record<string, string> = { host: 'localhost:3000', origin: SITE };
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) delete all[name];
    else all[name] = value;
  }
  return new Request(`${SITE}${path}`, { method: 'POST', headers: all, body, duplex: 'half' } as RequestInit);
}

const call = (handler: (r: Request) => Promise<Response>, r: Request) => inRequestScope(r, () => handler(r));

const multipart = (fields: [string, string][]) => `${fields.map(([name, value]) => `${multipartField(name)}${value}\r\n`).join('')}--${BOUNDARY}--\r\n`;

async function storedProfile() {
  const [row] = await db.select({ givenName: leads.givenName, surname: leads.surname, phone: leads.phone }).from(leads).where(eq(leads.id, leadId));
  return row;
}

describe('POST /en/profile reads its body only after the Origin and the session, and only up to its limit', () => {
  test('a 400 MB chunked body from a logged-in lead: 413 after the limit and one chunk, memory flat, nothing saved', async () => {
    const body = lazyBody(400 * 1024 * 1024, { prefix: multipartField('lead[given_name]') });
    const before = process.memoryUsage().arrayBuffers;
    const response = await call(profilePost, request('/en/profile', body.stream, { 'content-type': MULTIPART, cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', field: null, params: { maxBytes: PROFILE_MAX_BYTES } } });
    expect(body.pulled()).toBeGreaterThan(0);
    expect(body.pulled()).toBeLessThanOrEqual(Math.ceil(PROFILE_MAX_BYTES / CHUNK) + 1);
    expect(body.cancelled()).toBe(true);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
    expect(await storedProfile()).toEqual(STORED);
  });

  test('the same body without a session: 401, not a chunk read', async () => {
    const body = lazyBody(400 * 1024 * 1024, { prefix: multipartField('lead[given_name]') });
    const response = await call(profilePost, request('/en/profile', body.stream, { 'content-type': MULTIPART }));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
    expect(body.pulled()).toBe(0);
  });

  test('a foreign or missing Origin, even with the session: 403, not a chunk read', async () => {
    for (const origin of ['https://evil.example', null]) {
      const body = lazyBody(400 * 1024 * 1024, { prefix: multipartField('lead[given_name]') });
      const response = await call(profilePost, request('/en/profile', body.stream, { 'content-type': MULTIPART, origin, cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('FORBIDDEN_ORIGIN');
      expect(body.pulled()).toBe(0);
    }
    expect(await storedProfile()).toEqual(STORED);
  });

  test('a body cut short (no closing boundary, or fewer bytes than announced): 400, nothing saved', async () => {
    const whole = multipart([['lead[given_name]', 'Mallory'], ['lead[surname]', 'Truncated']]);
    const cut = await call(profilePost, request('/en/profile', whole.slice(0, whole.length - 12), { 'content-type': MULTIPART, cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
    expect(cut.status).toBe(400);
    expect((await cut.json()).error.code).toBe('BAD_REQUEST');
    const short = await call(profilePost, request('/en/profile', 'lead%5Bgiven_name%5D=Mallory', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '400', cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
    expect(short.status).toBe(400);
    expect(await storedProfile()).toEqual(STORED);
  });

  test('NUL in a value: 400 INVALID_INPUT, nothing saved; a whole form is saved', async () => {
    const nul = await call(profilePost, request('/en/profile', multipart([['lead[given_name]', 'An\u0000na']]), { 'content-type': MULTIPART, cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
    expect(nul.status).toBe(400);
    expect((await nul.json()).error).toEqual({ code: 'INVALID_INPUT', field: 'lead[given_name]', params: { reason: 'invalidText' } });
    expect(await storedProfile()).toEqual(STORED);
    const ok = await call(profilePost, request('/en/profile', multipart([['lead[given_name]', 'Anne']]), { 'content-type': MULTIPART, cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect(await storedProfile()).toEqual({ ...STORED, givenName: 'Anne' });
    await db.update(leads).set({ givenName: STORED.givenName }).where(eq(leads.id, leadId));
  });
});

describe('the account and staff form endpoints check the session before the body', () => {
  test('an account form without a session: to the login page, not a chunk read', async () => {
    const body = lazyBody(400 * 1024 * 1024);
    const response = await call(accountProfilePost, request('/api/account/profile', body.stream, { 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/en/account/profile` }));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/en/login');
    expect(body.pulled()).toBe(0);
  });

  test('a staff form without a staff session: 401, not a chunk read; with one, a large chunked body is 413 after its limit', async () => {
    const body = lazyBody(400 * 1024 * 1024);
    const response = await call(ratesPost, request('/api/staff/rates', body.stream, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(response.status).toBe(401);
    expect(body.pulled()).toBe(0);
    const signedIn = lazyBody(400 * 1024 * 1024);
    const large = await call(ratesPost, request('/api/staff/rates', signedIn.stream, { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader({ [ADMIN_COOKIE]: adminSession }) }));
    expect(large.status).toBe(413);
    expect(signedIn.pulled()).toBeLessThanOrEqual(Math.ceil(10_000 / CHUNK) + 1);
  });
});

/** Every way a value can stand in an address: as sent, form-encoded, percent-encoded. */
function spellings(value: string): string[] {
  return [value, new URLSearchParams({ v: value }).toString().slice(2), encodeURIComponent(value)];
}

function expectNoneIn(location: string, values: string[]) {
  for (const value of values) {
    for (const spelling of spellings(value)) expect(location, `${value} (${spelling}) in ${location}`).not.toContain(spelling);
    expect(decodeURIComponent(location.replace(/\+/g, ' ')), value).not.toContain(value);
  }
}

/** The draft cookie a refused form set, decoded. */
function draftOf<F extends string>(response: Response, cookie: typeof ADVISOR_DRAFT | typeof SPREAD_DRAFT | typeof SIGNUP_DRAFT) {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${cookie.name}=`));
  expect(set, `${cookie.name} is set`).toBeDefined();
  expect(set).toMatch(/HttpOnly/i);
  return decodeDraft(cookie as never, set!.slice(cookie.name.length + 1).split(';')[0]) as Record<F, string> | null;
}

describe('a refused form comes back the form kit\'s way, with no personal data in the address', () => {
  test('the signup step without consent: the code in the Location, the name in the draft cookie', async () => {
    const body = new URLSearchParams({ name: 'Lena Lindqvist', analytics: 'yes', locale: 'en' }).toString();
    const response = await call(signupPost, request('/api/account/signup', body, { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader({ [SESSION_COOKIE]: leadSession }) }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(new URL(location).pathname).toBe('/en/account');
    expect(new URL(location).searchParams.get('errors')).toBe('consent:consentRequired');
    expectNoneIn(location, ['Lena Lindqvist', 'Lena', 'Lindqvist']);
    expect(draftOf(response, SIGNUP_DRAFT)).toEqual({ name: 'Lena Lindqvist', consent: '', analytics: 'yes' });
    expect(await storedProfile()).toEqual(STORED);
  });

  test('an advisor profile with a bad e-mail address: the codes in the Location, names, address, phone and texts in the draft cookie', async () => {
    const sent = {
      givenName: 'Jonas',
      surname: 'Bildmann',
      email: 'jonas.bildmann@hauslotse',
      phone: '+49 30 98765432',
      titleDe: 'Baufinanzierungsberater',
      titleEn: 'Mortgage advisor',
      descriptionDe: 'Berät zu Kauf, Neubau und Anschlussfinanzierung; erreichbar unter jonas.privat@example.de.',
      descriptionEn: 'Advises on purchases, new builds and refinancing.',
    };
    const fields: [string, string][] = [['locale', 'de'], ['id', ''], ...Object.entries(sent), ['lang_de', '1'], ['lang_en', '1'], ['active', '1']];
    const response = await call(advisorsPost, request('/api/staff/advisors?locale=de', multipart(fields), { 'content-type': MULTIPART, cookie: cookieHeader({ [ADMIN_COOKIE]: adminSession }) }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    const url = new URL(location);
    expect(url.pathname).toBe('/de/team/berater');
    expect(url.searchParams.get('errors')).toBe('email:invalidEmail');
    expect(url.searchParams.get('form')).toBe('new');
    expect([...url.searchParams.keys()].sort()).toEqual(['errors', 'form']);
    expectNoneIn(location, [...Object.values(sent), 'Jonas', 'Bildmann', 'jonas.bildmann', 'jonas.privat@example.de', '98765432']);
    expect(draftOf(response, ADVISOR_DRAFT)).toMatchObject({ ...sent, id: '', lang_de: '1', lang_en: '1', active: '1' });
  });

  test('a spread set with a typo: the codes in the Location, what was entered (the sources a free text) in the draft cookie', async () => {
    const sources = 'Bundesbank-Zinsstatistik; Rückruf von Max Mustermann, max.mustermann@example.de, 0151 23456789';
    const fields: [string, string][] = [
      ['locale', 'en'],
      ['validFrom', '2099-01-02'],
      ['calibrationCurveDate', '2025-06-03'],
      ['spread_5', '1.05'],
      ['spread_10', '107'],
      ['spread_15', '1.2'],
      ['spread_20', '1.3'],
      ['spread_25', '1.35'],
      ['spread_30', '1.4'],
      ['minimumRate', '1.5'],
      ['sources', sources],
    ];
    const body = new URLSearchParams(fields).toString();
    const response = await call(ratesPost, request('/api/staff/rates', body, { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader({ [ADMIN_COOKIE]: adminSession }) }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    const url = new URL(location);
    expect(url.pathname).toBe('/en/staff/rates');
    // One code per refused field (the form has no LTV steps either): names and codes only.
    expect(url.searchParams.get('errors')!.split(',')).toEqual(expect.arrayContaining(['spread_10:max']));
    for (const part of url.searchParams.get('errors')!.split(',')) expect(part).toMatch(/^\w+:\w+$/);
    expect([...url.searchParams.keys()]).toEqual(['errors']);
    expectNoneIn(location, [sources, 'Max Mustermann', 'max.mustermann@example.de', '0151 23456789', '2099-01-02', '107']);
    expect(draftOf(response, SPREAD_DRAFT)).toMatchObject({ validFrom: '2099-01-02', spread_10: '107', sources });
  });
});
