/**
 * Lender offers (issue 50): the shapes every part of the feature shares — lenders and their dated condition
 * sheets, the client's case, a ranked comparison with its exclusions, and the interface of an offer source (the
 * condition sheets; a credit marketplace such as Europace BaufiSmart). Browser-safe: types and constants only.
 *
 * The shapes of lenders, sheets, the case and the comparison are the engine's (src/engine/offers/compare.ts, which
 * may import nothing outside src/engine), under the names the feature uses; the constants list their values.
 *
 * Conventions: rates and shares are fractions (0.0357 = 3.57 %), money in euros, dates YYYY-MM-DD (Europe/Berlin
 * calendar days), states as the two-letter codes of src/engine/fees (e.g. "BY", "NW").
 */

import type {
  OfferCaseInput,
  OfferComparison,
  OfferConditionSheet,
  OfferEmployment,
  OfferExclusion,
  OfferExclusionReason,
  OfferLender,
  OfferLenderConditions,
  OfferLenderKind,
  OfferLoanPurpose,
  OfferPropertyUse,
  OfferRateCell,
  OfferResult,
  OfferSurcharges,
} from '@/engine/offers/compare';

export type LenderKind = OfferLenderKind;
export const LENDER_KINDS = ['bank', 'savings_bank', 'building_society', 'insurer'] as const satisfies readonly LenderKind[];

export type LoanPurpose = OfferLoanPurpose;
export const LOAN_PURPOSES = ['purchase', 'refinance', 'forward', 'construction'] as const satisfies readonly LoanPurpose[];

export type Employment = OfferEmployment;
export const EMPLOYMENTS = ['employed', 'civil_servant', 'self_employed', 'retired'] as const satisfies readonly Employment[];

export type PropertyUse = OfferPropertyUse;
export const PROPERTY_USES = ['owner_occupied', 'let'] as const satisfies readonly PropertyUse[];

/** A lender: kind, the states it lends in (empty: all of Germany), minimum loan, purposes, employments, demo flag. */
export type Lender = OfferLender;
/** One nominal rate of a sheet: for a fixation, up to a loan-to-value step, within a loan size band. */
export type RateCell = OfferRateCell;
/** Small loan, forward, special repayment and energy class surcharges of a sheet. */
export type Surcharges = OfferSurcharges;
/** A lender's conditions valid from a day: rate cells, surcharges, fees, free special repayment, source. */
export type ConditionSheet = OfferConditionSheet;
export type LenderConditions = OfferLenderConditions;
/** The client's case, from the calculator's inputs or a lead's data. */
export type OfferCase = OfferCaseInput;

export type OfferSourceKind = 'sheet' | 'marketplace' | 'model';

/** One lender's offer for the case: rate with surcharges, effective rate (§ 16 PAngV), payment, residual debt, cost. */
export type RankedOffer = OfferResult;

export type ExclusionReason = OfferExclusionReason;
export const EXCLUSION_REASONS = ['region', 'loanSize', 'ltv', 'purpose', 'fixation', 'employment', 'forwardMonths'] as const satisfies readonly ExclusionReason[];

export type Exclusion = OfferExclusion;

/** Ranked offers (effective rate, monthly payment, total cost), exclusions with reasons, and the fallback's reason. */
export type Comparison = OfferComparison;

/** An offer source (condition sheets, a credit marketplace): one interface, one adapter per source. */
export interface OfferSource {
  readonly kind: OfferSourceKind;
  compare(offerCase: OfferCase): Promise<Comparison>;
}
