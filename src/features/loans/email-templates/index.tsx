/**
 * The loans feature's e-mails (issue 51 part 3, ADR 052), registered in src/server/email-templates.ts: the alert before
 * the fixed rate ends (60, 36, 12 and 6 months ahead) and the rate watch's "the model rate fell below your mark".
 * Texts under `loans.alerts.email` and `loans.rateWatch.email` (messages/<locale>/loans.json).
 */
import { createFormatter, createTranslator } from 'next-intl';
import { SITE } from '@/config/site';
import { defineEmailTemplate, renderEmailElement } from '@/features/email/server';
import { FORMATS } from '@/i18n/formats';
import { isoDateToDate } from '@/lib/dates';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import type { LoanAlertKind } from '../alerts-schedule';
import { LoanEmail } from './LoanEmails';

/** Today's model rate for the loan's next fixation, as the e-mail shows it. */
export interface LoanRateFigures {
  /** Model rate (fraction, quoted to 0.01 pp). */
  rate: number;
  fixationYears: number;
  /** Monthly payment at that rate on the residual debt with `repaymentRate` (euros). */
  monthlyPayment: number;
  /** Initial repayment the payment assumes (fraction). */
  repaymentRate: number;
  /** The Bundesbank curve's date (ISO). */
  curveDate: string;
}

export interface LoanAlertData {
  givenName: string | null;
  kind: LoanAlertKind;
  /** Whole months left until the fixation ends, on the day of the e-mail. */
  monthsLeft: number;
  bankName: string;
  /** ISO day the fixed rate ends. */
  fixationEnd: string;
  /** Residual debt at the fixation's end (euros). */
  residualDebt: number;
  /** Null when no rate could be computed: the e-mail says why (`noRate`) instead of a figure. */
  rate: LoanRateFigures | null;
  /** Why there is no rate: no rate data that day, no property value for the model's loan-to-value step, no debt left. */
  noRate?: 'market' | 'propertyValue' | 'debt';
  planUrl: string;
  bookingUrl: string;
  manageUrl: string;
}

export interface RateWatchAlertData {
  givenName: string | null;
  /** The lead's mark (fraction). */
  threshold: number;
  /** The loan amount of the case (the loan's residual debt at its fixation's end, or the amount typed) (euros). */
  loanAmount: number;
  rate: LoanRateFigures;
  planUrl: string;
  bookingUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

function loanTexts(locale: Locale, namespace: 'loans.alerts.email' | 'loans.rateWatch.email') {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: namespace as never }) as unknown as Translate;
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
  const euro = (n: number) => format.number(n, 'euro');
  const percent = (fraction: number) => format.number(fraction, 'percent2');
  const day = (iso: string) => format.dateTime(isoDateToDate(iso), { dateStyle: 'long' });
  return { t, euro, percent, day };
}

function rateLines(f: ReturnType<typeof loanTexts>, rate: LoanRateFigures) {
  return [
    { label: f.t('rate', { years: rate.fixationYears }), value: f.percent(rate.rate) },
    { label: f.t('payment', { repayment: f.percent(rate.repaymentRate) }), value: f.euro(rate.monthlyPayment) },
  ];
}

export const loanAlertEmail = defineEmailTemplate<LoanAlertData>({
  name: 'loanFixationAlert',
  async render(d, { locale, frame }) {
    const f = loanTexts(locale, 'loans.alerts.email');
    const bank = d.bankName || f.t('yourBank');
    const subject = f.t('subject', { months: d.monthsLeft, date: f.day(d.fixationEnd) });
    const texts = {
      ...frame,
      preview: f.t('preview', { months: d.monthsLeft, bank }),
      greeting: d.givenName ? f.t('greetingNamed', { name: d.givenName }) : f.t('greeting'),
      intro: f.t(`intro.${d.kind}`, { months: d.monthsLeft, date: f.day(d.fixationEnd), bank }),
      figures: [{ label: f.t('residualDebt', { date: f.day(d.fixationEnd) }), value: f.euro(d.residualDebt) }, ...(d.rate ? rateLines(f, d.rate) : [])],
      note: d.rate ? f.t('modelNote', { date: f.day(d.rate.curveDate) }) : f.t(`noRate.${d.noRate ?? 'market'}`),
      planButton: f.t('planButton'),
      bookingLink: f.t('bookingLink'),
      signature: f.t('signature', { brand: SITE.brand }),
      why: f.t('why'),
      unsubscribe: null,
    };
    return renderEmailElement(subject, <LoanEmail texts={texts} planUrl={d.planUrl} bookingUrl={d.bookingUrl} manageUrl={d.manageUrl} unsubscribeUrl={null} />);
  },
});

export const rateWatchAlertEmail = defineEmailTemplate<RateWatchAlertData>({
  name: 'loanRateWatch',
  async render(d, { locale, frame }) {
    const f = loanTexts(locale, 'loans.rateWatch.email');
    const values = { rate: f.percent(d.rate.rate), threshold: f.percent(d.threshold), years: d.rate.fixationYears };
    const texts = {
      ...frame,
      preview: f.t('preview', values),
      greeting: d.givenName ? f.t('greetingNamed', { name: d.givenName }) : f.t('greeting'),
      intro: f.t('intro', values),
      figures: [{ label: f.t('loanAmount'), value: f.euro(d.loanAmount) }, ...rateLines(f, d.rate)],
      note: f.t('modelNote', { date: f.day(d.rate.curveDate) }),
      planButton: f.t('planButton'),
      bookingLink: f.t('bookingLink'),
      signature: f.t('signature', { brand: SITE.brand }),
      why: f.t('why'),
      unsubscribe: f.t('unsubscribe'),
    };
    return renderEmailElement(f.t('subject', values), <LoanEmail texts={texts} planUrl={d.planUrl} bookingUrl={d.bookingUrl} manageUrl={d.manageUrl} unsubscribeUrl={d.unsubscribeUrl} />);
  },
});

/** The loans feature's e-mails, for the composition root's registry. */
export const LOANS_EMAILS = [loanAlertEmail, rateWatchAlertEmail] as const;
