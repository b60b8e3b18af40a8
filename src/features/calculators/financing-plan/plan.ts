/**
 * The financing plan (PDF content, rendered by ../financing-plan-pdf.tsx): everything the PDF shows, from the
 * engine's figures, formatted for the request's locale. Money in whole euros and rates with two decimals
 * (src/i18n/formats.ts, as on screen).
 */
import { SITE } from '@/config/site';
import { REGIONS } from '@/engine/geo/regions';
import { yearlyAggregates } from '@/engine/mortgage/schedule';
import type { Locale } from '@/i18n/routes';
import { INTL_LOCALE, planFormatters } from './formatters';
import type { PlanRequest } from './request';
import { planSchedule } from './schedule';
import { PLAN_TEXTS } from './texts';

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
  locale: Locale;
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
  const { calculation: c, place, payoffAge, termWarnings } = request.evaluation;
  const t = PLAN_TEXTS[locale];
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
    ...termWarnings.map((w) => ({ label: t.warning, value: t.warningText(w) })),
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
