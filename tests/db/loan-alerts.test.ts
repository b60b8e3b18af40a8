/**
 * Issue 51 parts 3 and 4 on PGlite and PostgreSQL: the fixation-end alerts (each of 60, 36, 12 and 6 months sent
 * once per loan, with the figures of the day; a second instance sweeping at the same moment sends nothing twice), the
 * rate watch (fires once per crossing after a curve import, re-armed above the mark, silenced by its one-click link),
 * and the back office's pipeline (by window, the lead page's rule for advisors). Fixed clocks; the jobs' handlers run
 * directly, and once each through the worker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ratesImportCommand } from '../../scripts/rates-import';
import { runCommand } from '../support/command';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, anAdvisor } from '../support/builders';
import { emails } from '@/features/email/tables';
import { loanAlertsSent, loanRateWatches } from '@/features/loans/tables';
import { insertLoan, updateLoan, type LoanFields } from '@/features/loans/repository';
import { deliverLoanAlert, startLoanAlertsWorker, sweepLoanAlerts } from '@/features/loans/alerts';
import { checkRateWatches, rateWatchForToken, setRateWatch, unsubscribeRateWatch } from '@/features/loans/rate-watch';
import { requestRateWatchCheck } from '@/features/loans/rate-watch-request';
import { LOAN_ALERTS_QUEUE } from '@/features/loans/alerts-queue';
import { refinancePipeline } from '@/features/loans/pipeline';
import { rateWatchRequest, rateWatchUnsubscribeRequest } from '@/features/loans/rate-watch-http';
import { importCurves } from '@/features/rates/import/import-curves';
import { startRatesFetchWorker } from '@/features/rates/import/fetch-job';
import { RATES_FETCH_QUEUE } from '@/features/rates/import/fetch-queue';
import { insertSpreadSet } from '@/features/rates/market-repository';
import { RATE_MODEL, mortgageRate } from '@/engine/rates/model';
import type { SvenssonParameterSet } from '@/engine/rates/svensson';
import { startBoss, stopBoss } from '@/server/queues';

const BASE = 'https://www.example.de';
const SOURCE = 'test fixture';
const curve = (date: string, beta0: number): SvenssonParameterSet => ({ date, beta0, beta1: -1, beta2: 0.5, beta3: 1, tau1: 2, tau2: 10, source: SOURCE });
const ENTERED = new Date('2026-11-20T09:00:00Z');
/** 07:00 Berlin on a day (the daily sweep's hour). */
const morning = (day: string) => new Date(`${day}T06:00:00Z`);

/** Remaining debt on a month end, rolled forward by n installments with the closed form of the annuity (not the engine's schedule). */
function closedFormBalance(debt: number, rate: number, payment: number, n: number): number {
  const q = 1 + rate / 12;
  return debt * q ** n - (payment * (q ** n - 1)) / (rate / 12);
}

const LOAN: LoanFields = {
  bankName: 'Sparkasse Musterstadt',
  remainingDebt: 200_000,
  remainingDebtDate: '2026-10-31',
  originalAmount: null,
  startDate: null,
  nominalRate: 0.03,
  repaymentRate: null,
  monthlyPayment: 1_000,
  fixationEndDate: '2031-12-31',
  fullDisbursementDate: null,
  specialRepaymentRate: 0.05,
  propertyValue: 450_000,
};

const euro = (locale: 'de' | 'en', n: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
const percent = (locale: 'de' | 'en', fraction: number) => `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction * 100)} %`;

describe.each(DATABASE_KINDS)('loan alerts, rate watch and pipeline on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let lena = '';
  let max = '';
  let advisor = '';
  let loan = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    advisor = (await anAdvisor(h.db)).id;
    lena = (await aLead(h.db, { email: `lena-${kind}@example.de`, givenName: 'Lena', defaultAdvisorId: advisor })).id;
    max = (await aLead(h.db, { email: `max-${kind}@example.com`, locale: 'en', givenName: 'Max' })).id;
    expect(await insertSpreadSet(h.db, { ...RATE_MODEL, validFrom: '2026-01-01', curveDate: '2026-01-02' }, 'test')).toEqual({ ok: true });
    await importCurves(h.db, [curve('2026-11-02', 2.5)], { source: SOURCE, now: ENTERED });
    loan = (await insertLoan(h.db, lena, LOAN, 'typed', ENTERED))!;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });
  const services = (now: Date) => ({ db: h.db, boss, now, baseUrl: BASE });
  const alertMails = (loanId: string) => h.db.select().from(emails).where(like(emails.idempotencyKey, `loan:${loanId}:alert:%`)).orderBy(emails.createdAt);

  test('each of the four alerts is sent once, on its day, with the figures of that day and both links', async () => {
    const days = ['2026-12-30', '2026-12-31', '2026-12-31', '2027-06-01', '2028-12-31', '2030-12-31', '2031-06-30', '2031-06-30', '2031-12-31', '2032-01-05'];
    const sent: number[] = [];
    for (const day of days) sent.push((await sweepLoanAlerts(services(morning(day)))).sent);
    expect(sent).toEqual([0, 1, 0, 0, 1, 1, 1, 0, 0, 0]);
    const rows = await h.db.select().from(loanAlertsSent).where(eq(loanAlertsSent.loanId, loan)).orderBy(loanAlertsSent.sentAt);
    expect(rows.map((r) => r.kind)).toEqual(['60m', '36m', '12m', '6m']);
    const mails = await alertMails(loan);
    expect(mails.map((m) => m.idempotencyKey)).toEqual(['60m', '36m', '12m', '6m'].map((k) => `loan:${loan}:alert:${k}:2031-12-31`));
    expect(rows.map((r) => r.emailId)).toEqual(mails.map((m) => m.id));

    // The 12-month alert: Lena's own figures. 62 installments from November 2026 to December 2031.
    const twelve = mails[2]!;
    expect(twelve.toAddress).toBe(`lena-${kind}@example.de`);
    expect(twelve.subject).toBe('Deine Zinsbindung endet in 12 Monaten, am 31. Dezember 2031');
    expect(twelve.text.replace(/\s+/g, ' ')).toContain('Hallo Lena, Die Zinsbindung deines Darlehens bei Sparkasse Musterstadt endet am 31. Dezember 2031, in 12 Monaten.');
    expect(twelve.text).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(twelve.unsubscribeUrl).toBeNull();
    expect(mails[0]!.subject).toBe('Deine Zinsbindung endet in 60 Monaten, am 31. Dezember 2031');
    expect(mails[3]!.subject).toBe('Deine Zinsbindung endet in 6 Monaten, am 31. Dezember 2031');
    const residual = closedFormBalance(200_000, 0.03, 1_000, 62);
    expect(residual).toBeGreaterThan(150_000);
    const rate = mortgageRate({ fixationYears: 10, loanAmount: residual, propertyValue: 450_000, curve: curve('2026-11-02', 2.5), model: RATE_MODEL }).rate;
    expect(twelve.text).toContain(euro('de', residual));
    expect(twelve.text.replace(/\u00a0/g, ' ')).toContain(percent('de', rate));
    expect(twelve.text).toContain(euro('de', (residual * (rate + 0.02)) / 12));
    expect(twelve.text).toContain('Sparkasse Musterstadt');
    expect(twelve.text).toContain(`${BASE}/de/konto/mein-darlehen/plan?loan=${loan}`);
    expect(twelve.text).toContain(`${BASE}/de/anschlussfinanzierung-termin`);
  });

  test('a loan entered 20 months before its end gets only the 12- and 6-month alerts; one ending within 6 months, or ended, none', async () => {
    const late = (await insertLoan(h.db, max, { ...LOAN, fixationEndDate: '2028-07-31' }, 'typed', ENTERED))!;
    const soon = (await insertLoan(h.db, max, { ...LOAN, fixationEndDate: '2027-04-30' }, 'typed', ENTERED))!;
    const ended = (await insertLoan(h.db, max, { ...LOAN, fixationEndDate: '2026-10-31' }, 'typed', ENTERED))!;
    for (const day of ['2026-11-20', '2027-01-01', '2027-04-29', '2027-07-31', '2027-08-01', '2028-01-31', '2028-07-31']) await sweepLoanAlerts(services(morning(day)));
    expect((await alertMails(late)).map((m) => m.idempotencyKey.split(':')[3])).toEqual(['12m', '6m']);
    expect(await alertMails(soon)).toEqual([]);
    expect(await alertMails(ended)).toEqual([]);
    // Max reads English.
    const [mail] = await alertMails(late);
    expect(mail!.subject).toBe('Your fixed rate ends in 12 months, on July 31, 2028');
    expect(mail!.text).toContain(`${BASE}/en/account/my-loan/plan?loan=${late}`);
  });

  test('a second instance sweeping at the same moment sends nothing twice', async () => {
    const other = (await insertLoan(h.db, max, { ...LOAN, fixationEndDate: '2029-06-30' }, 'typed', ENTERED))!;
    const day = morning('2028-06-30');
    const results = await Promise.all([sweepLoanAlerts(services(day)), sweepLoanAlerts(services(day)), deliverLoanAlert(services(day), other, '12m')]);
    const mails = await alertMails(other);
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`loan:${other}:alert:12m:2029-06-30`]);
    const total = results[0].sent + results[1].sent + (results[2] === 'sent' ? 1 : 0);
    expect(total).toBe(1);
    expect(await deliverLoanAlert(services(day), other, '12m')).toBe('already');
    expect(await h.db.$count(loanAlertsSent, eq(loanAlertsSent.loanId, other))).toBe(1);
  });

  test('the rate watch fires once per crossing after a curve import, re-arms above the mark, and its one-click link silences it', async () => {
    // The case: 300,000 € left at the end (the debt given on the fixation's end day), a property worth 500,000 €.
    const watched = (await insertLoan(h.db, lena, { ...LOAN, remainingDebt: 300_000, remainingDebtDate: '2030-06-30', fixationEndDate: '2030-06-30', propertyValue: 500_000 }, 'typed', ENTERED))!;
    const rateAt = (beta0: number) => mortgageRate({ fixationYears: 15, loanAmount: 300_000, propertyValue: 500_000, curve: curve('2026-11-02', beta0), model: RATE_MODEL }).rate;
    expect(rateAt(2.2)).toBeLessThan(rateAt(2.5));
    const mark = (rateAt(2.5) + rateAt(2.2)) / 2;
    const set = await setRateWatch(h.db, lena, { loanId: watched, fixationYears: 15, threshold: mark, propertyValue: null }, ENTERED);
    expect(set).toMatchObject({ ok: true, belowNow: false });
    const watchId = set.ok ? set.watch.id : '';
    const watchMails = () => h.db.select().from(emails).where(like(emails.idempotencyKey, `loan-watch:${watchId}:%`)).orderBy(emails.createdAt);

    // Another lead cannot set a watch on Lena's loan; a watch needs a known fixation.
    expect(await setRateWatch(h.db, max, { loanId: watched, fixationYears: 15, threshold: mark, propertyValue: null }, ENTERED)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await setRateWatch(h.db, lena, { loanId: watched, fixationYears: 7, threshold: mark, propertyValue: null }, ENTERED)).toEqual({ ok: false, code: 'INVALID_FIXATION' });

    const importDay = async (date: string, beta0: number) => {
      const report = await importCurves(h.db, [curve(date, beta0)], { source: SOURCE, now: new Date(`${date}T16:00:00Z`) });
      expect(report.added).toBe(1);
      return (await checkRateWatches(services(new Date(`${date}T17:00:00Z`)))).sent;
    };
    // Above the mark: nothing. Below: one e-mail. Still below: nothing. Above again: nothing (re-armed). Below: the second.
    expect(await importDay('2026-11-16', 2.45)).toBe(0);
    expect(await importDay('2026-11-30', 2.2)).toBe(1);
    expect(await importDay('2026-12-14', 2.15)).toBe(0);
    expect(await checkRateWatches(services(new Date('2026-12-14T18:00:00Z')))).toMatchObject({ sent: 0 });
    expect(await importDay('2026-12-28', 2.5)).toBe(0);
    expect((await h.db.select().from(loanRateWatches).where(eq(loanRateWatches.id, watchId)))[0]!.below).toBe(false);
    expect(await importDay('2027-01-11', 2.2)).toBe(1);
    const mails = await watchMails();
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`loan-watch:${watchId}:2026-11-30`, `loan-watch:${watchId}:2027-01-11`]);
    const [first] = mails;
    expect(first!.text.replace(/\u00a0/g, ' ')).toContain(percent('de', rateAt(2.2)));
    expect(first!.text).toContain(euro('de', 300_000));
    expect(first!.unsubscribeUrl).toMatch(/^https:\/\/www\.example\.de\/api\/loans\/rate-watch\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);

    // Each e-mail has its own link, and the older e-mail's link still belongs to the watch (not only the newest one's);
    // it silences the watch at once; afterwards, nothing more, and the newest link finds the watch switched off.
    const tokens = mails.map((m) => new URL(m.unsubscribeUrl!).searchParams.get('token'));
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(await rateWatchForToken(h.db, tokens[1])).toMatchObject({ id: watchId, unsubscribedAt: null });
    expect(await rateWatchForToken(h.db, tokens[0])).toMatchObject({ id: watchId, unsubscribedAt: null });
    expect(await unsubscribeRateWatch(h.db, tokens[0], new Date('2027-01-12T08:00:00Z'))).toMatchObject({ id: watchId, unsubscribedAt: new Date('2027-01-12T08:00:00Z') });
    expect(await unsubscribeRateWatch(h.db, tokens[1], new Date('2027-01-12T09:00:00Z'))).toMatchObject({ id: watchId, unsubscribedAt: new Date('2027-01-12T08:00:00Z') });
    expect(await unsubscribeRateWatch(h.db, 'x'.repeat(43), new Date())).toBeNull();
    expect(await importDay('2027-01-25', 2.5)).toBe(0);
    expect(await importDay('2027-02-08', 2.2)).toBe(0);
    expect(await watchMails()).toHaveLength(2);

    // Setting it again turns it back on and records where today's rate stands (below: no e-mail until it crossed).
    expect(await setRateWatch(h.db, lena, { loanId: watched, fixationYears: 15, threshold: mark, propertyValue: null }, new Date('2027-02-09T08:00:00Z'))).toMatchObject({ ok: true, belowNow: true });
    expect((await checkRateWatches(services(new Date('2027-02-09T09:00:00Z')))).sent).toBe(0);

    // Through the worker: an import that moves the rate up and then down asks for the check; the worker sends once.
    await importCurves(h.db, [curve('2027-02-22', 2.5)], { source: SOURCE, now: new Date('2027-02-22T16:00:00Z') });
    await checkRateWatches(services(new Date('2027-02-22T17:00:00Z')));
    const report = await importCurves(h.db, [curve('2027-03-08', 2.2)], { source: SOURCE, now: new Date('2027-03-08T16:00:00Z') });
    const worker = await startLoanAlertsWorker(boss, h.db, BASE, { pollingIntervalSeconds: 0.5, now: () => new Date('2027-03-08T17:00:00Z') });
    try {
      expect(await requestRateWatchCheck(boss, report)).toBe(true);
      expect(await requestRateWatchCheck(boss, { added: 0 })).toBe(false);
      await expect.poll(async () => (await watchMails()).length, { timeout: 20_000 }).toBe(3);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await watchMails()).toHaveLength(3);
    } finally {
      await boss.offWork(LOAN_ALERTS_QUEUE, { id: worker });
    }
  });

  test('the loan page\'s form sets, refuses and deletes a watch; the one-click request answers the mail program', async () => {
    const own = (await insertLoan(h.db, max, { ...LOAN, propertyValue: null, fixationEndDate: '2034-03-31' }, 'typed', ENTERED))!;
    const post = async (leadId: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const response = await rateWatchRequest(h.db, { form, locale: 'en', leadId, now: new Date('2028-07-01T08:00:00Z') });
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location')!);
    };
    const set = { action: 'set', loan: own, fixation: '20', threshold: '3.1' };
    // Max's loan has no property value: the form asks for it.
    expect((await post(max, set)).searchParams.get('rateWatchError')).toBe('NO_PROPERTY_VALUE');
    expect((await post(max, { ...set, threshold: '20', propertyValue: '400,000' })).searchParams.get('rateWatchError')).toBe('INVALID_INPUT');
    // The property's value as the loan form bounds it (up to €20,000,000), named as the value's error, not as missing.
    expect((await post(max, { ...set, propertyValue: '50,000,000' })).searchParams.get('rateWatchError')).toBe('INVALID_PROPERTY_VALUE');
    expect((await post(max, { ...set, propertyValue: 'viel' })).searchParams.get('rateWatchError')).toBe('INVALID_PROPERTY_VALUE');
    expect((await post(max, { ...set, fixation: '7', propertyValue: '400,000' })).searchParams.get('rateWatchError')).toBe('INVALID_FIXATION');
    expect((await post(lena, { ...set, propertyValue: '400,000' })).searchParams.get('rateWatchError')).toBe('NOT_FOUND');
    const saved = await post(max, { ...set, threshold: '3,10 %', propertyValue: '400,000' });
    expect(saved.pathname).toBe('/en/account/my-loan');
    expect(saved.hash).toBe(`#rate-watch-${own}`);
    expect(['saved', 'savedBelow']).toContain(saved.searchParams.get('rateWatch'));
    const [watch] = await h.db.select().from(loanRateWatches).where(eq(loanRateWatches.loanId, own));
    expect(watch).toMatchObject({ leadId: max, fixationYears: 20, thresholdRate: 0.031, propertyValue: 400_000 });
    expect((await post(lena, { action: 'delete', loan: own, watch: watch!.id })).searchParams.get('rateWatchError')).toBe('NOT_FOUND');
    expect((await post(max, { action: 'delete', loan: own, watch: watch!.id })).searchParams.get('rateWatch')).toBe('deleted');
    expect(await h.db.$count(loanRateWatches, eq(loanRateWatches.loanId, own))).toBe(0);

    // The mail program's one-click POST names no locale: a plain answer; an unknown token 404.
    const unknown = await rateWatchUnsubscribeRequest(h.db, { token: 'x'.repeat(43), locale: null, now: new Date() });
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Unknown or invalid link.\n']);
    const page = await rateWatchUnsubscribeRequest(h.db, { token: 'x'.repeat(43), locale: 'de', now: new Date() });
    expect(page.status).toBe(303);
    expect(new URL(page.headers.get('location')!).pathname).toBe('/de/zinswaechter/abmelden');
  });

  test('the pipeline lists the cases by window, soonest first, with their alerts; an advisor sees only their own leads', async () => {
    const today = '2028-06-30';
    const admin = { role: 'admin', advisorId: null };
    const mine = { role: 'advisor', advisorId: advisor };
    const stranger = { role: 'advisor', advisorId: (await anAdvisor(h.db)).id };
    const six = await refinancePipeline(h.db, admin, 6, today);
    const twelve = await refinancePipeline(h.db, admin, 12, today);
    const sixty = await refinancePipeline(h.db, admin, 60, today);
    expect(six.cases.map((c) => c.fixationEnd)).toEqual(['2028-07-31']);
    expect(twelve.cases.map((c) => c.fixationEnd)).toEqual(['2028-07-31', '2029-06-30']);
    expect(sixty.cases.map((c) => c.fixationEnd)).toEqual(['2028-07-31', '2029-06-30', '2030-06-30', '2031-12-31']);
    const lenas = sixty.cases.find((c) => c.loanId === loan)!;
    expect(lenas).toMatchObject({ leadId: lena, leadName: 'Lena', bankName: 'Sparkasse Musterstadt', monthsLeft: 42 });
    expect(lenas.residualDebt).toBeCloseTo(closedFormBalance(200_000, 0.03, 1_000, 62), 2);
    expect(lenas.alerts.map((a) => a.kind)).toEqual(['60m', '36m', '12m', '6m']);
    // The advisor of Lena's leads sees Lena's loans only; another advisor none.
    expect((await refinancePipeline(h.db, mine, 60, today)).cases.map((c) => c.leadId)).toEqual([lena, lena]);
    expect((await refinancePipeline(h.db, stranger, 60, today)).cases).toEqual([]);
  });

  test('a prolongation (a new fixation end) starts the schedule anew: the new fixation gets its alerts, once', async () => {
    // Lena's fixation ended on 31 December 2031 with all four alerts; her bank prolonged it for ten years.
    expect(await updateLoan(h.db, lena, loan, { ...LOAN, remainingDebt: 140_000, remainingDebtDate: '2031-12-31', fixationEndDate: '2041-12-31' }, new Date('2032-01-10T09:00:00Z'))).toBe(true);
    expect((await sweepLoanAlerts(services(morning('2036-12-30')))).sent).toBe(0);
    expect((await sweepLoanAlerts(services(morning('2036-12-31')))).sent).toBe(1);
    expect((await sweepLoanAlerts(services(morning('2036-12-31')))).sent).toBe(0);
    const keys = (await alertMails(loan)).map((m) => m.idempotencyKey);
    expect(keys).toHaveLength(5);
    expect(keys.at(-1)).toBe(`loan:${loan}:alert:60m:2041-12-31`);
    const rows = await h.db.select().from(loanAlertsSent).where(eq(loanAlertsSent.loanId, loan));
    expect(rows.map((r) => r.kind).sort()).toEqual(['12m', '36m', '60m', '6m']);
    // The pipeline shows the alerts of the current fixation only.
    const [row] = (await refinancePipeline(h.db, { role: 'admin', advisorId: null }, 60, '2036-12-31')).cases.filter((c) => c.loanId === loan);
    expect(row!.alerts.map((a) => a.kind)).toEqual(['60m']);
  });

  test('without a property value the alert shows the residual debt and says why it shows no rate', async () => {
    const bare = (await insertLoan(h.db, lena, { ...LOAN, propertyValue: null, fixationEndDate: '2040-06-30' }, 'typed', ENTERED))!;
    await sweepLoanAlerts(services(morning('2039-06-30')));
    const [mail] = await alertMails(bare);
    expect(mail!.idempotencyKey).toBe(`loan:${bare}:alert:12m:2040-06-30`);
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Bei deinem Darlehen im Konto fehlt noch der Wert der Immobilie, deshalb zeigt diese E-Mail keinen Zins');
    expect(text).not.toContain('Modellzins heute');
    expect(text).toContain(`Restschuld am 30. Juni 2040: ${euro('de', closedFormBalance(200_000, 0.03, 1_000, 164)).replace(/\s/g, ' ')}`);
  });
});

/** One curve day as the Bundesbank's SDMX-CSV (six rows), the format of the REST fetch and of `npm run rates:import`. */
function sdmxDay(day: string, beta0: number): string {
  const head = 'DATAFLOW;BBK_STD_FREQ;BBK_SEIS_BEARER_REG;BBK_SEIS_ITEM;BBK_SEIS_VALUATION;BBK_STD_CURRENCY;BBK_SEIS_ISSUER_CLASS;BBK_SEIS_LISTED_SUB;BBK_SEIS_SECURITY_CLASS;BBK_SEIS_MATURITY;BBK_SEIS_INTEREST_TYPE;BBK_SEIS_INTEREST_RATE;BBK_SEIS_REDEMPTION;BBK_SEIS_CERTIFICATE;BBK_SEIS_COVERAGE;BBK_SEIS_RATING;TIME_PERIOD;OBS_VALUE;TIME_FORMAT;BBK_DECIMALS;BBK_ID;BBK_UNIT;BBK_UNIT_MULT;BBK_TITLE;OBS_STATUS';
  const c = curve(day, beta0);
  const rows = ([['B0', c.beta0], ['B1', c.beta1], ['B2', c.beta2], ['B3', c.beta3], ['T1', c.tau1], ['T2', c.tau2]] as const).map(
    ([p, v]) => `BBK:BBSIS(1.0);D;I;ZST;${p};EUR;S1311;B;A604;_Z;R;A;A;_Z;_Z;A;${day};${v.toFixed(5)};P1D;5;BBSIS.D.I.ZST.${p}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A;;0;Zinsstrukturkurve / Parameter ${p} (Svensson-Methode) / Börsennotierte Bundeswertpapiere / Tageswerte;`,
  );
  return [head, ...rows].join('\n') + '\n';
}

describe.each(DATABASE_KINDS)('both import paths ask for the rate watch check on %s', (kind) => {
  // Real days before today: the import takes no day after the day it runs.
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let watchId = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-loan-watch.'));
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    expect(await insertSpreadSet(h.db, { ...RATE_MODEL, validFrom: '2026-01-01', curveDate: '2026-01-02' }, 'test')).toEqual({ ok: true });
    await importCurves(h.db, [curve('2026-09-01', 2.5)], { source: SOURCE, now: new Date('2026-09-01T16:00:00Z') });
    const lead = (await aLead(h.db, { email: `nina-${kind}@example.de`, givenName: 'Nina' })).id;
    const loan = (await insertLoan(h.db, lead, { ...LOAN, remainingDebt: 300_000, remainingDebtDate: '2030-06-30', fixationEndDate: '2030-06-30', propertyValue: 500_000 }, 'typed', ENTERED))!;
    const rateAt = (beta0: number) => mortgageRate({ fixationYears: 10, loanAmount: 300_000, propertyValue: 500_000, curve: curve('2026-09-01', beta0), model: RATE_MODEL }).rate;
    const set = await setRateWatch(h.db, lead, { loanId: loan, fixationYears: 10, threshold: (rateAt(2.5) + rateAt(2.2)) / 2, propertyValue: null }, new Date('2026-09-02T08:00:00Z'));
    expect(set).toMatchObject({ ok: true, belowNow: false });
    watchId = set.ok ? set.watch.id : '';
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const watchMails = () => h.db.select().from(emails).where(like(emails.idempotencyKey, `loan-watch:${watchId}:%`));

  test('the daily fetch job and `npm run rates:import` each lead to one e-mail per crossing, through the queue', async () => {
    const alerts = await startLoanAlertsWorker(boss, h.db, BASE, { pollingIntervalSeconds: 0.5 });
    const fetch = vi.fn(async () => new Response(sdmxDay('2026-09-15', 2.2), { status: 200, headers: { 'content-type': 'application/vnd.sdmx.data+csv;version=1.0.0;charset=UTF-8' } }));
    const fetcher = await startRatesFetchWorker(boss, h.db, { enabled: true, fetch, log: () => {}, pollingIntervalSeconds: 0.5, afterImport: (report) => requestRateWatchCheck(boss, report) });
    try {
      // The fetch job imports a lower curve and asks for the check: one e-mail.
      await boss.send(RATES_FETCH_QUEUE, {});
      await expect.poll(async () => (await watchMails()).map((m) => m.idempotencyKey), { timeout: 20_000 }).toEqual([`loan-watch:${watchId}:2026-09-15`]);
      // The command: a higher curve re-arms the watch (no e-mail), a lower one writes the second.
      const up = path.join(dir, 'up.csv');
      fs.writeFileSync(up, sdmxDay('2026-09-29', 2.5));
      const first = await runCommand(ratesImportCommand, h, up);
      expect(first).toMatchObject({ code: 0, err: '' });
      expect(first.out).toContain('Rate watches: a check is queued');
      await expect.poll(async () => (await h.db.select().from(loanRateWatches).where(eq(loanRateWatches.id, watchId)))[0]!.below, { timeout: 20_000 }).toBe(false);
      const down = path.join(dir, 'down.csv');
      fs.writeFileSync(down, sdmxDay('2026-10-13', 2.2));
      expect((await runCommand(ratesImportCommand, h, down)).out).toContain('Rate watches: a check is queued');
      await expect.poll(async () => (await watchMails()).length, { timeout: 20_000 }).toBe(2);
      // The same file again stores nothing and asks for nothing.
      expect((await runCommand(ratesImportCommand, h, down)).out).not.toContain('Rate watches');
      await new Promise((r) => setTimeout(r, 1500));
      expect(await watchMails()).toHaveLength(2);
    } finally {
      await boss.offWork(RATES_FETCH_QUEUE, { id: fetcher });
      await boss.offWork(LOAN_ALERTS_QUEUE, { id: alerts });
    }
  }, 60_000);
});
