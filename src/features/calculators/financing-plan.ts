/**
 * Downloads of the mortgage calculator (issue item 7): the financing plan (PDF, rendered by
 * ./financing-plan-pdf.tsx) and the monthly repayment schedule (CSV).
 *
 * Both take exactly the calculator's URL parameters (./mortgage-form.ts formFromParams) plus `locale`
 * (de|en, default de) and an optional `date` (YYYY-MM-DD, the calculation date; default: today in
 * Europe/Berlin, passed in by the route). Everything here is pure: the routes parse the request, call
 * `parsePlanRequest`, then `buildFinancingPlan` / `buildScheduleCsv`, and respond.
 *
 * Figures are the engine's (src/engine/mortgage): the schedule is amortizationSchedule with the chosen
 * fixation's rate and installment from the calculation's startDate, the rate kept until payoff (the same
 * assumption as the calculator's charts and payoff date). Money in the PDF is in whole euros and rates with
 * two decimals (src/i18n/formats.ts, as on screen); the CSV has two decimals without grouping.
 *
 * The document texts are messages (namespace calculator.plan) like every other text of the site.
 */
import { errorBody } from '@/lib/app-error';
import { createTranslator, type Messages } from 'next-intl';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import { SITE } from '@/config/site';
import { isIsoDate, transferTaxEntry } from '@/engine/fees/transfer-tax';
import { REGIONS, STATE_CODES } from '@/engine/geo/regions';
import type { RateSource } from '@/engine/mortgage/calculator';
import { amortizationSchedule, DEFAULT_MAX_MONTHS, yearlyAggregates, type ScheduleRow, type YearMonth } from '@/engine/mortgage/schedule';
import type { MortgageField } from '@/engine/mortgage/validation';
import type { RateMarket } from '@/engine/rates/market';
import { FORM_KEY_OF_FIELD, evaluateMortgageForm, formFromParams, type Evaluation, type MortgageForm } from './mortgage-form';

export const PLAN_LOCALES = ['de', 'en'] as const;
export type PlanLocale = (typeof PLAN_LOCALES)[number];

const INTL_LOCALE: Record<PlanLocale, string> = { de: 'de-DE', en: 'en-GB' };

// ---------------------------------------------------------------------------------------------------------
// Request parsing

export interface PlanRequest {
  locale: PlanLocale;
  /** Calculation date, YYYY-MM-DD. */
  date: string;
  form: MortgageForm;
  evaluation: ValidEvaluation;
}

type ValidEvaluation = Evaluation & { calculation: NonNullable<Evaluation['calculation']>; place: NonNullable<Evaluation['place']> };

export type PlanRequestResult = { ok: true; request: PlanRequest } | { ok: false; fields: Record<string, string> };

/** The 400 body of an invalid request. */
/** The site's error body (src/lib/app-error.ts) with the code of every bad field in params.fields. */
export function invalidInputBody(fields: Record<string, string>) {
  return errorBody('INVALID_INPUT', null, { fields });
}

/**
 * A real YYYY-MM-DD date for which the engine has data (a Bundesbank curve and the transfer tax of every
 * state), else its error code. Checked up front: the engine would throw for such a date.
 */
function dateError(date: string, market: RateMarket | null): string | null {
  if (!isIsoDate(date)) return 'INVALID_DATE';
  if (!market) return 'DATE_OUT_OF_RANGE';
  try {
    for (const state of STATE_CODES) transferTaxEntry(state, date);
  } catch {
    return 'DATE_OUT_OF_RANGE';
  }
  return null;
}

/**
 * Parses the download parameters: the calculator's form (formFromParams), `locale` and `date`. Errors are
 * keyed by URL parameter with the calculator's validation code (e.g. { price: 'PRICE_TOO_LOW' }).
 */
/** The date a plan request asks for (its `date`, else today): the caller loads its market (planDate → marketOn). */
export function planDate(params: URLSearchParams, today: string): string {
  return params.get('date') ?? today;
}

export function parsePlanRequest(params: URLSearchParams, today: string, market: RateMarket | null): PlanRequestResult {
  const fields: Record<string, string> = {};
  const localeParam = params.get('locale') ?? 'de';
  const locale = (PLAN_LOCALES as readonly string[]).includes(localeParam) ? (localeParam as PlanLocale) : null;
  if (locale === null) fields.locale = 'UNSUPPORTED_LOCALE';
  const date = planDate(params, today);
  const badDate = dateError(date, market);
  if (badDate) fields.date = badDate;
  const form = formFromParams(params);
  if (badDate) return { ok: false, fields };

  const evaluation = evaluateMortgageForm(form, date, market!);
  for (const [field, error] of Object.entries(evaluation.errors)) {
    if (error) fields[FORM_KEY_OF_FIELD[field as MortgageField] ?? field] = error.code;
  }
  if (!evaluation.valid || !evaluation.calculation || !evaluation.place) {
    if (Object.keys(fields).length === 0) fields.form = 'NOT_CALCULABLE';
    return { ok: false, fields };
  }
  if (locale === null) return { ok: false, fields };
  return { ok: true, request: { locale, date, form, evaluation: evaluation as ValidEvaluation } };
}

// ---------------------------------------------------------------------------------------------------------
// Document texts

interface PlanTexts {
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
function planTexts(locale: PlanLocale): PlanTexts {
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'calculator.plan' });
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
    scheduleNote: t('scheduleNote'),
    columns: { year: t('columns.year'), interest: t('columns.interest'), principal: t('columns.principal'), balance: t('columns.balance') },
    totalRow: t('totalRow'),
    csvColumns: [t('csv.month'), t('csv.date'), t('csv.installment'), t('csv.interest'), t('csv.principal'), t('csv.balance')],
    footer: (curveDate) => t('footer', { curveDate }),
    company: t('company', {
      legalName: SITE.legalName,
      street: SITE.address.street,
      zip: SITE.address.zip,
      city: SITE.address.city,
      country: SITE.address.country[locale],
      host: SITE.productionOrigin.replace(/^https:\/\//, ''),
    }),
    page: (page, total) => t('page', { page, total }),
  };
}

const TEXTS: Record<PlanLocale, PlanTexts> = { de: planTexts('de'), en: planTexts('en') };

export function planFileName(locale: PlanLocale, kind: 'pdf' | 'csv'): string {
  return TEXTS[locale].fileName[kind];
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

export interface PlanFormatters {
  /** Whole euros, as on screen (FORMATS.number.euro). */
  money: (value: number) => string;
  /** Percent with two decimals (FORMATS.number.percent2); the value is a fraction. */
  percent: (fraction: number) => string;
  /** Percent without trailing zeros ("2 %"), for rules of thumb. */
  percentShort: (fraction: number) => string;
  /** The screen's short date of a YYYY-MM-DD date (de 21.11.2026, en 21 Nov 2026). */
  date: (isoDate: string) => string;
  /** "Oktober 2055" / "October 2055". */
  month: (ym: YearMonth) => string;
}

/** A named format of src/i18n/formats.ts (the screen's formats); a missing one is a programming error. */
function named<T>(group: Record<string, T> | undefined, name: string): T {
  const format = group?.[name];
  if (format === undefined) throw new Error(`financing plan: format "${name}" missing in src/i18n/formats.ts`);
  return format;
}

export function planFormatters(locale: PlanLocale): PlanFormatters {
  const tag = INTL_LOCALE[locale];
  const formats = FORMATS[locale];
  const money = new Intl.NumberFormat(tag, named(formats.number, 'euro'));
  const percent = new Intl.NumberFormat(tag, named(formats.number, 'percent2'));
  const percentShort = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { ...named(formats.dateTime, 'short'), timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    // Rounding can give "-0 €" for a tiny negative rest: show 0.
    money: (v) => money.format(Math.abs(v) < 0.5 ? 0 : v),
    percent: (f) => percent.format(f),
    percentShort: (f) => percentShort.format(f),
    date: (iso) => date.format(new Date(`${iso}T00:00:00Z`)),
    month: (ym) => month.format(new Date(Date.UTC(ym.year, ym.month - 1, 1))),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Schedule

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
export function csvNumber(value: number, locale: PlanLocale): string {
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
  const lines = [TEXTS[locale].csvColumns.join(sep)];
  for (const row of planSchedule(request)) {
    const date = row.date ? `${row.date.year}-${pad2(row.date.month)}` : '';
    lines.push(
      [String(row.month), date, csvNumber(row.payment, locale), csvNumber(row.interest, locale), csvNumber(row.principal + row.specialRepayment, locale), csvNumber(row.balance, locale)].join(sep),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------------------
// The financing plan (PDF content)

export interface PlanRow {
  label: string;
  value: string;
  /** Shown in bold (totals, key results). */
  strong?: boolean;
  /** Small grey note under the value. */
  note?: string;
}

export interface PlanSection {
  heading: string;
  rows: PlanRow[];
}

export interface FinancingPlan {
  locale: PlanLocale;
  brand: string;
  title: string;
  calculatedOn: string;
  intro: string;
  sections: PlanSection[];
  schedule: {
    heading: string;
    note: string;
    columns: [string, string, string, string];
    /** Calendar year, interest, repayment, balance at the year end (formatted). */
    rows: [string, string, string, string][];
    total: [string, string, string, string];
  };
  footer: string;
  company: string;
  /** "Seite {page} von {total}" */
  page: (page: number, total: number) => string;
  /** PDF metadata. */
  meta: { title: string; author: string; subject: string; language: string };
}

/** Everything the PDF shows, formatted for the request's locale. */
export function buildFinancingPlan(request: PlanRequest): FinancingPlan {
  const { locale } = request;
  const { calculation: c, place, payoffAge } = request.evaluation;
  const t = TEXTS[locale];
  const f = planFormatters(locale);
  const chosen = c.chosen;

  const region = REGIONS.find((r) => r.code === place.state);
  const regionName = region ? region.name[locale] : place.state;
  const locationName = place.city ? `${place.city.name[locale]}${place.city.name[locale] === regionName ? '' : ` (${regionName})`}` : regionName;

  const inputs: PlanRow[] = [
    { label: t.price, value: f.money(c.purchasePrice) },
    { label: t.savings, value: f.money(c.downpayment) },
    { label: t.location, value: locationName },
    { label: t.commissionInput, value: f.percent(c.realEstateCommissionRate) },
    c.usePaymentPercentage
      ? { label: t.paymentInput.percent, value: f.percent(chosen.repaymentRate) }
      : { label: t.paymentInput.amount, value: f.money(chosen.monthlyRate) },
    { label: t.fixation, value: t.fixationValue(c.fixationYears) },
    { label: t.rate, value: `${f.percent(chosen.interestRate)} (${t.rateSource[chosen.rateSource]})` },
  ];

  const costs: PlanRow[] = [
    { label: t.price, value: f.money(c.purchasePrice) },
    { label: t.transferTax(f.percent(c.locationTaxRate)), value: f.money(c.locationTax) },
    { label: t.notary(f.percentShort(c.notaryFee / c.purchasePrice)), value: f.money(c.notaryFee) },
    { label: t.commission(f.percent(c.realEstateCommissionRate)), value: f.money(c.realEstateCommission) },
    { label: t.costsTotal, value: f.money(c.purchaseCosts), strong: true },
    { label: t.totalCost, value: f.money(c.purchasePrice + c.purchaseCosts) },
    { label: t.savings, value: `− ${f.money(c.downpayment)}` },
    { label: t.loan, value: f.money(c.loanAmount), strong: true },
  ];

  const payoff: PlanRow =
    chosen.payoffDate && chosen.payoffMonths !== null
      ? {
          label: t.payoff,
          value: f.month(chosen.payoffDate),
          strong: true,
          note: t.term(Math.floor(chosen.payoffMonths / 12), chosen.payoffMonths % 12),
        }
      : { label: t.payoff, value: t.payoffNever };
  const financing: PlanRow[] = [
    { label: t.loan, value: f.money(c.loanAmount), strong: true },
    { label: t.ltv, value: f.percent(c.loanToValue) },
    { label: t.installment, value: f.money(chosen.monthlyRate), strong: true },
    { label: t.initialRepayment, value: f.percent(chosen.repaymentRate) },
    { label: t.nominal, value: `${f.percent(chosen.interestRate)} (${t.rateSource[chosen.rateSource]})` },
    { label: t.effective, value: f.percent(chosen.effectiveRate) },
    { label: t.interestInFixation(c.fixationYears), value: f.money(chosen.interestPaidFixation) },
    { label: t.balanceAfter(c.fixationYears), value: f.money(chosen.balanceAfterFixation), strong: true },
    payoff,
    ...(payoffAge !== null ? [{ label: t.payoffAge, value: t.payoffAgeValue(payoffAge) }] : []),
  ];

  const years = yearlyAggregates(planSchedule(request), { by: 'calendarYear' });
  let interest = 0;
  let principal = 0;
  const rows = years.map((y): [string, string, string, string] => {
    interest += y.interest;
    principal += y.principal + y.specialRepayment;
    return [String(y.year), f.money(y.interest), f.money(y.principal + y.specialRepayment), f.money(y.endBalance)];
  });
  const last = years[years.length - 1];

  return {
    locale,
    brand: SITE.brand,
    title: t.title,
    calculatedOn: t.calculatedOn(f.date(c.date)),
    intro: t.intro,
    sections: [
      { heading: t.sections.inputs, rows: inputs },
      { heading: t.sections.costs, rows: costs },
      { heading: t.sections.financing, rows: financing },
    ],
    schedule: {
      heading: t.sections.schedule,
      note: t.scheduleNote,
      columns: [t.columns.year, t.columns.interest, t.columns.principal, t.columns.balance],
      rows,
      total: [t.totalRow, f.money(interest), f.money(principal), f.money(last ? last.endBalance : c.loanAmount)],
    },
    footer: t.footer(f.date(c.curveDate)),
    company: t.company,
    page: t.page,
    meta: { title: `${SITE.brand} – ${t.title}`, author: SITE.legalName, subject: t.title, language: INTL_LOCALE[locale] },
  };
}
