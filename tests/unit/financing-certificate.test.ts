/**
 * The financing certificate's form and amount (issue 26): one or two applicants read with every error at once,
 * the payslip's document type of the month before, three months of validity, and the amount as the house-budget
 * engine gives it (the lower of the household calculation and the 40 % guidance), with the transfer tax of the
 * property's state, else the applicant's, else the highest.
 */
import { describe, expect, test } from 'vitest';
import { certificateAmount } from '@/features/certificates/amount';
import { fieldsOf, parseCertificate, payslipDocumentType } from '@/features/certificates/certificate-form';
import { validUntil } from '@/features/certificates/repository';
import { houseBudget } from '@/engine/house-budget';
import { marketOn } from '@/engine/rates/fixtures';

const TODAY = '2026-11-27';
const market = marketOn(TODAY);
const ANNA = { p_salutation: 'mrs', p_title: 'dr', p_first: 'Anna', p_last: 'Schmidt', p_email: 'anna@example.de', p_street: 'Hauptstraße', p_house: '5a', p_zip: '10115', p_city: 'Berlin', p_country: 'DE', p_income: '3.200' };
const BEN = { second: 'on', s_salutation: 'mr', s_first: 'Ben', s_last: 'Schmidt', s_street: 'Hauptstraße', s_house: '5a', s_zip: '10115', s_city: 'Berlin', s_income: '2.400' };

function parsed(form: Record<string, string>) {
  const result = parseCertificate(form);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

describe('the form', () => {
  test('two applicants, the household and a property: every field read, money as people write it', () => {
    const request = parsed({ ...ANNA, ...BEN, children: '1', loans: '150', savings: '80.000', price: '420.000', prop_zip: '04109', prop_city: 'Leipzig' });
    expect(request.applicants).toHaveLength(2);
    expect(request.applicants[0]).toEqual({ salutation: 'mrs', title: 'dr', firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.de', address: { street: 'Hauptstraße', houseNumber: '5a', zipcode: '10115', city: 'Berlin', country: 'DE' }, netIncome: 3200 });
    expect(request.applicants[1]).toMatchObject({ firstName: 'Ben', email: null, netIncome: 2400 });
    expect(request).toMatchObject({ children: 1, otherLoans: 150, savings: 80_000, property: { purchasePrice: 420_000, address: { zipcode: '04109', city: 'Leipzig' } } });
    // The saved fields read back to the same request (the form's next defaults, the query endpoint's store).
    expect(parsed(fieldsOf(request))).toEqual(request);
  });

  test('the second applicant counts only when ticked; no property field filled means no property', () => {
    const request = parsed({ ...ANNA, s_first: 'Ben', s_income: 'viel', savings: '50000' });
    expect(request.applicants).toHaveLength(1);
    expect(request.property).toBeNull();
  });

  test('every error at once, with its code, cross-field checks included', () => {
    const result = parseCertificate({ ...ANNA, p_first: '4nna', p_email: 'anna@', p_zip: '1011', p_income: 'viel', second: 'on', s_first: 'Ben', savings: '', price: '100', prop_city: 'Leipzig' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      p_first: 'invalidName', p_email: 'invalidEmail', p_zip: 'invalidPostalCode', p_income: 'notAnAmount',
      s_last: 'required', s_street: 'required', s_house: 'required', s_zip: 'required', s_city: 'required', s_income: 'required',
      savings: 'required', price: 'tooLow', prop_zip: 'required',
    });
  });

  test('an address abroad takes its own postal code; unknown choices are refused', () => {
    expect(parsed({ ...ANNA, p_country: 'AT', p_zip: '1010', savings: '1' }).applicants[0].address).toMatchObject({ country: 'AT', zipcode: '1010' });
    const result = parseCertificate({ ...ANNA, p_country: 'XX', p_salutation: 'sir', savings: '1' });
    expect(!result.ok && result.errors).toEqual({ p_country: 'invalidChoice', p_salutation: 'invalidChoice' });
  });

  test.each([
    ['2026-11-27', 'OCTOBER_PAYSLIP'],
    ['2027-01-05', 'DECEMBER_PAYSLIP'],
    ['2027-03-31', 'FEBRUARY_PAYSLIP'],
  ])('on %s the payslip asked for is %s (the month before)', (date, type) => {
    expect(payslipDocumentType(date)).toBe(type);
  });

  test.each([
    ['2026-11-27', '2027-02-27'],
    ['2026-11-30', '2027-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2026-12-31', '2027-03-31'],
  ])('issued on %s, valid until %s (three months)', (issued, until) => {
    expect(validUntil(issued)).toBe(until);
  });
});

describe('the amount', () => {
  const single = (income: string, extra: Record<string, string> = {}) => parsed({ ...ANNA, p_income: income, savings: '60.000', ...extra });

  test('the household calculation limits a single earner: income − flat rate − running costs − buffer, to the euro as the engine computes it', () => {
    const amount = certificateAmount(single('2.500'), market, TODAY);
    expect(amount.ok).toBe(true);
    if (!amount.ok) return;
    const f = amount.figures;
    expect(f).toMatchObject({ netIncome: 2500, livingCosts: 1000, runningCosts: 350, buffer: 250, householdInstallment: 900, guidanceInstallment: 1000, maxInstallment: 900, limitedBy: 'household', taxBasis: 'address', taxState: 'BE', transferTax: 0.06, rateDate: '2025-06-03' });
    const direct = houseBudget({ netIncome: 2500, otherLoans: 0, rule: 'livingCosts', adults: 1, children: 0, livingArea: 100, livingCosts: null, equity: 60_000, locationTax: 0.06, commission: 0.0357, repayment: 0.02, fixationYears: 10 }, { market });
    expect(f.maxPrice).toBe(direct.maxPrice);
    expect(f.loan).toBe(Math.floor(direct.loan));
    expect(f.monthlyPayment).toBeLessThanOrEqual(900);
  });

  test('two earners with a child: the 40 % guidance limits them (all loan payments at most 40 % of the income)', () => {
    const amount = certificateAmount(parsed({ ...ANNA, ...BEN, children: '1', loans: '150', savings: '80.000', price: '420.000', prop_zip: '04109' }), market, TODAY);
    if (!amount.ok) throw new Error(amount.code);
    expect(amount.figures).toMatchObject({ netIncome: 5600, adults: 2, children: 1, livingCosts: 1850, householdInstallment: 2690, guidanceInstallment: 2090, limitedBy: 'guidance', maxInstallment: 2090, taxBasis: 'property', taxState: 'SN', transferTax: 0.055, purchasePrice: 420_000, priceWithin: true });
  });

  test('more savings never lower the amount; a price above the limit is named', () => {
    const low = certificateAmount(single('3.000'), market, TODAY);
    const high = certificateAmount(single('3.000', { savings: '150.000' }), market, TODAY);
    if (!low.ok || !high.ok) throw new Error('no amount');
    expect(high.figures.maxPrice).toBeGreaterThan(low.figures.maxPrice);
    const above = certificateAmount(single('3.000', { price: String(low.figures.maxPrice + 1), prop_zip: '10115' }), market, TODAY);
    expect(above.ok && above.figures.priceWithin).toBe(false);
  });

  test('an address abroad and no property: the highest transfer tax of any state', () => {
    const amount = certificateAmount(single('4.000', { p_country: 'NL', p_zip: '1012 AB' }), market, TODAY);
    expect(amount.ok && amount.figures).toMatchObject({ taxBasis: 'highest', taxState: null, transferTax: 0.065 });
  });

  test('nothing left for a loan: NO_BUDGET; no rates: NO_MARKET', () => {
    expect(certificateAmount(single('1.200'), market, TODAY)).toEqual({ ok: false, code: 'NO_BUDGET' });
    expect(certificateAmount(single('3.000'), null, TODAY)).toEqual({ ok: false, code: 'NO_MARKET' });
  });
});
