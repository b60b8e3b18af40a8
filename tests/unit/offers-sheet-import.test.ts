/**
 * The condition sheet import's refusals (issue 50, ADR 050) that need no database: each reason code, named by the
 * CSV line or the JSON path, and all refusals of a file at once. The refusals that need the database (an unknown or
 * demo lender, a day the lender has, a file too large) are in tests/db/offers-sheets.test.ts. Every code has its
 * text in both languages.
 */
import { describe, expect, test } from 'vitest';
import { crossCheck, parseSheetFile, SHEET_REFUSAL_CODES, type SheetRefusal } from '@/features/offers/sheet-import';
import { messagesFor } from '@/i18n/messages';

const HEADER = 'lender,valid_from,fixation_years,ltv_max,loan_min,loan_max,nominal_rate,special_repayment_free,source';
const row = (over: Partial<Record<string, string>> = {}) => {
  const r = { lender: 'Beispielbank', valid_from: '2026-12-01', fixation_years: '10', ltv_max: '80', loan_min: '0', loan_max: '', nominal_rate: '3.45', special_repayment_free: '5', source: 'Konditionen vom 28.11.2026', ...over };
  return HEADER.split(',').map((c) => r[c as keyof typeof r]).join(',');
};
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

/** Every refusal of a file: the parse's and the checks across rows. */
const refusals = (text: string): SheetRefusal[] => {
  const file = parseSheetFile(text);
  return [...file.refusals, ...crossCheck(file)];
};
const codes = (text: string) => refusals(text).map((r) => [r.where, r.code]);

const sheet = (over: Record<string, unknown> = {}) => ({ lender: 'Beispielbank', validFrom: '2026-12-01', source: 'Konditionen', specialRepaymentFree: 5, rates: [{ fixationYears: 10, ltvMax: 80, nominalRate: 3.45 }], ...over });
const json = (doc: unknown) => JSON.stringify(doc);

describe('a good file', () => {
  test('CSV with a decimal point: one sheet per lender and day, percent turned into fractions, empty bounds as 0 and none', () => {
    const file = parseSheetFile(csv(row(), row({ fixation_years: '15', nominal_rate: '3.61' }), row({ lender: 'Zweite Bank', loan_min: '100000', loan_max: '500000' })));
    expect(file.refusals).toEqual([]);
    expect(crossCheck(file)).toEqual([]);
    expect(file.format).toBe('csv');
    expect(file.sheets.map((s) => [s.lender, s.validFrom, s.sheet.rates.length, s.sheet.specialRepaymentFree])).toEqual([
      ['Beispielbank', '2026-12-01', 2, 0.05],
      ['Zweite Bank', '2026-12-01', 1, 0.05],
    ]);
    expect(file.sheets[0]!.sheet.rates[0]).toEqual({ fixationYears: 10, ltvMax: 0.8, loanMin: 0, loanMax: null, nominalRate: 0.0345 });
    expect(file.sheets[1]!.sheet.rates[0]).toMatchObject({ loanMin: 100_000, loanMax: 500_000 });
  });

  test('CSV with semicolons and decimal commas (as a German spreadsheet saves it), a BOM and CRLF', () => {
    const text = '\uFEFF' + [HEADER.replaceAll(',', ';'), 'Beispielbank;2026-12-01;10;80;0;;3,45;5;Quelle'].join('\r\n');
    const file = parseSheetFile(text);
    expect(file.refusals).toEqual([]);
    expect(file.sheets[0]!.sheet.rates[0]!.nominalRate).toBe(0.0345);
  });

  test('JSON with lenders, surcharges and fees: numbers or strings with a comma, surcharges in fractions', () => {
    const file = parseSheetFile(
      json({
        lenders: [{ name: 'Beispielbank', kind: 'bank', regions: ['BY'], minLoan: 50000, purposes: ['purchase'], employments: ['employed'] }],
        sheets: [
          sheet({
            fees: [{ name: 'Wertermittlung', amount: 300 }],
            surcharges: { smallLoan: { below: 100000, add: '0,2' }, forward: { freeMonths: 3, perMonth: 0.02, maxMonths: 36 }, specialRepayment: [{ percent: 10, add: 0.05 }], energyClass: { 'A+': -0.1 } },
            rates: [{ fixationYears: 10, ltvMax: '80', loanMin: 0, loanMax: null, nominalRate: '3,45' }],
          }),
        ],
      }),
    );
    expect(file.refusals).toEqual([]);
    expect(file.lenders).toMatchObject([{ name: 'Beispielbank', kind: 'bank', regions: ['BY'], minLoan: 50_000 }]);
    expect(file.sheets[0]!.sheet).toEqual({
      rates: [{ fixationYears: 10, ltvMax: 0.8, loanMin: 0, loanMax: null, nominalRate: 0.0345 }],
      surcharges: { smallLoan: { below: 100_000, add: 0.002 }, forward: { freeMonths: 3, perMonth: 0.0002, maxMonths: 36 }, specialRepayment: [{ percent: 10, add: 0.0005 }], energyClass: { 'A+': -0.001 } },
      fees: [{ name: 'Wertermittlung', amount: 300 }],
      specialRepaymentFree: 0.05,
      source: 'Konditionen',
    });
  });
});

describe('each refusal, named by its line or JSON path', () => {
  test('the file as a whole: unreadable, not JSON, missing columns, no sheet, too many sheets', () => {
    expect(codes('just some words\n')).toEqual([['', 'unreadable']]);
    expect(refusals('{"sheets": [')[0]).toMatchObject({ where: '', code: 'notJson' });
    expect(refusals('lender,valid_from,nominal_rate\nX,2026-12-01,3.4')).toEqual([{ where: '1', code: 'missingColumns', params: { columns: 'fixation_years, ltv_max, loan_min, loan_max, special_repayment_free, source' } }]);
    expect(codes(csv())).toEqual([['', 'noSheets']]);
    expect(codes(json({ sheets: [] }))).toEqual([['$', 'noSheets']]);
    expect(codes(json({ sheets: Array.from({ length: 201 }, (_, i) => sheet({ validFrom: `2026-12-${String((i % 28) + 1).padStart(2, '0')}` })) }))).toEqual([['$.sheets', 'tooManySheets']]);
  });

  test('a CSV line that cannot be read (a quote left open)', () => {
    expect(codes(csv(row(), 'Beispielbank,2026-12-01,10,80,0,,"3.45,5,x'))).toContainEqual(['3', 'badLine']);
  });

  test('a field: required, number, whole, date, too small, too big — in CSV by line, with the column', () => {
    const found = refusals(
      csv(
        row({ lender: '' }),
        row({ nominal_rate: '3.4.5' }),
        row({ fixation_years: '10.5' }),
        row({ valid_from: '2026-02-30' }),
        row({ ltv_max: '0' }),
        row({ nominal_rate: '25' }),
        row({ loan_min: '1.000.000' }),
      ),
    );
    expect(found).toEqual([
      { where: '2', code: 'required', params: { field: 'lender' } },
      { where: '3', code: 'number', params: { field: 'nominal_rate', value: '3.4.5' } },
      { where: '4', code: 'whole', params: { field: 'fixation_years' } },
      { where: '5', code: 'date', params: { field: 'valid_from' } },
      { where: '6', code: 'tooSmall', params: { field: 'ltv_max', min: 0 } },
      { where: '7', code: 'tooBig', params: { field: 'nominal_rate', max: 20 } },
      { where: '8', code: 'number', params: { field: 'loan_min', value: '1.000.000' } },
    ]);
  });

  test('JSON: the wrong kind of value, a value not allowed, an unknown field, bounds out of order — by JSON path', () => {
    const found = refusals(
      json({
        lenders: [{ name: 'Neue Bank', kind: 'credit_union', minLoan: 10000, purposes: ['purchase'], employments: ['employed'], rating: 'AAA' }],
        sheets: [sheet({ specialRepaymentFree: true, surcharges: { forward: { freeMonths: 12, perMonth: 0.02, maxMonths: 6 } }, rates: [{ fixationYears: 10, ltvMax: 80, nominalRate: 3.45 }, { fixationYears: 10, ltvMax: 80 }] })],
      }),
    );
    expect(found).toEqual([
      { where: '$.lenders[0]', code: 'invalidValue', params: { field: 'kind', allowed: 'bank, savings_bank, building_society, insurer' } },
      { where: '$.lenders[0]', code: 'unknownField', params: { field: 'rating' } },
      { where: '$.sheets[0].rates[1]', code: 'required', params: { field: 'nominalRate' } },
      { where: '$.sheets[0]', code: 'type', params: { field: 'specialRepaymentFree' } },
      { where: '$.sheets[0].surcharges.forward', code: 'order', params: { field: 'surcharges.forward.maxMonths' } },
    ]);
  });

  test('across rows: the same sheet or lender twice, overlapping loan bands, a band upside down, a CSV sheet whose rows disagree', () => {
    const lender = { name: 'Neue Bank', kind: 'bank', minLoan: 10000, purposes: ['purchase'], employments: ['employed'] };
    expect(refusals(json({ lenders: [lender, { ...lender, name: 'neue bank' }], sheets: [sheet(), sheet({ lender: 'BEISPIELBANK' })] }))).toEqual([
      { where: '$.lenders[1]', code: 'duplicateLender', params: { lender: 'neue bank', first: '$.lenders[0]' } },
      { where: '$.sheets[1]', code: 'duplicateSheet', params: { lender: 'BEISPIELBANK', validFrom: '2026-12-01', first: '$.sheets[0]' } },
    ]);
    expect(refusals(csv(row({ loan_max: '200000' }), row({ loan_min: '100000', loan_max: '' }), row({ loan_min: '200000', loan_max: '150000', fixation_years: '15' }), row({ fixation_years: '20', source: 'Andere Quelle' })))).toEqual([
      { where: '5', code: 'termsDiffer', params: { field: 'source', line: 2 } },
      { where: '3', code: 'overlap', params: { fixation: 10, ltv: 80, other: '2' } },
      { where: '4', code: 'order', params: { field: 'loan_max' } },
    ]);
    // Bands that meet without overlapping (loan_min ≤ L < loan_max) are fine.
    expect(refusals(csv(row({ loan_max: '100000' }), row({ loan_min: '100000' })))).toEqual([]);
  });

  test('a file with many faults: every refused row is named at once, none left out', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row({ fixation_years: String(i + 1), nominal_rate: i % 3 === 0 ? 'x' : '3.4' }));
    expect(refusals(csv(...rows)).map((r) => r.where)).toEqual(['2', '5', '8', '11', '14', '17', '20', '23', '26', '29']);
  });
});

test('every refusal code has its text in both languages', () => {
  for (const locale of ['de', 'en'] as const) {
    const texts = (messagesFor(locale) as { offers: { sheets: { report: { refusals: Record<string, string> } } } }).offers.sheets.report.refusals;
    expect(Object.keys(texts).sort(), locale).toEqual([...SHEET_REFUSAL_CODES].sort());
  }
});
