/**
 * DEMO DATA. Six fictitious lenders with one condition sheet each (issue 50, ADR 050): a national bank, two regional
 * savings banks, a direct bank, a building society and an insurer lending from €100,000. None of them exists; their
 * names say "Demo" and every row is stored with is_demo = true, labelled as demo wherever shown. Their rates are
 * not any bank's: each cell is the site's model rate (the Bundesbank curve plus the spread set, features/rates) of
 * the seed day for the cell's fixation, loan-to-value step and loan size band, plus the lender's stated offset, and
 * each sheet's source says exactly that. The surcharges, fees and special repayment allowances are plausible
 * assumptions for trying the comparison out, not figures of a source. Seeded by scripts/db-setup.ts (through
 * ./seed.ts) into an empty lenders table, never when SEED_DEMO_DATA=false.
 */
import type { Database } from '@/db/client';
import { spotRate } from '@/engine/rates/svensson';
import { ltvSurcharge, quotedRate, type FixationYears } from '@/engine/rates/model';
import type { RateMarket } from '@/engine/rates/market';
import { insertDemoLenders, type DemoLenderInput, type Employment, type LenderKind, type LoanPurpose, type RateCell, type Surcharges } from '@/features/offers/cli';
import { marketOn } from '@/features/rates/cli';
import { todayInBerlin } from '@/lib/dates';

const ALL_PURPOSES: LoanPurpose[] = ['purchase', 'refinance', 'forward', 'construction'];
const ALL_EMPLOYMENTS: Employment[] = ['employed', 'civil_servant', 'self_employed', 'retired'];
const NO_SURCHARGES: Surcharges = { smallLoan: null, forward: null, specialRepayment: [], energyClass: {} };

export const DEMO_FIXATIONS: readonly FixationYears[] = [5, 10, 15, 20, 25, 30];
/** The loan-to-value steps of the demo sheets (upper bounds): 60, 80, 90, 100 and 110 %. */
export const DEMO_LTV_STEPS = [0.6, 0.8, 0.9, 1.0, 1.1] as const;

export interface DemoLender {
  name: string;
  kind: LenderKind;
  regions: string[];
  minLoan: number;
  purposes: LoanPurpose[];
  employments: Employment[];
  /** Added to the model rate of every cell, a fraction (-0.0015 = 0.15 percentage points below). */
  offset: number;
  /** Fixations and loan-to-value steps it offers (default: all of DEMO_FIXATIONS and DEMO_LTV_STEPS). */
  fixations?: readonly FixationYears[];
  ltvSteps?: readonly number[];
  surcharges: Surcharges;
  fees: { name: string; amount: number }[];
  specialRepaymentFree: number;
}

export const DEMO_LENDERS: readonly DemoLender[] = [
  {
    name: 'Demo-Bank Nord',
    kind: 'bank',
    regions: [],
    minLoan: 50_000,
    purposes: ALL_PURPOSES,
    employments: ALL_EMPLOYMENTS,
    offset: -0.0005,
    surcharges: { ...NO_SURCHARGES, forward: { freeMonths: 3, perMonth: 0.0002, maxMonths: 36 }, specialRepayment: [{ percent: 10, add: 0.0005 }] },
    fees: [],
    specialRepaymentFree: 0.05,
  },
  {
    name: 'Demo-Sparkasse Rhein-Main',
    kind: 'savings_bank',
    regions: ['HE', 'RP'],
    minLoan: 25_000,
    purposes: ALL_PURPOSES,
    employments: ALL_EMPLOYMENTS,
    offset: -0.0015,
    surcharges: { ...NO_SURCHARGES, forward: { freeMonths: 0, perMonth: 0.0003, maxMonths: 24 }, energyClass: { 'A+': -0.0005, A: -0.0003 } },
    fees: [{ name: 'Wertermittlung / valuation', amount: 300 }],
    specialRepaymentFree: 0.05,
  },
  {
    name: 'Demo-Sparkasse Isartal',
    kind: 'savings_bank',
    regions: ['BY'],
    minLoan: 30_000,
    purposes: ['purchase', 'refinance', 'construction'],
    employments: ['employed', 'civil_servant', 'retired'],
    offset: -0.001,
    surcharges: NO_SURCHARGES,
    fees: [],
    specialRepaymentFree: 0.05,
  },
  {
    name: 'Demo-Direktbank',
    kind: 'bank',
    regions: [],
    minLoan: 75_000,
    purposes: ['purchase', 'refinance', 'forward'],
    employments: ALL_EMPLOYMENTS,
    offset: 0.0005,
    surcharges: { ...NO_SURCHARGES, forward: { freeMonths: 6, perMonth: 0.0002, maxMonths: 60 }, specialRepayment: [{ percent: 10, add: 0.0005 }] },
    fees: [],
    specialRepaymentFree: 0,
  },
  {
    name: 'Demo-Bausparkasse Süd',
    kind: 'building_society',
    regions: [],
    minLoan: 20_000,
    purposes: ALL_PURPOSES,
    employments: ALL_EMPLOYMENTS,
    offset: 0.001,
    surcharges: { ...NO_SURCHARGES, smallLoan: { below: 50_000, add: 0.001 } },
    fees: [],
    specialRepaymentFree: 0.1,
  },
  {
    name: 'Demo-Lebensversicherung Hanse',
    kind: 'insurer',
    regions: [],
    minLoan: 100_000,
    purposes: ['purchase', 'refinance', 'construction'],
    employments: ['employed', 'civil_servant'],
    offset: -0.002,
    fixations: [10, 15, 20, 25, 30],
    ltvSteps: [0.6, 0.8],
    surcharges: NO_SURCHARGES,
    fees: [],
    specialRepaymentFree: 0.05,
  },
];

/** "plus 0.15 percentage points" / "minus 0.05 percentage points" of an offset (a fraction). */
const offsetWords = (offset: number) => `${offset < 0 ? 'minus' : 'plus'} ${(Math.abs(offset) * 100).toFixed(2)} percentage points`;

/** The source every demo sheet states. */
export function demoSource(curveDate: string, offset: number): string {
  return `Derived from the site's model curve of ${curveDate} plus the lender's offset (${offsetWords(offset)}); demo data, not a bank's offer.`;
}

/**
 * A demo lender's rate cells from the market: for each fixation, loan-to-value step and loan size band of the model
 * (below, between and above its small-loan bounds; bands ending at or below the lender's minimum loan left out),
 * the model rate — the curve's spot rate plus the fixation's spread, the step's surcharge and the band's size
 * surcharge, floored as the model floors — plus the lender's offset, quoted to 0.01 percentage points.
 */
export function demoCells(lender: DemoLender, market: RateMarket): RateCell[] {
  const { curve, model } = market;
  const bounds = [...model.sizeSurcharges].map((s) => s.below).sort((a, b) => a - b);
  const bands: { loanMin: number; loanMax: number | null; add: number }[] = [];
  let from = 0;
  for (const below of bounds) {
    bands.push({ loanMin: from, loanMax: below, add: model.sizeSurcharges.find((s) => s.below === below)!.add });
    from = below;
  }
  bands.push({ loanMin: from, loanMax: null, add: 0 });
  const cells: RateCell[] = [];
  for (const fixationYears of lender.fixations ?? DEMO_FIXATIONS) {
    for (const ltvMax of lender.ltvSteps ?? DEMO_LTV_STEPS) {
      for (const band of bands) {
        if (band.loanMax !== null && band.loanMax <= lender.minLoan) continue;
        const raw = spotRate(curve, fixationYears) + model.spreadByFixation[fixationYears] + ltvSurcharge(ltvMax, model) + band.add;
        const modelRate = quotedRate(Math.max(raw, model.minimumRate));
        cells.push({ fixationYears, ltvMax, loanMin: Math.max(band.loanMin, 0), loanMax: band.loanMax, nominalRate: quotedRate(modelRate + lender.offset) });
      }
    }
  }
  return cells;
}

/** The demo lenders with their sheets on a market: valid from the market's curve day, the day the figures are of. */
export function demoLenderInputs(market: RateMarket): DemoLenderInput[] {
  return DEMO_LENDERS.map((l) => ({
    lender: { name: l.name, kind: l.kind, regions: l.regions, minLoan: l.minLoan, purposes: l.purposes, employments: l.employments },
    sheet: {
      validFrom: market.curve.date,
      rates: demoCells(l, market),
      surcharges: l.surcharges,
      fees: l.fees,
      specialRepaymentFree: l.specialRepaymentFree,
      source: demoSource(market.curve.date, l.offset),
    },
  }));
}

/**
 * Seeds the demo lenders into an empty lenders table, their conditions derived from the model rate of the seed day
 * (the newest curve on or before it). Nothing without rate data. The count added.
 */
export async function seedDemoLenders(db: Database, now: Date = new Date()): Promise<number> {
  const market = await marketOn(db, todayInBerlin(now));
  if (!market) return 0;
  return insertDemoLenders(db, demoLenderInputs(market), now);
}
