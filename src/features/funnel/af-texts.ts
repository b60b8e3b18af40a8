/**
 * The AF result's sentences in the visitor's language, shared by the page (components/AfResult.tsx) and its PDF
 * (./af-pdf.tsx) so that both say the same: the range, each end with its share of the income, the reasoning in
 * the visitor's numbers, the model rates' date. Pure: given a translator of the `funnel` namespace (ICU: plurals
 * and selects) and the locale's formats.
 */
import { LOAN_ESTIMATE_NOTARY_RATE } from '@/engine/fees/purchase-costs';
import { HOUSEHOLD_CALCULATION, type BudgetResult } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import { AF_RULES, type AfRange } from './af-result';
import type { AfAnswers, AnswerError, FunnelField } from './answers';
import type { Translate } from './report-texts';

export interface AfFormats {
  euro: (n: number) => string;
  /** A share as the page writes it: "30 %", "37,5 %". */
  pct: (n: number) => string;
  /** A plain number ("100"). */
  number: (n: number) => string;
  /** Euros with cents ("3,50 €"). */
  euroCents: (n: number) => string;
  date: (iso: string) => string;
}

export interface AfEnd {
  key: 'cautious' | 'upper';
  result: BudgetResult;
  /** "30 % of your net income for the mortgage" (the upper end: its share when the household calculation sets it). */
  text: string;
}

export interface AfSentences {
  /** "From your answers and our model rates as of {curve date}…" */
  asOf: string;
  /** The range sentence, or null when nothing is left for a loan. */
  range: string | null;
  noBudget: string | null;
  ends: AfEnd[];
  reasons: string[];
}

/** Money answers are written as euros in messages ("at least €500"). */
export const MONEY_FIELDS: readonly FunnelField[] = ['income', 'commitments', 'equity', 'price'];

/** A coded answer error in the visitor's words (the questionnaire's and the PDF route's). */
export function answerErrorText(t: Translate, f: Pick<AfFormats, 'euro' | 'number'>, field: FunnelField, e: AnswerError): string {
  const amount = (n: number) => (MONEY_FIELDS.includes(field) ? f.euro(n) : f.number(n));
  return t(`errors.${e.code}`, { min: amount(e.params.min ?? 0), max: amount(e.params.max ?? 0) });
}

export function afSentences(t: Translate, f: AfFormats, answers: AfAnswers, range: AfRange, curveDate: string, placeName: string): AfSentences {
  const asOf = t('af.intro', { date: f.date(curveDate) });
  const { cautious, upper } = range;
  if (!cautious || !upper) return { asOf, range: null, noBudget: t('af.noBudget'), ends: [], reasons: [] };
  const upperShare = range.upperByLivingCosts ? (upper.maxInstallment + answers.commitments) / answers.income : AF_RULES.upperRatio;
  return {
    asOf,
    range: t('af.range', { low: f.euro(cautious.maxPrice), high: f.euro(upper.maxPrice) }),
    noBudget: null,
    ends: [
      { key: 'cautious', result: cautious, text: t('af.cautiousText', { ratio: f.pct(AF_RULES.cautiousRatio) }) },
      { key: 'upper', result: upper, text: t('af.upperText', { ratio: f.pct(upperShare) }) },
    ],
    reasons: [
      t('af.reasonIncome', { income: f.euro(answers.income), loans: f.euro(answers.commitments), ratio: f.pct(AF_RULES.upperRatio), installment: f.euro(upper.maxInstallment) }),
      t('af.reasonLiving', {
        adults: t('af.adultsCount', { count: answers.adults }),
        children: t('af.childrenCount', { count: answers.children }),
        living: f.euro(range.household.livingCosts),
        running: f.euro(range.household.runningCosts),
        area: f.number(range.household.livingArea),
        buffer: f.euro(range.household.buffer),
        binding: range.upperByLivingCosts ? 'yes' : 'no',
      }),
      t('af.reasonLoan', { rate: f.pct(upper.interestRate), years: AF_RULES.fixationYears, repayment: f.pct(AF_RULES.repayment), loan: f.euro(upper.loan) }),
      upper.financesCosts
        ? t('af.reasonCostsFinanced', { equity: f.euro(answers.equity), place: placeName, costs: f.euro(upper.purchaseCosts) })
        : t('af.reasonEquity', { equity: f.euro(answers.equity), place: placeName, costs: f.euro(upper.purchaseCosts) }),
      t(`af.employment.${answers.employment}`),
      t(`af.residency.${answers.residency}`),
    ],
  };
}

/** How the range is worked out, with the rules' own figures (AF_RULES, the engine's household calculation). */
export function afAssumptions(t: Translate, f: AfFormats): string[] {
  const h = HOUSEHOLD_CALCULATION;
  return [
    t('af.assumptions.rates', { years: AF_RULES.fixationYears, repayment: f.pct(AF_RULES.repayment) }),
    t('af.assumptions.ends', { cautious: f.pct(AF_RULES.cautiousRatio), upper: f.pct(AF_RULES.upperRatio) }),
    t('af.assumptions.household', {
      firstAdult: f.euro(h.firstAdult),
      furtherAdult: f.euro(h.furtherAdult),
      child: f.euro(h.child),
      running: f.euroCents(h.runningCostsPerSqm),
      area: f.number(AF_RULES.livingArea),
      buffer: f.pct(h.bufferShare),
    }),
    t('af.assumptions.costs', { notary: f.pct(LOAN_ESTIMATE_NOTARY_RATE), commission: f.pct(SUGGESTED_COMMISSION_PERCENT / 100) }),
  ];
}
