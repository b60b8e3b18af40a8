import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { besteuerungsanteil, regelaltersgrenzeMonths } from './constants';
import { futurePoints, maxPointsPerYear, pointsForYear, rentenwertOn, statutoryPension, zugangsfaktor } from './statutory';

describe('Rentenwert in force (FACTS § 6)', () => {
  test.each([
    { label: 'before the 2025 adjustment: the earliest known value', date: '2025-06-30', expected: 40.79 },
    { label: 'from 01.07.2025', date: '2025-07-01', expected: 40.79 },
    { label: 'last day of the 2025 period', date: '2026-06-30', expected: 40.79 },
    { label: 'from 01.07.2026', date: '2026-07-01', expected: 42.52 },
    { label: 'November 2026', date: '2026-11-23', expected: 42.52 },
  ])('$label → $expected', ({ date, expected }) => {
    expect(rentenwertOn(date)).toBe(expected);
  });
});

describe('DRV standard pension: 45 points at the Rentenwert in force (FACTS § 6 "Derived")', () => {
  // Born 1964 or later: Regelaltersgrenze 67; no further points; retiring exactly at 67.
  test.each([
    { label: 'from 07/2025', today: '2025-09-01', age: 40, expected: 1_835.55 },
    { label: 'from 07/2026', today: '2026-07-01', age: 40, expected: 1_913.4 },
  ])('$label → $expected € gross a month', ({ today, age, expected }) => {
    const p = statutoryPension({ age, monthlyGross: 0, pointsSoFar: 45, insured: false, retirementAge: 67, today });
    expect(p.zugangsfaktor).toBe(1);
    expect(p.monthlyGross).toBeCloseTo(expected, 2);
  });
});

describe('Zugangsfaktor (§ 77 SGB VI): −0.3 % a month early, +0.5 % a month late', () => {
  test.each([
    { label: 'at the Regelaltersgrenze', retirementAge: 67, factor: 1, pension: 1_913.4 },
    { label: 'two years early (−7.2 %)', retirementAge: 65, factor: 0.928, pension: 1_913.4 * 0.928 },
    { label: 'one year late (+6 %)', retirementAge: 68, factor: 1.06, pension: 1_913.4 * 1.06 },
    { label: 'four years early: the most (−14.4 %)', retirementAge: 63, factor: 0.856, pension: 1_913.4 * 0.856 },
    { label: 'eight years early: the pension still starts at 63 (−14.4 %)', retirementAge: 59, factor: 0.856, pension: 1_913.4 * 0.856 },
  ])('$label', ({ retirementAge, factor, pension }) => {
    const p = statutoryPension({ age: 40, monthlyGross: 0, pointsSoFar: 45, insured: false, retirementAge, today: '2026-11-23' });
    expect(p.zugangsfaktor).toBeCloseTo(factor, 10);
    expect(p.monthlyGross).toBeCloseTo(pension, 6);
  });

  test('retiring at 59 leaves 48 bridge months until the statutory start at 63', () => {
    const p = statutoryPension({ age: 40, monthlyGross: 0, pointsSoFar: 45, insured: false, retirementAge: 59, today: '2026-11-23' });
    expect(p.startAgeMonths).toBe(63 * 12);
    expect(p.startAgeMonths - 59 * 12).toBe(48);
  });

  test.each([
    { months: -24, expected: 0.928 },
    { months: -1, expected: 0.997 },
    { months: -60, expected: 0.856 },
    { months: 12, expected: 1.06 },
    { months: 30, expected: 1.15 },
  ])('zugangsfaktor($months) = $expected', ({ months, expected }) => {
    expect(zugangsfaktor(months)).toBeCloseTo(expected, 10);
  });

  test('born 1962 (Regelaltersgrenze 66 + 8 months): retiring at 66 is 8 months early', () => {
    const p = statutoryPension({ age: 64, monthlyGross: 0, pointsSoFar: 40, insured: false, retirementAge: 66, today: '2026-11-23' });
    expect(p.birthYear).toBe(1962);
    expect(p.monthsFromRegelalter).toBe(-8);
    expect(p.zugangsfaktor).toBeCloseTo(1 - 8 * 0.003, 10);
  });
});

describe('Regelaltersgrenze by birth year (§ 235 SGB VI, FACTS § 6)', () => {
  test.each([
    { born: 1946, months: 65 * 12 },
    { born: 1950, months: 65 * 12 + 4 },
    { born: 1957, months: 65 * 12 + 11 },
    { born: 1958, months: 66 * 12 },
    { born: 1959, months: 66 * 12 + 2 },
    { born: 1960, months: 66 * 12 + 4 },
    { born: 1963, months: 66 * 12 + 10 },
    { born: 1964, months: 67 * 12 },
    { born: 2000, months: 67 * 12 },
  ])('born $born → $months months', ({ born, months }) => {
    expect(regelaltersgrenzeMonths(born)).toBe(months);
  });
});

describe('Besteuerungsanteil by the year the pension starts (§ 22 EStG, Wachstumschancengesetz)', () => {
  test.each([
    { year: 2000, share: 0.5 },
    { year: 2005, share: 0.5 },
    { year: 2006, share: 0.52 },
    { year: 2010, share: 0.6 },
    { year: 2020, share: 0.8 },
    { year: 2021, share: 0.81 },
    { year: 2022, share: 0.82 },
    { year: 2023, share: 0.825 },
    { year: 2024, share: 0.83 },
    { year: 2025, share: 0.835 },
    { year: 2026, share: 0.84 },
    { year: 2040, share: 0.91 },
    { year: 2058, share: 1 },
    { year: 2070, share: 1 },
  ])('$year → $share', ({ year, share }) => {
    expect(besteuerungsanteil(year)).toBeCloseTo(share, 10);
  });
});

describe('Entgeltpunkte from income (capped at the contribution ceiling)', () => {
  test.each([
    { label: 'the average income earns one point (2026)', annual: 51_944, date: '2026-03-01', expected: 1 },
    { label: 'half the average earns half a point', annual: 25_972, date: '2026-03-01', expected: 0.5 },
    { label: 'the ceiling 101,400 earns ≈ 1.95 (2026)', annual: 101_400, date: '2026-03-01', expected: 101_400 / 51_944 },
    { label: 'above the ceiling: still the cap', annual: 200_000, date: '2026-03-01', expected: 101_400 / 51_944 },
    { label: '2025: average 50,493', annual: 50_493, date: '2025-03-01', expected: 1 },
    { label: '2025: ceiling 96,600', annual: 150_000, date: '2025-03-01', expected: 96_600 / 50_493 },
  ])('$label', ({ annual, date, expected }) => {
    expect(pointsForYear(annual, date)).toBeCloseTo(expected, 10);
  });

  test('the facts file\'s cap for 2026 is ≈ 1.95 points a year', () => {
    expect(maxPointsPerYear('2026-01-01')).toBeCloseTo(1.95, 2);
  });

  test('the income grows 1.5 % a year: 2 years at the average give 1 + 1.015 points', () => {
    expect(futurePoints(51_944 / 12, 40, 42, '2026-03-01')).toBeCloseTo(1 + 1.015, 10);
  });

  test('not insured (self-employed without compulsory enrolment): no future points', () => {
    const p = statutoryPension({ age: 30, monthlyGross: 5_000, pointsSoFar: 10, insured: false, retirementAge: 67, today: '2026-11-23' });
    expect(p.futurePoints).toBe(0);
    expect(p.totalPoints).toBe(10);
  });
});

describe('properties', () => {
  const arb = fc.record({
    age: fc.integer({ min: 20, max: 66 }),
    income: fc.double({ min: 0, max: 20_000, noNaN: true }),
    points: fc.double({ min: 0, max: 60, noNaN: true }),
    retirement: fc.integer({ min: 58, max: 75 }),
    more: fc.double({ min: 0, max: 5_000, noNaN: true }),
  });

  test('more income never lowers the pension', () => {
    fc.assert(
      fc.property(arb, ({ age, income, points, retirement, more }) => {
        const base = { age, pointsSoFar: points, insured: true, retirementAge: Math.max(retirement, age + 1), today: '2026-11-23' };
        const a = statutoryPension({ ...base, monthlyGross: income }).monthlyGross;
        const b = statutoryPension({ ...base, monthlyGross: income + more }).monthlyGross;
        return b >= a - 1e-9;
      }),
    );
  });

  test('more points never lower the pension', () => {
    fc.assert(
      fc.property(arb, ({ age, income, points, retirement, more }) => {
        const base = { age, monthlyGross: income, insured: true, retirementAge: Math.max(retirement, age + 1), today: '2026-11-23' };
        const a = statutoryPension({ ...base, pointsSoFar: points }).monthlyGross;
        const b = statutoryPension({ ...base, pointsSoFar: points + more / 100 }).monthlyGross;
        return b >= a - 1e-9;
      }),
    );
  });
});
