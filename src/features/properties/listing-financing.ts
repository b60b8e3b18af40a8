/**
 * What a listing costs this visitor (issue 25): the mortgage calculator's own evaluation (calculators feature)
 * of the listing's price, its place's transfer tax, the listing's buyer commission and the visitor's savings,
 * with 2 % initial repayment and 10 years fixed at the model rate of the day. The "open in the calculator" link
 * carries exactly this form, so the calculator shows the same payment to the euro.
 */
import { DEFAULT_FORM, evaluateMortgageForm, formToParams, type MortgageForm } from '@/features/calculators';
import { cityByName } from '@/engine/geo/lookup';
import type { RateMarket } from '@/engine/rates/market';

/** The assumptions every listing's payment is computed with (stated next to the figures). */
export const LISTING_FINANCING = Object.freeze({ repaymentPercent: 2, fixationYears: 10 as const });

export type ListingFinancing =
  | {
      ok: true;
      monthlyPayment: number;
      loanAmount: number;
      interestRate: number;
      transferTax: number;
      transferTaxRate: number;
      notaryFee: number;
      commission: number;
      purchaseCosts: number;
      savings: number;
      curveDate: string;
      /** The calculator's URL parameters for this listing (price, savings, place, commission, terms). */
      calculatorParams: string;
    }
  | { ok: false; reason: string; calculatorParams: string };

export interface FinancedListing {
  price: number;
  place: string;
  /** ISO 3166-2 (DE-BE). */
  state: string;
  buyerCommission: number | null;
}

/** The calculator's location of a listing: its city when the calculator knows it, else its state. */
export function calculatorLocation(listing: Pick<FinancedListing, 'place' | 'state'>): string {
  return cityByName(listing.place)?.id ?? listing.state.replace(/^DE-/, '');
}

export function listingForm(listing: FinancedListing, savings: number): MortgageForm {
  return {
    ...DEFAULT_FORM,
    price: String(listing.price),
    savings: String(savings),
    mode: 'percent',
    repayment: String(LISTING_FINANCING.repaymentPercent),
    fix: LISTING_FINANCING.fixationYears,
    loc: calculatorLocation(listing),
    commission: String(Math.round((listing.buyerCommission ?? 0) * 10000) / 100),
  };
}

export function listingFinancing(listing: FinancedListing, savings: number, date: string, market: RateMarket): ListingFinancing {
  const form = listingForm(listing, savings);
  const calculatorParams = formToParams(form).toString();
  const evaluation = evaluateMortgageForm(form, date, market);
  const c = evaluation.calculation;
  if (!evaluation.valid || !c) {
    const [field, error] = Object.entries(evaluation.errors)[0] ?? ['purchasePrice', { code: 'INVALID' }];
    return { ok: false, reason: `${field}:${error?.code ?? 'INVALID'}`, calculatorParams };
  }
  return {
    ok: true,
    monthlyPayment: c.chosen.monthlyRate,
    loanAmount: c.loanAmount,
    interestRate: c.chosen.interestRate,
    transferTax: c.locationTax,
    transferTaxRate: c.locationTaxRate,
    notaryFee: c.notaryFee,
    commission: c.realEstateCommission,
    purchaseCosts: c.purchaseCosts,
    savings,
    curveDate: c.curveDate,
    calculatorParams,
  };
}
