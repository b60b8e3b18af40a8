/**
 * Statutory pension (GRV) from Entgeltpunkte (§§ 63–77 SGB VI, FACTS § 6).
 *
 * Conventions:
 * - Money in TODAY'S EUROS. The Durchschnittsentgelt, the contribution ceiling and the Rentenwert stay at the
 *   values in force on `today`: they grow with average wages, and this convention counts average wage
 *   growth as part of inflation (no real growth of the Rentenwert). The visitor's own income grows by
 *   INCOME_GROWTH (1.5 %) a year in today's euros, i.e. faster than the average (career growth), so each
 *   year earns min(income, ceiling) ÷ Durchschnittsentgelt points. With inflation switched on the caller
 *   scales the result by (1 + π)^years (./index.ts); points do not change.
 * - Points are earned for the full years from today's age up to the retirement age (the year of the
 *   current age counts in full), only while insured: employed, or self-employed with compulsory enrolment.
 * - Birth year = today's year − age. The pension starts at the retirement age, but not more than 48 months
 *   before the Regelaltersgrenze; Zugangsfaktor 1 − 0.003 per month early, 1 + 0.005 per month late.
 */
import {
  BBG_RV_ANNUAL,
  DURCHSCHNITTSENTGELT,
  INCOME_GROWTH,
  MAX_EARLY_MONTHS,
  RENTENWERT,
  ZUGANGSFAKTOR_EARLY_PER_MONTH,
  ZUGANGSFAKTOR_LATE_PER_MONTH,
  inForceOn,
  regelaltersgrenzeMonths,
} from './constants';

/** Rentenwert in force on an ISO date. */
export function rentenwertOn(date: string): number {
  return inForceOn(RENTENWERT, date).value;
}

/** Most points one year can earn: ceiling ÷ average earnings (2026: 101,400 / 51,944 ≈ 1.95). */
export function maxPointsPerYear(date: string): number {
  return inForceOn(BBG_RV_ANNUAL, date).value / inForceOn(DURCHSCHNITTSENTGELT, date).value;
}

/** Points for one year's gross income (annual), capped at the ceiling. */
export function pointsForYear(annualGross: number, date: string): number {
  const ceiling = inForceOn(BBG_RV_ANNUAL, date).value;
  const average = inForceOn(DURCHSCHNITTSENTGELT, date).value;
  return Math.min(Math.max(0, annualGross), ceiling) / average;
}

/**
 * Points still to be earned from `age` up to `retirementAge` (exclusive), monthly gross growing by
 * `growth` a year. Zero when not insured.
 */
export function futurePoints(monthlyGross: number, age: number, retirementAge: number, date: string, growth = INCOME_GROWTH): number {
  let sum = 0;
  let annual = monthlyGross * 12;
  for (let a = age; a < retirementAge; a++) {
    sum += pointsForYear(annual, date);
    annual *= 1 + growth;
  }
  return sum;
}

/** Zugangsfaktor for a pension starting `monthsFromRegelalter` months after (+) or before (−) the Regelaltersgrenze. */
export function zugangsfaktor(monthsFromRegelalter: number): number {
  if (monthsFromRegelalter >= 0) return 1 + ZUGANGSFAKTOR_LATE_PER_MONTH * monthsFromRegelalter;
  const early = Math.min(MAX_EARLY_MONTHS, -monthsFromRegelalter);
  return 1 - ZUGANGSFAKTOR_EARLY_PER_MONTH * early;
}

export interface StatutoryPensionInput {
  age: number;
  /** Visitor's monthly gross income today. */
  monthlyGross: number;
  /** Entgeltpunkte so far (employed + self-employed). */
  pointsSoFar: number;
  /** Whether future years earn points (employed, or self-employed with compulsory enrolment). */
  insured: boolean;
  retirementAge: number;
  /** ISO date 'YYYY-MM-DD' (the caller's today). */
  today: string;
  growth?: number;
}

export interface StatutoryPension {
  birthYear: number;
  /** Regelaltersgrenze in months of age. */
  regelaltersgrenzeMonths: number;
  pointsSoFar: number;
  futurePoints: number;
  totalPoints: number;
  /** Age (in months) at which the statutory pension starts (≥ Regelaltersgrenze − 48 months). */
  startAgeMonths: number;
  /** Calendar year the pension starts (for the Besteuerungsanteil). */
  startYear: number;
  /** Months after (+) or before (−) the Regelaltersgrenze. */
  monthsFromRegelalter: number;
  zugangsfaktor: number;
  rentenwert: number;
  /** Monthly gross pension in today's euros. */
  monthlyGross: number;
}

export function statutoryPension(input: StatutoryPensionInput): StatutoryPension {
  const year = Number(input.today.slice(0, 4));
  const birthYear = year - input.age;
  const rag = regelaltersgrenzeMonths(birthYear);
  const startAgeMonths = Math.max(input.retirementAge * 12, rag - MAX_EARLY_MONTHS);
  const monthsFromRegelalter = startAgeMonths - rag;
  const future = input.insured ? futurePoints(input.monthlyGross, input.age, input.retirementAge, input.today, input.growth) : 0;
  const totalPoints = Math.max(0, input.pointsSoFar) + future;
  const zf = zugangsfaktor(monthsFromRegelalter);
  const rentenwert = rentenwertOn(input.today);
  return {
    birthYear,
    regelaltersgrenzeMonths: rag,
    pointsSoFar: input.pointsSoFar,
    futurePoints: future,
    totalPoints,
    startAgeMonths,
    startYear: birthYear + Math.floor(startAgeMonths / 12),
    monthsFromRegelalter,
    zugangsfaktor: zf,
    rentenwert,
    monthlyGross: totalPoints * zf * rentenwert,
  };
}
