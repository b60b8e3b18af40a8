/**
 * The lead's newest saved recommendation, for the advisor's booking e-mail (src/features/booking/emails.ts). Kept
 * apart from ./saved-calculations.ts (which is marked server-only) because the booking code also runs in plain
 * Node processes (the booking worker of tests/support/book-in-process.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { savedCalculations } from '@/db/schema';

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
