/**
 * The account area (issue 9): saved calculations (save, list, limit, delete), the referral code and a
 * referred signup, the profile form's rules, unclaiming the advisor, the dashboard's progress and next
 * steps; on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { advisors } from '@/features/advisors/tables';
import { documents } from '@/features/documents/tables';
import { leads } from '@/features/leads/tables';
import { savedCalculations } from '@/features/saved-calculations/tables';
import { loadDashboard, progressStage } from '@/features/account/dashboard';
import { unclaimAdvisor, updateProfile, type ProfileInput } from '@/features/account/profile';
import {
  SAVED_CALCULATIONS_LIMIT,
  calculatorQuery,
  deleteSavedCalculation,
  listSavedCalculations,
  saveMortgageCalculation,
  saveBudgetCalculation,
  saveRecommendation,
} from '@/features/saved-calculations/saved-calculations';
import { budgetFormFromParams, evaluateBudgetForm } from '@/features/calculators/budget-form';
import { omReport } from '@/features/funnel/report';
import { marketOn } from '@/features/rates/market-repository';
import { requestLogin } from '@/features/auth/login';
import { startBoss, stopBoss } from '@/server/queues';
import { insertAdvisors } from '@/features/advisors/repository';
import { attributionFrom } from '@/features/leads/attribution';
import { ensureReferralCode, findReferrerByCode, referrerFromCookie } from '@/features/leads/referral';
import { findLeadByEmail, findLeadById, findOrCreateLead } from '@/features/leads/repository';
import { DEMO_ADVISORS } from '@/demo/advisors';

const DATE = '2026-11-23';
const T0 = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const DEFAULTS = { price: '425000', savings: '80000', payment: '1900', repayment: '2', mode: 'amount', fix: '10', loc: 'berlin', commission: '0', rateMode: 'auto', rate: '', born: '' };

describe.each(DATABASE_KINDS)('account area on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let n = 0;
  const newLead = async (extra: { givenName?: string } = {}) =>
    (await findOrCreateLead(h.db, { email: `lead-${kind}-${++n}@example.de`, locale: 'en', attribution: attributionFrom(new URLSearchParams(), null), ...extra })).lead;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    // Saved calculations are evaluated with the rate data of their day (ADR 019).
    await seedFixtureRates(h.db);
    await insertAdvisors(h.db, DEMO_ADVISORS);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  describe('saved calculations', () => {
    test('saving stores the inputs and the engine summary; the list links back to the calculator with the same inputs', async () => {
      const lead = await newLead();
      const saved = await saveMortgageCalculation(h.db, { leadId: lead.id, params: { ...DEFAULTS, price: '430000' }, date: DATE, now: T0 });
      expect(saved.ok).toBe(true);
      const [item] = await listSavedCalculations(h.db, lead.id);
      if (item?.kind !== 'mortgage') throw new Error('a mortgage calculation was saved');
      expect(item.inputs).toMatchObject({ price: '430000', savings: '80000', loc: 'berlin', fix: 10 });
      // Berlin: 6 % transfer tax, 2 % notary, no commission: loan = 430000 × 1.08 − 80000.
      expect(item!.summary.loanAmount).toBeCloseTo(384_400, 0);
      expect(item!.summary).toMatchObject({ date: DATE, purchasePrice: 430_000, fixationYears: 10, monthlyRate: 1900 });
      expect(item!.summary.interestRate).toBeGreaterThan(0);
      expect(item!.summary.termMonths).toBeGreaterThan(120);
      expect(item!.summary.totalInterest).toBeGreaterThan(0);
      expect(new URLSearchParams(calculatorQuery(item!.inputs)).get('price')).toBe('430000');
    });

    test('a house budget and a recommendation are kept beside mortgage calculations, with the figures of their pages', async () => {
      const lead = await newLead();
      const budgetParams = { income: '5200', loans: '0', rule: 'burden', ratio: '35', equity: '90000', rateMode: 'auto', repayment: '2', fix: '10', loc: 'BY', commission: '3.57' };
      expect((await saveBudgetCalculation(h.db, { leadId: lead.id, params: budgetParams, date: DATE, now: at(1) })).ok).toBe(true);
      const answers = { funnel: 'OM', price: '420000', loc: 'BY', usage: 'ownHome', building: 'existing', equity: '110000', income: '5600', children: '1', age: '36', hold: '25', sure: 'likely', risk: 'low' };
      expect((await saveRecommendation(h.db, { leadId: lead.id, params: answers, date: DATE, now: at(2) })).ok).toBe(true);
      await saveMortgageCalculation(h.db, { leadId: lead.id, params: DEFAULTS, date: DATE, now: at(0) });

      const list = await listSavedCalculations(h.db, lead.id);
      expect(list.map((c) => c.kind)).toEqual(['recommendation', 'budget', 'mortgage']);
      const market = (await marketOn(h.db, DATE))!;
      const [rec, budget] = list;
      if (rec?.kind !== 'recommendation' || budget?.kind !== 'budget') throw new Error('kinds');
      const report = omReport(new URLSearchParams(answers), DATE, market);
      if (!report.ok) throw new Error(report.code);
      expect(rec.summary).toMatchObject({ date: DATE, purchasePrice: 420_000, loanAmount: report.report.financing.loanAmount, fixationYears: report.report.recommended.fixationYears });
      expect(rec.inputs).toMatchObject(answers);
      const page = evaluateBudgetForm(budgetFormFromParams(budgetParams), DATE, market).result!;
      expect(budget.summary).toMatchObject({ maxPrice: page.maxPrice, loan: page.loan, rule: 'burden', fixationYears: 10 });
      expect(budget.inputs).toMatchObject({ income: '5200', loc: 'BY' });
    });

    test('a budget without a result and incomplete answers are refused', async () => {
      const lead = await newLead();
      expect(await saveBudgetCalculation(h.db, { leadId: lead.id, params: { income: 'abc' }, date: DATE })).toEqual({ ok: false, code: 'INVALID_INPUTS' });
      expect(await saveRecommendation(h.db, { leadId: lead.id, params: { funnel: 'OM', price: '420000' }, date: DATE })).toEqual({ ok: false, code: 'INVALID_INPUTS' });
      expect(await listSavedCalculations(h.db, lead.id)).toEqual([]);
    });

    test('inputs without a result (price below the minimum) are refused and nothing is stored', async () => {
      const lead = await newLead();
      expect(await saveMortgageCalculation(h.db, { leadId: lead.id, params: { ...DEFAULTS, price: '5000' }, date: DATE })).toEqual({ ok: false, code: 'INVALID_INPUTS' });
      expect(await listSavedCalculations(h.db, lead.id)).toEqual([]);
    });

    test(`at most ${SAVED_CALCULATIONS_LIMIT} per lead: one more removes the oldest; other leads keep theirs`, async () => {
      const lead = await newLead();
      const other = await newLead();
      await saveMortgageCalculation(h.db, { leadId: other.id, params: DEFAULTS, date: DATE, now: T0 });
      for (let i = 0; i <= SAVED_CALCULATIONS_LIMIT; i++) {
        await saveMortgageCalculation(h.db, { leadId: lead.id, params: { ...DEFAULTS, price: String(300_000 + i * 1000) }, date: DATE, now: at(i) });
      }
      const list = await listSavedCalculations(h.db, lead.id);
      expect(list).toHaveLength(SAVED_CALCULATIONS_LIMIT);
      expect(list[0]!.inputs.price).toBe(String(300_000 + SAVED_CALCULATIONS_LIMIT * 1000)); // newest first
      expect(list.map((c) => c.inputs.price)).not.toContain('300000'); // the oldest went
      expect(await listSavedCalculations(h.db, other.id)).toHaveLength(1);
    });

    test('a lead deletes its own calculation; another lead cannot, and a malformed id deletes nothing', async () => {
      const lead = await newLead();
      const stranger = await newLead();
      const saved = await saveMortgageCalculation(h.db, { leadId: lead.id, params: DEFAULTS, date: DATE });
      if (!saved.ok) throw new Error('not saved');
      expect(await deleteSavedCalculation(h.db, { leadId: stranger.id, id: saved.id })).toBe(false);
      expect(await deleteSavedCalculation(h.db, { leadId: lead.id, id: "x' or 1=1 --" })).toBe(false);
      expect(await listSavedCalculations(h.db, lead.id)).toHaveLength(1);
      expect(await deleteSavedCalculation(h.db, { leadId: lead.id, id: saved.id })).toBe(true);
      expect(await h.db.select().from(savedCalculations).where(eq(savedCalculations.id, saved.id))).toEqual([]);
    });
  });

  describe('referral', () => {
    test('the code is created once (URL-safe, unique) and names its lead', async () => {
      const a = await newLead();
      const b = await newLead();
      const code = await ensureReferralCode(h.db, a.id);
      expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(await ensureReferralCode(h.db, a.id)).toBe(code);
      const [again1, again2] = await Promise.all([ensureReferralCode(h.db, b.id), ensureReferralCode(h.db, b.id)]);
      expect(again1).toBe(again2);
      expect(again1).not.toBe(code);
      expect(await findReferrerByCode(h.db, code)).toBe(a.id);
      expect(await findReferrerByCode(h.db, 'A'.repeat(16))).toBeNull();
      expect(await findReferrerByCode(h.db, "' or 1=1 --")).toBeNull();
      expect(await referrerFromCookie(h.db, undefined)).toBeNull();
    });

    describe('signing up with the referral cookie', () => {
      let boss: PgBoss;
      beforeAll(async () => {
        boss = await startBoss(h.queue);
      });
      afterAll(async () => {
        await stopBoss(boss, h.queue, 5000);
      });
      const login = async (email: string, cookie: string | undefined) =>
        requestLogin(h.db, boss, {
          email,
          locale: 'en',
          ip: `203.0.113.${++n % 250}`,
          routeName: null,
          attribution: attributionFrom(new URLSearchParams(), null),
          referrerLeadId: await referrerFromCookie(h.db, cookie),
          captcha: null,
          confirmUrl: (t) => `https://example.de/en/login/confirm?token=${t}`,
          now: T0,
        });

      test('a new lead has has_referrer and the referrer; the dashboard names the referrer', async () => {
        const referrer = await newLead({ givenName: 'Ramona' });
        const code = await ensureReferralCode(h.db, referrer.id);
        expect(await login(`friend-${kind}@example.de`, code)).toMatchObject({ ok: true });
        const friend = await findLeadByEmail(h.db, `friend-${kind}@example.de`);
        expect(friend).toMatchObject({ hasReferrer: true, referrerLeadId: referrer.id });
        expect((await loadDashboard(h.db, friend!)).referrerGivenName).toBe('Ramona');
      });

      test('an unknown code gives no referrer; an existing lead is not changed by a later referral', async () => {
        expect(await login(`nobody-${kind}@example.de`, 'B'.repeat(16))).toMatchObject({ ok: true });
        expect(await findLeadByEmail(h.db, `nobody-${kind}@example.de`)).toMatchObject({ hasReferrer: false, referrerLeadId: null });
        const referrer = await newLead();
        const code = await ensureReferralCode(h.db, referrer.id);
        expect(await login(`nobody-${kind}@example.de`, code)).toMatchObject({ ok: true });
        expect(await findLeadByEmail(h.db, `nobody-${kind}@example.de`)).toMatchObject({ hasReferrer: false, referrerLeadId: null });
      });
    });
  });

  describe('profile', () => {
    const good: ProfileInput = { givenName: 'Anna', surname: 'Lehmann', phone: '+49 30 1234567', homeBuyingStatus: 'ActivelyViewing', locale: 'de' };

    test('valid details are stored, the preferred language becomes the lead’s locale', async () => {
      const lead = await newLead({ givenName: 'Old' });
      expect(await updateProfile(h.db, { leadId: lead.id, input: good })).toEqual({ ok: true });
      expect(await findLeadById(h.db, lead.id)).toMatchObject({ givenName: 'Anna', surname: 'Lehmann', phone: '+49 30 1234567', homeBuyingStatus: 'ActivelyViewing', locale: 'de' });
      expect(await updateProfile(h.db, { leadId: lead.id, input: { ...good, surname: '', phone: '', homeBuyingStatus: '' } })).toEqual({ ok: true });
      expect(await findLeadById(h.db, lead.id)).toMatchObject({ surname: null, phone: null, homeBuyingStatus: null });
    });

    test.each([
      { label: 'phone not German', input: { phone: '+1 555 123 4567' }, errors: { phone: 'invalidPhone' } },
      { label: 'phone with letters', input: { phone: '030 CALL ME' }, errors: { phone: 'invalidPhone' } },
      { label: 'empty first name', input: { givenName: ' ' }, errors: { givenName: 'required' } },
      { label: 'digits in the surname', input: { surname: 'L3hmann' }, errors: { surname: 'invalidName' } },
      { label: 'status outside the enumeration', input: { homeBuyingStatus: 'Bought' }, errors: { homeBuyingStatus: 'invalidChoice' } },
      { label: 'unknown language', input: { locale: 'fr' }, errors: { locale: 'invalidChoice' } },
    ])('$label → $errors, nothing stored', async ({ input, errors }) => {
      const lead = await newLead({ givenName: 'Kept' });
      expect(await updateProfile(h.db, { leadId: lead.id, input: { ...good, ...input } })).toEqual({ ok: false, errors });
      expect(await findLeadById(h.db, lead.id)).toMatchObject({ givenName: 'Kept', phone: null, locale: 'en' });
    });

    test('unclaiming the advisor keeps the default advisor; the dashboard then shows the default one', async () => {
      const [claimed, fallback] = await h.db.select().from(advisors).limit(2);
      const lead = await newLead({ givenName: 'Anna' });
      await h.db.update(leads).set({ claimedAdvisorId: claimed!.id, defaultAdvisorId: fallback!.id, isAdvisorExplicit: true }).where(eq(leads.id, lead.id));
      expect((await loadDashboard(h.db, (await findLeadById(h.db, lead.id))!)).advisor).toMatchObject({ kind: 'claimed', advisor: { id: claimed!.id } });
      await unclaimAdvisor(h.db, { leadId: lead.id });
      const after = (await findLeadById(h.db, lead.id))!;
      expect(after).toMatchObject({ claimedAdvisorId: null, defaultAdvisorId: fallback!.id, isAdvisorExplicit: false });
      expect((await loadDashboard(h.db, after)).advisor).toMatchObject({ kind: 'default', advisor: { id: fallback!.id } });
    });
  });

  describe('dashboard', () => {
    test.each([
      ['new', 'getToKnow'],
      ['appointment_booked', 'consultation'],
      ['documents_requested', 'documents'],
      ['offers', 'offers'],
      ['approved', 'approval'],
      ['something staff invented', 'getToKnow'],
    ])('pipeline stage %s → %s', (pipeline, stage) => {
      expect(progressStage(pipeline)).toBe(stage);
    });

    test('next steps follow the state: documents counted, a saved calculation removes that step, no advisor → none shown', async () => {
      const created = await newLead({ givenName: 'Anna' });
      // No advisor assigned (new leads get a default advisor when the team has active advisors).
      await h.db.update(leads).set({ defaultAdvisorId: null }).where(eq(leads.id, created.id));
      const lead = (await findLeadById(h.db, created.id))!;
      const first = await loadDashboard(h.db, lead);
      expect(first).toMatchObject({ stage: 'getToKnow', documentCount: 0, advisor: { advisor: null, kind: null } });
      expect(first.nextSteps).toEqual(['completeProfile', 'bookConsultation', 'saveCalculation', 'uploadDocuments']);
      await saveMortgageCalculation(h.db, { leadId: lead.id, params: DEFAULTS, date: DATE });
      await h.db.insert(documents).values({ leadId: lead.id, storageKey: `k-${kind}-${n}`, fileName: 'payslip.pdf', contentType: 'application/pdf', sizeBytes: 10, createdAt: T0 });
      await h.db.update(leads).set({ pipelineStage: 'offers', phone: '030 1234567', homeBuyingStatus: 'ReservedProperty' }).where(eq(leads.id, lead.id));
      const later = await loadDashboard(h.db, (await findLeadById(h.db, lead.id))!);
      expect(later).toMatchObject({ stage: 'offers', documentCount: 1 });
      expect(later.calculations).toHaveLength(1);
      expect(later.nextSteps).toEqual([]);
    });
  });
});
