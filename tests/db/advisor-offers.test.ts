/**
 * The advisor's offer (issue 50, part 3) on PGlite and PostgreSQL: only the lead's advisor or an admin adds offers; a
 * comparison row's figures are those of the comparison for the case, to the cent; a typed offer's effective rate is
 * computed (§ 16 PAngV) when not typed; at most one recommended offer per lead; the customer accepts a visible offer
 * once, one offer per lead, never an expired one; acceptance and question are steps in the lead's timeline and an
 * e-mail to the lead's advisor in the advisor's language; the offers do not count into the page data version.
 */
import { and, eq } from 'drizzle-orm';
import { pageDataVersion } from '@/page-data-version';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMAIL_QUEUE } from '@/features/email';
import { startQueue, stopBoss } from '@/lib/jobs/queue';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { aLead, anAdvisor, aStaffMember } from '../support/builders';
import { seedDemoLenders } from '@/demo/lenders';
import { loanFigures } from '@/engine/offers/compare';
import { emails } from '@/features/email/tables';
import { leadCase } from '@/features/backoffice/server';
import { acceptLeadOffer, addLeadOffer, askAboutLeadOffer, leadOfferEvents, offerCaseOfForm, offersDataOf, updateLeadOffer, visibleOffersOf, type NewOffer } from '@/features/offers/advisor-offers';
import { compareSheets } from '@/features/offers/comparison';
import { leadOffers, lenders } from '@/features/offers/tables';
import type { OfferCase } from '@/features/offers/model';

const NOW = new Date('2026-11-29T10:00:00Z');
const TODAY = '2026-11-29';
const LEAD_PAGE = (l: string) => `https://hauslotse.test/${l}/lead`;

describe.each(DATABASE_KINDS)('the advisor’s offer on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let offerCase: OfferCase;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedFixtureRates(h.db);
    expect(await seedDemoLenders(h.db, NOW)).toBe(6);
    boss = await startQueue(h.queue, [EMAIL_QUEUE], { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 });
    const parsed = offerCaseOfForm({ price: '400.000', loan: '320.000', state: 'BY', fixationYears: '10', repayment: '2' }, 'de', TODAY);
    if (!parsed.ok) throw new Error(parsed.field);
    offerCase = parsed.offerCase;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  /** A lead with its own advisor (a staff member with a profile), and that staff member as the viewer. */
  async function leadWithAdvisor(languages: string[] = ['de']) {
    const advisor = await anAdvisor(h.db, { languages, givenName: 'Berta' });
    const staff = await aStaffMember(h.db, { role: 'advisor', advisorId: advisor.id });
    const lead = await aLead(h.db, { givenName: 'Clara', surname: 'Kunde', claimedAdvisorId: advisor.id });
    return { advisor, lead, viewer: { role: 'advisor', advisorId: advisor.id, staffId: staff.id } };
  }
  const typed = (leadId: string, over: Partial<Extract<NewOffer, { source: 'typed' }>> = {}): NewOffer => ({
    source: 'typed',
    leadId,
    lenderName: 'Hausbank Beispiel eG',
    nominalRate: 0.035,
    effectiveRate: null,
    monthlyPayment: 1375,
    loan: 300_000,
    fixationYears: 10,
    residualDebt: 0,
    totalCost: null,
    fees: 0,
    specialRepayment: 0.05,
    validUntil: '2026-12-13',
    note: '',
    recommended: false,
    visibleToCustomer: true,
    ...over,
  });
  const action = (leadId: string, offerId: string, now = NOW) => ({ leadId, offerId, today: TODAY, now, leadPageUrl: LEAD_PAGE, fallbackAddress: 'team@hauslotse.test' });

  test('only the lead’s advisor or an admin adds an offer; another advisor and staff without a profile are refused', async () => {
    const { lead, viewer } = await leadWithAdvisor();
    const other = await aStaffMember(h.db, { role: 'advisor' });
    const admin = await aStaffMember(h.db, { role: 'admin' });
    const offer = typed(lead.id, { residualDebt: 240_000 });
    expect(await addLeadOffer(h.db, { role: 'advisor', advisorId: other.advisorId, staffId: other.id }, offer, TODAY, NOW)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await addLeadOffer(h.db, { role: 'advisor', advisorId: null, staffId: null }, offer, TODAY, NOW)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect((await addLeadOffer(h.db, viewer, offer, TODAY, NOW)).ok).toBe(true);
    expect((await addLeadOffer(h.db, { role: 'admin', advisorId: null, staffId: admin.id }, offer, TODAY, NOW)).ok).toBe(true);
    const rows = await h.db.select().from(leadOffers).where(eq(leadOffers.leadId, lead.id));
    expect(rows.map((r) => r.createdBy).sort()).toEqual([viewer.staffId, admin.id].sort());
    // A validity day already past is refused.
    expect(await addLeadOffer(h.db, viewer, { ...offer, validUntil: '2026-11-28' }, TODAY, NOW)).toEqual({ ok: false, code: 'VALIDITY_PAST' });
  });

  test('a comparison row is copied with the comparison’s figures; a lender that would not lend for the case is refused', async () => {
    const { lead, viewer } = await leadWithAdvisor();
    const comparison = await compareSheets(h.db, offerCase);
    const isartal = comparison.offers.find((o) => o.lenderName === 'Demo-Sparkasse Isartal')!;
    expect(isartal).toBeDefined();
    const added = await addLeadOffer(h.db, viewer, { source: 'comparison', leadId: lead.id, offerCase, lenderId: isartal.lenderId, validUntil: '2026-12-31', note: 'Gute Sondertilgung', recommended: true, visibleToCustomer: true }, TODAY, NOW);
    if (!added.ok) throw new Error(added.code);
    // Fees and the special repayment allowed without a surcharge are the lender's sheet's (Isartal: none, 5 % a year).
    expect(added.offer).toMatchObject({ source: 'comparison', lenderName: 'Demo-Sparkasse Isartal', isDemo: true, loan: 320_000, fixationYears: 10, fees: 0, specialRepayment: 0.05, recommended: true, visibleToCustomer: true, note: 'Gute Sondertilgung' });
    expect(added.offer.monthlyPayment).toBeCloseTo(isartal.monthlyPayment, 2);
    expect(added.offer.effectiveRate).toBeCloseTo(isartal.effectiveRate, 10);
    expect(Math.round(added.offer.residualDebt)).toBe(Math.round(isartal.residualDebt));
    expect(Math.round(added.offer.totalCost)).toBe(Math.round(isartal.totalCost));
    // The Rhein-Main savings bank lends in Hesse and Rhineland-Palatinate only: not for a case in Bavaria.
    const [rheinMain] = await h.db.select().from(lenders).where(eq(lenders.name, 'Demo-Sparkasse Rhein-Main'));
    expect(await addLeadOffer(h.db, viewer, { source: 'comparison', leadId: lead.id, offerCase, lenderId: rheinMain!.id, validUntil: '2026-12-31', note: '', recommended: false, visibleToCustomer: true }, TODAY, NOW)).toEqual({ ok: false, code: 'LENDER_NOT_OFFERED' });
  });

  test('a typed offer without an effective rate gets the § 16 PAngV rate of its figures; inconsistent figures are refused', async () => {
    const { lead, viewer } = await leadWithAdvisor();
    // 300,000 € at 3.5 % with 2 % initial repayment: the engine's schedule gives the residual debt after 10 years.
    const f = loanFigures(300_000, 0.035, 0.02, 10, 0);
    const added = await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: Math.round(f.residualDebt) }), TODAY, NOW);
    if (!added.ok) throw new Error(added.code);
    // Without fees: (1 + 3.5 %/12)^12 − 1 = 3.5567 %.
    expect(added.offer.effectiveRate * 100).toBeCloseTo(((1 + 0.035 / 12) ** 12 - 1) * 100, 2);
    // Interest over the fixation: 120 payments of 1,375 € minus the principal repaid.
    expect(Math.round(added.offer.totalCost)).toBe(Math.round(f.interest));
    // A typed effective rate is kept as typed.
    const kept = await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: Math.round(f.residualDebt), effectiveRate: 0.0361, fees: 1500 }), TODAY, NOW);
    expect(kept.ok && kept.offer.effectiveRate).toBe(0.0361);
    // Payments that repay less than nothing: no effective rate.
    expect(await addLeadOffer(h.db, viewer, typed(lead.id, { monthlyPayment: 100, residualDebt: 0 }), TODAY, NOW)).toEqual({ ok: false, code: 'FIGURES_INCONSISTENT' });
    expect(await addLeadOffer(h.db, viewer, typed(lead.id, { lenderName: '  ' }), TODAY, NOW)).toMatchObject({ ok: false, code: 'LENDER_REQUIRED' });
    expect(await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: 400_000 }), TODAY, NOW)).toMatchObject({ ok: false, code: 'INVALID_FIGURE', field: 'residualDebt' });
  });

  test('at most one recommended offer per lead: marking another takes the mark away, and the database refuses a second', async () => {
    const { lead, viewer } = await leadWithAdvisor();
    const a = await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: 240_000, recommended: true }), TODAY, NOW);
    const b = await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: 240_000, lenderName: 'Zweite Bank AG', recommended: true }), TODAY, NOW);
    if (!a.ok || !b.ok) throw new Error('not added');
    const recommended = async () => (await h.db.select().from(leadOffers).where(and(eq(leadOffers.leadId, lead.id), eq(leadOffers.recommended, true)))).map((r) => r.lenderName);
    expect(await recommended()).toEqual(['Zweite Bank AG']);
    const back = await updateLeadOffer(h.db, viewer, { leadId: lead.id, offerId: a.offer.id, validUntil: '2026-12-20', note: 'Doch diese', recommended: true, visibleToCustomer: true }, TODAY, NOW);
    expect(back.ok).toBe(true);
    expect(await recommended()).toEqual(['Hausbank Beispiel eG']);
    await expect(h.db.update(leadOffers).set({ recommended: true }).where(eq(leadOffers.id, b.offer.id))).rejects.toThrow();
    // An expired offer can still be hidden (its day kept), but not given a new day in the past.
    await h.db.update(leadOffers).set({ validUntil: '2026-11-20' }).where(eq(leadOffers.id, b.offer.id));
    const hide = { leadId: lead.id, offerId: b.offer.id, note: '', recommended: false, visibleToCustomer: false };
    expect(await updateLeadOffer(h.db, viewer, { ...hide, validUntil: '2026-11-21' }, TODAY, NOW)).toEqual({ ok: false, code: 'VALIDITY_PAST' });
    expect((await updateLeadOffer(h.db, viewer, { ...hide, validUntil: '2026-11-20' }, TODAY, NOW)).ok).toBe(true);
    await h.db.update(leadOffers).set({ validUntil: '2026-12-20', visibleToCustomer: true }).where(eq(leadOffers.id, b.offer.id));
    expect(await updateLeadOffer(h.db, viewer, { ...hide, offerId: 'not-an-id', validUntil: '2026-12-20' }, TODAY, NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    // The customer sees the recommended one first.
    expect((await visibleOffersOf(h.db, lead.id)).map((o) => [o.lenderName, o.recommended])).toEqual([
      ['Hausbank Beispiel eG', true],
      ['Zweite Bank AG', false],
    ]);
  });

  test('the customer accepts a visible offer once, one offer per lead, never an expired or hidden one; the acceptance is a timeline step and an e-mail to the advisor', async () => {
    const { advisor, lead, viewer } = await leadWithAdvisor();
    const add = async (over: Partial<Extract<NewOffer, { source: 'typed' }>>) => {
      const r = await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: 240_000, ...over }), TODAY, NOW);
      if (!r.ok) throw new Error(r.code);
      return r.offer;
    };
    const chosen = await add({ lenderName: 'Annahme Bank' });
    const other = await add({ lenderName: 'Andere Bank' });
    const hidden = await add({ lenderName: 'Verborgene Bank', visibleToCustomer: false });
    const expired = await add({ lenderName: 'Alte Bank' });
    await h.db.update(leadOffers).set({ validUntil: '2026-11-28' }).where(eq(leadOffers.id, expired.id));

    expect(await acceptLeadOffer(h.db, boss, action(lead.id, hidden.id))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await acceptLeadOffer(h.db, boss, action(lead.id, expired.id))).toEqual({ ok: false, code: 'EXPIRED' });
    // Another lead cannot accept this lead's offer.
    const stranger = await aLead(h.db);
    expect(await acceptLeadOffer(h.db, boss, action(stranger.id, chosen.id))).toEqual({ ok: false, code: 'NOT_FOUND' });

    const accepted = await acceptLeadOffer(h.db, boss, action(lead.id, chosen.id));
    expect(accepted.ok && accepted.offer.acceptedAt).toEqual(NOW);
    expect(await acceptLeadOffer(h.db, boss, action(lead.id, chosen.id, new Date(NOW.getTime() + 60_000)))).toEqual({ ok: false, code: 'ALREADY_ACCEPTED' });
    expect(await acceptLeadOffer(h.db, boss, action(lead.id, other.id))).toEqual({ ok: false, code: 'ANOTHER_ACCEPTED' });

    const mails = await h.db.select().from(emails).where(eq(emails.template, 'leadOfferResponse'));
    const mine = mails.filter((m) => m.toAddress === advisor.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ locale: 'de', status: 'queued', subject: 'Clara Kunde hat das Angebot von Annahme Bank angenommen' });
    expect(mine[0]!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Darlehen 300.000 €, 3,50 % Sollzins, 3,93 % effektiv, 1.375,00 € im Monat, Zinsbindung 10 Jahre, gültig bis 13.12.2026');
    expect(mine[0]!.text).toContain(LEAD_PAGE('de'));

    const found = await leadCase(h.db, viewer, lead.id, TODAY);
    if (!found.ok) throw new Error(found.code);
    const steps = found.value.timeline.filter((e) => e.kind === 'offer');
    expect(steps).toEqual([{ kind: 'offer', at: NOW, event: expect.objectContaining({ kind: 'offerAccepted', lenderName: 'Annahme Bank', monthlyPayment: 1375 }) }]);

    // The data export (GDPR) holds every offer of the lead with the acceptance, and no staff or internal ids.
    const exported = await offersDataOf(h.db, lead.id);
    expect(exported.map((o) => [o.lenderName, o.acceptedAt]).sort()).toEqual([
      ['Alte Bank', null],
      ['Andere Bank', null],
      ['Annahme Bank', NOW],
      ['Verborgene Bank', null],
    ]);
    for (const o of exported) for (const key of ['id', 'leadId', 'createdBy', 'lenderId']) expect(o).not.toHaveProperty(key);
  });

  test('a question is a timeline step and an e-mail in the advisor’s language (English for an advisor who does not speak German); an empty one is refused', async () => {
    const { advisor, lead } = await leadWithAdvisor(['en']);
    const admin = await aStaffMember(h.db, { role: 'admin' });
    const r = await addLeadOffer(h.db, { role: 'admin', advisorId: null, staffId: admin.id }, typed(lead.id, { residualDebt: 240_000 }), TODAY, NOW);
    if (!r.ok) throw new Error(r.code);
    expect(await askAboutLeadOffer(h.db, boss, { ...action(lead.id, r.offer.id), question: '   ' })).toMatchObject({ ok: false, code: 'QUESTION_REQUIRED' });
    const asked = await askAboutLeadOffer(h.db, boss, { ...action(lead.id, r.offer.id), question: 'Kann ich 10 % im Jahr sondertilgen?' });
    expect(asked.ok).toBe(true);
    const [mail] = await h.db.select().from(emails).where(and(eq(emails.template, 'leadOfferResponse'), eq(emails.toAddress, advisor.email)));
    expect(mail).toMatchObject({ locale: 'en', subject: 'Question from Clara Kunde about the offer of Hausbank Beispiel eG' });
    expect(mail!.text).toContain('Kann ich 10 % im Jahr sondertilgen?');
    expect(await leadOfferEvents(h.db, lead.id)).toEqual([expect.objectContaining({ kind: 'offerQuestion', at: NOW, question: 'Kann ich 10 % im Jahr sondertilgen?' })]);
  });

  test('the offers are private to the lead: writing them does not change the page data version', async () => {
    const { lead, viewer } = await leadWithAdvisor();
    const before = await pageDataVersion(h.db, TODAY);
    const added = await addLeadOffer(h.db, viewer, typed(lead.id, { residualDebt: 240_000, recommended: true }), TODAY, NOW);
    expect(added.ok).toBe(true);
    await h.db.update(leadOffers).set({ note: 'x' }).where(eq(leadOffers.leadId, lead.id));
    await h.db.delete(leadOffers).where(eq(leadOffers.leadId, lead.id));
    expect(await pageDataVersion(h.db, TODAY)).toBe(before);
    // A write to page data (an advisor profile) does change it: the check can fail.
    await anAdvisor(h.db);
    expect(await pageDataVersion(h.db, TODAY)).not.toBe(before);
  });
});
