/**
 * The "my loan" form (issue 51 part 1): its fields as the browser posts them, the zod schema that reads them into the
 * loan's inputs with one code per failing field (the form kit, ADR 025), and the loan's inputs back into the form's
 * text for editing. Pure.
 *
 * The form offers both ways to give the balance (`basis`: the remaining debt on a day, or the original amount with
 * its start) and the installment (`paymentKind`: the initial repayment rate, or the monthly payment); only the
 * chosen one's fields are read. Percentages are typed as percent ("3,45" or "3.45"), amounts in euros.
 */
import { z } from 'zod';
import { EngineInputError } from '@/engine/errors';
import { isIsoDate } from '@/engine/iso-date';
import { loanAnchor, type CurrentLoanInput } from '@/engine/loans/current-loan';
import { codedIssue, formText } from '@/lib/forms/fields';
import { normalizeMoney } from '@/lib/numbers';
import type { LoanFields } from './repository';

export const LOAN_FORM_FIELDS = ['bank', 'basis', 'debt', 'debtDate', 'amount', 'start', 'rate', 'paymentKind', 'repayment', 'payment', 'fixEnd', 'disbursed', 'special', 'value'] as const;
export type LoanFormField = (typeof LOAN_FORM_FIELDS)[number];

export const LOAN_FORM_CODES = ['required', 'notAnAmount', 'tooLow', 'tooHigh', 'invalidDate', 'notAPercent', 'invalidChoice', 'fixEndBeforeStart', 'paymentTooLow', 'tooLong'] as const;
export type LoanFormCode = (typeof LOAN_FORM_CODES)[number];

/** Problems of the whole form or of an action (the page translates them). */
export const LOAN_PAGE_ERRORS = ['NOT_FOUND', 'TOO_MANY_LOANS', 'INVALID_INPUT'] as const;

/** Plausibility bounds of the form ([ASSUMPTION] the site's: the calculators' amounts, rates a German mortgage had since 1990). */
export const LOAN_LIMITS = Object.freeze({
  minAmount: 1_000,
  maxAmount: 10_000_000,
  maxRate: 0.15,
  minRepayment: 0.001,
  maxRepayment: 0.2,
  minPayment: 10,
  maxPayment: 200_000,
  minValue: 10_000,
  maxValue: 20_000_000,
  earliestDay: '1970-01-01',
  latestDay: '2100-12-31',
  bankMax: 80,
});

/** An amount in euros with up to two decimals as typed on either locale's page ("187.432,17", "187,432.17", "187432"), or null. */
export function parseAmount(raw: string): number | null {
  let t = raw.replace(/[\s\u00a0\u202f€]/g, '');
  if (t === '') return null;
  const grouped = normalizeMoney(t);
  if (grouped !== t) return Number(grouped);
  // One decimal separator, either sign, with one or two decimals; grouping by three before it.
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const whole = m[1]!.replace(/[.,]/g, '');
  t = m[3] ? `${whole}.${m[3]}` : whole;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A percentage as typed ("3,45", "3.45 %") as a fraction (0.0345), or null. */
export function parsePercentText(raw: string): number | null {
  const t = raw.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Math.round((Number(t) / 100) * 1e8) / 1e8;
}

const amount = (v: string, ctx: z.RefinementCtx, path: LoanFormField, min: number, max: number): number => {
  if (v.trim() === '') return codedIssue(ctx, 'required', [path]);
  const n = parseAmount(v);
  if (n === null) return codedIssue(ctx, 'notAnAmount', [path]);
  if (n < min) return codedIssue(ctx, 'tooLow', [path]);
  if (n > max) return codedIssue(ctx, 'tooHigh', [path]);
  return n;
};

const percent = (v: string, ctx: z.RefinementCtx, path: LoanFormField, min: number, max: number): number => {
  if (v.trim() === '') return codedIssue(ctx, 'required', [path]);
  const n = parsePercentText(v);
  if (n === null) return codedIssue(ctx, 'notAPercent', [path]);
  if (n < min) return codedIssue(ctx, 'tooLow', [path]);
  if (n > max) return codedIssue(ctx, 'tooHigh', [path]);
  return n;
};

const day = (v: string, ctx: z.RefinementCtx, path: LoanFormField): string => {
  const t = v.trim();
  if (t === '') return codedIssue(ctx, 'required', [path]);
  if (!isIsoDate(t) || t < LOAN_LIMITS.earliestDay || t > LOAN_LIMITS.latestDay) return codedIssue(ctx, 'invalidDate', [path]);
  return t;
};

/** Collects the codes of every field (not only the first failing one), then the inputs; see the file comment. */
export const loanFormSchema = z
  .object(Object.fromEntries(LOAN_FORM_FIELDS.map((f) => [f, formText])) as Record<LoanFormField, typeof formText>)
  .transform((v, ctx): LoanFields => {
    const issues: [LoanFormField, LoanFormCode][] = [];
    // Each reader reports into `issues` instead of aborting, so that every field's code comes back at once.
    const read = <T>(fn: (sub: z.RefinementCtx) => T): T | null => {
      let code: string | null = null;
      let field: LoanFormField | null = null;
      const sub = {
        addIssue: (issue: { message?: string; path?: (string | number)[] }) => {
          code ??= issue.message ?? 'invalidChoice';
          field ??= (issue.path?.[0] as LoanFormField | undefined) ?? null;
        },
      } as unknown as z.RefinementCtx;
      try {
        const value = fn(sub);
        if (code === null) return value;
      } catch {
        // codedIssue returns `never` through z.NEVER; a throw is treated the same.
      }
      if (field) issues.push([field, (code ?? 'invalidChoice') as LoanFormCode]);
      return null;
    };
    const bank = v.bank.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (bank.length > LOAN_LIMITS.bankMax) issues.push(['bank', 'tooLong']);
    const basis = v.basis === 'original' ? 'original' : v.basis === 'remaining' || v.basis === '' ? 'remaining' : null;
    if (!basis) issues.push(['basis', 'invalidChoice']);
    const paymentKind = v.paymentKind === 'repayment' ? 'repayment' : v.paymentKind === 'payment' || v.paymentKind === '' ? 'payment' : null;
    if (!paymentKind) issues.push(['paymentKind', 'invalidChoice']);
    const debt = basis === 'remaining' ? read((c) => amount(v.debt, c, 'debt', LOAN_LIMITS.minAmount, LOAN_LIMITS.maxAmount)) : null;
    const debtDate = basis === 'remaining' ? read((c) => day(v.debtDate, c, 'debtDate')) : null;
    const original = basis === 'original' ? read((c) => amount(v.amount, c, 'amount', LOAN_LIMITS.minAmount, LOAN_LIMITS.maxAmount)) : null;
    const start = basis === 'original' ? read((c) => day(v.start, c, 'start')) : null;
    const rate = read((c) => percent(v.rate, c, 'rate', 0, LOAN_LIMITS.maxRate));
    const repayment = paymentKind === 'repayment' ? read((c) => percent(v.repayment, c, 'repayment', LOAN_LIMITS.minRepayment, LOAN_LIMITS.maxRepayment)) : null;
    const payment = paymentKind === 'payment' ? read((c) => amount(v.payment, c, 'payment', LOAN_LIMITS.minPayment, LOAN_LIMITS.maxPayment)) : null;
    const fixEnd = read((c) => day(v.fixEnd, c, 'fixEnd'));
    const disbursed = v.disbursed.trim() === '' ? null : read((c) => day(v.disbursed, c, 'disbursed'));
    const special = v.special.trim() === '' ? 0 : read((c) => percent(v.special, c, 'special', 0, 1));
    const value = v.value.trim() === '' ? null : read((c) => amount(v.value, c, 'value', LOAN_LIMITS.minValue, LOAN_LIMITS.maxValue));
    const fields: LoanFields = {
      bankName: bank.slice(0, LOAN_LIMITS.bankMax),
      remainingDebt: debt,
      remainingDebtDate: debtDate,
      originalAmount: original,
      startDate: start,
      nominalRate: rate ?? 0,
      repaymentRate: repayment,
      monthlyPayment: payment,
      fixationEndDate: fixEnd ?? '',
      fullDisbursementDate: disbursed,
      specialRepaymentRate: special ?? 0,
      propertyValue: value,
    };
    // The fields are each fine: the engine checks that they fit together.
    if (issues.length === 0) {
      const code = consistencyError(fields);
      if (code) issues.push(code);
    }
    for (const [field, code] of issues) ctx.addIssue({ code: 'custom', message: code, path: [field] });
    return fields;
  });

/** The engine's view of the loan's inputs. */
export function loanInput(fields: LoanFields): CurrentLoanInput {
  return {
    remainingDebt: fields.remainingDebt,
    remainingDebtDate: fields.remainingDebtDate,
    originalAmount: fields.originalAmount,
    startDate: fields.startDate,
    nominalRate: fields.nominalRate,
    repaymentRate: fields.repaymentRate,
    monthlyPayment: fields.monthlyPayment,
    fixationEndDate: fields.fixationEndDate,
    fullDisbursementDate: fields.fullDisbursementDate,
    specialRepaymentRate: fields.specialRepaymentRate,
  };
}

/** A field and code when the inputs do not fit together (the engine refuses them), else null. */
export function consistencyError(fields: LoanFields): [LoanFormField, LoanFormCode] | null {
  try {
    loanAnchor(loanInput(fields));
    return null;
  } catch (e) {
    if (!(e instanceof EngineInputError)) throw e;
    if (e.code === 'INVALID_INSTALLMENT' || e.field === 'repaymentRate') return [fields.monthlyPayment !== null ? 'payment' : 'repayment', 'paymentTooLow'];
    if (e.field === 'fixationEndDate') return ['fixEnd', 'fixEndBeforeStart'];
    return ['rate', 'tooHigh'];
  }
}

/** The loan's inputs as the form's text (for editing), in the page's locale. */
export function loanFormValues(fields: LoanFields, locale: 'de' | 'en'): Record<LoanFormField, string> {
  const num = (n: number, max: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: max, useGrouping: false }).format(n);
  const pct = (f: number | null) => (f === null ? '' : num(f * 100, 4));
  const eur = (n: number | null) => (n === null ? '' : num(n, 2));
  return {
    bank: fields.bankName,
    basis: fields.remainingDebt !== null ? 'remaining' : 'original',
    debt: eur(fields.remainingDebt),
    debtDate: fields.remainingDebtDate ?? '',
    amount: eur(fields.originalAmount),
    start: fields.startDate ?? '',
    rate: pct(fields.nominalRate),
    paymentKind: fields.monthlyPayment !== null ? 'payment' : 'repayment',
    repayment: pct(fields.repaymentRate),
    payment: eur(fields.monthlyPayment),
    fixEnd: fields.fixationEndDate,
    disbursed: fields.fullDisbursementDate ?? '',
    special: fields.specialRepaymentRate ? pct(fields.specialRepaymentRate) : '',
    value: eur(fields.propertyValue),
  };
}
