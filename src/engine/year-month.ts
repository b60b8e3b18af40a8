/**
 * Calendar months of the engine: the month of an installment, a payoff date, the first installment of a
 * loan. The engine never reads the clock; the caller passes the date.
 */

/** A calendar month; `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Adds `months` (may be negative) to a calendar month. */
export function addMonths(date: YearMonth, months: number): YearMonth {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/**
 * The calendar month after the month of `isoDate` (YYYY-MM-DD; the day does not count): the month of the
 * first installment of a loan taken out on that date (the calculators and the rates table).
 */
export function monthAfter(isoDate: string): YearMonth {
  return addMonths({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) }, 1);
}
