/**
 * Issue 51 parts 1 and 5 on PGlite and PostgreSQL: a homeowner's loan saved, refused, changed and deleted through the
 * account's POST; the refinance landing's figures kept as "my loan" directly when logged in and through the login
 * (cookie + pending row, claimed once, as the radar's pending save); a refinance request's figures for the form; the
 * data export and the account deletion include the loans; the page data version does not count them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead } from '../support/builders';
import { balanceAfterMonths } from '@/engine/mortgage/annuity';
import { leadRequests } from '@/features/lead-requests/tables';
import { keepLandingLoanRequest, LOAN_DRAFT, loanFormRequest, PENDING_LOAN_COOKIE } from '@/features/loans/loan-http';
import { claimPendingLoan, formFromRequest, loanFigures, myLoans, refinanceRequestsOf } from '@/features/loans/my-loan';
import { loanById, loansEndingBetween, loansOf } from '@/features/loans/repository';
import { homeownerLoans, loanAlertsSent, loanPendingSaves, loanRateWatches } from '@/features/loans/tables';
import { collectExportData } from '@/features/privacy/export-data';
import { deleteAccount } from '@/features/privacy/delete-account';
import { pageDataVersion } from '@/page-data-version';
import { sql } from 'drizzle-orm';

const NOW = new Date('2026-11-29T09:00:00Z');
const TODAY = '2026-11-29';

function loanForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set('locale', 'de');
  form.set('action', 'save');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const TYPED = { bank: 'Sparkasse Leipzig', basis: 'remaining', debt: '210.000', debtDate: '2026-09-30', rate: '3,1', paymentKind: 'payment', payment: '950', fixEnd: '2029-06-30', disbursed: '2019-06-15', special: '5', value: '420.000' };
const location = (r: Response) => {
  const url = new URL(r.headers.get('location')!);
  return { path: url.pathname, query: url.searchParams, hash: url.hash };
};

describe.each(DATABASE_KINDS)('my loan on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('a typed loan is saved, shows its residual debt at the fixation’s end, can be changed and deleted; another lead cannot touch it', async () => {
    const lead = await aLead(h.db, { givenName: 'Lena' });
    const saved = await loanFormRequest(h.db, { form: loanForm(TYPED), locale: 'de', lead, now: NOW });
    expect(saved.status).toBe(303);
    const at = location(saved);
    expect(at.path).toBe('/de/konto/mein-darlehen');
    expect(at.query.get('saved')).toBe('1');
    const [row] = await loansOf(h.db, lead.id);
    expect(row).toMatchObject({ bankName: 'Sparkasse Leipzig', remainingDebt: 210_000, remainingDebtDate: '2026-09-30', nominalRate: 0.031, monthlyPayment: 950, repaymentRate: null, fixationEndDate: '2029-06-30', fullDisbursementDate: '2019-06-15', specialRepaymentRate: 0.05, propertyValue: 420_000, source: 'typed' });
    expect(at.hash).toBe(`#loan-${row!.id}`);
    // The figures the page shows: the residual debt at 30 June 2029 to the euro (33 installments from 30 September 2026).
    const [mine] = await myLoans(h.db, lead.id, TODAY);
    expect(Math.round(mine!.summary!.balanceAtFixationEnd)).toBe(Math.round(balanceAfterMonths(210_000, 0.031, 950, 33)));
    expect(mine!.summary!.termination).toMatchObject({ noticeFrom: '2029-06-16', earliestEnd: '2029-12-16', beforeFixationEnd: false });

    const changed = await loanFormRequest(h.db, { form: loanForm({ ...TYPED, loan: row!.id, payment: '1.100' }), locale: 'de', lead, now: NOW });
    expect(location(changed).query.get('saved')).toBe('1');
    expect((await loanById(h.db, row!.id))!.monthlyPayment).toBe(1_100);

    const stranger = await aLead(h.db, { givenName: 'Sam' });
    const foreign = await loanFormRequest(h.db, { form: loanForm({ ...TYPED, loan: row!.id, payment: '2000' }), locale: 'de', lead: stranger, now: NOW });
    expect(location(foreign).query.get('error')).toBe('NOT_FOUND');
    const deleteForm = new FormData();
    deleteForm.set('action', 'delete');
    deleteForm.set('loan', row!.id);
    expect(location(await loanFormRequest(h.db, { form: deleteForm, locale: 'de', lead: stranger, now: NOW })).query.get('error')).toBe('NOT_FOUND');
    expect((await loanById(h.db, row!.id))!.monthlyPayment).toBe(1_100);

    expect(location(await loanFormRequest(h.db, { form: deleteForm, locale: 'de', lead, now: NOW })).query.get('deleted')).toBe('1');
    expect(await loansOf(h.db, lead.id)).toEqual([]);
  });

  test('a refused form comes back with a code per field and what was typed in the draft cookie; nothing is saved', async () => {
    const lead = await aLead(h.db, { givenName: 'Rita' });
    const refused = await loanFormRequest(h.db, { form: loanForm({ ...TYPED, rate: 'drei', payment: '200', fixEnd: '' }), locale: 'en', lead, now: NOW });
    const at = location(refused);
    expect(at.path).toBe('/en/account/my-loan');
    expect(at.hash).toBe('#loan-form');
    expect(at.query.get('errors')).toBe('rate:notAPercent,fixEnd:required');
    expect(refused.headers.get('set-cookie')).toContain(`${LOAN_DRAFT.name}=`);
    // All fields fine, but the payment does not cover the interest: the engine's check names the payment.
    const tooLow = await loanFormRequest(h.db, { form: loanForm({ ...TYPED, payment: '500' }), locale: 'de', lead, now: NOW });
    expect(location(tooLow).query.get('errors')).toBe('payment:paymentTooLow');
    expect(await loansOf(h.db, lead.id)).toEqual([]);
  });

  test('the landing’s figures, logged in: saved at once as the loan (the debt is the residual debt when the fixation ends)', async () => {
    const lead = await aLead(h.db, { givenName: 'Lars' });
    const form = new FormData();
    for (const [k, v] of Object.entries({ locale: 'de', debt: '180.000', value: '400000', months: '18', rate: '2,2', payment: '1100', bank: '' })) form.set(k, v);
    const response = await keepLandingLoanRequest(h.db, { form, locale: 'de', lead, now: NOW, today: TODAY });
    expect(location(response).query.get('saved')).toBe('landing');
    const [row] = await loansOf(h.db, lead.id);
    expect(row).toMatchObject({ source: 'landing', remainingDebt: 180_000, remainingDebtDate: '2028-05-31', fixationEndDate: '2028-05-31', nominalRate: 0.022, monthlyPayment: 1_100, propertyValue: 400_000 });
    expect(loanFigures(row!, TODAY)!.balanceAtFixationEnd).toBe(180_000);
    expect(await loansEndingBetween(h.db, '2028-05-01', '2028-05-31')).toEqual([expect.objectContaining({ id: row!.id, leadId: lead.id })]);
  });

  test('the landing’s figures, logged out: kept through the login and claimed once, nothing lost', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ locale: 'en', debt: '250,000', value: '500,000', months: '24', rate: '1.45', payment: '1,050.50', bank: 'ING' })) form.set(k, v);
    const response = await keepLandingLoanRequest(h.db, { form, locale: 'en', lead: null, now: NOW, today: TODAY });
    const at = location(response);
    expect(at.path).toBe('/en/login');
    expect(at.query.get('next')).toBe('/en/account/my-loan');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    const token = new RegExp(`${PENDING_LOAN_COOKIE}=([^;]+)`).exec(cookie)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const lead = await aLead(h.db, { givenName: 'Pia' });
    const claimed = await claimPendingLoan(h.db, lead.id, token, new Date(NOW.getTime() + 10 * 60_000));
    expect(claimed).toMatchObject({ ok: true });
    const [row] = await loansOf(h.db, lead.id);
    expect(row).toMatchObject({ source: 'landing', bankName: 'ING', remainingDebt: 250_000, fixationEndDate: '2028-11-30', nominalRate: 0.0145, monthlyPayment: 1_050.5, propertyValue: 500_000 });
    // A reload (or a second instance) claims nothing more.
    expect(await claimPendingLoan(h.db, lead.id, token, NOW)).toBeNull();
    expect(await loansOf(h.db, lead.id)).toHaveLength(1);
    expect(await h.db.select().from(loanPendingSaves)).toEqual([]);
  });

  test('a pending save older than a day is not claimed', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ locale: 'de', debt: '150000', value: '300000', months: '6', rate: '3', payment: '900' })) form.set(k, v);
    const token = new RegExp(`${PENDING_LOAN_COOKIE}=([^;]+)`).exec((await keepLandingLoanRequest(h.db, { form, locale: 'de', lead: null, now: NOW, today: TODAY })).headers.get('set-cookie') ?? '')?.[1];
    const lead = await aLead(h.db, { givenName: 'Olga' });
    expect(await claimPendingLoan(h.db, lead.id, token, new Date(NOW.getTime() + 25 * 3600_000))).toBeNull();
    expect(await loansOf(h.db, lead.id)).toEqual([]);
  });

  test('the landing’s figures without the rate go to the account’s form with everything typed (nothing saved yet)', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ locale: 'de', debt: '180000', value: '400000', months: '12', rate: '', payment: '1100' })) form.set(k, v);
    const response = await keepLandingLoanRequest(h.db, { form, locale: 'de', lead: null, now: NOW, today: TODAY });
    const at = location(response);
    expect(at.path).toBe('/de/konto/mein-darlehen');
    expect(at.query.get('errors')).toBe('rate:required');
    expect(at.query.get('source')).toBe('landing');
    expect(response.headers.get('set-cookie')).toContain(`${LOAN_DRAFT.name}=`);
    // Completed in the account's form, the loan still says where its figures came from.
    const lead = await aLead(h.db, { givenName: 'Nora' });
    const saved = await loanFormRequest(h.db, { form: loanForm({ source: 'landing', basis: 'remaining', debt: '180000', debtDate: '2027-11-30', fixEnd: '2027-11-30', value: '400000', rate: '2,2', paymentKind: 'payment', payment: '1100' }), locale: 'de', lead, now: NOW });
    expect(location(saved).query.get('saved')).toBe('1');
    expect((await loansOf(h.db, lead.id))[0]).toMatchObject({ source: 'landing', remainingDebt: 180_000, fixationEndDate: '2027-11-30' });
  });

  test('a refinance request’s figures fill the form: the debt when the fixation ends, on the month’s last day', async () => {
    const lead = await aLead(h.db, { givenName: 'Rolf' });
    await h.db.insert(leadRequests).values({ leadId: lead.id, kind: 'refinance', answers: { debt: 190_000, fixEnd: '2028-02', value: 450_000 }, locale: 'de', submissionId: `sub-${kind}-1`, createdAt: NOW });
    await h.db.insert(leadRequests).values({ leadId: lead.id, kind: 'purchase', answers: { price: 400_000 }, locale: 'de', submissionId: `sub-${kind}-2`, createdAt: NOW });
    const requests = await refinanceRequestsOf(h.db, lead.id);
    expect(requests).toEqual([expect.objectContaining({ debt: 190_000, fixEnd: '2028-02', value: 450_000 })]);
    expect(formFromRequest(requests[0]!, 'de')).toEqual({ basis: 'remaining', debt: '190.000', debtDate: '2028-02-29', fixEnd: '2028-02-29', value: '450.000', paymentKind: 'payment' });
    const saved = await loanFormRequest(h.db, { form: loanForm({ source: 'refinance_request', ...formFromRequest(requests[0]!, 'de'), rate: '1,9', payment: '800' }), locale: 'de', lead, now: NOW });
    expect(location(saved).query.get('saved')).toBe('1');
    expect((await loansOf(h.db, lead.id))[0]).toMatchObject({ source: 'refinance_request', remainingDebt: 190_000, fixationEndDate: '2028-02-29' });
  });

  test('the data export includes the loans with their alerts and watches; the deletion removes them; the page data version does not count them', async () => {
    const lead = await aLead(h.db, { givenName: 'Ella', email: `ella-${kind}@example.de` });
    await loanFormRequest(h.db, { form: loanForm(TYPED), locale: 'de', lead, now: NOW });
    const [row] = await loansOf(h.db, lead.id);
    await h.db.insert(loanAlertsSent).values({ loanId: row!.id, kind: '36m', sentAt: NOW });
    await h.db.insert(loanRateWatches).values({ leadId: lead.id, loanId: row!.id, fixationYears: 10, thresholdRate: 0.03, createdAt: NOW });
    const exported = await collectExportData(h.db, lead.id, NOW);
    expect(exported!.data.homeownerLoans.loans).toEqual([expect.objectContaining({ bankName: 'Sparkasse Leipzig', remainingDebt: 210_000, fixationEndDate: '2029-06-30', source: 'typed' })]);
    expect(exported!.data.homeownerLoans.alertsSent).toEqual([expect.objectContaining({ loanId: row!.id, kind: '36m' })]);
    expect(exported!.data.homeownerLoans.rateWatches).toEqual([expect.objectContaining({ fixationYears: 10, thresholdRate: 0.03 })]);
    expect(JSON.stringify(exported!.data)).not.toContain(`hash-${kind}`);

    const before = await pageDataVersion(h.db, TODAY);
    for (const table of ['homeowner_loans', 'loan_alerts_sent', 'loan_rate_watches', 'loan_pending_saves']) await h.db.execute(sql.raw(`DELETE FROM "${table}" WHERE false`));
    expect(await pageDataVersion(h.db, TODAY)).toBe(before);

    expect(await deleteAccount(h.db, lead.id)).toMatchObject({ ok: true });
    expect(await h.db.select().from(homeownerLoans).where(eq(homeownerLoans.leadId, lead.id))).toEqual([]);
    expect(await h.db.select().from(loanAlertsSent).where(eq(loanAlertsSent.loanId, row!.id))).toEqual([]);
    expect(await h.db.select().from(loanRateWatches).where(eq(loanRateWatches.leadId, lead.id))).toEqual([]);
  });
});
