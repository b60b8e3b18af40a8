/**
 * The comparison for the client's case (issue 50, part 2): the condition sheets in force on the case's day, ranked by
 * the pure engine (src/engine/offers/compare.ts), or a credit marketplace's result list when one is configured, with
 * the sheets as its fallback.
 *
 * - With a marketplace source: its result, its offers marked source 'marketplace'. When it throws or does not answer
 *   within the timeout, the sheets' result with `fallback: { reason: 'sourceUnavailable' }` (the page says so; never
 *   an error to the visitor). The failure is logged with its code.
 * - Without one, or after its failure: the sheets. No lender's conditions apply (no sheet in force, or every lender
 *   excluded) → `fallback: { reason: 'noConditions' }`: the page then shows the model rate, the calculator's own, and
 *   says so. A marketplace failure with no sheet applying keeps the reason 'sourceUnavailable' (the more important
 *   note); the page shows the model rate whenever there is no offer.
 * - A case the engine cannot price throws EngineInputError (the query endpoint maps it to its codes).
 */
import type { Database } from '@/db/client';
import { compareConditions } from '@/engine/offers/compare';
import type { MortgageCalculation } from '@/engine/mortgage/calculator';
import { keptForDataVersion } from '@/lib/data-version-memo';
import type { Comparison, OfferCase, OfferSource } from './model';
import { lenderConditionsInForce } from './repository';

/** How long a marketplace may take before the sheets answer instead (ms). */
export const MARKETPLACE_TIMEOUT_MS = 5_000;

export interface CompareOptions {
  /** A credit marketplace (e.g. Europace BaufiSmart); its failure falls back to the sheets. */
  marketplace?: OfferSource | null;
  timeoutMs?: number;
  /** A page rendered per request: the conditions in force are kept per page data version (src/lib/data-version-memo.ts). */
  forPage?: boolean;
}

/** The condition sheets in force on the case's day, compared for the case. */
export async function compareSheets(db: Database, offerCase: OfferCase, options: Pick<CompareOptions, 'forPage'> = {}): Promise<Comparison> {
  // On a page: the conditions in force on a day are the same for every case until a sheet or lender changes (issue 47).
  const read = () => lenderConditionsInForce(db, offerCase.date);
  const conditions = options.forPage ? await keptForDataVersion(db, `offers:conditions:${offerCase.date}`, read) : await read();
  return compareConditions(conditions, offerCase);
}

/** The condition sheets as an offer source (the interface of ./model, beside the marketplace's). */
export function conditionSheetSource(db: Database): OfferSource {
  return { kind: 'sheet', compare: (offerCase) => compareSheets(db, offerCase) };
}

class MarketplaceTimeout extends Error {
  constructor(ms: number) {
    super(`marketplace did not answer within ${ms} ms`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MarketplaceTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The comparison for a case: the marketplace's when there is one and it answers, else the condition sheets'. */
export async function compareOffers(db: Database, offerCase: OfferCase, options: CompareOptions = {}): Promise<Comparison> {
  const { marketplace } = options;
  if (marketplace) {
    const ms = options.timeoutMs ?? MARKETPLACE_TIMEOUT_MS;
    try {
      // Promise.resolve().then: a source that throws synchronously counts as a failure too.
      const result = await withTimeout(Promise.resolve().then(() => marketplace.compare(offerCase)), ms);
      // A marketplace that offers nothing for the case: the condition sheets may still have lenders for it.
      if (result.offers.length === 0) return compareSheets(db, offerCase, options);
      return {
        offers: result.offers.map((o) => ({ ...o, source: 'marketplace' as const })),
        excluded: result.excluded,
        fallback: result.fallback ?? (result.offers.length === 0 ? { reason: 'noConditions' } : null),
      };
    } catch (error) {
      const code = error instanceof MarketplaceTimeout ? 'TIMEOUT' : ((error as { code?: unknown })?.code ?? (error as Error)?.name ?? 'UNKNOWN');
      console.error(`offers: marketplace (${marketplace.kind}) unavailable (${String(code)}); the condition sheets answer instead`);
      const sheets = await compareSheets(db, offerCase, options);
      return { ...sheets, fallback: { reason: 'sourceUnavailable' } };
    }
  }
  return compareSheets(db, offerCase, options);
}

/** What the comparison assumes where the calculator asks nothing (stated on the page). */
export const CALCULATOR_CASE_DEFAULTS = Object.freeze({
  use: 'owner_occupied',
  purpose: 'purchase',
  employment: 'employed',
  specialRepayment: 0,
  energyClass: null,
  forwardMonths: 0,
} as const satisfies Partial<OfferCase>);

/**
 * The case of a mortgage calculation: price; savings as the equity; the calculator's loan (price plus purchase costs
 * minus savings, so the costs are financed first and the loan-to-value may exceed 100 %); the state of the location;
 * the chosen fixation; the initial repayment of the chosen fixation (the percentage typed, or the one the typed
 * installment implies at the calculator's rate); the calculation's day. The rest: CALCULATOR_CASE_DEFAULTS.
 */
export function offerCaseFromCalculation(calculation: MortgageCalculation, state: string): OfferCase {
  return {
    price: calculation.purchasePrice,
    loan: calculation.loanAmount,
    equity: calculation.downpayment,
    state,
    fixationYears: calculation.fixationYears,
    repaymentRate: calculation.chosen.repaymentRate,
    date: calculation.date,
    ...CALCULATOR_CASE_DEFAULTS,
  };
}
