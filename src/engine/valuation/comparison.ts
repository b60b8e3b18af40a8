/**
 * The comparison method (Vergleichswertverfahren, ImmoWertV 2021 §§ 24–26) as the site models it (issue 26,
 * ADR 031): a price per m² of living area from a published statistic (the Vergleichsfaktor) and from comparable
 * listings, each converted to the property valued with the stated factors (./factors.ts), times its living area.
 * Pure: the caller passes the statistic and the comparables.
 */
import { EngineInputError } from '../errors';
import {
  ageFactor, CONDITION_FACTORS, effectiveYear, ENERGY_FACTORS, FEATURE_FACTORS, REFERENCE, sizeFactor, VALUATION_FEATURES,
  type Condition, type EnergyClass, type PropertyType, type ValuationFeature,
} from './factors';

export interface Subject {
  type: PropertyType;
  livingArea: number;
  yearBuilt: number;
  modernisedYear: number | null;
  /** The year the age factor counts when modernisation points give a fictitious year of construction (Anlage 2), else absent. */
  countedYear?: number | null;
  condition: Condition;
  energyClass: EnergyClass | null;
  features: readonly ValuationFeature[];
}

/** One adjustment: which factor, the subject's value of it against the reference's, and its size (1.05 = +5 %). */
export interface Adjustment {
  factor: 'size' | 'age' | 'condition' | 'energy' | 'features';
  subject: string;
  reference: string;
  size: number;
}

export interface Statistic {
  eurPerM2: number;
  /** asking | transaction | unknown */
  priceKind: string;
  period: string;
  /** The last day the period covers (YYYY-MM-DD), or null when the source states none. */
  periodEnd: string | null;
  source: string;
  url: string;
  /**
   * The year built of the objects the figure describes, when its source says (a new-build figure describes buildings
   * of its own period); else the model's reference object (REFERENCE) stands for it.
   */
  referenceYearBuilt?: number;
}

export interface Comparable {
  id: string;
  price: number;
  livingArea: number;
  yearBuilt: number | null;
  condition: Condition | null;
  energyClass: EnergyClass | null;
  features: readonly ValuationFeature[];
  distanceKm: number;
}

export interface AdjustedComparable {
  id: string;
  eurPerM2: number;
  /** Its price per m² converted to the subject. */
  adjustedEurPerM2: number;
  factor: number;
  distanceKm: number;
}

const round = (v: number, step = 1) => Math.round(v / step) * step;

function check(subject: Subject): void {
  if (!(subject.livingArea >= 15 && subject.livingArea <= 1000)) throw new EngineInputError('OUT_OF_RANGE', 'livingArea', { min: 15, max: 1000, value: subject.livingArea });
  if (!(subject.yearBuilt >= 1800 && subject.yearBuilt <= 2100)) throw new EngineInputError('OUT_OF_RANGE', 'yearBuilt', { min: 1800, max: 2100, value: subject.yearBuilt });
  if (subject.modernisedYear !== null && subject.modernisedYear < subject.yearBuilt) throw new EngineInputError('INVALID_INPUT', 'modernisedYear', { value: subject.modernisedYear });
}

/** The factors that convert a price per m² of an object described by `from` to the subject. */
export function adjustments(subject: Subject, from: { livingArea: number; yearBuilt: number; condition: Condition; energyClass: EnergyClass | null; features: readonly ValuationFeature[] }): Adjustment[] {
  const sizeOf = (a: number) => sizeFactor(subject.type, a);
  const year = subject.countedYear ?? effectiveYear(subject.yearBuilt, subject.modernisedYear);
  const features = (list: readonly ValuationFeature[]) => list.reduce((p, f) => p * FEATURE_FACTORS[subject.type][f], 1);
  const subjectEnergy = subject.energyClass ?? REFERENCE[subject.type].energyClass;
  const fromEnergy = from.energyClass ?? REFERENCE[subject.type].energyClass;
  const list: Adjustment[] = [
    { factor: 'size', subject: `${subject.livingArea}`, reference: `${from.livingArea}`, size: sizeOf(subject.livingArea) / sizeOf(from.livingArea) },
    { factor: 'age', subject: `${year}`, reference: `${from.yearBuilt}`, size: ageFactor(year) / ageFactor(from.yearBuilt) },
    { factor: 'condition', subject: subject.condition, reference: from.condition, size: CONDITION_FACTORS[subject.condition] / CONDITION_FACTORS[from.condition] },
    { factor: 'energy', subject: subjectEnergy, reference: fromEnergy, size: ENERGY_FACTORS[subjectEnergy] / ENERGY_FACTORS[fromEnergy] },
    {
      factor: 'features',
      subject: VALUATION_FEATURES.filter((f) => subject.features.includes(f)).join(' ') || '-',
      reference: VALUATION_FEATURES.filter((f) => from.features.includes(f)).join(' ') || '-',
      size: features(subject.features) / features(from.features),
    },
  ];
  return list.map((a) => ({ ...a, size: Math.round(a.size * 10_000) / 10_000 }));
}

const product = (list: readonly Adjustment[]) => list.reduce((p, a) => p * a.size, 1);

export interface ComparisonResult {
  method: 'comparison';
  /** Most likely value, whole thousands of euros. */
  value: number;
  low: number;
  high: number;
  /** The statistic's price per m², converted to the subject. */
  statistic: (Statistic & { adjustments: Adjustment[]; adjustedEurPerM2: number }) | null;
  comparables: AdjustedComparable[];
  /** The median of the converted comparables' prices per m² (null below MIN_COMPARABLES). */
  comparablesEurPerM2: number | null;
  /** The price per m² the value rests on. */
  eurPerM2: number;
  /** The uncertainty on each side, as a fraction, and why. */
  uncertainty: number;
  /** askingPrices: the statistic describes asking prices; basisNotStated: its source does not say whether asking or paid. */
  reasons: ('oldStatistic' | 'askingPrices' | 'basisNotStated' | 'fewComparables' | 'noStatistic' | 'spread')[];
}

/** Comparables needed before their median counts. */
export const MIN_COMPARABLES = 3;
/** The base uncertainty of a model valuation on each side, and what widens it (`askingPrices`: any basis but prices paid). */
export const UNCERTAINTY = { base: 0.08, oldStatistic: 0.05, askingPrices: 0.03, fewComparables: 0.04, noStatistic: 0.06, max: 0.3 } as const;
/** A statistic older than this (years before the valuation date) widens the range. */
export const OLD_STATISTIC_YEARS = 2;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The comparison value of `subject` on `date` (YYYY-MM-DD) from a statistic (or none) and comparable listings.
 * The statistic and the comparables' median are weighted equally when both exist; the range widens with an old
 * statistic, asking prices, few comparables, and the comparables' own spread. Throws NO_DATA without either.
 */
export function comparisonValue(subject: Subject, statistic: Statistic | null, comparables: readonly Comparable[], date: string): ComparisonResult {
  check(subject);
  const ref = REFERENCE[subject.type];
  const stat = statistic
    ? (() => {
        const adj = adjustments(subject, { livingArea: ref.livingArea, yearBuilt: statistic.referenceYearBuilt ?? ref.yearBuilt, condition: ref.condition, energyClass: ref.energyClass, features: [] });
        return { ...statistic, adjustments: adj, adjustedEurPerM2: round(statistic.eurPerM2 * product(adj)) };
      })()
    : null;
  const adjusted = comparables
    .filter((c) => c.livingArea > 0 && c.price > 0)
    .map((c) => {
      const adj = adjustments(subject, { livingArea: c.livingArea, yearBuilt: c.yearBuilt ?? ref.yearBuilt, condition: c.condition ?? ref.condition, energyClass: c.energyClass, features: c.features });
      const factor = product(adj);
      const eurPerM2 = c.price / c.livingArea;
      return { id: c.id, eurPerM2: round(eurPerM2), adjustedEurPerM2: round(eurPerM2 * factor), factor: Math.round(factor * 10_000) / 10_000, distanceKm: c.distanceKm };
    });
  const compMedian = adjusted.length >= MIN_COMPARABLES ? round(median(adjusted.map((c) => c.adjustedEurPerM2))) : null;
  if (!stat && compMedian === null) throw new EngineInputError('NO_DATA', undefined, { comparables: adjusted.length, minimum: MIN_COMPARABLES });
  const eurPerM2 = stat && compMedian !== null ? round((stat.adjustedEurPerM2 + compMedian) / 2) : (stat?.adjustedEurPerM2 ?? compMedian!);

  const reasons: ComparisonResult['reasons'] = [];
  let u: number = UNCERTAINTY.base;
  if (!stat) {
    u += UNCERTAINTY.noStatistic;
    reasons.push('noStatistic');
  } else {
    const years = stat.periodEnd ? (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${stat.periodEnd}T00:00:00Z`)) / (365.25 * 86_400_000) : Infinity;
    if (years > OLD_STATISTIC_YEARS) {
      u += UNCERTAINTY.oldStatistic;
      reasons.push('oldStatistic');
    }
    if (stat.priceKind !== 'transaction') {
      u += UNCERTAINTY.askingPrices;
      reasons.push(stat.priceKind === 'asking' ? 'askingPrices' : 'basisNotStated');
    }
  }
  if (compMedian === null) {
    u += UNCERTAINTY.fewComparables;
    reasons.push('fewComparables');
  } else {
    const sorted = adjusted.map((c) => c.adjustedEurPerM2).sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))]!;
    const spread = (q(0.75) - q(0.25)) / 2 / compMedian;
    if (spread > u) {
      u = spread;
      reasons.push('spread');
    }
  }
  u = Math.min(UNCERTAINTY.max, u);
  const exact = eurPerM2 * subject.livingArea;
  const value = round(exact, 1000);
  return {
    method: 'comparison',
    value,
    low: Math.min(value, round(exact * (1 - u), 1000)),
    high: Math.max(value, round(exact * (1 + u), 1000)),
    statistic: stat,
    comparables: adjusted,
    comparablesEurPerM2: compMedian,
    eurPerM2,
    uncertainty: Math.round(u * 1000) / 1000,
    reasons,
  };
}
