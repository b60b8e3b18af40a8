/**
 * The final step of the lp-2 request forms (features/lead-requests/submit.ts) on PGlite and PostgreSQL: the
 * request stored with its lead, consent and default advisor, two e-mails queued in the same transaction (lead
 * and advisor), a repeated submission changing nothing, an existing lead reused without a lead cookie, the
 * per-IP rate limit, and nothing stored for invalid answers.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { emails } from '@/features/email/tables';
import { leadRequests } from '@/features/lead-requests/tables';
import { consents, leadBrowsers, leads } from '@/features/leads/tables';
import { DEMO_ADVISORS } from '@/demo/advisors';
import { insertAdvisors, listActiveAdvisors } from '@/features/advisors/repository';
import { startBoss, stopBoss } from '@/server/queues';
import { type QueueSettings } from '@/lib/jobs/queue';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { LEAD_REQUEST_RATE_LIMIT, submitLeadRequest, type SubmitLeadRequest } from '@/features/lead-requests/submit';
import { findLeadRequestById } from '@/features/lead-requests/repository';

const FAST: QueueSettings = { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 };
const NOW = new Date('2026-11-23T10:00:00Z');
const TODAY = '2026-11-23';
const submissionId = () => randomBytes(32).toString('base64url');

const purchaseForm = (email: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ price: '425.000', location: '10115', equity: '80000', income: '4000to6000', timing: 'within3Months', givenName: 'Anna', surname: 'Lehmann', email, phone: '030 1234567', consent: 'yes', ...extra });
const refinanceForm = (email: string) =>
  new URLSearchParams({ debt: '250000', fixMonth: '6', fixYear: '2027', value: '480.000', givenName: 'Jan', surname: 'Xu', email, phone: '', consent: 'yes' });

describe.each(DATABASE_KINDS)('lead requests on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let ipCounter = 0;

  const submit = (over: Partial<SubmitLeadRequest> & Pick<SubmitLeadRequest, 'form'>) =>
    submitLeadRequest(h.db, boss, {
      kind: 'purchase',
      submissionId: submissionId(),
      locale: 'en',
      ip: `203.0.113.${++ipCounter}`,
      attribution: attributionFrom(new URLSearchParams('utm_source=newsletter&gclid=abc'), 'https://search.example/?q=mortgage'),
      appointmentUrl: 'http://localhost/en/appointment',
      today: TODAY,
      now: NOW,
      ...over,
    });
  const mailsOf = async (key: string) => (await h.db.select().from(emails)).filter((e) => e.idempotencyKey.startsWith(`lead-request:${key}:`));

  beforeAll(async () => {
    h = await freshDatabase(kind);
    await insertAdvisors(h.db, DEMO_ADVISORS);
    boss = await startBoss(h.queue, FAST);
  });
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  test('a purchase request: lead created with attribution, request, consent, default advisor, two e-mails, a browser token', async () => {
    const id = submissionId();
    const result = await submit({ form: purchaseForm('anna@example.de'), submissionId: id });
    expect(result).toMatchObject({ ok: true, duplicate: false, email: 'anna@example.de' });
    if (!result.ok) return;
    expect(result.browserToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [lead] = await h.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({ email: 'anna@example.de', givenName: 'Anna', surname: 'Lehmann', phone: '030 1234567', locale: 'en', utmSource: 'newsletter', gclid: 'abc', documentReferrer: 'https://search.example/?q=mortgage', originalSignupFlow: 'lp2_purchase' });
    const advisor = (await listActiveAdvisors(h.db)).find((a) => a.id === lead!.defaultAdvisorId);
    expect(advisor, 'a default advisor').toBeDefined();

    const stored = await findLeadRequestById(h.db, result.requestId);
    expect(stored).toMatchObject({ kind: 'purchase', locale: 'en', leadId: lead!.id, submissionId: id });
    expect(stored!.answers).toEqual({
      price: 425000,
      location: { input: '10115', postalCode: '10115', state: 'BE' },
      equity: 80000,
      income: '4000to6000',
      timing: 'within3Months',
      contact: { givenName: 'Anna', surname: 'Lehmann', email: 'anna@example.de', phone: '030 1234567' },
    });
    expect(await h.db.select().from(consents).where(eq(consents.leadId, lead!.id))).toEqual([expect.objectContaining({ purpose: 'terms-privacy', givenAt: NOW })]);
    expect(await h.db.select().from(leadBrowsers).where(eq(leadBrowsers.leadId, lead!.id))).toHaveLength(1);

    const mails = await mailsOf(id);
    expect(mails.map((m) => [m.toAddress, m.locale, m.template]).sort()).toEqual(
      [
        ['anna@example.de', 'en', 'leadRequestConfirmation'],
        [advisor!.email, 'de', 'leadRequestAdvisor'],
      ].sort(),
    );
    const toLead = mails.find((m) => m.toAddress === 'anna@example.de')!;
    expect(toLead.subject).toBe('Your financing request at Hauslotse');
    expect(toLead.text).toContain('Purchase price: €425,000');
    expect(toLead.text).toContain('10115 (Berlin)');
    expect(toLead.text).toContain('http://localhost/en/appointment');
    const toAdvisor = mails.find((m) => m.template === 'leadRequestAdvisor')!;
    expect(toAdvisor.subject).toBe('Neue Anfrage (Immobilienfinanzierung anfragen) von Anna Lehmann');
    expect(toAdvisor.text).toContain('anna@example.de');
    expect(toAdvisor.text).toContain('030 1234567');
    expect(toAdvisor.text).toContain('Kaufpreis: 425.000');
    expect(toAdvisor.text).toContain('(Sprache: Englisch)');
  });

  test('the same submission again → the first request, one request and two e-mails in all, no new token', async () => {
    const id = submissionId();
    const first = await submit({ form: purchaseForm('twice@example.de'), submissionId: id });
    const again = await submit({ form: purchaseForm('twice@example.de'), submissionId: id });
    const parallel = await Promise.all([1, 2, 3].map(() => submit({ form: purchaseForm('twice@example.de'), submissionId: id })));
    expect(first).toMatchObject({ ok: true, duplicate: false });
    for (const r of [again, ...parallel]) expect(r).toMatchObject({ ok: true, duplicate: true, browserToken: null, requestId: first.ok ? first.requestId : '' });
    expect(await h.db.select().from(leadRequests).where(eq(leadRequests.submissionId, id))).toHaveLength(1);
    expect(await mailsOf(id)).toHaveLength(2);
  });

  test('three parallel first submissions of one form → one request, one lead, two e-mails', async () => {
    const id = submissionId();
    const results = await Promise.all([1, 2, 3].map(() => submit({ form: purchaseForm('race@example.de'), submissionId: id })));
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await h.db.select().from(leadRequests).where(eq(leadRequests.submissionId, id))).toHaveLength(1);
    expect(await h.db.select().from(leads).where(eq(leads.email, 'race@example.de'))).toHaveLength(1);
    expect(await mailsOf(id)).toHaveLength(2);
  });

  test('an existing lead is reused: its names stay, no browser token (no cookie), its advisor gets the notification', async () => {
    const { lead } = await findOrCreateLead(h.db, { email: 'known@example.de', locale: 'de', givenName: 'Erika', surname: 'Muster', attribution: attributionFrom(new URLSearchParams(), null) });
    const [advisor] = await listActiveAdvisors(h.db);
    await h.db.update(leads).set({ claimedAdvisorId: advisor!.id }).where(eq(leads.id, lead.id));
    const id = submissionId();
    const result = await submit({ kind: 'refinance', locale: 'de', form: refinanceForm('Known@Example.de'), submissionId: id });
    expect(result).toMatchObject({ ok: true, leadId: lead.id, browserToken: null, duplicate: false });
    const [after] = await h.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toMatchObject({ givenName: 'Erika', surname: 'Muster', phone: null, defaultAdvisorId: lead.defaultAdvisorId });
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['known@example.de', advisor!.email].sort());
    const toLead = mails.find((m) => m.toAddress === 'known@example.de')!;
    expect(toLead.subject).toBe('Deine Anfrage zur Anschlussfinanzierung bei Hauslotse');
    expect(toLead.text).toContain('Juni 2027');
    expect(toLead.text).toContain('480.000');
  });

  test('the default advisor is the active one with the fewest leads', async () => {
    const counts = async () => {
      const rows = await h.db.select().from(leads);
      const list = await listActiveAdvisors(h.db);
      return Object.fromEntries(list.map((a) => [a.email, rows.filter((l) => l.defaultAdvisorId === a.id || l.claimedAdvisorId === a.id).length]));
    };
    const before = await counts();
    const fewest = Math.min(...Object.values(before));
    const result = await submit({ form: purchaseForm('spread@example.de') });
    const [lead] = await h.db.select().from(leads).where(eq(leads.id, result.ok ? result.leadId : ''));
    const chosen = (await listActiveAdvisors(h.db)).find((a) => a.id === lead!.defaultAdvisorId)!;
    expect(before[chosen.email]).toBe(fewest);
  });

  test('a referral code names the referrer', async () => {
    const { lead: referrer } = await findOrCreateLead(h.db, { email: 'referrer@example.de', locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
    await h.db.update(leads).set({ referralCode: 'friend-code-1' }).where(eq(leads.id, referrer.id));
    const result = await submit({ form: purchaseForm('referred@example.de'), referralCode: 'friend-code-1' });
    const [lead] = await h.db.select().from(leads).where(eq(leads.id, result.ok ? result.leadId : ''));
    expect(lead).toMatchObject({ hasReferrer: true, referrerLeadId: referrer.id });
  });

  test('invalid answers or a missing submission id → nothing stored, no e-mail', async () => {
    const before = (await h.db.select().from(emails)).length;
    expect(await submit({ form: purchaseForm('bad@example.de', { email: 'a＠b.de', consent: '' }) })).toEqual({ ok: false, code: 'INVALID', stepIndex: 3, errors: { email: 'invalidEmail', consent: 'consentRequired' } });
    expect(await submit({ form: purchaseForm('bad@example.de', { price: '5' }) })).toEqual({ ok: false, code: 'INVALID', stepIndex: 0, errors: { price: 'tooLow' } });
    expect(await submit({ form: purchaseForm('bad@example.de'), submissionId: 'made-up' })).toEqual({ ok: false, code: 'BAD_SUBMISSION' });
    expect(await h.db.select().from(leads).where(eq(leads.email, 'bad@example.de'))).toEqual([]);
    expect((await h.db.select().from(emails)).length).toBe(before);
  });

  test(`the ${LEAD_REQUEST_RATE_LIMIT.limit + 1}th request from one address within ${LEAD_REQUEST_RATE_LIMIT.windowSeconds / 60} minutes is refused`, async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < LEAD_REQUEST_RATE_LIMIT.limit; i++) expect(await submit({ ip, form: purchaseForm(`busy${i}@example.de`) }), `request ${i + 1}`).toMatchObject({ ok: true });
    expect(await submit({ ip, form: purchaseForm('busy-last@example.de') })).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await h.db.select().from(leads).where(eq(leads.email, 'busy-last@example.de'))).toEqual([]);
  });
});
