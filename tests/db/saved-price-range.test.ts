/**
 * Saved price ranges (issue 24: "save to my account" on the AF funnel's result): the answers with the range's key
 * figures of the day, listed beside the other kinds, refused when there is nothing to show, within the 20-per-lead
 * limit, deleted by their lead only; on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import {
  SAVED_CALCULATIONS_LIMIT,
  SAVED_INPUT_KEYS,
  SAVED_KINDS,
  calculatorParamsOf,
  deleteSavedCalculation,
  listSavedCalculations,
  saveMortgageCalculation,
  savePriceRange,
  saveRecommendation,
} from '@/features/saved-calculations/saved-calculations';
import { houseBudget } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import { resolvePlace } from '@/features/calculators/mortgage-form';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { marketOn } from '@/features/rates/market-repository';

const DATE = '2026-11-23';
const T0 = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
/** As the result page's form posts them (money typed as people write it; the order of the URL). */
const ANSWERS = { funnel: 'AF', income: '6.500', adults: '2', children: '1', commitments: '200', equity: '90000', loc: 'BY', employment: 'employed', residency: 'limited' };
const OM = { funnel: 'OM', price: '420000', loc: 'BY', usage: 'ownHome', building: 'existing', equity: '110000', income: '5600', children: '1', age: '36', hold: '25', sure: 'likely', risk: 'low' };
const MORTGAGE = { price: '425000', savings: '80000', payment: '1900', repayment: '2', mode: 'amount', fix: '10', loc: 'berlin', commission: '0', rateMode: 'auto', rate: '', born: '' };

describe.each(DATABASE_KINDS)('saved price ranges on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let n = 0;
  const newLead = async () => (await findOrCreateLead(h.db, { email: `range-${kind}-${++n}@example.de`, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) })).lead;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedFixtureRates(h.db);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('a kind of its own: the posted form gives the AF answers only (not the locale or the kind)', () => {
    expect(SAVED_KINDS).toContain('priceRange');
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...ANSWERS, locale: 'de', kind: 'priceRange', step: '3' })) form.set(k, v);
    expect(calculatorParamsOf(form, 'priceRange')).toEqual(ANSWERS);
    expect(SAVED_INPUT_KEYS.priceRange).toEqual(Object.keys(ANSWERS));
  });

  test('saving stores the answers and the range of the day; the list shows it beside the other kinds, newest first', async () => {
    const lead = await newLead();
    await saveMortgageCalculation(h.db, { leadId: lead.id, params: MORTGAGE, date: DATE, now: at(0) });
    expect((await saveRecommendation(h.db, { leadId: lead.id, params: OM, date: DATE, now: at(1) })).ok).toBe(true);
    const saved = await savePriceRange(h.db, { leadId: lead.id, params: ANSWERS, date: DATE, now: at(2) });
    expect(saved.ok).toBe(true);

    const list = await listSavedCalculations(h.db, lead.id);
    expect(list.map((c) => c.kind)).toEqual(['priceRange', 'recommendation', 'mortgage']);
    const [range] = list;
    if (range?.kind !== 'priceRange') throw new Error('a price range was saved');
    // The answers as the result page's address has them (money as plain numbers), so the link reopens the page.
    expect(range.inputs).toEqual({ ...ANSWERS, income: '6500' });

    // The figures, worked out here with the engine's house budget: 30 % and 40 % of the income (the 40 % rule sets
    // the upper end at this income), Bavaria's purchase costs, the model rate of the day's market.
    const market = (await marketOn(h.db, DATE))!;
    const budget = (ratio: number) =>
      houseBudget(
        { netIncome: 6500, otherLoans: 200, rule: 'burden', burdenRatio: ratio, equity: 90000, locationTax: resolvePlace('BY', DATE)!.taxRate, commission: SUGGESTED_COMMISSION_PERCENT / 100, repayment: 0.02, fixationYears: 10 },
        { market },
      );
    const cautious = budget(0.3);
    const upper = budget(0.4);
    expect(range.summary).toEqual({
      date: DATE,
      ratesDate: market.curve.date,
      cautiousPrice: cautious.maxPrice,
      cautiousPayment: cautious.monthlyPayment,
      upperPrice: upper.maxPrice,
      upperPayment: upper.monthlyPayment,
      upperLoan: upper.loan,
      interestRate: upper.interestRate,
      fixationYears: 10,
    });
    expect(range.summary.upperPrice).toBeGreaterThan(range.summary.cautiousPrice);
    expect(range.summary.ratesDate < DATE).toBe(true);
  });

  test('answers without a result page or without a range are refused and nothing is stored', async () => {
    const lead = await newLead();
    const refused = { ok: false, code: 'INVALID_INPUTS' };
    expect(await savePriceRange(h.db, { leadId: lead.id, params: { funnel: 'AF', income: '6500' }, date: DATE })).toEqual(refused);
    expect(await savePriceRange(h.db, { leadId: lead.id, params: { ...ANSWERS, income: '300' }, date: DATE })).toEqual(refused);
    expect(await savePriceRange(h.db, { leadId: lead.id, params: { ...ANSWERS, loc: 'atlantis' }, date: DATE })).toEqual(refused);
    // Nothing left for a loan after the other loans: the page says so, and there is nothing to keep.
    expect(await savePriceRange(h.db, { leadId: lead.id, params: { ...ANSWERS, income: '1500', commitments: '1400' }, date: DATE })).toEqual(refused);
    expect(await listSavedCalculations(h.db, lead.id)).toEqual([]);
  });

  test(`within the limit of ${SAVED_CALCULATIONS_LIMIT} per lead: a price range saved as one more removes the oldest of any kind`, async () => {
    const lead = await newLead();
    for (let i = 0; i < SAVED_CALCULATIONS_LIMIT; i++) {
      await saveMortgageCalculation(h.db, { leadId: lead.id, params: { ...MORTGAGE, price: String(300_000 + i * 1000) }, date: DATE, now: at(i) });
    }
    expect((await savePriceRange(h.db, { leadId: lead.id, params: ANSWERS, date: DATE, now: at(SAVED_CALCULATIONS_LIMIT) })).ok).toBe(true);
    const list = await listSavedCalculations(h.db, lead.id);
    expect(list).toHaveLength(SAVED_CALCULATIONS_LIMIT);
    expect(list[0]!.kind).toBe('priceRange');
    expect(list.flatMap((c) => (c.kind === 'mortgage' ? [c.inputs.price] : []))).not.toContain('300000');
  });

  test('only its lead deletes it', async () => {
    const lead = await newLead();
    const stranger = await newLead();
    const saved = await savePriceRange(h.db, { leadId: lead.id, params: ANSWERS, date: DATE });
    if (!saved.ok) throw new Error('not saved');
    expect(await deleteSavedCalculation(h.db, { leadId: stranger.id, id: saved.id })).toBe(false);
    expect(await listSavedCalculations(h.db, lead.id)).toHaveLength(1);
    expect(await deleteSavedCalculation(h.db, { leadId: lead.id, id: saved.id })).toBe(true);
    expect(await listSavedCalculations(h.db, lead.id)).toEqual([]);
  });
});
