/**
 * Lenders and their dated condition sheets (issue 50, ADR 050) on PGlite and PostgreSQL: the demo seed (fictitious,
 * flagged demo, conditions derived from the model rate and saying so), the import all or nothing (one refused row
 * stores nothing, the report lists every refusal, the upload is recorded), the refusals that need the database, and
 * which sheet is in force on a day (`lenderConditionsInForce`). Then, on PGlite with the app's database, the staff
 * upload endpoint (admins only) and the staff page's view, rendered with the real messages of both languages.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator } from 'next-intl';
import { FORMATS } from '@/i18n/formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates, useMemoryAppDb } from '../support/app-db';
import { aStaffMember } from '../support/builders';
import { BOUNDARY } from '../support/lazy-body';
import { cookieHeader, inRequestScope } from '../support/route-scope';
import { signedInStaff } from '../support/staff-session';
import type { Database } from '@/db/client';
import { curveOn } from '@/engine/rates/fixtures';
import { mortgageRate, RATE_MODEL } from '@/engine/rates/model';
import { DEMO_LENDERS, seedDemoLenders } from '@/demo/lenders';
import { importConditionSheets, MAX_SHEET_FILE_BYTES } from '@/features/offers/sheet-import';
import { lenderById, lenderConditionsInForce, lenderSheets, listLenders, recentSheetImports, sheetImportById } from '@/features/offers/repository';
import { lenderConditionSheets, lenders } from '@/features/offers/tables';
import { StaffLendersView, type SheetsT, type StaffLendersViewProps } from '@/features/offers/components/StaffLendersView';
import { POST as lendersPost } from '@/app/api/staff/lenders/route';
import { ADMIN_COOKIE } from '@/features/staff/cookies';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const NOW = new Date('2026-11-29T10:00:00Z');
const HEADER = 'lender,valid_from,fixation_years,ltv_max,loan_min,loan_max,nominal_rate,special_repayment_free,source';

const LENDER = { name: 'Beispielbank Test', kind: 'bank', regions: ['BY', 'BW'], minLoan: 50000, purposes: ['purchase', 'refinance'], employments: ['employed', 'civil_servant'] };
const sheetOf = (validFrom: string, rate: number, lender = LENDER.name) => ({
  lender,
  validFrom,
  source: `Konditionsblatt vom ${validFrom}`,
  specialRepaymentFree: 5,
  fees: [{ name: 'Wertermittlung', amount: 300 }],
  surcharges: { smallLoan: { below: 100000, add: 0.2 } },
  rates: [
    { fixationYears: 10, ltvMax: 80, loanMin: 0, loanMax: null, nominalRate: rate },
    { fixationYears: 15, ltvMax: 80, loanMin: 0, loanMax: null, nominalRate: rate + 0.2 },
  ],
});

async function counts(db: Database) {
  const [l] = await db.select({ n: sql<number>`count(*)::int` }).from(lenders);
  const [s] = await db.select({ n: sql<number>`count(*)::int` }).from(lenderConditionSheets);
  return { lenders: Number(l!.n), sheets: Number(s!.n) };
}

describe.each(DATABASE_KINDS)('lenders and condition sheets on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let staffId = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedFixtureRates(h.db);
    staffId = (await aStaffMember(h.db, { email: `ada-offers-${kind}@hauslotse.de` })).id;
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('the demo seed: six fictitious lenders flagged demo, each cell the model rate plus the stated offset, the source saying so; only into an empty table', async () => {
    expect(await seedDemoLenders(h.db, NOW)).toBe(6);
    const all = await listLenders(h.db);
    expect(all.map((l) => [l.name, l.kind, l.isDemo, l.minLoan])).toEqual([
      ['Demo-Bank Nord', 'bank', true, 50_000],
      ['Demo-Bausparkasse Süd', 'building_society', true, 20_000],
      ['Demo-Direktbank', 'bank', true, 75_000],
      ['Demo-Lebensversicherung Hanse', 'insurer', true, 100_000],
      ['Demo-Sparkasse Isartal', 'savings_bank', true, 30_000],
      ['Demo-Sparkasse Rhein-Main', 'savings_bank', true, 25_000],
    ]);
    expect(all.find((l) => l.name === 'Demo-Sparkasse Rhein-Main')!.regions).toEqual(['HE', 'RP']);

    // On the seed day the newest fixture curve is 2025-06-03: the sheets are valid from that day on.
    const inForce = await lenderConditionsInForce(h.db, '2026-11-29');
    expect(inForce).toHaveLength(6);
    expect(await lenderConditionsInForce(h.db, '2025-06-02')).toEqual([]);
    const nord = inForce.find((c) => c.lender.name === 'Demo-Bank Nord')!;
    expect(nord.sheet.validFrom).toBe('2025-06-03');
    expect(nord.sheet.source).toBe("Derived from the site's model curve of 2025-06-03 plus the lender's offset (minus 0.05 percentage points); demo data, not a bank's offer.");
    // 6 fixations × 5 loan-to-value steps × 3 loan bands (below €100,000, to €150,000, above).
    expect(nord.sheet.rates).toHaveLength(90);
    const curve = curveOn('2025-06-03');
    const model = (fixationYears: number, loan: number, ltv: number) => mortgageRate({ fixationYears, loanAmount: loan, propertyValue: loan / ltv, curve, model: RATE_MODEL }).rate;
    const cell = (c: (typeof inForce)[number], f: number, ltv: number, loanMin: number) => c.sheet.rates.find((r) => r.fixationYears === f && r.ltvMax === ltv && r.loanMin === loanMin)!.nominalRate;
    // 10 years at 80 %, €300,000: the model's 3.73 % less 0.05 points.
    expect(model(10, 300_000, 0.8)).toBe(0.0373);
    expect(cell(nord, 10, 0.8, 150_000)).toBeCloseTo(0.0368, 10);
    expect(cell(nord, 20, 1.0, 150_000)).toBeCloseTo(model(20, 300_000, 1.0) - 0.0005, 10);
    expect(cell(nord, 5, 0.6, 0)).toBeCloseTo(model(5, 80_000, 0.6) - 0.0005, 10);
    // The insurer: from €100,000 (no band below), 10 to 30 years, up to 80 % of the price.
    const hanse = inForce.find((c) => c.lender.name === 'Demo-Lebensversicherung Hanse')!;
    expect(new Set(hanse.sheet.rates.map((r) => r.fixationYears))).toEqual(new Set([10, 15, 20, 25, 30]));
    expect(new Set(hanse.sheet.rates.map((r) => r.ltvMax))).toEqual(new Set([0.6, 0.8]));
    expect(Math.min(...hanse.sheet.rates.map((r) => r.loanMin))).toBe(100_000);
    expect(cell(hanse, 10, 0.8, 150_000)).toBeCloseTo(model(10, 300_000, 0.8) - 0.002, 10);
    for (const c of inForce) expect(c.sheet.source, c.lender.name).toMatch(/^Derived from the site's model curve of 2025-06-03 plus the lender's offset \((plus|minus) \d\.\d\d percentage points\); demo data, not a bank's offer\.$/);
    expect(DEMO_LENDERS.every((l) => l.name.startsWith('Demo-'))).toBe(true);

    expect(await seedDemoLenders(h.db, NOW)).toBe(0);
    expect((await counts(h.db)).lenders).toBe(6);
  });

  test('a JSON file with a lender and two dated sheets: imported; the sheet in force is the newest on or before the day', async () => {
    const report = await importConditionSheets(h.db, { fileName: 'beispielbank.json', text: JSON.stringify({ lenders: [LENDER], sheets: [sheetOf('2026-12-01', 3.45), sheetOf('2027-01-01', 3.55)] }), importedBy: staffId, now: NOW });
    expect(report).toMatchObject({ fileName: 'beispielbank.json', format: 'json', status: 'imported', lendersAdded: 1, lendersUpdated: 0, sheetsAdded: 2, cellsAdded: 4, refusals: [] });
    expect(await sheetImportById(h.db, report.id)).toMatchObject({ status: 'imported', by: `ada-offers-${kind}@hauslotse.de`, sheetsAdded: 2 });

    const on = async (date: string) => (await lenderConditionsInForce(h.db, date)).filter((c) => !c.lender.isDemo);
    expect(await on('2026-11-30')).toEqual([]);
    const december = await on('2026-12-31');
    expect(december).toHaveLength(1);
    expect(december[0]!.lender).toMatchObject({ name: LENDER.name, kind: 'bank', regions: ['BY', 'BW'], minLoan: 50_000, purposes: ['purchase', 'refinance'], employments: ['employed', 'civil_servant'], isDemo: false });
    expect(december[0]!.sheet).toMatchObject({
      validFrom: '2026-12-01',
      specialRepaymentFree: 0.05,
      fees: [{ name: 'Wertermittlung', amount: 300 }],
      surcharges: { smallLoan: { below: 100_000, add: 0.002 }, forward: null, specialRepayment: [], energyClass: {} },
      source: 'Konditionsblatt vom 2026-12-01',
    });
    expect(december[0]!.sheet.rates.map((r) => r.nominalRate)).toEqual([0.0345, 0.0365]);
    const january = await on('2027-01-01');
    expect(january[0]!.sheet.validFrom).toBe('2027-01-01');
    expect(january[0]!.sheet.rates[0]!.nominalRate).toBe(0.0355);

    // Ordered by name among the demo lenders (German collation: "Beispielbank" before "Demo-…").
    expect((await lenderConditionsInForce(h.db, '2027-01-01')).map((c) => c.lender.name)[0]).toBe(LENDER.name);
    const [listed] = (await listLenders(h.db)).filter((l) => l.name === LENDER.name);
    expect(listed).toMatchObject({ sheets: 2, newestValidFrom: '2027-01-01' });
  });

  test('one refused row anywhere: nothing is stored — not the lenders section, not the good sheets — and every refusal is listed', async () => {
    const before = await counts(h.db);
    const text = JSON.stringify({
      lenders: [{ ...LENDER, name: 'Nie Gespeichert Bank' }],
      sheets: [sheetOf('2027-02-01', 3.4, 'Nie Gespeichert Bank'), sheetOf('2027-02-01', 3.4), { ...sheetOf('2027-03-01', 3.4), rates: [{ fixationYears: 10, ltvMax: 80, nominalRate: 'drei' }] }],
    });
    const report = await importConditionSheets(h.db, { fileName: 'mixed.json', text, importedBy: staffId, now: NOW });
    expect(report).toMatchObject({ status: 'refused', lendersAdded: 0, sheetsAdded: 0, cellsAdded: 0 });
    expect(report.refusals).toEqual([{ where: '$.sheets[2].rates[0]', code: 'number', params: { field: 'nominalRate', value: 'drei' } }]);
    expect(await counts(h.db)).toEqual(before);
    expect((await listLenders(h.db)).map((l) => l.name)).not.toContain('Nie Gespeichert Bank');
    // The upload is recorded with its report, newest first.
    const [newest] = await recentSheetImports(h.db, 1);
    expect(newest).toMatchObject({ id: report.id, fileName: 'mixed.json', status: 'refused', refusals: report.refusals });
  });

  test('the refusals that need the database: an unknown lender, a demo lender, a day the lender has — all at once, nothing stored', async () => {
    const before = await counts(h.db);
    const text = [
      HEADER,
      `${LENDER.name},2027-04-01,10,80,0,,3.3,5,Neu`,
      'Unbekannte Bank,2027-04-01,10,80,0,,3.3,5,Neu',
      'Demo-Bank Nord,2027-04-01,10,80,0,,3.3,5,Neu',
      `${LENDER.name.toUpperCase()},2026-12-01,10,80,0,,3.3,5,Neu`,
    ].join('\n');
    const report = await importConditionSheets(h.db, { fileName: 'refused.csv', text, importedBy: staffId, now: NOW });
    expect(report.status).toBe('refused');
    expect(report.refusals).toEqual([
      { where: '3', code: 'unknownLender', params: { lender: 'Unbekannte Bank' } },
      { where: '4', code: 'demoLender', params: { lender: 'Demo-Bank Nord' } },
      { where: '5', code: 'sheetExists', params: { lender: LENDER.name, validFrom: '2026-12-01' } },
    ]);
    expect(await counts(h.db)).toEqual(before);
    // A lenders section may not name a demo lender either.
    const demo = await importConditionSheets(h.db, { fileName: 'demo.json', text: JSON.stringify({ lenders: [{ ...LENDER, name: 'demo-bank nord' }], sheets: [sheetOf('2027-04-01', 3.3)] }), importedBy: staffId, now: NOW });
    expect(demo.refusals).toEqual([{ where: '$.lenders[0]', code: 'demoLender', params: { lender: 'Demo-Bank Nord' } }]);
    // A file past the limit is not read.
    const large = await importConditionSheets(h.db, { fileName: 'large.csv', text: `${HEADER}\n${'x'.repeat(MAX_SHEET_FILE_BYTES)}`, importedBy: null, now: NOW });
    expect(large).toMatchObject({ status: 'refused', format: 'unknown', refusals: [{ where: '', code: 'tooLarge', params: { max: MAX_SHEET_FILE_BYTES } }] });
    expect(await counts(h.db)).toEqual(before);
  });

  test('a CSV sheet for an existing lender, and the lender section replacing its master data', async () => {
    const csv = [HEADER, `${LENDER.name},2027-05-01,10,80,0,100000,3.5,5,Blatt Mai`, `${LENDER.name},2027-05-01,10,80,100000,,3.4,5,Blatt Mai`].join('\n');
    expect(await importConditionSheets(h.db, { fileName: 'mai.csv', text: csv, importedBy: staffId, now: NOW })).toMatchObject({ status: 'imported', format: 'csv', sheetsAdded: 1, cellsAdded: 2 });
    const [may] = (await lenderConditionsInForce(h.db, '2027-05-01')).filter((c) => c.lender.name === LENDER.name);
    expect(may!.sheet.rates).toEqual([
      { fixationYears: 10, ltvMax: 0.8, loanMin: 0, loanMax: 100_000, nominalRate: 0.035 },
      { fixationYears: 10, ltvMax: 0.8, loanMin: 100_000, loanMax: null, nominalRate: 0.034 },
    ]);
    expect(may!.sheet.fees).toEqual([]);

    const update = await importConditionSheets(h.db, { fileName: 'juni.json', text: JSON.stringify({ lenders: [{ ...LENDER, regions: [], minLoan: 40000 }], sheets: [sheetOf('2027-06-01', 3.3)] }), importedBy: staffId, now: NOW });
    expect(update).toMatchObject({ status: 'imported', lendersAdded: 0, lendersUpdated: 1, sheetsAdded: 1 });
    const [june] = (await lenderConditionsInForce(h.db, '2027-06-01')).filter((c) => c.lender.name === LENDER.name);
    expect(june!.lender).toMatchObject({ regions: [], minLoan: 40_000 });
    expect((await lenderSheets(h.db, june!.lender.id)).map((s) => [s.validFrom, s.cells, s.importedBy])).toEqual([
      ['2027-06-01', 2, `ada-offers-${kind}@hauslotse.de`],
      ['2027-05-01', 2, `ada-offers-${kind}@hauslotse.de`],
      ['2027-01-01', 2, `ada-offers-${kind}@hauslotse.de`],
      ['2026-12-01', 2, `ada-offers-${kind}@hauslotse.de`],
    ]);
  });

  test('a stored sheet whose JSON no longer fits the shapes is left out of the comparison, not handed on', async () => {
    const [row] = await h.db.select({ id: lenders.id }).from(lenders).where(sql`${lenders.name} = 'Demo-Direktbank'`);
    await h.db.update(lenderConditionSheets).set({ rates: [{ fixationYears: 10, nominalRate: 'oops' }] }).where(sql`${lenderConditionSheets.lenderId} = ${row!.id}`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const names = (await lenderConditionsInForce(h.db, '2027-06-01')).map((c) => c.lender.name);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('of lender Demo-Direktbank (2025-06-03) does not fit the sheet shapes; left out'));
    logged.mockRestore();
    expect(names).not.toContain('Demo-Direktbank');
    expect(names).toContain('Demo-Bank Nord');
    expect((await lenderSheets(h.db, row!.id))[0]!.sheet).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The back office: the upload endpoint and the page's view.

const SITE = 'http://localhost:3000';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const upload = (fileName: string, content: string, locale = 'en') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="locale"\r\n\r\n${locale}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="sheet"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
const post = (body: string, cookie: string | null, origin = SITE) => {
  const r = new Request(`${SITE}/api/staff/lenders?locale=en`, { method: 'POST', headers: { host: 'localhost:3000', origin, 'content-type': MULTIPART, ...(cookie ? { cookie } : {}) }, body });
  return inRequestScope(r, () => lendersPost(r));
};

const render = (locale: Locale, props: Omit<StaffLendersViewProps, 't' | 'format' | 'locale'>) => {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'offers.sheets' as never }) as unknown as SheetsT;
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
  return renderToStaticMarkup(createElement(StaffLendersView, { ...props, locale, t, format })).replace(/[\u00a0\u202f]/g, ' ');
};

describe('the staff lenders page and its upload', () => {
  let db: Database;
  let admin = '';
  let advisor = '';
  beforeAll(async () => {
    db = await useMemoryAppDb();
    await seedDemoLenders(db, NOW);
    admin = cookieHeader({ [ADMIN_COOKIE]: (await signedInStaff(db, (await aStaffMember(db, { email: 'ada.lenders@hauslotse.de' })).id)).id });
    advisor = cookieHeader({ [ADMIN_COOKIE]: (await signedInStaff(db, (await aStaffMember(db, { email: 'arne.lenders@hauslotse.de', role: 'advisor' })).id)).id });
  }, 60_000);

  test('only admins upload: 401 without a session, 403 for an advisor or a foreign Origin; nothing recorded', async () => {
    const body = upload('x.csv', `${HEADER}\nDemo-Bank Nord,2027-01-01,10,80,0,,3.4,5,x`);
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, advisor)).status).toBe(403);
    expect((await post(body, admin, 'https://evil.example')).status).toBe(403);
    expect(await recentSheetImports(db)).toEqual([]);
  });

  test('a file past 2 MB or no file: back to the upload with the reason, nothing read into the database', async () => {
    for (const [body, error] of [
      [upload('big.csv', `${HEADER}\n${'x'.repeat(MAX_SHEET_FILE_BYTES + 1)}`), 'tooLarge'],
      [upload('empty.csv', ''), 'noFile'],
    ] as const) {
      const response = await post(body, admin);
      expect(response.status).toBe(303);
      const url = new URL(response.headers.get('location')!);
      expect([url.pathname, url.searchParams.get('error'), url.hash]).toEqual(['/en/staff/lenders', error, '#lenders-upload']);
    }
    expect(await recentSheetImports(db)).toEqual([]);
    const t = render('de', { today: '2026-11-29', lenders: [], selected: null, imports: [], report: null, error: 'tooLarge', canImport: true });
    expect(t).toContain('Die Datei ist größer als 2 MB; nichts wurde importiert.');
  });

  test('an admin uploads a refused file: back to the page with the report, which names each line and reason in the staff member’s language', async () => {
    const content = [HEADER, 'Demo-Bank Nord,2027-01-01,10,80,0,,3.4,5,x', 'Gibt Es Nicht,2027-01-01,10,80,0,,3.4,5,x'].join('\n');
    const response = await post(upload('januar.csv', content), admin);
    expect(response.status).toBe(303);
    const url = new URL(response.headers.get('location')!);
    expect(url.pathname).toBe('/en/staff/lenders');
    expect(url.hash).toBe('#import-report');
    const report = await sheetImportById(db, url.searchParams.get('import')!);
    expect(report).toMatchObject({ fileName: 'januar.csv', status: 'refused', by: 'ada.lenders@hauslotse.de' });

    const props = { today: '2026-11-29', lenders: await listLenders(db), selected: null, imports: await recentSheetImports(db), report, error: null, canImport: true };
    const en = render('en', props);
    expect(en).toContain('data-status="refused"');
    expect(en).toContain('Nothing was imported: 2 refusals.');
    expect(en).toContain('Line 2</span>: “Demo-Bank Nord” is a demo lender: its conditions come only from the demo data.');
    expect(en).toContain('Line 3</span>: The lender “Gibt Es Nicht” does not exist.');
    const de = render('de', props);
    expect(de).toContain('Nichts wurde importiert: 2 Ablehnungen.');
    expect(de).toContain('Zeile 2</span>: „Demo-Bank Nord“ ist eine Demo-Bank');
    expect(de).toContain('Zeile 3</span>: Die Bank „Gibt Es Nicht“ gibt es nicht.');
  });

  test('the page lists every lender with kind, regions, minimum loan, what and to whom it lends, and the demo label; a lender’s newest rate grid', async () => {
    const all = await listLenders(db);
    const isartal = all.find((l) => l.name === 'Demo-Sparkasse Isartal')!;
    const selected = { lender: (await lenderById(db, isartal.id))!, sheets: await lenderSheets(db, isartal.id) };
    const props = { today: '2026-11-29', lenders: all, selected, imports: [], report: null, error: null, canImport: false };
    const en = render('en', props);
    for (const l of DEMO_LENDERS) expect(en).toContain(`data-lender="${l.name}"`);
    expect(en.match(/data-testid="lender-demo"/g)).toHaveLength(7);
    expect(en).toContain('Lenders marked “Demo” are fictitious');
    expect(en).toMatch(/data-lender="Demo-Lebensversicherung Hanse".*?Insurer.*?all of Germany.*?€100,000.*?purchase, refinance, construction.*?employees, civil servants/);
    expect(en).toMatch(/data-lender="Demo-Sparkasse Rhein-Main".*?Savings bank.*?HE, RP.*?€25,000/);
    // The picked lender: its sheet in force, its grid (10 years at 80 %, loans from €150,000: the model's 3.73 % less 0.10 points) and terms.
    expect(en).toContain('Condition sheets of Demo-Sparkasse Isartal');
    expect(en).toContain('in force today');
    expect(en).toContain('Rates of the newest sheet, valid from Jun 3, 2025');
    expect(en).toMatch(/loans from €150,000, by fixation and loan-to-value.*?data-fixation="10".*?data-ltv="0.8"[^>]*>3.63%/);
    expect(en).toContain('Special repayment without surcharge: 5% of the loan a year');
    expect(en).toContain('Only admins import condition sheets');
    expect(en).not.toContain('lenders-upload-form');
    const de = render('de', { ...props, canImport: true });
    expect(de).toMatch(/data-lender="Demo-Bausparkasse Süd".*?Bausparkasse.*?ganz Deutschland.*?20.000 €/);
    expect(de).toContain('Konditionsblätter von Demo-Sparkasse Isartal');
    expect(de).toMatch(/data-fixation="10".*?data-ltv="0.8"[^>]*>3,63 %/);
    expect(de).toContain('data-testid="lenders-upload-form"');
  });

  test('an admin uploads a good file: imported, and the page says so', async () => {
    const json = JSON.stringify({ lenders: [LENDER], sheets: [sheetOf('2026-12-01', 3.45)] });
    const response = await post(upload('beispiel.json', json, 'de'), admin);
    const url = new URL(response.headers.get('location')!);
    expect(url.pathname).toBe('/de/team/banken');
    const report = (await sheetImportById(db, url.searchParams.get('import')!))!;
    expect(report).toMatchObject({ status: 'imported', sheetsAdded: 1, cellsAdded: 2, lendersAdded: 1 });
    const de = render('de', { today: '2026-11-29', lenders: await listLenders(db), selected: null, imports: await recentSheetImports(db), report, error: null, canImport: true });
    expect(de).toContain('Importiert: 1 Blatt mit 2 Zinszellen; 1 Bank angelegt, 0 geändert.');
    expect(de).toContain('data-lender="Beispielbank Test"');
  });
});
