/**
 * Import of lenders' condition sheets (issue 50, ADR 050): a CSV file of rate cells, or a JSON document with the
 * whole sheet (and, optionally, the lenders' master data). Checked with zod at the boundary; every refusal is named
 * by its line (CSV; the header is line 1) or JSON path and a reason code with figures (translated on the back
 * office's page). Nothing is half applied: all checks run first, inside one transaction, and any refusal stores
 * nothing — the report then lists every refusal. Every upload is recorded with its report (`lender_sheet_imports`).
 *
 * THE LAYOUT (also in docs/decisions/050-lender-offers.md). Every rate, surcharge, share and loan-to-value in a
 * file is in PERCENT, with a decimal point or a decimal comma ("3.45", "3,45"); money in whole or decimal euros
 * without thousands separators; days as YYYY-MM-DD.
 *
 * CSV (UTF-8, a BOM allowed; comma-separated, or semicolon-separated when the header line has a semicolon — then
 * a decimal comma needs no quotes): one row per rate cell, header line with these columns in any order:
 *
 *   lender,valid_from,fixation_years,ltv_max,loan_min,loan_max,nominal_rate,special_repayment_free,source
 *   Beispielbank,2026-12-01,10,80,0,,3.45,5,Konditionen der Beispielbank vom 28.11.2026
 *
 *   - lender: the lender's name as the back office lists it (any case); it must exist (a CSV creates no lender).
 *   - valid_from: the sheet's first day. The rows of one lender and day form one sheet.
 *   - fixation_years: whole years (1–40). ltv_max: the loan-to-value step's upper bound in percent (e.g. 60, 80,
 *     90, 100, 110). loan_min / loan_max: the loan size band in euros (loan_min empty: 0; loan_max empty: no
 *     upper bound; a loan L is in the band when loan_min ≤ L < loan_max). nominal_rate: percent a year.
 *   - special_repayment_free (percent of the loan a year, without surcharge) and source: the sheet's, the same on
 *     every row of the sheet. A CSV sheet has no surcharges and no fees; a sheet with them is imported as JSON.
 *
 * JSON (one document):
 *
 *   { "lenders": [ { "name": "Beispielbank", "kind": "bank", "regions": ["BY", "BW"], "minLoan": 50000,
 *                    "purposes": ["purchase", "refinance", "forward", "construction"],
 *                    "employments": ["employed", "civil_servant", "self_employed", "retired"] } ],
 *     "sheets": [ { "lender": "Beispielbank", "validFrom": "2026-12-01", "source": "…", "specialRepaymentFree": 5,
 *                   "fees": [ { "name": "Wertermittlung", "amount": 300 } ],
 *                   "surcharges": { "smallLoan": { "below": 100000, "add": 0.2 },
 *                                   "forward": { "freeMonths": 3, "perMonth": 0.02, "maxMonths": 36 },
 *                                   "specialRepayment": [ { "percent": 10, "add": 0.05 } ],
 *                                   "energyClass": { "A+": -0.1, "A": -0.05 } },
 *                   "rates": [ { "fixationYears": 10, "ltvMax": 80, "loanMin": 0, "loanMax": null, "nominalRate": 3.45 } ] } ] }
 *
 *   - "lenders" is optional: each entry creates the lender, or replaces an existing lender's master data (regions:
 *     two-letter state codes, empty or absent for all of Germany; kind, purposes and employments as in ./model.ts).
 *   - "sheets": at least one. "fees" and "surcharges" (and each surcharge) are optional: absent means none. A
 *     sheet's lender must exist or be in the same document's "lenders". Numbers may be JSON numbers or strings.
 *
 * Refused (codes in SHEET_REFUSAL_CODES): a file that is neither JSON nor CSV with the columns; a field missing,
 * not a number, out of its bounds or not one of the allowed values; an unknown field; a lender that does not exist;
 * a demo lender (its conditions come only from the demo seed); a sheet of a day the lender already has (sheets are
 * never edited: new conditions are a new sheet of a later day); the same sheet or lender twice in one file; two
 * cells of one sheet whose loan bands overlap for the same fixation and loan-to-value; the rows of one CSV sheet
 * disagreeing on its special repayment or source.
 */
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { STATE_CODES } from '@/engine/geo/regions';
import { EMPLOYMENTS, LENDER_KINDS, LOAN_PURPOSES, type ConditionSheet, type RateCell } from './model';
import { lendersByLowerName } from './repository';
import { ENERGY_CLASSES, storedSheetSchema } from './sheet-shapes';
import { lenderConditionSheets, lenders, lenderSheetImports } from './tables';

/** The largest file the back office accepts. */
export const MAX_SHEET_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_SHEETS_PER_FILE = 200;
/** Refusals kept in a report; past it one `more` refusal says how many were left out. */
export const MAX_REPORTED_REFUSALS = 200;

export const SHEET_CSV_COLUMNS = ['lender', 'valid_from', 'fixation_years', 'ltv_max', 'loan_min', 'loan_max', 'nominal_rate', 'special_repayment_free', 'source'] as const;

export const SHEET_REFUSAL_CODES = [
  // The file as a whole.
  'unreadable',
  'badLine',
  'notJson',
  'missingColumns',
  'noSheets',
  'tooManySheets',
  'tooLarge',
  // A field.
  'required',
  'type',
  'number',
  'whole',
  'date',
  'tooSmall',
  'tooBig',
  'invalidValue',
  'unknownField',
  'order',
  // Across rows and the database.
  'unknownLender',
  'demoLender',
  'sheetExists',
  'duplicateSheet',
  'duplicateLender',
  'overlap',
  'termsDiffer',
  'conflict',
  'more',
] as const;
export type SheetRefusalCode = (typeof SHEET_REFUSAL_CODES)[number];

/**
 * One refusal: `where` is the CSV line as digits ("12"), a JSON path starting with "$" ("$.sheets[0].rates[3]"), or
 * "" for the file as a whole; `params` the figures of the reason (field, value, min, max, lender, …).
 */
export interface SheetRefusal {
  where: string;
  code: SheetRefusalCode;
  params: Record<string, string | number>;
}

export type SheetFileFormat = 'csv' | 'json' | 'unknown';

interface ParsedLender {
  where: string;
  name: string;
  kind: (typeof LENDER_KINDS)[number];
  regions: string[];
  minLoan: number;
  purposes: string[];
  employments: string[];
}

interface ParsedSheet {
  where: string;
  lender: string;
  validFrom: string;
  sheet: Omit<ConditionSheet, 'id' | 'lenderId' | 'validFrom'>;
  /** Each cell's place in the file, in the order of `sheet.rates`. */
  cellWhere: string[];
}

export interface ParsedSheetFile {
  format: SheetFileFormat;
  lenders: ParsedLender[];
  sheets: ParsedSheet[];
  refusals: SheetRefusal[];
}

// ---------------------------------------------------------------------------------------------------------------
// Values as a file writes them.

/** A decimal number as a JSON number or a string with a decimal point or comma, within [min, max]. */
const decimal = (min: number, max: number, { exclusiveMin = false } = {}) =>
  z
    .union([z.number(), z.string()], { error: 'type' })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const s = v.trim();
      if (s === '') {
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(s)) {
        ctx.addIssue({ code: 'custom', message: 'number', params: { value: s.slice(0, 40) } });
        return z.NEVER;
      }
      return Number(s.replace(',', '.'));
    })
    .pipe(exclusiveMin ? z.number().finite().gt(min).max(max) : z.number().finite().min(min).max(max));

/** A whole number (JSON number or digits). */
const whole = (min: number, max: number) =>
  decimal(min, max).refine((n) => Number.isInteger(n), { message: 'whole' });

/** Empty (or absent) → the fallback; else a decimal within bounds. */
const optionalDecimal = <T extends number | null>(min: number, max: number, fallback: T) =>
  z.any().optional().transform((v: unknown, ctx): number | T => {
    if (v === '' || v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return fallback;
    if (typeof v !== 'number' && typeof v !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'type' });
      return z.NEVER;
    }
    const parsed = decimal(min, max).safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [] } as never);
    return z.NEVER;
  });

const isCalendarDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
};
const day = z.string({ error: 'type' }).trim().min(1, 'required').refine(isCalendarDay, 'date');
const name = z.string({ error: 'type' }).trim().min(1, 'required').max(200);
const source = z.string({ error: 'type' }).trim().min(1, 'required').max(1000);
/** Percent of a rate: an addition or discount of at most ±5 percentage points. */
const rateAdd = decimal(-5, 5);
const euros = decimal(0, 100_000_000);

// ---------------------------------------------------------------------------------------------------------------
// The two layouts.

const csvRowSchema = z.object({
  lender: name,
  valid_from: day,
  fixation_years: whole(1, 40),
  ltv_max: decimal(0, 150, { exclusiveMin: true }),
  loan_min: optionalDecimal(0, 100_000_000, 0),
  loan_max: optionalDecimal(0, 100_000_000, null),
  nominal_rate: decimal(-1, 20),
  special_repayment_free: decimal(0, 100),
  source,
});

const jsonLenderSchema = z
  .object({
    name,
    kind: z.enum(LENDER_KINDS, { error: 'invalidValue' }),
    regions: z.array(z.enum(STATE_CODES, { error: 'invalidValue' }), { error: 'type' }).max(16).default([]),
    minLoan: euros,
    purposes: z.array(z.enum(LOAN_PURPOSES, { error: 'invalidValue' }), { error: 'type' }).min(1, 'required').max(LOAN_PURPOSES.length),
    employments: z.array(z.enum(EMPLOYMENTS, { error: 'invalidValue' }), { error: 'type' }).min(1, 'required').max(EMPLOYMENTS.length),
  })
  .strict();

const jsonCellSchema = z
  .object({
    fixationYears: whole(1, 40),
    ltvMax: decimal(0, 150, { exclusiveMin: true }),
    loanMin: optionalDecimal(0, 100_000_000, 0),
    loanMax: optionalDecimal(0, 100_000_000, null),
    nominalRate: decimal(-1, 20),
  })
  .strict();

const jsonSurchargesSchema = z
  .object({
    smallLoan: z.object({ below: euros, add: rateAdd }).strict().nullable().default(null),
    forward: z
      .object({ freeMonths: whole(0, 60), perMonth: rateAdd, maxMonths: whole(0, 60) })
      .strict()
      .refine((f) => f.maxMonths >= f.freeMonths, { message: 'order', path: ['maxMonths'] })
      .nullable()
      .default(null),
    specialRepayment: z.array(z.object({ percent: decimal(0, 100, { exclusiveMin: true }), add: rateAdd }).strict(), { error: 'type' }).max(20).default([]),
    energyClass: z.partialRecord(z.enum(ENERGY_CLASSES, { error: 'invalidValue' }), rateAdd).default({}),
  })
  .strict();

/** A JSON sheet without its rates (checked cell by cell, so that every refused cell is named). */
const jsonSheetSchema = z
  .object({
    lender: name,
    validFrom: day,
    source,
    specialRepaymentFree: decimal(0, 100),
    fees: z.array(z.object({ name: name, amount: euros }).strict(), { error: 'type' }).max(50).default([]),
    surcharges: jsonSurchargesSchema.default({ smallLoan: null, forward: null, specialRepayment: [], energyClass: {} }),
    rates: z.array(z.unknown(), { error: 'type' }).min(1, 'required').max(5000),
  })
  .strict();

const jsonDocumentSchema = z
  .object({
    lenders: z.array(z.unknown(), { error: 'type' }).max(500).default([]),
    sheets: z.array(z.unknown(), { error: 'type' }).min(1, 'noSheets'),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// zod's issues as refusals.

const FIELD_CODES = new Set<string>(SHEET_REFUSAL_CODES);

function pathText(base: string, path: readonly PropertyKey[]): string {
  let out = base;
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `.${String(p)}`;
  return out;
}

/**
 * A zod issue as a refusal. `where` is the CSV line or the JSON path of the item; the field is the issue's path
 * (a CSV column or the JSON key path within the item).
 */
function refusalOf(issue: z.core.$ZodIssue, where: string, jsonBase: string | null): SheetRefusal {
  const field = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.').replace(/\.\[/g, '[');
  const at = jsonBase === null ? where : pathText(jsonBase, issue.path.slice(0, -1).length ? issue.path.slice(0, -1) : []);
  const params: Record<string, string | number> = field ? { field } : {};
  if (issue.code === 'unrecognized_keys') return { where: at === '' ? where : at, code: 'unknownField', params: { field: [field, ...issue.keys].filter(Boolean).join(': ').slice(0, 200) } };
  if (issue.code === 'too_small') {
    if (issue.message === 'required' || issue.message === 'noSheets') return { where: at, code: issue.message, params };
    return { where: at, code: 'tooSmall', params: { ...params, min: Number(issue.minimum) } };
  }
  if (issue.code === 'too_big') return { where: at, code: 'tooBig', params: { ...params, max: Number(issue.maximum) } };
  if (issue.code === 'invalid_value') return { where: at, code: 'invalidValue', params: { ...params, allowed: issue.values.map(String).join(', ').slice(0, 300) } };
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) return { where: at, code: 'required', params };
  if (FIELD_CODES.has(issue.message)) {
    const extra = issue.code === 'custom' && issue.params ? (issue.params as Record<string, string | number>) : {};
    return { where: at, code: issue.message as SheetRefusalCode, params: { ...params, ...extra } };
  }
  return { where: at, code: 'type', params };
}

function refusalsOf(error: z.ZodError, where: string, jsonBase: string | null): SheetRefusal[] {
  return error.issues.map((issue) => refusalOf(issue, where, jsonBase));
}

const fraction = (percent: number) => Number((percent / 100).toFixed(8));

// ---------------------------------------------------------------------------------------------------------------
// Reading a file.

/** Reads a sheet file (its format from its first character: "{" is JSON, anything else CSV). Pure: no database. */
export function parseSheetFile(text: string): ParsedSheetFile {
  const body = text.replace(/^\uFEFF/, '');
  const first = body.trimStart()[0];
  if (first === '{' || first === '[') return parseJson(body);
  return parseCsv(body);
}

function parseCsv(text: string): ParsedSheetFile {
  const out: ParsedSheetFile = { format: 'csv', lenders: [], sheets: [], refusals: [] };
  const headerLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = headerLine.includes(';') ? ';' : ',';
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, delimiter, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase() });
  const fields = parsed.meta.fields ?? [];
  if (fields.length < 2) {
    out.format = 'unknown';
    out.refusals.push({ where: '', code: 'unreadable', params: {} });
    return out;
  }
  const missing = SHEET_CSV_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length) {
    out.refusals.push({ where: '1', code: 'missingColumns', params: { columns: missing.join(', ') } });
    return out;
  }
  const unknown = fields.filter((f) => !(SHEET_CSV_COLUMNS as readonly string[]).includes(f));
  if (unknown.length) out.refusals.push({ where: '1', code: 'unknownField', params: { field: unknown.join(', ').slice(0, 200) } });
  const brokenLines = new Set<number>();
  for (const error of parsed.errors) {
    if (error.row === undefined) continue;
    brokenLines.add(error.row + 2);
    out.refusals.push({ where: String(error.row + 2), code: 'badLine', params: { detail: error.code } });
  }

  // The rows of one lender and day form a sheet: in the order of their first row.
  const groups = new Map<string, { where: string; lender: string; validFrom: string; special: number; source: string; cells: RateCell[]; cellWhere: string[] }>();
  parsed.data.forEach((raw, i) => {
    const line = i + 2;
    if (brokenLines.has(line)) return;
    const checked = csvRowSchema.safeParse(raw, { reportInput: true });
    if (!checked.success) {
      out.refusals.push(...refusalsOf(checked.error, String(line), null));
      return;
    }
    const r = checked.data;
    const key = `${r.lender.toLowerCase()}|${r.valid_from}`;
    let group = groups.get(key);
    if (!group) {
      group = { where: String(line), lender: r.lender, validFrom: r.valid_from, special: r.special_repayment_free, source: r.source, cells: [], cellWhere: [] };
      groups.set(key, group);
    } else if (group.special !== r.special_repayment_free || group.source !== r.source) {
      out.refusals.push({ where: String(line), code: 'termsDiffer', params: { field: group.special !== r.special_repayment_free ? 'special_repayment_free' : 'source', line: Number(group.where) } });
      return;
    }
    group.cells.push({ fixationYears: r.fixation_years, ltvMax: fraction(r.ltv_max), loanMin: r.loan_min, loanMax: r.loan_max, nominalRate: fraction(r.nominal_rate) });
    group.cellWhere.push(String(line));
  });
  if (parsed.data.length === 0) out.refusals.push({ where: '', code: 'noSheets', params: {} });
  for (const g of groups.values()) {
    out.sheets.push({
      where: g.where,
      lender: g.lender,
      validFrom: g.validFrom,
      sheet: { rates: g.cells, surcharges: { smallLoan: null, forward: null, specialRepayment: [], energyClass: {} }, fees: [], specialRepaymentFree: fraction(g.special), source: g.source },
      cellWhere: g.cellWhere,
    });
  }
  return out;
}

function parseJson(text: string): ParsedSheetFile {
  const out: ParsedSheetFile = { format: 'json', lenders: [], sheets: [], refusals: [] };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    out.refusals.push({ where: '', code: 'notJson', params: { detail: e instanceof Error ? e.message.slice(0, 200) : '' } });
    return out;
  }
  const top = jsonDocumentSchema.safeParse(doc, { reportInput: true });
  if (!top.success) {
    out.refusals.push(...refusalsOf(top.error, '$', '$'));
    return out;
  }
  top.data.lenders.forEach((raw, i) => {
    const where = `$.lenders[${i}]`;
    const checked = jsonLenderSchema.safeParse(raw, { reportInput: true });
    if (!checked.success) return out.refusals.push(...refusalsOf(checked.error, where, where));
    const l = checked.data;
    out.lenders.push({ where, name: l.name, kind: l.kind, regions: [...new Set(l.regions)], minLoan: l.minLoan, purposes: [...new Set(l.purposes)], employments: [...new Set(l.employments)] });
  });
  if (top.data.sheets.length > MAX_SHEETS_PER_FILE) {
    out.refusals.push({ where: '$.sheets', code: 'tooManySheets', params: { max: MAX_SHEETS_PER_FILE } });
    return out;
  }
  top.data.sheets.forEach((raw, i) => {
    const where = `$.sheets[${i}]`;
    const checked = jsonSheetSchema.safeParse(raw, { reportInput: true });
    // The cells are checked even when the sheet's other fields are refused: every refused cell is named at once.
    const rawRates = raw && typeof raw === 'object' && Array.isArray((raw as { rates?: unknown }).rates) ? ((raw as { rates: unknown[] }).rates.slice(0, 5000)) : [];
    const cells: RateCell[] = [];
    const cellWhere: string[] = [];
    rawRates.forEach((cell, j) => {
      const at = `${where}.rates[${j}]`;
      const c = jsonCellSchema.safeParse(cell, { reportInput: true });
      if (!c.success) return out.refusals.push(...refusalsOf(c.error, at, at));
      cells.push({ fixationYears: c.data.fixationYears, ltvMax: fraction(c.data.ltvMax), loanMin: c.data.loanMin, loanMax: c.data.loanMax, nominalRate: fraction(c.data.nominalRate) });
      cellWhere.push(at);
    });
    if (!checked.success) return out.refusals.push(...refusalsOf(checked.error, where, where));
    const s = checked.data;
    out.sheets.push({
      where,
      lender: s.lender,
      validFrom: s.validFrom,
      sheet: {
        rates: cells,
        surcharges: {
          smallLoan: s.surcharges.smallLoan ? { below: s.surcharges.smallLoan.below, add: fraction(s.surcharges.smallLoan.add) } : null,
          forward: s.surcharges.forward ? { freeMonths: s.surcharges.forward.freeMonths, perMonth: fraction(s.surcharges.forward.perMonth), maxMonths: s.surcharges.forward.maxMonths } : null,
          specialRepayment: s.surcharges.specialRepayment.map((o) => ({ percent: o.percent, add: fraction(o.add) })),
          energyClass: Object.fromEntries(Object.entries(s.surcharges.energyClass).map(([k, v]) => [k, fraction(v as number)])),
        },
        fees: s.fees.map((f) => ({ name: f.name, amount: f.amount })),
        specialRepaymentFree: fraction(s.specialRepaymentFree),
        source: s.source,
      },
      cellWhere,
    });
  });
  return out;
}

/**
 * The checks across rows that need no database: the same lender or sheet twice in a file, a loan band that is not
 * a band (loan_max ≤ loan_min), and two cells whose bands overlap for the same fixation and loan-to-value.
 */
export function crossCheck(file: ParsedSheetFile): SheetRefusal[] {
  const refusals: SheetRefusal[] = [];
  const lenderSeen = new Map<string, string>();
  for (const l of file.lenders) {
    const key = l.name.toLowerCase();
    const before = lenderSeen.get(key);
    if (before !== undefined) refusals.push({ where: l.where, code: 'duplicateLender', params: { lender: l.name, first: before } });
    else lenderSeen.set(key, l.where);
  }
  const sheetSeen = new Map<string, string>();
  for (const s of file.sheets) {
    const key = `${s.lender.toLowerCase()}|${s.validFrom}`;
    const before = sheetSeen.get(key);
    if (before !== undefined) refusals.push({ where: s.where, code: 'duplicateSheet', params: { lender: s.lender, validFrom: s.validFrom, first: before } });
    else sheetSeen.set(key, s.where);
    s.sheet.rates.forEach((c, i) => {
      const where = s.cellWhere[i] ?? s.where;
      if (c.loanMax !== null && c.loanMax <= c.loanMin) {
        refusals.push({ where, code: 'order', params: { field: file.format === 'csv' ? 'loan_max' : 'loanMax' } });
        return;
      }
      for (let j = 0; j < i; j++) {
        const o = s.sheet.rates[j]!;
        if (o.fixationYears !== c.fixationYears || o.ltvMax !== c.ltvMax) continue;
        if (o.loanMax !== null && o.loanMax <= o.loanMin) continue;
        const overlaps = c.loanMin < (o.loanMax ?? Infinity) && o.loanMin < (c.loanMax ?? Infinity);
        if (overlaps) {
          refusals.push({ where, code: 'overlap', params: { fixation: c.fixationYears, ltv: Number((c.ltvMax * 100).toFixed(4)), other: s.cellWhere[j] ?? '' } });
          break;
        }
      }
    });
  }
  return refusals;
}

// ---------------------------------------------------------------------------------------------------------------
// Importing.

export interface SheetImportReport {
  /** The recorded upload (lender_sheet_imports.id). */
  id: string;
  fileName: string;
  format: SheetFileFormat;
  status: 'imported' | 'refused';
  lendersAdded: number;
  lendersUpdated: number;
  sheetsAdded: number;
  cellsAdded: number;
  refusals: SheetRefusal[];
}

class Refused extends Error {
  constructor(readonly refusals: SheetRefusal[]) {
    super('sheet import refused');
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/**
 * Imports a sheet file: all or nothing, in one transaction. `importedBy` is the staff member's id (null: none
 * recorded). The upload is recorded with its report either way; the report is returned.
 */
export async function importConditionSheets(db: Database, input: { fileName: string; text: string; importedBy: string | null; now?: Date }): Promise<SheetImportReport> {
  const now = input.now ?? new Date();
  const fileName = input.fileName.slice(0, 200) || 'upload';
  const counts = { lendersAdded: 0, lendersUpdated: 0, sheetsAdded: 0, cellsAdded: 0 };
  let format: SheetFileFormat = 'unknown';
  let refusals: SheetRefusal[] = [];
  if (Buffer.byteLength(input.text, 'utf8') > MAX_SHEET_FILE_BYTES) {
    refusals = [{ where: '', code: 'tooLarge', params: { max: MAX_SHEET_FILE_BYTES } }];
  } else {
    const file = parseSheetFile(input.text);
    format = file.format;
    refusals = [...file.refusals, ...crossCheck(file)];
    try {
      await db.transaction(async (tx) => {
        const known = await lendersByLowerName(tx);
        const dbRefusals: SheetRefusal[] = [];
        const inFile = new Map(file.lenders.map((l) => [l.name.toLowerCase(), l]));
        for (const l of file.lenders) {
          const existing = known.get(l.name.toLowerCase());
          if (existing?.isDemo) dbRefusals.push({ where: l.where, code: 'demoLender', params: { lender: existing.name } });
        }
        for (const s of file.sheets) {
          const existing = known.get(s.lender.toLowerCase());
          if (existing?.isDemo) dbRefusals.push({ where: s.where, code: 'demoLender', params: { lender: existing.name } });
          else if (!existing && !inFile.has(s.lender.toLowerCase())) dbRefusals.push({ where: s.where, code: 'unknownLender', params: { lender: s.lender } });
          else if (existing) {
            const [has] = await tx
              .select({ id: lenderConditionSheets.id })
              .from(lenderConditionSheets)
              .where(and(eq(lenderConditionSheets.lenderId, existing.id), eq(lenderConditionSheets.validFrom, s.validFrom)));
            if (has) dbRefusals.push({ where: s.where, code: 'sheetExists', params: { lender: existing.name, validFrom: s.validFrom } });
          }
        }
        const all = [...refusals, ...dbRefusals];
        if (all.length > 0) throw new Refused(all);

        // Nothing refused: the lenders, then the sheets.
        const ids = new Map<string, string>([...known.entries()].map(([k, v]) => [k, v.id]));
        for (const l of file.lenders) {
          const existing = known.get(l.name.toLowerCase());
          const values = { name: l.name, kind: l.kind, regions: l.regions, minLoan: Math.round(l.minLoan), purposes: l.purposes, employments: l.employments };
          if (!existing) {
            const [row] = await tx.insert(lenders).values({ ...values, isDemo: false, createdAt: now, updatedAt: now }).returning({ id: lenders.id });
            ids.set(l.name.toLowerCase(), row!.id);
            counts.lendersAdded += 1;
          } else if (existing.name !== l.name || existing.kind !== l.kind || existing.minLoan !== values.minLoan || !sameSet(existing.regions, l.regions) || !sameSet(existing.purposes, l.purposes) || !sameSet(existing.employments, l.employments)) {
            await tx.update(lenders).set({ ...values, updatedAt: now }).where(eq(lenders.id, existing.id));
            counts.lendersUpdated += 1;
          }
        }
        for (const s of file.sheets) {
          // The stored shapes' own check (sheet-shapes.ts), the same the repository makes on reading.
          const stored = storedSheetSchema.parse(s.sheet);
          await tx.insert(lenderConditionSheets).values({ lenderId: ids.get(s.lender.toLowerCase())!, validFrom: s.validFrom, ...stored, importedAt: now, importedBy: input.importedBy });
          counts.sheetsAdded += 1;
          counts.cellsAdded += stored.rates.length;
        }
      });
      refusals = [];
    } catch (e) {
      if (e instanceof Refused) refusals = e.refusals;
      else if (isUniqueViolation(e)) refusals = [{ where: '', code: 'conflict', params: {} }];
      else throw e;
      counts.lendersAdded = counts.lendersUpdated = counts.sheetsAdded = counts.cellsAdded = 0;
    }
  }
  const status = refusals.length ? 'refused' : 'imported';
  const kept = refusals.length > MAX_REPORTED_REFUSALS ? [...refusals.slice(0, MAX_REPORTED_REFUSALS), { where: '', code: 'more' as const, params: { count: refusals.length - MAX_REPORTED_REFUSALS } }] : refusals;
  const [run] = await db
    .insert(lenderSheetImports)
    .values({ at: now, importedBy: input.importedBy, fileName, format, status, ...counts, refusals: kept })
    .returning({ id: lenderSheetImports.id });
  return { id: run!.id, fileName, format, status, ...counts, refusals: kept };
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e, i = 0; x && i < 5; x = (x as { cause?: unknown }).cause, i++) if ((x as { code?: unknown }).code === '23505') return true;
  return false;
}
