/**
 * The retirement planner's PDF (issue 13): GET /api/pension/pdf called with real Request objects. The PDF's
 * text is read with `pdftotext` (poppler-utils; `npm test` installs it when missing and running as root).
 * The figures must be the page's (the engine's for the same URL parameters, date and rate market).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/pension/pdf/route';
import { marketOn } from '@/engine/rates/fixtures';
import { buildPensionPdf } from '@/features/pension/pension-pdf';
import { evaluatePensionForm, pensionFormFromParams } from '@/features/pension/pension-form';
import { useMemoryAppDb } from '../support/app-db';
import { normaliseSpaces, pdfText } from '../support/pdf-text';

beforeAll(async () => {
  await useMemoryAppDb();
});

const DATE = '2026-11-21';

function request(params: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000/api/pension/pdf?${new URLSearchParams({ date: DATE, ...params })}`);
}

/** The page's plan for the same parameters. */
function engine(params: Record<string, string> = {}) {
  const e = evaluatePensionForm(pensionFormFromParams(new URLSearchParams(params)), { today: DATE, market: marketOn(DATE) });
  if (!e.plan) throw new Error(`form must calculate: ${JSON.stringify(e.errors)}`);
  return e.plan;
}

const normalise = normaliseSpaces;

/** Whole euros as on screen. */
function euro(value: number, locale: 'de-DE' | 'en-GB'): string {
  return normalise(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(value)));
}

describe('GET /api/pension/pdf', () => {
  it('de, the example: a PDF download with the page\'s figures, the solutions, the assumptions and the disclaimer', async () => {
    const response = await GET(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="altersvorsorge-plan.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));

    const text = pdfText(bytes);
    const plan = engine();
    expect(text).toContain('Hauslotse');
    expect(text).toContain('Dein Altersvorsorge-Plan');
    expect(text).toContain('Berechnet am 21.11.2026');
    // Inputs.
    expect(text).toContain('Monatliches Bruttoeinkommen');
    expect(text).toContain('4.500 €');
    // Summary sentence and the gap.
    expect(text).toContain(`Um deinen Lebensstandard zu halten, brauchst du im Ruhestand ${euro(plan.pensionGap, 'de-DE')}`);
    expect(text).toMatch(new RegExp(`Rentenlücke[^\\n]*${euro(plan.pensionGap, 'de-DE')}`));
    // Statutory pension, gross to net.
    expect(text).toMatch(new RegExp(`Bruttorente[^\\n]*${euro(plan.statutory.monthlyGross, 'de-DE')}`));
    expect(text).toContain(`− ${euro(plan.statutory.healthInsurance, 'de-DE')}`);
    expect(text).toContain(`− ${euro(plan.statutory.incomeTax, 'de-DE')}`);
    expect(text).toMatch(new RegExp(`Nettorente[^\\n]*${euro(plan.statutory.monthlyNet, 'de-DE')}`));
    // The four solution rows.
    expect(text).toContain('Weg 1: Private Rentenversicherung');
    expect(text).toContain('Weg 2: Eigenes Zuhause');
    expect(text).toContain('Weg 3: Vermietete Immobilie');
    expect(text).toContain('Weg 4:');
    expect(text).toContain('250.000 €');
    expect(text).toContain('237.500 €');
    // Issue 24: the cash needed is split into own money and purchase costs (the costs were labelled as all of it).
    expect(text).toMatch(/Eigenkapital \(eigenes Geld\)[^\n]*12\.500 €/);
    // No place given: the 6 % is an assumption and says so; the rate is the model rate with its curve date.
    expect(text).toMatch(/Kaufnebenkosten \(6 % Grunderwerbsteuer als Annahme, 2 % Notar\)[^\n]*20\.000 €/);
    expect(text).toMatch(/Modellzins \(10 Jahre fest, Stand \d\d\.\d\d\.\d{4}\)/);
    expect(text).toMatch(/Benötigtes Geld beim Kauf[^\n]*32\.500 €/);
    // Assumptions with source and valid-from date, the money basis and the disclaimer.
    expect(text).toContain('§ 77 SGB VI');
    expect(text).toMatch(/§ 32a EStG · Gültig ab: \d\d\.\d\d\.\d{4}/);
    expect(text).toContain('heutigen Euro');
    expect(text).toContain('Modellrechnung');
    expect(text).toContain('keine Anlage-, Steuer- oder Rechtsberatung');
    expect(text).toMatch(/Seite 1 von \d/);
  });

  it('de, living in Munich: the house cards use Bavaria\'s 3.5 % transfer tax and say so (issue 24 point 3)', async () => {
    const text = pdfText(new Uint8Array(await (await GET(request({ city: 'München' }))).arrayBuffer()));
    // 250,000 × (3.5 % + 2 %) = 13,750; cash needed 12,500 + 13,750 = 26,250.
    expect(text).toMatch(/Kaufnebenkosten \(3,5 % Grunderwerbsteuer in Bayern, 2 % Notar\)[^\n]*13\.750 €/);
    expect(text).toMatch(/Benötigtes Geld beim Kauf[^\n]*26\.250 €/);
  });

  it('en, changed inputs (40 years, owner, inflation): English texts, the figures for those inputs, no own-home option', async () => {
    const params = { locale: 'en', age: '40', inc: '6000', own: 'yes', infl: 'yes' };
    const response = await GET(request(params));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="retirement-plan.pdf"');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    const plan = engine(params);
    expect(plan.moneyBasis).toBe('nominal');
    expect(text).toContain('Your retirement plan');
    expect(text).toContain('Calculated on Nov 21, 2026');
    expect(text).toContain('€6,000');
    expect(text).toMatch(new RegExp(`Pension gap[^\\n]*${euro(plan.pensionGap, 'en-GB')}`));
    expect(text).toMatch(new RegExp(`Net pension a month[^\\n]*${euro(plan.statutory.monthlyNet, 'en-GB')}`));
    expect(text).toContain('nominal euros');
    expect(text).toContain('Not offered: you already own the home you live in');
    expect(text).toContain('not investment, tax or legal advice');
  });

  it('the document texts per locale have the same structure (no missing message shows its key)', () => {
    const plan = engine();
    const form = pensionFormFromParams(new URLSearchParams());
    const de = buildPensionPdf({ locale: 'de', date: DATE, form, plan });
    const en = buildPensionPdf({ locale: 'en', date: DATE, form, plan });
    expect(de.sections.map((s) => s.rows.length)).toEqual(en.sections.map((s) => s.rows.length));
    const all = (d: typeof de) => [d.title, d.intro, ...d.summary, ...d.sections.flatMap((s) => [s.heading, ...s.rows.flatMap((r) => [r.label, r.value, r.note ?? '', r.detail ?? ''])])];
    for (const line of [...all(de), ...all(en)]) expect(line).not.toMatch(/^(pdf|form|results|solutions|assumptions)\./);
    expect(de.summary[0]).not.toBe(en.summary[0]);
  });
});

describe('invalid requests answer 400 with codes and messages in the visitor\'s language, never 500', () => {
  it('an age below 20 and a letter for the income', async () => {
    const response = await GET(request({ age: '19', inc: 'abc' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: {
        code: 'INVALID_INPUT',
        field: null,
        params: {
          fields: { age: 'MINIMUM', inc: 'INVALID_NUMBER' },
          messages: { age: 'Der Rechner ist für Menschen ab 20 Jahren gedacht', inc: expect.any(String) },
        },
      },
    });
    const en = (await (await GET(request({ age: '19', locale: 'en' }))).json()) as { error: { params: { messages: Record<string, string> } } };
    expect(en.error.params.messages.age).toBe('The planner works from the age of 20');
  });

  it('a foreign locale and a malformed date', async () => {
    const locale = await GET(request({ locale: 'fr' }));
    expect(locale.status).toBe(400);
    expect(((await locale.json()) as { error: { params: { fields: unknown } } }).error.params.fields).toEqual({ locale: 'UNSUPPORTED_LOCALE' });
    const bad = await GET(request({ date: '2026-02-30', locale: 'en' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { params: { fields: { date: 'INVALID_DATE' }, messages: { date: 'The date must be a real date in the form YYYY-MM-DD.' } } } });
  });
});
