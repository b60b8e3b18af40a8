/**
 * The advisor's offer over HTTP and on its pages (issue 50, part 3), on PGlite with the app's database: the lead
 * page's offer form is for the lead's advisor or an admin only (401 without a session, refused for a foreign Origin,
 * 403 for another advisor), answers with the page and a code, and keeps a refused typed offer's figures; the customer's
 * accept form accepts once and queues the advisor's e-mail; the PDF is the lead's own visible offer only; the
 * account's section and the lead page's section rendered with the real messages of both languages.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator } from 'next-intl';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { seedDemoLenders } from '@/demo/lenders';
import { EMAIL_QUEUE } from '@/features/email';
import { emails } from '@/features/email/tables';
import { SESSION_COOKIE } from '@/features/leads/cookies';
import { createSession } from '@/features/leads/sessions';
import { leadOffers } from '@/features/offers/tables';
import { customerOfferPdfRequest, customerOfferRequest, staffLeadOfferRequest } from '@/features/offers/routes';
import { ADMIN_COOKIE } from '@/features/staff/cookies';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { startQueue, stopBoss } from '@/lib/jobs/queue';
import { migratedPglite } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { aLead, anAdvisor, aStaffMember } from '../support/builders';
import { cookieHeader, inRequestScope } from '../support/route-scope';
import { signedInStaff } from '../support/staff-session';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: messagesFor(locale) as never, namespace: namespace as never }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }),
}));
// The test files share a worker's modules (ADR 026): the sections are loaded afresh so that they see the mock.
vi.resetModules();
const { CustomerOffersSection } = await import('@/features/offers/components/CustomerOffersSection');
const { LeadOffersStaffSection } = await import('@/features/offers/components/LeadOffersStaffSection');

const SITE = 'http://localhost:3000';
const FORM = 'application/x-www-form-urlencoded';
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let db: Database;
let close: () => Promise<void>;
let boss: PgBoss;
let queueConnection: Parameters<typeof stopBoss>[1];
let leadId = '';
let otherLeadId = '';
let advisorEmail = '';
let leadCookie = '';
let advisorCookie = '';
let strangerCookie = '';
const today = todayInBerlin();

function post(path: string, fields: Record<string, string>, cookie: string | null, origin = SITE): Request {
  return new Request(`${SITE}${path}`, { method: 'POST', headers: { host: 'localhost:3000', origin, 'content-type': FORM, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields).toString() });
}
const staffPost = (fields: Record<string, string>, cookie: string | null, origin?: string) => {
  const r = post(`/api/staff/leads/${leadId}/offers`, { locale: 'en', ...fields }, cookie, origin);
  return inRequestScope(r, () => staffLeadOfferRequest(r, leadId));
};
const customerPost = (fields: Record<string, string>, cookie: string | null, origin?: string) => {
  const r = post('/api/account/offers', { locale: 'en', ...fields }, cookie, origin);
  return inRequestScope(r, () => customerOfferRequest(r, async () => boss));
};
const pdfGet = (id: string, cookie: string | null, locale = 'de') => {
  const r = new Request(`${SITE}/api/account/offers/${id}/pdf?locale=${locale}`, { headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
  return inRequestScope(r, () => customerOfferPdfRequest(r, id));
};
const where = (response: Response) => {
  const url = new URL(response.headers.get('location')!);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), hash: url.hash };
};
const TYPED = { action: 'typed', lenderName: 'Hausbank Beispiel eG', nominalRate: '3.5', effectiveRate: '', monthlyPayment: '1,375.00', loan: '300,000', fixationYears: '10', residualDebt: '228,000', totalCost: '', fees: '', specialRepayment: '5' };

beforeAll(async () => {
  const handle = await openDatabase({ memory: true, from: migratedPglite() });
  await seedFixtureRates(handle.db);
  const holder = ((globalThis as Record<string, unknown>).__hauslotseDb ??= {}) as { promise?: Promise<unknown> };
  holder.promise = Promise.resolve(handle);
  db = handle.db;
  close = () => handle.close();
  queueConnection = handle.queue;
  boss = await startQueue(handle.queue, [EMAIL_QUEUE], { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 });
  await seedDemoLenders(db, new Date());
  const advisor = await anAdvisor(db, { givenName: 'Berta', languages: ['de'] });
  advisorEmail = advisor.email;
  const advisorStaff = await aStaffMember(db, { role: 'advisor', advisorId: advisor.id, email: 'berta.offers@hauslotse.de' });
  const stranger = await aStaffMember(db, { role: 'advisor', email: 'sven.offers@hauslotse.de' });
  leadId = (await aLead(db, { email: 'clara.offers@example.de', locale: 'en', givenName: 'Clara', surname: 'Kunde', claimedAdvisorId: advisor.id })).id;
  otherLeadId = (await aLead(db, { email: 'otto.offers@example.de', givenName: 'Otto' })).id;
  leadCookie = cookieHeader({ [SESSION_COOKIE]: (await createSession(db, leadId)).id });
  advisorCookie = cookieHeader({ [ADMIN_COOKIE]: (await signedInStaff(db, advisorStaff.id)).id });
  strangerCookie = cookieHeader({ [ADMIN_COOKIE]: (await signedInStaff(db, stranger.id)).id });
}, 60_000);
afterAll(async () => {
  if (boss) await stopBoss(boss, queueConnection, 5000);
  await close?.();
});

describe('the lead page’s offer forms', () => {
  test('401 without a staff session, refused for a foreign Origin, 403 for another advisor; nothing stored', async () => {
    const fields = { ...TYPED, validUntil: plus(today, 14), visible: '1' };
    expect((await staffPost(fields, null)).status).toBe(401);
    // A foreign Origin: the site's answer to a form from elsewhere (the login page with FORBIDDEN_ORIGIN), body unread.
    expect(where(await staffPost(fields, advisorCookie, 'https://evil.example')).query.error).toBe('FORBIDDEN_ORIGIN');
    expect((await staffPost(fields, strangerCookie)).status).toBe(403);
    expect(await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId))).toEqual([]);
  });

  test('a refused typed offer goes back to the form with the code, the field and what was typed; a good one is stored with its computed effective rate', async () => {
    const refused = await staffPost({ ...TYPED, residualDebt: '400,000', validUntil: plus(today, 14) }, advisorCookie);
    expect(refused.status).toBe(303);
    expect(where(refused)).toMatchObject({ path: `/en/staff/leads/${leadId}`, hash: '#lead-offer-typed', query: { offerError: 'INVALID_FIGURE', offerField: 'residualDebt', t_lenderName: 'Hausbank Beispiel eG', t_residualDebt: '400,000', t_monthlyPayment: '1,375.00' } });

    const added = await staffPost({ ...TYPED, validUntil: plus(today, 14), visible: '1', recommended: '1', note: 'Unser Favorit' }, advisorCookie);
    expect(added.status).toBe(303);
    const [row] = await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId));
    expect(where(added)).toEqual({ path: `/en/staff/leads/${leadId}`, query: { offerDone: 'added' }, hash: `#offer-${row!.id}` });
    expect(row).toMatchObject({ source: 'typed', lenderName: 'Hausbank Beispiel eG', monthlyPayment: 1375, loan: 300_000, residualDebt: 228_000, fees: 0, specialRepayment: 0.05, recommended: true, visibleToCustomer: true, note: 'Unser Favorit' });
    expect(row!.effectiveRate).toBeGreaterThan(0.035);
    expect(row!.effectiveRate).toBeLessThan(0.0358);
  });

  test('a comparison row: the case travels with the form, the figures are the comparison’s', async () => {
    const response = await staffPost({ action: 'comparison', ocPrice: '400,000', ocLoan: '320,000', ocState: 'BY', ocFix: '10', ocRepay: '2', lender: 'not-a-lender', validUntil: plus(today, 7) }, advisorCookie);
    expect(where(response).query).toMatchObject({ offerError: 'LENDER_NOT_OFFERED', ocPrice: '400,000', ocState: 'BY' });
    const bad = await staffPost({ action: 'comparison', ocPrice: '400,000', ocLoan: '320,000', ocState: '', ocFix: '10', ocRepay: '2', lender: 'x', validUntil: plus(today, 7) }, advisorCookie);
    expect(where(bad).query.offerError).toBe('INVALID_CASE');
  });
});

describe('the customer’s forms and the PDF', () => {
  test('the customer accepts once; the advisor’s e-mail is queued; a foreign Origin changes nothing', async () => {
    const [offer] = await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId));
    expect(where(await customerPost({ action: 'accept', offer: offer!.id }, leadCookie, 'https://evil.example')).query.error).toBe('FORBIDDEN_ORIGIN');
    expect((await db.select().from(leadOffers).where(eq(leadOffers.id, offer!.id)))[0]!.acceptedAt).toBeNull();
    const accepted = await customerPost({ action: 'accept', offer: offer!.id }, leadCookie);
    expect(where(accepted)).toEqual({ path: '/en/account', query: { offerDone: 'accepted', offer: offer!.id }, hash: `#offer-${offer!.id}` });
    const again = await customerPost({ action: 'accept', offer: offer!.id }, leadCookie);
    expect(where(again).query.offerError).toBe('ALREADY_ACCEPTED');
    const mails = await db.select().from(emails).where(and(eq(emails.template, 'leadOfferResponse'), eq(emails.toAddress, advisorEmail)));
    expect(mails.map((m) => m.subject)).toEqual(['Clara Kunde hat das Angebot von Hausbank Beispiel eG angenommen']);
    expect(mails[0]!.text).toContain(`http://localhost:3000/de/team/leads/${leadId}`.replace('http://localhost:3000', ''));
  });

  test('the PDF: 401 without a session, 404 for another lead’s or a hidden offer, the lead’s own visible one as a file', async () => {
    const [offer] = await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId));
    expect((await pdfGet(offer!.id, null)).status).toBe(401);
    const otherCookie = cookieHeader({ [SESSION_COOKIE]: (await createSession(db, otherLeadId)).id });
    expect((await pdfGet(offer!.id, otherCookie)).status).toBe(404);
    const response = await pdfGet(offer!.id, leadCookie, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="financing-offer-Hausbank-Beispiel-eG.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await db.update(leadOffers).set({ visibleToCustomer: false }).where(eq(leadOffers.id, offer!.id));
    expect((await pdfGet(offer!.id, leadCookie)).status).toBe(404);
    await db.update(leadOffers).set({ visibleToCustomer: true }).where(eq(leadOffers.id, offer!.id));
  });
});

describe('the sections, in both languages', () => {
  const html = async (element: Promise<ReactElement | null>) => renderToStaticMarkup((await element) ?? createElement('div')).replace(/[\u00a0\u202f]/g, ' ');

  test('the account: the recommended offer marked, its figures, accepted; an expired one says so and has no accept button', async () => {
    const lead = (await aLead(db, { givenName: 'Eva' })).id;
    const base = { leadId: lead, source: 'typed', lenderName: 'Hausbank Beispiel eG', nominalRate: 0.035, effectiveRate: 0.03557, monthlyPayment: 1375, loan: 300_000, fixationYears: 10, residualDebt: 228_123, totalCost: 93_123, visibleToCustomer: true } as const;
    await db.insert(leadOffers).values([
      { ...base, recommended: true, validUntil: plus(today, 10), note: 'Meine Empfehlung' },
      { ...base, lenderName: 'Alte Bank AG', validUntil: plus(today, -1) },
      { ...base, lenderName: 'Verborgene Bank', validUntil: plus(today, 10), visibleToCustomer: false },
    ]);
    const de = await html(CustomerOffersSection({ locale: 'de', leadId: lead, query: {} }));
    const en = await html(CustomerOffersSection({ locale: 'en', leadId: lead, query: {} }));
    expect(de).toContain('Angebote deiner Beratung');
    expect(de).toContain('Von deiner Beraterin oder deinem Berater empfohlen');
    expect(de).toContain('1.375,00 €');
    expect(de).toContain('300.000 €');
    expect(de).toContain('3,56 %');
    expect(de).toContain('Meine Empfehlung');
    expect(de).toContain('Abgelaufen am');
    expect(de).not.toContain('Verborgene Bank');
    expect(en).toContain('Your advisor’s offers');
    expect(en).toContain('€1,375.00');
    expect(en).toContain('Expired on');
    // One accept form: the expired offer has none.
    expect(en.match(/data-testid="customer-offer-accept"/g)).toHaveLength(1);
    expect(en.indexOf('Hausbank Beispiel eG')).toBeLessThan(en.indexOf('Alte Bank AG'));
    // No visible offer: no section.
    expect(await CustomerOffersSection({ locale: 'de', leadId: otherLeadId, query: {} })).toBeNull();
  });

  test('the lead page: the lead’s offers with the customer’s acceptance, the comparison rows for a typed case, the typed form', async () => {
    const lead = (await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId)))[0]!.leadId;
    const { findLeadById } = await import('@/features/leads/server');
    const row = (await findLeadById(db, lead))!;
    const query = { ocPrice: '400.000', ocLoan: '320.000', ocState: 'BY', ocFix: '10', ocRepay: '2' };
    const de = await html(LeadOffersStaffSection({ locale: 'de', lead: row, query }));
    const en = await html(LeadOffersStaffSection({ locale: 'en', lead: row, query: { ...query, ocPrice: '400,000', ocLoan: '320,000' } }));
    expect(de).toContain('Angebote für die Kundin oder den Kunden');
    expect(de).toContain('Angenommen am');
    expect(de).toContain('Demo-Sparkasse Isartal (Demo-Bank)');
    expect(de).not.toContain('Demo-Sparkasse Rhein-Main');
    expect(en).toContain('Accepted by the customer on');
    expect(en).toContain('From a bank’s binding offer');
    expect(en.match(/data-testid="lead-offer-row"/g)!.length).toBeGreaterThan(1);
  });
});
