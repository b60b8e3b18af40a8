/**
 * The monthly repayment schedule of a download: the engine's amortizationSchedule with the chosen fixation's
 * rate and installment from the calculation's startDate, the rate kept until payoff (the same assumption as
 * the calculator's charts and payoff date); and its CSV (two decimals without grouping).
 */
import { amortizationSchedule, DEFAULT_MAX_MONTHS, type ScheduleRow } from '@/engine/mortgage/schedule';
import type { Locale } from '@/i18n/routes';
import type { PlanRequest } from './request';
import { PLAN_TEXTS } from './texts';

/** Month-by-month schedule of the chosen fixation's rate and installment, until payoff (at most 100 years). */
export function planSchedule(request: PlanRequest): ScheduleRow[] {
  const c = request.evaluation.calculation;
  return amortizationSchedule({
    principal: c.loanAmount,
    annualRate: c.chosen.interestRate,
    installment: c.chosen.monthlyRate,
    startDate: c.startDate,
    maxMonths: DEFAULT_MAX_MONTHS,
  });
}

/** Two decimals, no grouping, with the locale's decimal sign ("1234,56" / "1234.56"). */
export function csvNumber(value: number, locale: Locale): string {
  const text = (Math.abs(value) < 0.005 ? 0 : value).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The monthly schedule as CSV: a header row in the locale's language, then one row per installment (month
 * number, YYYY-MM, installment, interest, repayment, balance). de: ';' and decimal commas (German Excel),
 * en: ',' and decimal points. CRLF line ends; starts with a UTF-8 BOM so Excel reads the umlauts.
 */
export function buildScheduleCsv(request: PlanRequest): string {
  const { locale } = request;
  const sep = locale === 'de' ? ';' : ',';
  const lines = [PLAN_TEXTS[locale].csvColumns.join(sep)];
  for (const row of planSchedule(request)) {
    const date = row.date ? `${row.date.year}-${pad2(row.date.month)}` : '';
    lines.push(
      [String(row.month), date, csvNumber(row.payment, locale), csvNumber(row.interest, locale), csvNumber(row.principal + row.specialRepayment, locale), csvNumber(row.balance, locale)].join(sep),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
