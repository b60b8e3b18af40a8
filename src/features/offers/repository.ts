/**
 * Lenders and their dated condition sheets (issue 50, ADR 050): the reads the comparison, the marketplace fallback
 * and the back office make. The only writers are the sheet import (`./sheet-import.ts`) and the demo seed
 * (`insertDemoLenders` here, called by src/demo/lenders.ts through `./cli.ts`). The sheets' JSON columns are checked with zod
 * on the way out: a row that does not fit the shapes of `./model` is left out and logged, never handed on.
 */
import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { ConditionSheet, Employment, Lender, LenderConditions, LenderKind, LoanPurpose } from './model';
import { storedSheetSchema } from './sheet-shapes';
import { staffUsers } from '@/features/staff/tables';
import { lenderConditionSheets, lenders, lenderSheetImports } from './tables';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type LenderRow = typeof lenders.$inferSelect;
type SheetRow = typeof lenderConditionSheets.$inferSelect;

export function toLender(row: LenderRow): Lender {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as LenderKind,
    regions: [...row.regions],
    minLoan: row.minLoan,
    purposes: row.purposes as LoanPurpose[],
    employments: row.employments as Employment[],
    isDemo: row.isDemo,
  };
}

/** A stored sheet in the shape of `./model`, or null when its JSON columns do not pass the shapes' check. */
export function toConditionSheet(row: SheetRow): ConditionSheet | null {
  const checked = storedSheetSchema.safeParse({ rates: row.rates, surcharges: row.surcharges, fees: row.fees, specialRepaymentFree: row.specialRepaymentFree, source: row.source });
  if (!checked.success) return null;
  return { id: row.id, lenderId: row.lenderId, validFrom: row.validFrom, ...checked.data };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Every lender with its newest condition sheet whose validFrom ≤ date (YYYY-MM-DD), lenders without one left out,
 * ordered by lender name (German collation, the same on PGlite and PostgreSQL). A sheet whose stored JSON does not
 * fit the shapes is left out with its lender, and logged.
 */
export async function lenderConditionsInForce(db: Database, date: string): Promise<LenderConditions[]> {
  if (!DAY.test(date)) throw new Error(`lenderConditionsInForce: not a day (YYYY-MM-DD): ${date}`);
  const newest = db
    .selectDistinctOn([lenderConditionSheets.lenderId], { id: lenderConditionSheets.id })
    .from(lenderConditionSheets)
    .where(lte(lenderConditionSheets.validFrom, date))
    .orderBy(lenderConditionSheets.lenderId, desc(lenderConditionSheets.validFrom))
    .as('newest');
  const rows = await db
    .select({ lender: lenders, sheet: lenderConditionSheets })
    .from(newest)
    .innerJoin(lenderConditionSheets, eq(lenderConditionSheets.id, newest.id))
    .innerJoin(lenders, eq(lenders.id, lenderConditionSheets.lenderId))
    .where(isNull(lenders.retiredAt));
  const out: LenderConditions[] = [];
  for (const r of rows) {
    const sheet = toConditionSheet(r.sheet);
    if (!sheet) {
      console.error(`offers: condition sheet ${r.sheet.id} of lender ${r.lender.name} (${r.sheet.validFrom}) does not fit the sheet shapes; left out`);
      continue;
    }
    out.push({ lender: toLender(r.lender), sheet });
  }
  return out.sort((a, b) => byName(a.lender, b.lender));
}

/** A lender in the back office's list: with its sheets' count and the newest sheet's first day (any date). */
export interface LenderSummary extends Lender {
  sheets: number;
  newestValidFrom: string | null;
}

/** Every lender, ordered by name, with its sheets' count and newest sheet's day. */
export async function listLenders(db: Database): Promise<LenderSummary[]> {
  const rows = await db
    .select({
      lender: lenders,
      sheets: sql<number>`count(${lenderConditionSheets.id})::int`,
      newest: sql<string | null>`max(${lenderConditionSheets.validFrom})::text`,
    })
    .from(lenders)
    .leftJoin(lenderConditionSheets, eq(lenderConditionSheets.lenderId, lenders.id))
    .groupBy(lenders.id);
  return rows.map((r) => ({ ...toLender(r.lender), sheets: Number(r.sheets), newestValidFrom: r.newest })).sort(byName);
}

export async function lenderById(db: Database, id: string): Promise<Lender | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select().from(lenders).where(eq(lenders.id, id));
  return row ? toLender(row) : null;
}

/** A stored sheet for the back office: its figures (null when its JSON does not fit the shapes) and its import. */
export interface StoredConditionSheet {
  id: string;
  validFrom: string;
  importedAt: Date;
  /** The importing staff member's e-mail; null for the demo seed (or a removed member). */
  importedBy: string | null;
  source: string;
  cells: number;
  sheet: ConditionSheet | null;
}

/** A lender's sheets, newest day first. */
export async function lenderSheets(db: Database, lenderId: string): Promise<StoredConditionSheet[]> {
  const rows = await db
    .select({ sheet: lenderConditionSheets, by: staffUsers.email })
    .from(lenderConditionSheets)
    .leftJoin(staffUsers, eq(staffUsers.id, lenderConditionSheets.importedBy))
    .where(eq(lenderConditionSheets.lenderId, lenderId))
    .orderBy(desc(lenderConditionSheets.validFrom));
  return rows.map(({ sheet: r, by }) => ({
    id: r.id,
    validFrom: r.validFrom,
    importedAt: r.importedAt,
    importedBy: by,
    source: r.source,
    cells: Array.isArray(r.rates) ? r.rates.length : 0,
    sheet: toConditionSheet(r),
  }));
}

/** A recorded upload of a sheet file with its report (./sheet-import.ts). */
export interface SheetImportRun {
  id: string;
  at: Date;
  /** The uploading staff member's e-mail; null when none was recorded. */
  by: string | null;
  fileName: string;
  format: string;
  status: 'imported' | 'refused';
  lendersAdded: number;
  lendersUpdated: number;
  sheetsAdded: number;
  cellsAdded: number;
  refusals: { where: string; code: string; params: Record<string, string | number> }[];
}

const importColumns = { run: lenderSheetImports, by: staffUsers.email };
const toRun = ({ run, by }: { run: typeof lenderSheetImports.$inferSelect; by: string | null }): SheetImportRun => ({
  id: run.id,
  at: run.at,
  by,
  fileName: run.fileName,
  format: run.format,
  status: run.status === 'imported' ? 'imported' : 'refused',
  lendersAdded: run.lendersAdded,
  lendersUpdated: run.lendersUpdated,
  sheetsAdded: run.sheetsAdded,
  cellsAdded: run.cellsAdded,
  refusals: run.refusals,
});

/** The newest uploads, newest first. */
export async function recentSheetImports(db: Database, limit = 10): Promise<SheetImportRun[]> {
  const rows = await db.select(importColumns).from(lenderSheetImports).leftJoin(staffUsers, eq(staffUsers.id, lenderSheetImports.importedBy)).orderBy(desc(lenderSheetImports.at)).limit(limit);
  return rows.map(toRun);
}

/** One upload by its id, or null (also for a malformed id). */
export async function sheetImportById(db: Database, id: string): Promise<SheetImportRun | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select(importColumns).from(lenderSheetImports).leftJoin(staffUsers, eq(staffUsers.id, lenderSheetImports.importedBy)).where(eq(lenderSheetImports.id, id));
  return row ? toRun(row) : null;
}

/** The sheet of a lender in force on a day (the newest with validFrom ≤ date), or null. */
export async function lenderSheetInForce(db: Database, lenderId: string, date: string): Promise<ConditionSheet | null> {
  if (!DAY.test(date)) throw new Error(`lenderSheetInForce: not a day (YYYY-MM-DD): ${date}`);
  const [row] = await db
    .select()
    .from(lenderConditionSheets)
    .where(and(eq(lenderConditionSheets.lenderId, lenderId), lte(lenderConditionSheets.validFrom, date)))
    .orderBy(desc(lenderConditionSheets.validFrom))
    .limit(1);
  return row ? toConditionSheet(row) : null;
}

/** Lenders by lower-cased name (the import names a lender by name, regardless of case). */
export async function lendersByLowerName(db: Database): Promise<Map<string, LenderRow>> {
  const rows = await db.select().from(lenders).orderBy(asc(lenders.name));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

/** A demo lender with its one sheet, as the demo module (src/demo/lenders.ts) describes it. */
export interface DemoLenderInput {
  lender: Omit<Lender, 'id' | 'isDemo'>;
  sheet: Omit<ConditionSheet, 'id' | 'lenderId'>;
}

/**
 * Writes the demo lenders, flagged is_demo, each with its sheet, in one transaction and only into an empty lenders
 * table (the seed never brings back what staff removed). The sheets pass the stored shapes' check. The count added.
 */
export async function insertDemoLenders(db: Database, entries: readonly DemoLenderInput[], now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(lenders);
    if (Number(row?.n ?? 0) > 0) return 0;
    for (const { lender, sheet } of entries) {
      const stored = storedSheetSchema.parse({ rates: sheet.rates, surcharges: sheet.surcharges, fees: sheet.fees, specialRepaymentFree: sheet.specialRepaymentFree, source: sheet.source });
      const [added] = await tx
        .insert(lenders)
        .values({ name: lender.name, kind: lender.kind, regions: lender.regions, minLoan: lender.minLoan, purposes: lender.purposes, employments: lender.employments, isDemo: true, createdAt: now, updatedAt: now })
        .returning({ id: lenders.id });
      await tx.insert(lenderConditionSheets).values({ lenderId: added!.id, validFrom: sheet.validFrom, ...stored, importedAt: now, importedBy: null });
    }
    return entries.length;
  });
}

/** Demo lenders still offered in comparisons (the admin's "demo data off" lists them; issue 28, 50). */
export async function countOfferedDemoLenders(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lenders).where(and(eq(lenders.isDemo, true), isNull(lenders.retiredAt)));
  return row?.n ?? 0;
}

/** Demo data off: the demo lenders are no longer offered (kept, with their sheets, for the records). */
export async function retireDemoLenders(db: Database, now: Date): Promise<number> {
  const rows = await db.update(lenders).set({ retiredAt: now, updatedAt: now }).where(and(eq(lenders.isDemo, true), isNull(lenders.retiredAt))).returning({ id: lenders.id });
  return rows.length;
}
