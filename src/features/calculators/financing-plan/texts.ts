/**
 * The financing plan's and the CSV's texts from messages (namespace calculator.plan), so they live with every
 * other text of the site and both locales are checked for identical keys.
 */
import { createTranslator, type Messages } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { companyFooterValues } from '@/config/site';
import type { RateSource } from '@/engine/mortgage/calculator';
import type { MortgageTermWarning } from '@/engine/mortgage/term-warnings';
import type { Locale } from '@/i18n/routes';

export interface PlanTexts {
  title: string;
  fileName: { pdf: string; csv: string };
  calculatedOn: (date: string) => string;
  intro: string;
  sections: { inputs: string; costs: string; financing: string; schedule: string };
  price: string;
  savings: string;
  location: string;
  commissionInput: string;
  fixation: string;
  fixationValue: (years: number) => string;
  paymentInput: { amount: string; percent: string };
  rate: string;
  rateSource: Record<RateSource, string>;
  transferTax: (rate: string) => string;
  notary: (rate: string) => string;
  commission: (rate: string) => string;
  costsTotal: string;
  totalCost: string;
  loan: string;
  ltv: string;
  installment: string;
  initialRepayment: string;
  nominal: string;
  effective: string;
  balanceAfter: (years: number) => string;
  interestInFixation: (years: number) => string;
  payoff: string;
  payoffNever: string;
  term: (years: number, months: number) => string;
  payoffAge: string;
  payoffAgeValue: (age: number) => string;
  /** Label of a term warning's row, and the warning in words (the calculator's own texts, issue 24). */
  warning: string;
  warningText: (warning: MortgageTermWarning) => string;
  scheduleNote: string;
  columns: { year: string; interest: string; principal: string; balance: string };
  totalRow: string;
  csvColumns: readonly [string, string, string, string, string, string];
  footer: (curveDate: string) => string;
  company: string;
  page: (page: number, total: number) => string;
}

/**
 * The document texts from messages (namespace calculator.plan), so they live with every other text of the
 * site and both locales are checked for identical keys.
 */
function planTexts(locale: Locale): PlanTexts {
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'calculator.plan' });
  const warnings = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'calculator.warnings' });
  return {
    title: t('title'),
    fileName: { pdf: t('fileName.pdf'), csv: t('fileName.csv') },
    calculatedOn: (date) => t('calculatedOn', { date }),
    intro: t('intro'),
    sections: { inputs: t('sections.inputs'), costs: t('sections.costs'), financing: t('sections.financing'), schedule: t('sections.schedule') },
    price: t('price'),
    savings: t('savings'),
    location: t('location'),
    commissionInput: t('commissionInput'),
    fixation: t('fixation'),
    fixationValue: (years) => t('fixationValue', { years }),
    paymentInput: { amount: t('paymentInput.amount'), percent: t('paymentInput.percent') },
    rate: t('rate'),
    rateSource: { model: t('rateSource.model'), override: t('rateSource.override'), offer: t('rateSource.offer') },
    transferTax: (rate) => t('transferTax', { rate }),
    notary: (rate) => t('notary', { rate }),
    commission: (rate) => t('commission', { rate }),
    costsTotal: t('costsTotal'),
    totalCost: t('totalCost'),
    loan: t('loan'),
    ltv: t('ltv'),
    installment: t('installment'),
    initialRepayment: t('initialRepayment'),
    nominal: t('nominal'),
    effective: t('effective'),
    balanceAfter: (years) => t('balanceAfter', { years }),
    interestInFixation: (years) => t('interestInFixation', { years }),
    payoff: t('payoff'),
    payoffNever: t('payoffNever'),
    term: (years, months) =>
      t('term', { duration: [years ? t('years', { count: years }) : '', months ? t('months', { count: months }) : ''].filter(Boolean).join(' ') }),
    payoffAge: t('payoffAge'),
    payoffAgeValue: (age) => t('payoffAgeValue', { age }),
    warning: t('warning'),
    warningText: (w) => warnings(w.code, w.params),
    scheduleNote: t('scheduleNote'),
    columns: { year: t('columns.year'), interest: t('columns.interest'), principal: t('columns.principal'), balance: t('columns.balance') },
    totalRow: t('totalRow'),
    csvColumns: [t('csv.month'), t('csv.date'), t('csv.installment'), t('csv.interest'), t('csv.principal'), t('csv.balance')],
    footer: (curveDate) => t('footer', { curveDate }),
    company: t('company', companyFooterValues(locale)),
    page: (page, total) => t('page', { page, total }),
  };
}

export const PLAN_TEXTS: Record<Locale, PlanTexts> = { de: planTexts('de'), en: planTexts('en') };

export function planFileName(locale: Locale, kind: 'pdf' | 'csv'): string {
  return PLAN_TEXTS[locale].fileName[kind];
}
