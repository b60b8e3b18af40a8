/**
 * The report's sentences in the visitor's language, shared by the page and the PDF so that both say the same:
 * every recommendation with its reason in the visitor's numbers. Pure: given a translator of the `funnelReport`
 * namespace and the locale's formats.
 */
import { RECOMMENDATION_DEFAULTS, type Recommendation } from '@/engine/recommendation';
import type { OmAnswers } from './answers';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ReportFormats {
  euro: (n: number) => string;
  pct: (n: number) => string;
  date: (iso: string) => string;
}

export interface ReportSentences {
  summary: string;
  reasons: string[];
  asOf: string;
  repayment: string;
  share: string;
  shareHigh: string | null;
  stress: string | null;
  reserve: string;
  allEquity: string | null;
  costsLine: string;
  kfw: { id: string; title: string; conditions: string; source: string }[];
}

export function reportSentences(t: Translate, f: ReportFormats, report: Recommendation, answers: OmAnswers): ReportSentences {
  const { financing: fin, repayment: rep, recommended: rec, stress } = report;
  const cheapest = report.fixations.find((x) => x.fixationYears === report.cheapestExpected)!;
  const reason = (code: Recommendation['reasons'][number]): string => {
    switch (code) {
      case 'LOWEST_WEIGHTED_COST':
        return t('reasons.LOWEST_WEIGHTED_COST', { horizon: report.horizonYears, expected: f.euro(rec.expectedCost), stressed: f.euro(rec.stressedCost) });
      case 'STRESS_PROTECTION':
        return t('reasons.STRESS_PROTECTION', { cheapYears: cheapest.fixationYears, cheapCost: f.euro(cheapest.expectedCost), cheapStressed: f.euro(cheapest.stressedCost) });
      case 'SALE_BEFORE_END':
        return t('reasons.SALE_BEFORE_END', { hold: answers.hold });
      case 'TERMINATION_RIGHT':
        return t('reasons.TERMINATION_RIGHT');
    }
  };
  return {
    summary: t('summary', { years: rec.fixationYears, rate: f.pct(rec.interestRate), payment: f.euro(rec.monthlyRate), loan: f.euro(fin.loanAmount), repayment: f.pct(rep.rate) }),
    reasons: report.reasons.map(reason),
    asOf: t('asOf', { date: f.date(report.curveDate) }),
    repayment: t(`repayment.${rep.note}`, { rate: f.pct(rep.rate), payoffAge: rep.payoffAge ?? '–', retirementAge: rep.retirementAge }),
    share: t('share', { payment: f.euro(rep.monthlyRate), share: f.pct(rep.shareOfIncome) }),
    shareHigh: rep.aboveGuidance ? t('shareHigh') : null,
    stress: stress
      ? t('stress', { years: rec.fixationYears, balance: f.euro(stress.balance), expected: f.euro(stress.expectedInstallment), expectedRate: f.pct(stress.expectedRate), stressed: f.euro(stress.stressedInstallment), stressedRate: f.pct(stress.stressedRate) })
      : null,
    reserve: t(`reserve.${fin.note}`, { down: f.euro(fin.downPayment), equity: f.euro(fin.equity), reserve: f.euro(fin.reserve), months: RECOMMENDATION_DEFAULTS.reserveMonths[answers.sure], costs: f.euro(fin.purchaseCosts), target: f.euro(fin.reserveTarget) }),
    allEquity: fin.interestSavedWithAllEquity > 0 ? t('allEquity', { saved: f.euro(fin.interestSavedWithAllEquity), rate: f.pct(fin.rateWithAllEquity) }) : null,
    costsLine: t('costsLine', { tax: f.euro(fin.transferTax), notary: f.euro(fin.notaryFee), commission: f.euro(fin.commission) }),
    kfw: report.kfw.map((k) => ({
      id: k.id,
      title: t(`kfw.${k.id}`, { max: f.euro(k.maxLoan), limit: k.incomeLimit === null ? '' : f.euro(k.incomeLimit) }),
      conditions: t('conditions', { list: k.conditions.map((c) => t(`kfwCondition.${c}`)).join(', ') }),
      source: t('source', { source: k.source, date: f.date(k.validFrom) }),
    })),
  };
}
