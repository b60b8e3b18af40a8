/**
 * Saved recommendations (the OM funnel's report) and the store every saved calculation goes through, as the booking
 * code needs them: a booking from the report attaches it to the lead, and the advisor's booking e-mail names the
 * lead's newest (src/features/booking/emails.ts). Kept apart from ./saved-calculations.ts (which is marked
 * server-only) because the booking code also runs in plain Node processes (tests/support/book-in-process.ts).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { savedCalculations } from './tables';
import { answersToQuery, omReport } from '@/features/funnel';
import { marketOn } from '@/features/rates/server';

/** At most this many saved calculations per lead: saving one more drops the oldest. */
export const SAVED_CALCULATIONS_LIMIT = 20;

export type SaveCalculationResult = { ok: true; id: string } | { ok: false; code: 'INVALID_INPUTS' };

/** Stores a calculation and removes the lead's oldest beyond SAVED_CALCULATIONS_LIMIT, in one transaction. */
export async function insertKeepingLimit(
  db: Database,
  { leadId, kind, inputs, summary, now }: { leadId: string; kind: 'mortgage' | 'budget' | 'recommendation' | 'priceRange'; inputs: unknown; summary: unknown; now: Date },
): Promise<SaveCalculationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(savedCalculations).values({ leadId, kind, inputs, summary, createdAt: now }).returning({ id: savedCalculations.id });
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

/** The key figures stored with a saved recommendation (see RecommendationSummary in ./saved-calculations.ts). */
export interface SavedRecommendationFigures {
  date: string;
  purchasePrice: number;
  loanAmount: number;
  fixationYears: number;
  interestRate: number;
  monthlyRate: number;
  repaymentRate: number;
}

/** The lead's newest saved recommendation (the advisor's booking e-mail names it), or null. */
export async function latestSavedRecommendation(db: Database, leadId: string): Promise<{ inputs: Record<string, string>; summary: SavedRecommendationFigures } | null> {
  const [row] = await db
    .select({ inputs: savedCalculations.inputs, summary: savedCalculations.summary })
    .from(savedCalculations)
    .where(and(eq(savedCalculations.leadId, leadId), eq(savedCalculations.kind, 'recommendation')))
    .orderBy(desc(savedCalculations.createdAt), desc(savedCalculations.id))
    .limit(1);
  return row ? { inputs: row.inputs as Record<string, string>, summary: row.summary as SavedRecommendationFigures } : null;
}

/** Saves the OM funnel's answers with the report's key figures for them (refused when they give no report). */
export async function saveRecommendation(
  db: Database,
  { leadId, params, date, now = new Date() }: { leadId: string; params: Record<string, string>; date: string; now?: Date },
): Promise<SaveCalculationResult> {
  const market = await marketOn(db, date);
  const result = market ? omReport(params, date, market) : null;
  if (!result?.ok) return { ok: false, code: 'INVALID_INPUTS' };
  const { report } = result;
  const summary: SavedRecommendationFigures = {
    date,
    purchasePrice: report.financing.purchasePrice,
    loanAmount: report.financing.loanAmount,
    fixationYears: report.recommended.fixationYears,
    interestRate: report.recommended.interestRate,
    monthlyRate: report.recommended.monthlyRate,
    repaymentRate: report.repayment.rate,
  };
  return insertKeepingLimit(db, { leadId, kind: 'recommendation', inputs: Object.fromEntries(answersToQuery('OM', result.answers as never)), summary, now });
}

/**
 * Attaches the report a visitor booked from to the lead (as a saved recommendation of the booking's day), unless
 * the lead's newest saved recommendation has the same answers already.
 */
export async function attachRecommendation(db: Database, { leadId, answers, date, now }: { leadId: string; answers: Record<string, string>; date: string; now: Date }): Promise<boolean> {
  const newest = await latestSavedRecommendation(db, leadId);
  // Compared key by key (the database keeps JSON keys in its own order).
  const same = newest && Object.keys(newest.inputs).length === Object.keys(answers).length && Object.entries(answers).every(([k, v]) => newest.inputs[k] === v);
  if (same && newest.summary.date === date) return false;
  return (await saveRecommendation(db, { leadId, params: answers, date, now })).ok;
}
