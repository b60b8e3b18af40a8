/**
 * The lead and session operations of the query endpoint (spec section 7) over HTTP, on PGlite and PostgreSQL:
 * who may read and change what, the lead cookie, the admin cookie, and that nothing tells a stranger whether an
 * address is known.
 */
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { leads } from '@/features/leads/tables';
import { SESSION_COOKIE, LEAD_COOKIE } from '@/features/leads/cookies';
import { createSession } from '@/features/leads/sessions';
import { startBoss, stopBoss } from '@/server/queues';
import { attributionFrom } from '@/features/leads/attribution';
import { findLeadByEmail, findOrCreateLead } from '@/features/leads/repository';
import { ADMIN_COOKIE } from '@/features/staff/cookies';
import { addStaff, issueStaffLoginToken, loginStaffWithToken, readStaffSession, revokeStaffSession } from '@/features/staff/staff';
import { readStaffLogin, submitSecondFactor } from '@/features/staff/second-factor';
import { totpCode } from '@/features/staff/totp';
import { testTotpKey } from '../support/staff-session';
import { createGraphQLServer, handleGraphQLRequest } from '@/graphql/server';

const ORIGIN = 'http://localhost';

interface Answer {
  status: number;
  headers: Headers;
  data: Record<string, unknown> | null | undefined;
  errors: { extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> } }[] | undefined;
}

describe.each(DATABASE_KINDS)('lead operations of the query endpoint on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let server: ReturnType<typeof createGraphQLServer>;
  const clock = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    server = createGraphQLServer({ db: async () => h.db, mailQueue: async () => boss, now: () => clock });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, { cookies = {} as Record<string, string>, origin = ORIGIN as string | null, ip = '198.51.100.1' } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-client-ip': ip };
    if (origin) headers.origin = origin;
    const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const res = await handleGraphQLRequest(new Request('http://localhost/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }), server);
    const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: Answer['errors'] };
    return { status: res.status, headers: res.headers, data: body.data, errors: body.errors };
  }
  const setCookie = (a: Answer, name: string) => a.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);
  const newLead = async (email: string, extra: Partial<typeof leads.$inferInsert> = {}) => {
    const { lead } = await findOrCreateLead(h.db, { email, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
    if (Object.keys(extra).length > 0) await h.db.update(leads).set(extra).where(eq(leads.id, lead.id));
    return lead;
  };
  const sessionFor = async (leadId: string) => (await createSession(h.db, leadId, clock)).id;

  test('a stranger is not eligible and reads nothing about any lead', async () => {
    const a = await gql('{ checkIfLeadIsEligible { eligibleForAccount } fetchLeadState { id } fetchLeadGivenName { givenName } detectNewLeads { id } lead { hasAdminCookie } getAdminCookie { name } referrerState { hasReferrer eligibleForAccount } }');
    expect(a.errors).toBeUndefined();
    expect(a.data).toEqual({
      checkIfLeadIsEligible: { eligibleForAccount: false },
      fetchLeadState: null,
      fetchLeadGivenName: null,
      detectNewLeads: null,
      lead: { hasAdminCookie: false },
      getAdminCookie: null,
      referrerState: { hasReferrer: false, eligibleForAccount: false },
    });
    expect(a.headers.get('cache-control')).toBe('private, no-store');
  });

  test('mutations need this site as Origin (403 without one, or with another site)', async () => {
    for (const origin of [null, 'https://evil.example']) {
      const a = await gql('mutation { saveLeadEmail(email: "x@example.de") { step } }', {}, { origin });
      expect(a.status).toBe(403);
      expect(a.errors?.[0]?.extensions?.code).toBe('FORBIDDEN_ORIGIN');
    }
    expect(await findLeadByEmail(h.db, 'x@example.de')).toBeNull();
  });

  test('saveLeadEmail: the browser that creates a lead gets the lead cookie; an existing address gets the same answer and no cookie', async () => {
    const first = await gql('mutation { saveLeadEmail(email: "Neu@Example.de", locale: en, utm_source: "newsletter") { step } }');
    expect(first.data).toEqual({ saveLeadEmail: { step: 'done' } });
    const token = setCookie(first, LEAD_COOKIE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith(`${LEAD_COOKIE}=`))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(await findLeadByEmail(h.db, 'neu@example.de')).toMatchObject({ locale: 'en', utmSource: 'newsletter', eligibleForAccount: false });

    const again = await gql('mutation { saveLeadEmail(email: "neu@example.de") { step } }');
    expect(again.data).toEqual(first.data);
    expect(setCookie(again, LEAD_COOKIE)).toBeUndefined();

    // The cookie makes the browser a known lead: it may give its name and read its first name, nothing more.
    const cookies = { [LEAD_COOKIE]: token! };
    expect((await gql('mutation { setNameAppointment(name: "Anna Lehmann") { step } }', {}, { cookies })).data).toEqual({ setNameAppointment: { step: 'done' } });
    const read = await gql('{ fetchLeadGivenName { givenName } fetchUserName { givenName surname } checkIfLeadIsEligible { eligibleForAccount } fetchLeadState { email } }', {}, { cookies });
    expect(read.data).toEqual({ fetchLeadGivenName: { givenName: 'Anna' }, fetchUserName: { givenName: 'Anna', surname: null }, checkIfLeadIsEligible: { eligibleForAccount: false }, fetchLeadState: null });
    const unclaim = await gql('mutation { unclaimLead { success } }', {}, { cookies });
    expect(unclaim.status).toBe(401);
    expect(unclaim.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a bad name or e-mail is answered with its code, nothing changes', async () => {
    const a = await gql('mutation { saveLeadEmail(email: "not-an-address") { step } }');
    expect(a.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'email', params: { reason: 'invalidEmail' } });
    const lead = await newLead('name-check@example.de');
    const cookies = { [SESSION_COOKIE]: await sessionFor(lead.id) };
    const b = await gql('mutation { setNameAppointment(name: "A1") { step } }', {}, { cookies });
    expect(b.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'name', params: { reason: 'invalidName' } });
  });

  test('the logged-in lead reads its state and advisors, changes its language, unclaims its advisor, and only its own self-disclosure link', async () => {
    const a1 = await anAdvisor(h.db, { email: `claimed-${kind}@example.de`, givenName: 'Clara', surname: 'Claim', descriptionDe: 'Beschreibung', descriptionEn: 'Description', enumValue: `CLARA_${kind.toUpperCase()}`, isDemo: true });
    const a2 = await anAdvisor(h.db, { email: `default-${kind}@example.de`, givenName: 'Dirk', surname: 'Default', picture: 'ap_DirkDefaultPicture0000', titleDe: 'Berater', descriptionDe: 'Beschreibung', descriptionEn: 'Description', enumValue: `DIRK_${kind.toUpperCase()}`, isDemo: true });
    const lead = await newLead('state@example.de', { givenName: 'Bea', surname: 'Berg', claimedAdvisorId: a1.id, defaultAdvisorId: a2.id, isAdvisorExplicit: true, selfDisclosureFormLink: 'https://forms.example/sd/1' });
    const cookies = { [SESSION_COOKIE]: await sessionFor(lead.id) };
    const state = await gql('{ fetchLeadState { id email given_name surename eligible_for_account has_admin_cookie pipeline_stage affordability_calculation { report { newLead } } } fetchClaimedAdvisor(locale: en) { firstName enumValue title } fetchDefaultAdvisor { givenName picture pictureWebp title } }', {}, { cookies });
    expect(state.data).toEqual({
      fetchLeadState: { id: lead.id, email: 'state@example.de', given_name: 'Bea', surename: 'Berg', eligible_for_account: true, has_admin_cookie: false, pipeline_stage: 'new', affordability_calculation: { report: { newLead: true } } },
      fetchClaimedAdvisor: { firstName: 'Clara', enumValue: `CLARA_${kind.toUpperCase()}`, title: 'Advisor' },
      fetchDefaultAdvisor: { givenName: 'Dirk', picture: '/api/advisor-pictures/ap_DirkDefaultPicture0000/64.jpg', pictureWebp: '/api/advisor-pictures/ap_DirkDefaultPicture0000/64.webp', title: 'Berater' },
    });
    expect((await gql('mutation { setLocale(locale: en) { step } }', {}, { cookies })).data).toEqual({ setLocale: { step: 'done' } });
    expect((await gql('mutation { unclaimLead { success } }', {}, { cookies })).data).toEqual({ unclaimLead: { success: true } });
    expect(await findLeadByEmail(h.db, 'state@example.de')).toMatchObject({ locale: 'en', claimedAdvisorId: null, defaultAdvisorId: a2.id, isAdvisorExplicit: false });
    expect((await gql('{ fetchClaimedAdvisor { givenName } }', {}, { cookies })).data).toEqual({ fetchClaimedAdvisor: null });

    const own = await gql('query ($id: ID!) { fetchSelfDisclosureFormLink(lead_id: $id) { selfDisclosureFormLink } }', { id: lead.id }, { cookies });
    expect(own.data).toEqual({ fetchSelfDisclosureFormLink: { selfDisclosureFormLink: 'https://forms.example/sd/1' } });
    const other = await newLead('other@example.de');
    const foreign = await gql('query ($id: ID!) { fetchSelfDisclosureFormLink(lead_id: $id) { selfDisclosureFormLink } }', { id: other.id }, { cookies });
    expect(foreign.status).toBe(403);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('requestAccountLink answers the same for a known and an unknown address; the first name only to the browser known as that lead; too many requests from one client → 429', async () => {
    const anna = await newLead('anna-link@example.de', { givenName: 'Anna' });
    const q = 'mutation ($email: String!) { requestAccountLink(email: $email, route_name: "appointment-slug", locale: en) { step leadPresent firstName } }';
    const known = await gql(q, { email: 'anna-link@example.de' }, { ip: '203.0.113.1' });
    const unknown = await gql(q, { email: 'nobody-link@example.de' }, { ip: '203.0.113.2' });
    expect(known.data).toEqual({ requestAccountLink: { step: 'login', leadPresent: false, firstName: null } });
    expect(unknown.data).toEqual(known.data);
    // The login cookie: the random value that binds the code to this browser, and the address.
    expect(decodeURIComponent(setCookie(known, 'hl_login')!)).toMatch(/^[A-Za-z0-9_-]{43}:anna-link@example\.de$/);

    const cookies = { [SESSION_COOKIE]: await sessionFor(anna.id) };
    const own = await gql(q, { email: 'anna-link@example.de' }, { cookies, ip: '203.0.113.3' });
    expect(own.data).toEqual({ requestAccountLink: { step: 'login', leadPresent: true, firstName: 'Anna' } });

    for (let i = 0; i < 5; i++) await gql(q, { email: `flood-${i}@example.de` }, { ip: '203.0.113.9' });
    const limited = await gql(q, { email: 'flood-x@example.de' }, { ip: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
  });

  test('attribution is captured once: the marketing calls fill only values that are still n/a', async () => {
    const lead = await newLead('utm@example.de');
    await h.db.update(leads).set({ utmSource: 'google' }).where(eq(leads.id, lead.id));
    const cookies = { [SESSION_COOKIE]: await sessionFor(lead.id) };
    await gql('mutation { setMarketingCampaign(utm_source: "bing", utm_medium: "cpc", utm_campaign: "herbst") { success } saveDocumentReferrer(referrer: "https://blog.example/post") { success } setFunnel(funnel: AF) { step } }', {}, { cookies });
    await gql('mutation { saveDocumentReferrer(referrer: "https://second.example/") { success } }', {}, { cookies });
    expect(await findLeadByEmail(h.db, 'utm@example.de')).toMatchObject({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'herbst', documentReferrer: 'https://blog.example/post', funnel: 'AF' });
  });

  test('a referral code sets the referrer once, never the lead itself; referrerState shows only the name', async () => {
    const referrer = await newLead('referrer@example.de', { givenName: 'Rita', surname: 'Referrer', referralCode: `code-${kind}-rita` });
    const lead = await newLead('referred@example.de');
    const cookies = { [SESSION_COOKIE]: await sessionFor(lead.id) };
    const set = `mutation { setReferrerForLead(referrer: "code-${kind}-rita") { success } }`;
    expect((await gql(set, {}, { cookies })).data).toEqual({ setReferrerForLead: { success: true } });
    expect((await gql(set, {}, { cookies })).data).toEqual({ setReferrerForLead: { success: false } });
    expect((await gql('{ referrerState { hasReferrer eligibleForAccount referrer { given_name surename } } }', {}, { cookies })).data).toEqual({
      referrerState: { hasReferrer: true, eligibleForAccount: true, referrer: { given_name: 'Rita', surename: 'Referrer' } },
    });
    const self = { [SESSION_COOKIE]: await sessionFor(referrer.id) };
    expect((await gql(set, {}, { cookies: self })).data).toEqual({ setReferrerForLead: { success: false } });
    expect((await findLeadByEmail(h.db, 'referred@example.de'))?.referrerLeadId).toBe(referrer.id);
  });

  test('the admin cookie: a one-time staff link makes one session; root.lead and getAdminCookie read it; deleting it ends it', async () => {
    const added = await addStaff(h.db, { email: `Ada-${kind}@Hauslotse.de`, name: 'Ada Admin', role: 'admin' });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(await addStaff(h.db, { email: `ada-${kind}@hauslotse.de`, name: 'Ada Again', role: 'admin' })).toEqual({ ok: false, code: 'EXISTS' });
    expect(await addStaff(h.db, { email: 'x@hauslotse.de', name: 'X Y', role: 'owner' })).toEqual({ ok: false, code: 'INVALID_ROLE' });
    const token = await issueStaffLoginToken(h.db, added.staff.id, clock);
    const [one, two] = await Promise.all([loginStaffWithToken(h.db, token, clock, testTotpKey), loginStaffWithToken(h.db, token, clock, testTotpKey)]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    const session = (one ?? two)!;
    const cookies = { [ADMIN_COOKIE]: session.id };
    // The link alone is not a staff session: the second factor is still missing (ADR 037).
    expect((await gql('{ lead { hasAdminCookie } getAdminCookie { name } }', {}, { cookies })).data).toEqual({ lead: { hasAdminCookie: false }, getAdminCookie: null });
    const login = await readStaffLogin(h.db, session.id, clock, testTotpKey, (id) => readStaffSession(h.db, id, clock));
    expect(login?.state).toBe('needs-enrolment');
    if (login?.state !== 'needs-enrolment') return;
    expect(await submitSecondFactor(h.db, session.id, totpCode(login.secret, clock), clock, testTotpKey)).toEqual({ ok: true });
    expect((await gql('{ lead { has_admin_cookie hasAdminCookie } getAdminCookie { name email role } }', {}, { cookies })).data).toEqual({
      lead: { has_admin_cookie: true, hasAdminCookie: true },
      getAdminCookie: { name: 'Ada Admin', email: `ada-${kind}@hauslotse.de`, role: 'admin' },
    });
    await revokeStaffSession(h.db, session.id, clock);
    expect((await gql('{ lead { hasAdminCookie } getAdminCookie { name } }', {}, { cookies })).data).toEqual({ lead: { hasAdminCookie: false }, getAdminCookie: null });

    const late = await issueStaffLoginToken(h.db, added.staff.id, clock);
    expect(await loginStaffWithToken(h.db, late, new Date(clock.getTime() + 16 * 60_000), testTotpKey)).toBeNull();
    // A longer link from the command line (npm run staff -- link … --minutes 180) still works after two hours, not after four.
    const long = await issueStaffLoginToken(h.db, added.staff.id, clock, 180 * 60);
    expect(await loginStaffWithToken(h.db, long, new Date(clock.getTime() + 120 * 60_000), testTotpKey)).not.toBeNull();
    const longLate = await issueStaffLoginToken(h.db, added.staff.id, clock, 180 * 60);
    expect(await loginStaffWithToken(h.db, longLate, new Date(clock.getTime() + 240 * 60_000), testTotpKey)).toBeNull();
    await expect(issueStaffLoginToken(h.db, added.staff.id, clock, 2 * 24 * 60 * 60)).rejects.toThrow(RangeError);
  });

  test('validate(field, value) applies the site rules', async () => {
    const a = await gql('{ e1: validate(field: email, value: "a@b.de") { valid code } e2: validate(field: email, value: "a@b") { valid code } p1: validate(field: phone, value: "+49 30 1234567") { valid code } p2: validate(field: phone, value: "12") { valid code } p3: validate(field: phone, value: "") { valid code } }');
    expect(a.data).toEqual({
      e1: { valid: true, code: null },
      e2: { valid: false, code: 'invalidEmail' },
      p1: { valid: true, code: null },
      p2: { valid: false, code: 'invalidPhone' },
      p3: { valid: false, code: 'required' },
    });
  });
});
