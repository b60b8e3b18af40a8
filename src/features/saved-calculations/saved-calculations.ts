import { marketOn } from '@/features/rates/server';
import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { savedCalculations } from './tables';
import { SAVED_CALCULATIONS_LIMIT, insertKeepingLimit, type SaveCalculationResult, type SavedRecommendationFigures } from '@/features/saved-calculations/saved-recommendation';
import { evaluateMortgageForm, formFromParams, formToParams, FORM_KEYS, type MortgageForm, BUDGET_FORM_KEYS, budgetFormFromParams, budgetFormToParams, evaluateBudgetForm } from '@/features/calculators';
import { AF_RULES, afResult, answersToQuery, STEPS } from '@/features/funnel';

/** How many calculations a lead keeps; saving one more removes the oldest. */
export { SAVED_CALCULATIONS_LIMIT, saveRecommendation, type SaveCalculationResult } from '@/features/saved-calculations/saved-recommendation';

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

/** The key figures of a saved house budget (the budget page's evaluation on the day it was saved). */
export interface BudgetSummary {
  date: string;
  maxPrice: number;
  loan: number;
  monthlyPayment: number;
  rule: 'burden' | 'livingCosts';
  interestRate: number;
  fixationYears: number;
}

/**
 * The key figures of a saved price range (the AF funnel's result on the day it was saved): both ends with their
 * monthly payments, the upper end's loan and model rate, and the date of the rates' curve ("as of").
 */
export interface PriceRangeSummary {
  date: string;
  /** The curve date of the model rates the range was worked out with (YYYY-MM-DD). */
  ratesDate: string;
  cautiousPrice: number;
  cautiousPayment: number;
  upperPrice: number;
  upperPayment: number;
  upperLoan: number;
  /** The model rate of the upper end, fraction. */
  interestRate: number;
  fixationYears: number;
}

/** The key figures of a saved mortgage recommendation (the OM report on the day it was saved). */
export type RecommendationSummary = SavedRecommendationFigures;

interface Saved<K extends string, I, S> {
  id: string;
  kind: K;
  inputs: I;
  summary: S;
  createdAt: Date;
}

/** A saved calculation of any kind; the inputs are the page's URL parameters (reopening it is one link). */
export type SavedCalculation =
  | Saved<'mortgage', MortgageForm, MortgageSummary>
  | Saved<'budget', Record<string, string>, BudgetSummary>
  | Saved<'recommendation', Record<string, string>, RecommendationSummary>
  | Saved<'priceRange', Record<string, string>, PriceRangeSummary>;

export type SavedKind = SavedCalculation['kind'];
export const SAVED_KINDS: readonly SavedKind[] = ['mortgage', 'budget', 'recommendation', 'priceRange'];


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
  return insertKeepingLimit(db, { leadId, kind: 'mortgage', inputs, summary, now });
}

/** Saves the house-budget page's inputs with the page's figures for them (refused when they give no result). */
export async function saveBudgetCalculation(
  db: Database,
  { leadId, params, date, now = new Date() }: { leadId: string; params: Record<string, string>; date: string; now?: Date },
): Promise<SaveCalculationResult> {
  const market = await marketOn(db, date);
  const form = budgetFormFromParams(params);
  const evaluation = evaluateBudgetForm(form, date, market);
  const r = evaluation.result;
  if (!evaluation.valid || !r || r.maxPrice <= 0) return { ok: false, code: 'INVALID_INPUTS' };
  const summary: BudgetSummary = { date, maxPrice: r.maxPrice, loan: r.loan, monthlyPayment: r.monthlyPayment, rule: r.rule, interestRate: r.interestRate, fixationYears: form.fix };
  return insertKeepingLimit(db, { leadId, kind: 'budget', inputs: Object.fromEntries(budgetFormToParams(form)), summary, now });
}

/**
 * Saves the AF funnel's answers with the price range's key figures for them. Refused when the answers give no
 * result page (incomplete, an unknown place) or no range (nothing left for a loan): nothing to keep.
 */
export async function savePriceRange(
  db: Database,
  { leadId, params, date, now = new Date() }: { leadId: string; params: Record<string, string>; date: string; now?: Date },
): Promise<SaveCalculationResult> {
  const market = await marketOn(db, date);
  const result = market ? afResult(params, date, market) : null;
  if (!market || !result?.ok) return { ok: false, code: 'INVALID_INPUTS' };
  const { cautious, upper } = result.range;
  if (!cautious || !upper) return { ok: false, code: 'INVALID_INPUTS' };
  const summary: PriceRangeSummary = {
    date,
    ratesDate: market.curve.date,
    cautiousPrice: cautious.maxPrice,
    cautiousPayment: cautious.monthlyPayment,
    upperPrice: upper.maxPrice,
    upperPayment: upper.monthlyPayment,
    upperLoan: upper.loan,
    interestRate: upper.interestRate,
    fixationYears: AF_RULES.fixationYears,
  };
  return insertKeepingLimit(db, { leadId, kind: 'priceRange', inputs: Object.fromEntries(answersToQuery('AF', result.answers as never)), summary, now });
}

/** The lead's saved calculations of every kind, newest first. */
export async function listSavedCalculations(db: Database, leadId: string, limit = SAVED_CALCULATIONS_LIMIT): Promise<SavedCalculation[]> {
  const rows = await db
    .select()
    .from(savedCalculations)
    .where(and(eq(savedCalculations.leadId, leadId), inArray(savedCalculations.kind, [...SAVED_KINDS])))
    .orderBy(desc(savedCalculations.createdAt), desc(savedCalculations.id))
    .limit(limit);
  return rows.map((r): SavedCalculation => {
    const base = { id: r.id, createdAt: r.createdAt };
    if (r.kind === 'budget') return { ...base, kind: 'budget', inputs: r.inputs as Record<string, string>, summary: r.summary as BudgetSummary };
    if (r.kind === 'recommendation') return { ...base, kind: 'recommendation', inputs: r.inputs as Record<string, string>, summary: r.summary as RecommendationSummary };
    if (r.kind === 'priceRange') return { ...base, kind: 'priceRange', inputs: r.inputs as Record<string, string>, summary: r.summary as PriceRangeSummary };
    // Stored inputs pass through the form reader again: a row written by an older version still gives a valid form.
    return { ...base, kind: 'mortgage', inputs: formFromParams(r.inputs as Record<string, string>), summary: r.summary as MortgageSummary };
  });
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

/** The URL parameters each kind of saved calculation takes (its page's own). */
export const SAVED_INPUT_KEYS: Readonly<Record<SavedKind, readonly string[]>> = {
  mortgage: FORM_KEYS,
  budget: BUDGET_FORM_KEYS,
  recommendation: ['funnel', ...new Set(STEPS.OM.flatMap((s) => s.fields))],
  priceRange: ['funnel', ...new Set(STEPS.AF.flatMap((s) => s.fields))],
};

/** Only the page's own fields of a posted form (locale and the like are not inputs). */
export function calculatorParamsOf(form: FormData, kind: SavedKind = 'mortgage'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SAVED_INPUT_KEYS[kind]) {
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
