import { marketOn } from '@/features/rates/market-repository';
import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { savedCalculations } from '@/db/schema';
import { evaluateMortgageForm, formFromParams, formToParams, FORM_KEYS, type MortgageForm } from '@/features/calculators/mortgage-form';

/** How many calculations a lead keeps; saving one more removes the oldest. */
export const SAVED_CALCULATIONS_LIMIT = 20;

/** The key figures of a saved mortgage calculation, computed by the engine when it was saved. */
export interface MortgageSummary {
  /** The calculation date (YYYY-MM-DD): rates and transfer tax of that day. */
  date: string;
  purchasePrice: number;
  loanAmount: number;
  /** Nominal annual rate (Sollzins) of the chosen fixation, fraction. */
  interestRate: number;
  fixationYears: number;
  /** Monthly installment, euros. */
  monthlyRate: number;
  /** Installments until repaid on the expected path (months), or null if not repaid within 100 years. */
  termMonths: number | null;
  /** Total interest until repaid on the expected path, or null (as termMonths). */
  totalInterest: number | null;
  /** Interest paid during the fixation, euros. */
  interestFixation: number;
}

export interface SavedCalculation {
  id: string;
  kind: 'mortgage';
  inputs: MortgageForm;
  summary: MortgageSummary;
  createdAt: Date;
}

export type SaveCalculationResult = { ok: true; id: string } | { ok: false; code: 'INVALID_INPUTS' };

/**
 * Saves the mortgage calculator's inputs with the engine's summary of them. Inputs that do not give a result
 * (a broken bound, an unknown place) are refused: the account only keeps calculations that can be shown.
 * Keeps at most SAVED_CALCULATIONS_LIMIT per lead (the oldest go), in the same transaction.
 */
export async function saveMortgageCalculation(
  db: Database,
  { leadId, params, date, now = new Date() }: { leadId: string; params: URLSearchParams | Record<string, string | undefined>; date: string; now?: Date },
): Promise<SaveCalculationResult> {
  const inputs = formFromParams(params);
  const market = await marketOn(db, date);
  if (!market) return { ok: false, code: 'INVALID_INPUTS' };
  const evaluation = evaluateMortgageForm(inputs, date, market);
  const calc = evaluation.calculation;
  if (!evaluation.valid || !calc) return { ok: false, code: 'INVALID_INPUTS' };
  const chosen = calc.chosen;
  const summary: MortgageSummary = {
    date,
    purchasePrice: calc.purchasePrice,
    loanAmount: calc.loanAmount,
    interestRate: chosen.interestRate,
    fixationYears: chosen.fixationYears,
    monthlyRate: chosen.monthlyRate,
    termMonths: chosen.expectedPayoffMonths,
    totalInterest: chosen.expectedTotalInterest,
    interestFixation: chosen.interestPaidFixation,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(savedCalculations).values({ leadId, kind: 'mortgage', inputs, summary, createdAt: now }).returning({ id: savedCalculations.id });
    const kept = await tx
      .select({ id: savedCalculations.id })
      .from(savedCalculations)
      .where(eq(savedCalculations.leadId, leadId))
      .orderBy(desc(savedCalculations.createdAt), desc(savedCalculations.id));
    const surplus = kept.slice(SAVED_CALCULATIONS_LIMIT).map((r) => r.id);
    if (surplus.length > 0) await tx.delete(savedCalculations).where(and(eq(savedCalculations.leadId, leadId), inArray(savedCalculations.id, surplus)));
    return { ok: true as const, id: row!.id };
  });
}

/** The lead's saved calculations, newest first. */
export async function listSavedCalculations(db: Database, leadId: string, limit = SAVED_CALCULATIONS_LIMIT): Promise<SavedCalculation[]> {
  const rows = await db
    .select()
    .from(savedCalculations)
    .where(and(eq(savedCalculations.leadId, leadId), eq(savedCalculations.kind, 'mortgage')))
    .orderBy(desc(savedCalculations.createdAt), desc(savedCalculations.id))
    .limit(limit);
  // Stored inputs pass through the form reader again: a row written by an older version still gives a valid form.
  return rows.map((r) => ({
    id: r.id,
    kind: 'mortgage',
    inputs: formFromParams(r.inputs as Record<string, string>),
    summary: r.summary as MortgageSummary,
    createdAt: r.createdAt,
  }));
}

/** Deletes one of the lead's saved calculations; another lead's id (or an unknown one) deletes nothing. */
export async function deleteSavedCalculation(db: Database, { leadId, id }: { leadId: string; id: string }): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const deleted = await db
    .delete(savedCalculations)
    .where(and(eq(savedCalculations.id, id), eq(savedCalculations.leadId, leadId)))
    .returning({ id: savedCalculations.id });
  return deleted.length > 0;
}

/** The calculator's URL parameters of a saved calculation (the calculator reads its state from these). */
export function calculatorQuery(inputs: MortgageForm): string {
  return formToParams(inputs).toString();
}

/** Only the calculator's own fields of a posted form (locale and the like are not inputs). */
export function calculatorParamsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FORM_KEYS) {
    const v = form.get(key);
    if (typeof v === 'string') out[key] = v;
  }
  return out;
}

/** Whether the lead has saved any calculation (spec: affordability_calculation.report.new_lead reads its absence). */
export async function hasSavedCalculation(db: Database, leadId: string): Promise<boolean> {
  const [row] = await db.select({ id: savedCalculations.id }).from(savedCalculations).where(eq(savedCalculations.leadId, leadId)).limit(1);
  return row !== undefined;
}
