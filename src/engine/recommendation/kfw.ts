/**
 * KfW home-ownership programmes that MAY apply to a purchase (german-finance-facts.md § 7). The engine does not
 * approve anything: it lists the programmes whose published conditions the answers do not rule out, with the
 * conditions the buyer still has to check (energy class, taxable income, first own home) and the source.
 */
import type { Building, PropertyUsage } from './index';

export type KfwProgrammeId = '124' | '300' | '308';

export interface KfwProgramme {
  id: KfwProgrammeId;
  /** Highest loan by number of children (index 0 = no child); null where children do not matter. */
  maxLoanByChildren: readonly number[] | null;
  maxLoan: number;
  /** Taxable household income limit: base with one child, plus per further child; null: no limit. */
  incomeLimit: { oneChild: number; perFurtherChild: number } | null;
  source: string;
  validFrom: string;
}

export const KFW_PROGRAMMES: Readonly<Record<KfwProgrammeId, KfwProgramme>> = Object.freeze({
  '124': { id: '124', maxLoanByChildren: null, maxLoan: 100_000, incomeLimit: null, source: 'KfW, Merkblatt Wohneigentumsprogramm (124)', validFrom: '2024-10-01' },
  /** Max loan 170k (1–2 children), 200k (3–4), 220k (5+), without the QNG bonus. */
  '300': { id: '300', maxLoanByChildren: [0, 170_000, 170_000, 200_000, 200_000, 220_000], maxLoan: 220_000, incomeLimit: { oneChild: 90_000, perFurtherChild: 10_000 }, source: 'KfW, Merkblatt Wohneigentum für Familien (300)', validFrom: '2024-03-01' },
  /** 100k / 125k / 150k for 1 / 2 / 3+ children; energy class F, G or H; renovation to EH 85 EE within 54 months. */
  '308': { id: '308', maxLoanByChildren: [0, 100_000, 125_000, 150_000], maxLoan: 150_000, incomeLimit: { oneChild: 90_000, perFurtherChild: 10_000 }, source: 'KfW, Merkblatt Jung kauft Alt (308)', validFrom: '2025-10-23' },
});

export interface KfwMatch {
  id: KfwProgrammeId;
  /** Highest loan from this programme for the household (and at most the loan needed). */
  maxLoan: number;
  /** Taxable household income limit for this household, or null. */
  incomeLimit: number | null;
  /** Conditions left to check, as codes the UI words: FIRST_HOME, ENERGY_CLASS_FGH, RENOVATION_EH85, EH40_NEW_BUILD, INCOME_LIMIT, OWNER_OCCUPIED. */
  conditions: readonly string[];
  source: string;
  validFrom: string;
}

export function kfwProgrammes({ usage, building, children, loan }: { usage: PropertyUsage; building: Building; children: number; price: number; loan: number }): KfwMatch[] {
  if (usage !== 'ownHome') return [];
  const matches: KfwMatch[] = [];
  const family = (p: KfwProgramme): { maxLoan: number; incomeLimit: number } => ({
    maxLoan: Math.min(loan, p.maxLoanByChildren![Math.min(children, p.maxLoanByChildren!.length - 1)]!),
    incomeLimit: p.incomeLimit!.oneChild + p.incomeLimit!.perFurtherChild * (children - 1),
  });
  if (children > 0) {
    const p = building === 'new' ? KFW_PROGRAMMES['300'] : KFW_PROGRAMMES['308'];
    const conditions = building === 'new' ? ['FIRST_HOME', 'EH40_NEW_BUILD', 'INCOME_LIMIT'] : ['FIRST_HOME', 'ENERGY_CLASS_FGH', 'RENOVATION_EH85', 'INCOME_LIMIT'];
    matches.push({ id: p.id, ...family(p), conditions, source: p.source, validFrom: p.validFrom });
  }
  const p124 = KFW_PROGRAMMES['124'];
  matches.push({ id: '124', maxLoan: Math.min(loan, p124.maxLoan), incomeLimit: null, conditions: ['OWNER_OCCUPIED'], source: p124.source, validFrom: p124.validFrom });
  return matches;
}
