/**
 * The retirement plan as a PDF (issue 13 "Page": a PDF of the result), downloaded from
 * GET /api/pension/pdf with the planner's URL parameters (./pension-form.ts, the same names as the page's
 * address) plus `locale` (de|en, default de) and an optional `date` (YYYY-MM-DD; default today in Berlin).
 *
 * Pure apart from rendering: the route parses the request (parsePensionPdfRequest: the page's evaluation,
 * evaluatePensionForm, so the figures are the page's), builds the document's texts (buildPensionPdf) and
 * renders them (renderPensionPdf) with the site's shared PDF pieces (src/components/pdf/document-parts.tsx).
 *
 * Content: the inputs, the summary sentence, the statutory pension from gross to net, the gap, the four
 * solution rows with their figures, the assumptions with sources and valid-from dates, the date and the money
 * basis, and the "model calculation, not advice" disclaimer. Texts: messages, namespace `pension` (shared
 * with the page) and `pension.pdf` (this document's own).
 */
import { renderPdfDocument, SummaryReportDocument, type PdfRow, type PdfSectionData, type SummaryReport } from '@/components/pdf/document-parts';
import { SITE, companyFooterValues } from '@/config/site';
import { isIsoDate } from '@/engine/iso-date';
import { pensionAssumptions, type HouseCard, type PensionInputs, type PensionPlan } from '@/engine/pension';
import type { RateMarket } from '@/engine/rates/market';
import { createCalculatorI18n, type CalculatorI18n, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { messagesFor } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routes';
import { AppError } from '@/lib/app-error';
import { pensionFieldErrorText } from './components/pension-i18n';
import { houseCardLabels } from './house-labels';
import { evaluatePensionForm, pensionFormFromParams, pensionInputsFromForm, type PensionForm, type PensionFormKey } from './pension-form';

function i18nFor(locale: Locale): CalculatorI18n {
  const messages = messagesFor(locale) as { pension: CalculatorMessages };
  return createCalculatorI18n(locale, messages.pension);
}

const I18N: Record<Locale, CalculatorI18n> = { de: i18nFor('de'), en: i18nFor('en') };

// ---------------------------------------------------------------------------------------------------------
// Request

export interface PensionPdfRequest {
  locale: Locale;
  /** Calculation date, YYYY-MM-DD. */
  date: string;
  form: PensionForm;
  plan: PensionPlan;
}

export type PensionPdfRequestResult =
  | { ok: true; request: PensionPdfRequest }
  /** fields: the code of every bad field (form keys, `locale`, `date`); messages: the same in the visitor's words. */
  | { ok: false; fields: Record<string, string>; messages: Record<string, string> };

/** The calculation date of a request (the route loads its rate market). */
export function pensionPdfDate(params: URLSearchParams, today: string): string {
  return params.get('date') ?? today;
}

/**
 * The request's locale, date and form, evaluated as the page does. `market` is the rate market of the date
 * (null when there is none: date out of range). Never throws.
 */
export function parsePensionPdfRequest(params: URLSearchParams, today: string, market: RateMarket | null): PensionPdfRequestResult {
  const fields: Record<string, string> = {};
  const localeParam = params.get('locale') ?? 'de';
  const locale = isLocale(localeParam) ? localeParam : null;
  // A real calendar date (2026-02-30 is none). Messages in the visitor's language; German (the site's default) when the language itself is unknown.
  const i18n = I18N[locale ?? 'de'];
  const messages: Record<string, string> = {};
  if (locale === null) {
    fields.locale = 'UNSUPPORTED_LOCALE';
    messages.locale = i18n.t('pdf.errors.UNSUPPORTED_LOCALE');
  }
  const date = pensionPdfDate(params, today);
  if (!isIsoDate(date)) {
    fields.date = 'INVALID_DATE';
    messages.date = i18n.t('pdf.errors.INVALID_DATE');
  } else if (!market) {
    fields.date = 'DATE_OUT_OF_RANGE';
    messages.date = i18n.t('pdf.errors.DATE_OUT_OF_RANGE');
  }
  const form = pensionFormFromParams(params);
  if (fields.date) return { ok: false, fields, messages };

  const evaluation = evaluatePensionForm(form, { today: date, market: market! });
  for (const [key, error] of Object.entries(evaluation.errors)) {
    if (!error) continue;
    fields[key] = error.code;
    messages[key] = pensionFieldErrorText(i18n, key as PensionFormKey, error);
  }
  if (!evaluation.valid || !evaluation.plan) {
    if (Object.keys(fields).length === 0) {
      fields.form = 'NOT_CALCULABLE';
      messages.form = i18n.t('errors.summary');
    }
    return { ok: false, fields, messages };
  }
  if (locale === null) return { ok: false, fields, messages };
  return { ok: true, request: { locale, date, form, plan: evaluation.plan } };
}

/** The error of an invalid request: the site's INVALID_INPUT (400) with the field codes and their messages. */
export function pensionPdfError(fields: Record<string, string>, messages: Record<string, string>): AppError {
  return new AppError('INVALID_INPUT', null, { fields, messages });
}

export function pensionPdfFileName(locale: Locale): string {
  return I18N[locale].t('pdf.fileName');
}

// ---------------------------------------------------------------------------------------------------------
// Document content

export interface PensionPdfDocument extends SummaryReport {
  locale: Locale;
}

/** Everything the PDF shows, formatted for the request's locale (the page's texts and formats). */
export function buildPensionPdf(request: PensionPdfRequest): PensionPdfDocument {
  const { locale, plan, form, date } = request;
  const i18n = I18N[locale];
  const { t, format } = i18n;
  const inputs: PensionInputs = pensionInputsFromForm(form);
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const pctShort = (fraction: number) => format.number(fraction, { style: 'percent', maximumFractionDigits: 2 });
  const num = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');
  const years = (value: number) => t('form.years', { value });
  const given = (v: number | null | undefined): v is number => typeof v === 'number';

  // Inputs.
  const owner = inputs.homeOwner === true;
  const inputRows: PdfRow[] = [
    { label: t('form.age'), value: years(inputs.age!) },
    { label: t('form.inc'), value: euro(inputs.monthlyGrossIncome!) },
    { label: t('form.emp'), value: t(`form.empOptions.${form.emp}`) },
    ...(form.emp === 'selfEmployed' ? [{ label: t('form.grvc'), value: t(`pdf.yesNo.${form.grvc}`) }] : []),
    ...(given(inputs.partnerMonthlyGrossIncome) ? [{ label: t('form.partner'), value: euro(inputs.partnerMonthlyGrossIncome) }] : []),
    { label: t('form.tax'), value: t(`form.taxOptions.${form.tax === '' ? 'auto' : form.tax}`) },
    { label: t('form.cl'), value: t(`form.clOptions.${form.cl === '' ? 'unknown' : form.cl}`) },
    ...(given(inputs.grvPoints?.total)
      ? [{ label: t('form.pt'), value: num(inputs.grvPoints.total) }]
      : [
          { label: t('form.pe'), value: num(inputs.grvPoints?.employed ?? 0) },
          { label: t('form.ps'), value: num(inputs.grvPoints?.selfEmployed ?? 0) },
        ]),
    { label: t('form.sav'), value: euro(inputs.monthlySavings!) },
    { label: t('form.bank'), value: euro(inputs.totalSavingsInBank!) },
    ...(given(inputs.etfShare) ? [{ label: t('form.etf'), value: pctShort(inputs.etfShare) }] : []),
    ...(given(inputs.etfValue) ? [{ label: t('form.etfv'), value: euro(inputs.etfValue) }] : []),
    ...(given(inputs.monthlyOtherPension) ? [{ label: t('form.oth'), value: euro(inputs.monthlyOtherPension) }] : []),
    { label: t('form.own'), value: t(`form.ownOptions.${form.own}`) },
    ...(inputs.cityOfResidence ? [{ label: t('form.city'), value: inputs.cityOfResidence }] : []),
    { label: t('form.rent'), value: euro(inputs.monthlyColdRent!) },
    ...(owner && given(inputs.currentHomePropertyValue) ? [{ label: t('form.hval'), value: euro(inputs.currentHomePropertyValue) }] : []),
    ...(owner && given(inputs.currentHomeOutstandingMortgage) ? [{ label: t('form.hdebt'), value: euro(inputs.currentHomeOutstandingMortgage) }] : []),
    ...(owner && given(inputs.currentHomeMonthlyMortgagePayment) ? [{ label: t('form.hpay'), value: euro(inputs.currentHomeMonthlyMortgagePayment) }] : []),
    ...(owner && given(inputs.currentHomeInterestRate) ? [{ label: t('form.hrate'), value: pct(inputs.currentHomeInterestRate) }] : []),
    { label: t('form.ra'), value: years(plan.desiredRetirementAge) },
    { label: t('form.mc'), value: euro(inputs.monthlyContribution ?? 0) },
    { label: t('form.oc'), value: euro(inputs.oneTimeContribution ?? 0) },
    { label: t('form.infl'), value: t(`form.inflOptions.${form.infl}`) },
    { label: t('form.dep'), value: t(`form.depOptions.${form.dep}`) },
  ];

  // Summary sentence (as on the page).
  const gap = plan.pensionGap;
  const monthly = inputs.monthlyContribution ?? 0;
  const oneTime = inputs.oneTimeContribution ?? 0;
  const retire = plan.scenarioRetirementAges.expected;
  const desiredMonthly = plan.requiredMonthlyContribution;
  const summary =
    gap > 0.5
      ? [
          t('results.summaryGap', { gap: euro(gap) }),
          retire !== null
            ? t('results.summaryRetire', { monthly: euro(monthly), oneTime: euro(oneTime), age: retire })
            : t('results.summaryRetireNone', { monthly: euro(monthly), oneTime: euro(oneTime) }),
          desiredMonthly !== null
            ? t('results.summaryDesired', { age: plan.desiredRetirementAge, monthly: euro(Math.ceil(desiredMonthly)) })
            : t('results.summaryDesiredNone', { age: plan.desiredRetirementAge }),
        ]
      : [t('results.summaryNoGap')];

  // Gap and statutory pension.
  const st = plan.statutory;
  const ageText = (months: number) => t('results.ageYearsMonths', { years: Math.floor(months / 12), months: months % 12 });
  const gapRows: PdfRow[] = [
    { label: t('results.incomeBefore'), value: euro(plan.expectedIncomeBeforeRetirement) },
    { label: t('results.required'), value: euro(plan.requiredPension), strong: true },
    { label: t('results.statePension'), value: euro(plan.pie.statePension) },
    { label: t('results.ownInvestments'), value: euro(plan.pie.ownInvestmentIncome) },
    {
      label: t('results.gap'),
      value: euro(gap),
      strong: true,
      ...(plan.bridgeMonths > 0 && plan.bridgeGap > 0
        ? { note: t('results.bridge', { age: plan.desiredRetirementAge, amount: euro(plan.bridgeGap), months: plan.bridgeMonths }) }
        : {}),
    },
  ];
  const statutoryRows: PdfRow[] = [
    { label: t('results.points', { soFar: num(st.pointsSoFar) }), value: num(st.points) },
    { label: t('results.startAge'), value: ageText(st.startAgeMonths) },
    { label: t('results.gross'), value: euro(st.monthlyGross), strong: true },
    { label: t('results.health'), value: `− ${euro(st.healthInsurance)}` },
    { label: t('results.care'), value: `− ${euro(st.careInsurance)}` },
    { label: t('results.tax', { share: pct(st.besteuerungsanteil) }), value: `− ${euro(st.incomeTax)}` },
    { label: t('results.net'), value: euro(st.monthlyNet), strong: true },
  ];

  // The four solution rows.
  const retireAge = (age: number | null) => (age === null ? t('solutions.notBy75') : years(age));
  const best = (option: string) => (plan.suggestionRecommendation === option ? ` – ${t('solutions.best')}` : '');
  const optionRows = (option: 'privatePensionPlan' | 'ownHome' | 'investmentProperty'): PdfRow[] => {
    const s = plan.suggestions[option];
    if (!s) return [];
    const monthlyValue = s.monthlyInvestment === null ? '–' : euro(option === 'privatePensionPlan' ? Math.ceil(s.monthlyInvestment) : s.monthlyInvestment);
    return [
      { label: t('solutions.retireAt'), value: retireAge(s.retirementAge), strong: true },
      { label: t('solutions.oneTime'), value: euro(s.oneTimeInvestment) },
      { label: t('solutions.monthly'), value: monthlyValue },
      { label: t('solutions.returnRate'), value: pct(s.returnRate) },
    ];
  };
  const houseRows = (card: HouseCard): PdfRow[] => [
    { label: t('solutions.house.propertyValue'), value: euro(card.propertyValue) },
    { label: t('solutions.house.loan'), value: euro(card.loanAmount) },
    { label: houseCardLabels(card, i18n).rate, value: pct(card.interestRate) },
    { label: t('solutions.house.installment'), value: euro(card.monthlyInstallment) },
    { label: t('solutions.house.downPayment'), value: euro(card.downPayment) },
    { label: houseCardLabels(card, i18n).purchaseCosts, value: euro(card.purchaseCosts) },
    { label: t('solutions.house.oneTimeCost'), value: euro(card.oneTimeCost) },
    { label: t('solutions.house.upkeep'), value: euro(card.monthlyUpkeep) },
    { label: t('solutions.house.appreciation'), value: pct(card.appreciation) },
    { label: t('solutions.house.payoff'), value: card.payoffMonths !== null ? years(Math.ceil(card.payoffMonths / 12)) : t('solutions.house.noPayoff') },
    { label: t('pdf.affordability'), value: card.affordable ? t('solutions.affordable') : t('solutions.notAffordable') },
  ];
  const ppp = plan.cards.privatePensionPlan;
  const solutions: PdfSectionData[] = [
    {
      heading: `${t('pdf.solution', { n: 1 })}: ${t('solutions.privatePensionPlan.title')}${best('privatePensionPlan')}`,
      rows: [
        ...optionRows('privatePensionPlan'),
        { label: t('solutions.privatePensionPlan.effectiveCost'), value: `${pct(ppp.effectiveCostMin)} – ${pct(ppp.effectiveCostMax)}` },
        { label: t('solutions.privatePensionPlan.upfrontFees'), value: euro(ppp.upfrontFees) },
        {
          label: t('pdf.scenarios'),
          value: `${retireAge(plan.scenarioRetirementAges.worst)} / ${retireAge(plan.scenarioRetirementAges.best)}`,
        },
        { label: t('pdf.affordability'), value: ppp.affordable ? t('solutions.pppAffordable') : t('solutions.pppNotAffordable', { max: euro(plan.sliders.monthlyContribution.max) }) },
      ],
    },
    {
      heading: `${t('pdf.solution', { n: 2 })}: ${t('solutions.ownHome.title')}${best('ownHome')}`,
      rows: plan.cards.ownHome ? [...optionRows('ownHome'), ...houseRows(plan.cards.ownHome)] : [{ label: t('pdf.ownHomeOwner'), value: '–' }],
    },
    {
      heading: `${t('pdf.solution', { n: 3 })}: ${t('solutions.investmentProperty.title')}${best('investmentProperty')}`,
      rows: [
        ...optionRows('investmentProperty'),
        ...houseRows(plan.cards.investmentProperty),
        { label: t('solutions.investmentProperty.rent'), value: euro(plan.cards.investmentProperty.monthlyRent) },
        { label: t('solutions.investmentProperty.depreciation'), value: t(`form.depOptions.${plan.cards.investmentProperty.depreciation}`) },
      ],
    },
    {
      heading: `${t('pdf.solution', { n: 4 })}: ${t('solutions.advice.title')}`,
      rows: [{ label: t('solutions.advice.text'), value: '' }],
    },
  ];

  // Assumptions with sources and valid-from dates.
  const assumptionValue = (value: number, unit: string) => {
    switch (unit) {
      case 'fraction':
        return pctShort(value);
      case 'euro':
        return format.number(value, Number.isInteger(value) ? 'euro' : 'euroCents');
      case 'years':
        return t('assumptions.years', { value });
      default:
        return num(value);
    }
  };
  const assumptions: PdfRow[] = pensionAssumptions(date).map((a) => ({
    label: t(`assumptions.labels.${a.key}`),
    value: assumptionValue(a.value, a.unit),
    detail: `${t(`assumptions.sources.${a.key}`)} · ${t('assumptions.validFrom')}: ${a.validFrom ? day(a.validFrom) : t('assumptions.noDate')}`,
  }));

  const title = t('pdf.title');
  return {
    locale,
    brand: SITE.brand,
    title,
    calculatedOn: t('pdf.calculatedOn', { date: day(date) }),
    intro: t('pdf.intro'),
    summary,
    basis: plan.moneyBasis === 'nominal' ? t('results.basisNominal') : t('results.basisToday'),
    sections: [
      { heading: t('pdf.sections.inputs'), rows: inputRows },
      { heading: t('pdf.sections.gap', { age: plan.desiredRetirementAge }), rows: gapRows },
      { heading: t('results.statutoryTitle'), rows: statutoryRows },
      ...solutions,
      { heading: t('assumptions.title'), rows: assumptions },
    ],
    disclaimer: { heading: t('pdf.disclaimerTitle'), text: t('pdf.disclaimer') },
    footer: t('pdf.footer', { date: day(date) }),
    company: t('pdf.company', companyFooterValues(locale)),
    page: (page, total) => t('pdf.page', { page, total }),
    meta: { title, author: SITE.legalName, subject: t('pdf.intro'), language: locale === 'de' ? 'de-DE' : 'en-GB' },
  };
}

/** Renders the document to PDF bytes on a PDF worker thread (ADR 047). */
export function renderPensionPdf(doc: PensionPdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdfDocument(<SummaryReportDocument doc={doc} />);
}
