/**
 * Downloads of the mortgage calculator (issue item 7): GET /api/calculator/schedule-csv and
 * GET /api/calculator/financing-plan, called with real Request objects. The PDF's text is read with
 * `pdftotext` (poppler-utils; `npm test` installs it when missing and running as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getPlan } from '@/app/api/calculator/financing-plan/route';
import { GET as getCsv } from '@/app/api/calculator/schedule-csv/route';
import { evaluateMortgageForm, formFromParams } from '@/features/calculators/mortgage-form';
import { csvNumber } from '@/features/calculators/financing-plan';
import { todayInBerlin } from '@/lib/dates';
import { useMemoryAppDb } from '../support/app-db';
import { marketOn } from '@/engine/rates/fixtures';

// The routes read the rate curve from the database: a fresh one with the fixture curves.
beforeAll(async () => {
  await useMemoryAppDb();
});

const DATE = '2026-11-21';
const BASE = 'http://localhost:3000/api/calculator';

function request(route: 'schedule-csv' | 'financing-plan', params: Record<string, string> = {}): Request {
  return new Request(`${BASE}/${route}?${new URLSearchParams({ date: DATE, ...params })}`);
}

/** The engine's figures for the same parameters (what the calculator page shows). */
function engine(params: Record<string, string> = {}) {
  const evaluation = evaluateMortgageForm(formFromParams(new URLSearchParams(params)), DATE, marketOn(DATE));
  if (!evaluation.calculation) throw new Error('default form must calculate');
  return evaluation.calculation;
}

/** Whole euros as on screen (src/i18n/formats.ts "euro"), spaces normalised. */
function screenEuro(value: number, locale: 'de-DE' | 'en-GB'): string {
  return normalise(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(value));
}

function normalise(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

async function csvLines(response: Response): Promise<{ bytes: Uint8Array; lines: string[] }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  return { bytes, lines: text.slice(1, -2).split('\r\n') };
}

describe('GET /api/calculator/schedule-csv', () => {
  it('de: BOM, German header, one row per installment until payoff, engine figures with decimal commas', async () => {
    const response = await getCsv(request('schedule-csv'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tilgungsplan.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const { bytes, lines } = await csvLines(response);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Monat;Datum;Rate;Zinsen;Tilgung;Restschuld');

    const c = engine();
    const rows = lines.slice(1);
    expect(c.chosen.payoffMonths).not.toBeNull();
    expect(rows).toHaveLength(c.chosen.payoffMonths!);
    for (const row of rows) expect(row).toMatch(/^\d+;\d{4}-\d{2};\d+,\d{2};\d+,\d{2};\d+,\d{2};\d+,\d{2}$/);

    const interest = (c.loanAmount * c.chosen.interestRate) / 12;
    const first = rows[0]!.split(';');
    expect(first[0]).toBe('1');
    expect(first[1]).toBe('2026-12'); // first installment: the month after the calculation date
    expect(first[2]).toBe(c.chosen.monthlyRate.toFixed(2).replace('.', ','));
    expect(first[2]).toBe('1900,00');
    expect(first[3]).toBe(interest.toFixed(2).replace('.', ','));
    expect(first[4]).toBe((c.chosen.monthlyRate - interest).toFixed(2).replace('.', ','));
    expect(first[5]).toBe((c.loanAmount - (c.chosen.monthlyRate - interest)).toFixed(2).replace('.', ','));

    const last = rows[rows.length - 1]!.split(';');
    expect(last[5]).toBe('0,00');
    const payoff = c.chosen.payoffDate!;
    expect(last[1]).toBe(`${payoff.year}-${String(payoff.month).padStart(2, '0')}`);
    // The last installment is the smaller rest.
    expect(Number(last[2]!.replace(',', '.'))).toBeLessThanOrEqual(1900);
  });

  it('en: comma separators, decimal points and an English header', async () => {
    const response = await getCsv(request('schedule-csv', { locale: 'en' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="repayment-schedule.csv"');
    const { lines } = await csvLines(response);
    expect(lines[0]).toBe('Month,Date,Installment,Interest,Repayment,Balance');
    const c = engine();
    const interest = (c.loanAmount * c.chosen.interestRate) / 12;
    expect(lines[1]).toBe(
      ['1', '2026-12', '1900.00', interest.toFixed(2), (1900 - interest).toFixed(2), (c.loanAmount - 1900 + interest).toFixed(2)].join(','),
    );
    expect(lines[lines.length - 1]!.split(',')[5]).toBe('0.00');
    expect(lines).toHaveLength(c.chosen.payoffMonths! + 1);
  });

  it('uses a manual rate when the calculator link says so (rateMode=manual)', async () => {
    const { lines } = await csvLines(await getCsv(request('schedule-csv', { rateMode: 'manual', rate: '3.5' })));
    const c = engine({ rateMode: 'manual', rate: '3.5' });
    expect(c.chosen.interestRate).toBeCloseTo(0.035, 12);
    // Interest of the first month at 3.5 %: loan × 0.035 / 12.
    expect(lines[1]!.split(';')[3]).toBe(csvNumber((c.loanAmount * 0.035) / 12, 'de'));
  });

  it('formats numbers without grouping', () => {
    expect(csvNumber(1234.564, 'de')).toBe('1234,56');
    expect(csvNumber(1234.566, 'en')).toBe('1234.57');
    expect(csvNumber(-1e-9, 'de')).toBe('0,00');
  });
});

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const PDFTOTEXT_MISSING = 'pdftotext is missing: install Debian\'s poppler-utils (apt-get install -y poppler-utils); npm test does this when run as root.';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'financing-plan-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array, name: string): string {
  if (!hasPdftotext) throw new Error(PDFTOTEXT_MISSING);
  const file = path.join(tmp, name);
  fs.writeFileSync(file, bytes);
  return normalise(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
}

describe('GET /api/calculator/financing-plan', () => {
  it('de: a PDF download with the headers', async () => {
    const response = await getPlan(request('financing-plan'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="finanzierungsplan.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
  });

  it('de: the text holds the figures on screen, the schedule and the disclaimer; Inter is embedded', async () => {
    const bytes = new Uint8Array(await (await getPlan(request('financing-plan'))).arrayBuffer());
    const text = pdfText(bytes, 'de.pdf');
    const c = engine();
    expect(text).toContain('Hauslotse');
    expect(text).toContain('Finanzierungsplan');
    expect(text).toContain('Berechnet am 21.11.2026');
    expect(text).toContain(screenEuro(c.loanAmount, 'de-DE'));
    expect(text).toContain('379.000 €');
    expect(text).toContain(screenEuro(c.chosen.monthlyRate, 'de-DE'));
    expect(text).toContain('1.900 €');
    expect(text).toContain('Grunderwerbsteuer (6,00 %)');
    expect(text).toContain('Maklerprovision (Anteil Käufer)');
    expect(text).toContain('(Modellzins)');
    expect(text).toContain('Tilgungsplan nach Jahren');
    // Schedule by calendar year: from the first installment's year to the payoff year.
    expect(text).toMatch(/\b2026\b/);
    expect(text).toContain(String(c.chosen.payoffDate!.year));
    expect(text).toContain('Unverbindliche Modellrechnung, kein Angebot');
    expect(text).toMatch(/Seite 1 von \d/);

    const fonts = execFileSync('pdffonts', [path.join(tmp, 'de.pdf')], { encoding: 'utf8' });
    expect(fonts).toMatch(/Inter-Regular\s.*\byes\b/);
    expect(fonts).toMatch(/Inter-Bold\s.*\byes\b/);
  });

  it('en: English texts and numbers, manual rate marked', async () => {
    const response = await getPlan(request('financing-plan', { locale: 'en', loc: 'muenchen', commission: '3.57', rateMode: 'manual', rate: '3.5' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="financing-plan.pdf"');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()), 'en.pdf');
    const c = engine({ loc: 'muenchen', commission: '3.57', rateMode: 'manual', rate: '3.5' });
    expect(text).toContain('Financing plan');
    expect(text).toContain('Calculated on 21 Nov 2026');
    expect(text).toContain(screenEuro(c.loanAmount, 'en-GB'));
    expect(text).toContain('€1,900');
    expect(text).toContain('Munich (Bavaria)');
    expect(text).toContain('3.50% (your own rate)');
    expect(text).toContain('Broker commission (3.57%)');
    expect(text).toContain('Non-binding model calculation, not an offer');
  });

  it('a 41-year term and a payoff after the Regelaltersgrenze are in the plan as notes, in both languages (issue 24)', async () => {
    const published = { loc: 'muenchen', price: '400000', savings: '50000', commission: '0', mode: 'percent', repayment: '2', fix: '10', rateMode: 'manual', rate: '0.98', born: '1980' };
    const en = normalise(pdfText(new Uint8Array(await (await getPlan(request('financing-plan', { ...published, locale: 'en' }))).arrayBuffer()), 'long-en.pdf'));
    expect(en).toContain('Paid off only after 41 years');
    expect(en).toContain('after your regular retirement age of 67');
    const de = normalise(pdfText(new Uint8Array(await (await getPlan(request('financing-plan', { ...published, locale: 'de' }))).arrayBuffer()), 'long-de.pdf'));
    expect(de).toContain('Erst nach 41 Jahren abbezahlt');
    expect(de).toContain('Regelaltersgrenze von 67 Jahren');
  });
});

describe('invalid requests answer 400 INVALID_INPUT, never 500', () => {
  const routes = [
    ['schedule-csv', async (r: Request) => getCsv(r)],
    ['financing-plan', async (r: Request) => getPlan(r)],
  ] as const;

  for (const [name, get] of routes) {
    it(`${name}: field codes of the calculator's validation`, async () => {
      const response = await get(request(name, { savings: '', payment: 'abc' }));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({ error: { code: 'INVALID_INPUT', field: null, params: { fields: { savings: 'REQUIRED', payment: 'NOT_A_NUMBER' } } } });
      // Range checks come from the calculation (as on the calculator page).
      const low = await get(request(name, { price: '50000' }));
      expect(low.status).toBe(400);
      expect(await low.json()).toEqual({ error: { code: 'INVALID_INPUT', field: null, params: { fields: { price: 'PRICE_TOO_LOW' } } } });
    });

    it(`${name}: a payment below the minimum and an unknown place`, async () => {
      const low = await get(request(name, { payment: '100' }));
      expect(low.status).toBe(400);
      expect(await low.json()).toEqual({ error: { code: 'INVALID_INPUT', field: null, params: { fields: { payment: 'PAYMENT_TOO_LOW' } } } });
      const place = await get(request(name, { loc: 'atlantis' }));
      expect(place.status).toBe(400);
      expect(((await place.json()) as { error: { params: { fields: Record<string, string> } } }).error.params.fields).toHaveProperty('loc');
    });

    it(`${name}: a foreign locale`, async () => {
      for (const locale of ['fr', '', 'DE']) {
        const response = await get(request(name, { locale }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: 'INVALID_INPUT', field: null, params: { fields: { locale: 'UNSUPPORTED_LOCALE' } } } });
      }
    });

    it(`${name}: a malformed or too early date`, async () => {
      const bad = await get(request(name, { date: '2026-02-30' }));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: { code: 'INVALID_INPUT', field: null, params: { fields: { date: 'INVALID_DATE' } } } });
      const early = await get(request(name, { date: '1990-01-01' }));
      expect(early.status).toBe(400);
      expect(await early.json()).toEqual({ error: { code: 'INVALID_INPUT', field: null, params: { fields: { date: 'DATE_OUT_OF_RANGE' } } } });
    });
  }
});

describe('calculation date', () => {
  it('defaults to today in Europe/Berlin', async () => {
    expect(todayInBerlin(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(todayInBerlin(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01'); // CET, UTC+1
    expect(todayInBerlin(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // CEST, UTC+2
    const response = await getCsv(new Request(`${BASE}/schedule-csv`));
    expect(response.status).toBe(200);
    const { lines } = await csvLines(response);
    const today = todayInBerlin();
    const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1));
    expect(lines[1]!.split(';')[1]).toBe(`${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`);
  });
});
