/**
 * From gross to net, monthly amounts in euros (FACTS § 6 for contributions, § 9 for the tariff).
 *
 * Pensioners (KVdR):
 * - statutory pension: KV half of (14.6 % + average Zusatzbeitrag), the DRV pays the other half; Pflege in full
 *   (3.6 %, 4.2 % for the childless; the standard rate when it is not known whether there are children);
 * - other pensions (`otherPension`, [CONVENTION] treated as Versorgungsbezüge such as a Betriebsrente): the full
 *   KV rate plus Pflege (FACTS § 6), taxed in full;
 * - contributions are charged up to the KV/PV ceiling (BBG KV/PV);
 * - income tax: taxable = statutory pension × Besteuerungsanteil of the start year + other pensions −
 *   Werbungskosten-Pauschbetrag 102 € − Sonderausgaben-Pauschbetrag 36 € − the KV/PV contributions
 *   (Basisabsicherung, § 10 Abs. 1 Nr. 3 EStG; [CONVENTION] deducted in full), § 32a tariff, plus the
 *   Solidaritätszuschlag (Freigrenze and Milderungszone, SolZG) and, for church members, church tax;
 * - own investment income: [CONVENTION] a drawdown of savings; only its gains share is taxed, at the
 *   Abgeltungsteuer of 25 % plus Soli (26.375 %); no KV/PV (compulsory members of the KVdR pay none on it).
 * Employees (net income before retirement): RV 9.3 %, ALV 1.3 %, KV half of (14.6 % + Zusatzbeitrag), PV 1.8 %
 * (+0.6 % childless); self-employed: full KV + PV (voluntary GKV member), RV 18.6 % only with compulsory
 * enrolment, no ALV. Taxable: gross − contributions (RV, KV, PV; ALV left out as it rarely fits the cap) −
 * Arbeitnehmer-Pauschbetrag 1,230 € (employees) − 36 €; tax = § 32a tariff + Solidaritätszuschlag + church tax
 * (church members), as for pensioners.
 * Joint filing ([CONVENTION]): the couple's tax by splitting on both taxable incomes, the visitor bearing
 * the share of their own taxable income; the partner is taxed as an employee, and in retirement the
 * partner's taxable income stands to the visitor's statutory pension as their incomes did before (./gap.ts).
 * Today's euros ([CONVENTION]): the tariff of today's year is applied to amounts in today's euros, i.e. the
 * tariff is assumed to move with inflation; the Besteuerungsanteil is applied to every year's pension (the
 * tax-free euro amount fixed in the year after the start year, § 22 Nr. 1 Satz 3 a) aa) EStG, is not carried
 * forward).
 */
import {
  ABGELTUNGSTEUER_RATE,
  ALV_RATE,
  BBG_KV_MONTHLY,
  BBG_RV_ANNUAL,
  KV_AVERAGE_ZUSATZBEITRAG,
  KV_GENERAL_RATE,
  PV_RATE,
  PV_RATE_CHILDLESS,
  RV_CONTRIBUTION_RATE,
  SONDERAUSGABEN_PAUSCHBETRAG,
  WERBUNGSKOSTEN_PAUSCHBETRAG_EMPLOYEE,
  WERBUNGSKOSTEN_PAUSCHBETRAG_PENSION,
  besteuerungsanteil,
  inForceOn,
} from './constants';
import { incomeTaxWithSurcharges, type TaxFiling } from './tax';

export interface TaxContext {
  /** Tariff year (the year of `today`: amounts are in today's euros). */
  year: number;
  filing: TaxFiling;
  /** Partner's taxable income a year (joint filing only). */
  partnerTaxableAnnual: number;
  /** Church tax rate on the income tax (fraction; 0 or absent: no church tax). */
  churchTaxRate?: number;
}

/**
 * The visitor's share of the income tax, Solidaritätszuschlag and church tax on their own taxable income
 * (single, or their part of the joint tax).
 */
export function ownIncomeTax(ownTaxableAnnual: number, ctx: TaxContext): number {
  const own = Math.max(0, ownTaxableAnnual);
  const surcharges = { churchTaxRate: ctx.churchTaxRate ?? 0 };
  if (ctx.filing !== 'joint') return incomeTaxWithSurcharges(own, ctx.year, 'single', surcharges);
  const partner = Math.max(0, ctx.partnerTaxableAnnual);
  const total = own + partner;
  if (total <= 0) return 0;
  return (incomeTaxWithSurcharges(total, ctx.year, 'joint', surcharges) * own) / total;
}

export interface PensionerNetInput {
  statutoryGross: number;
  /** Year the statutory pension starts (Besteuerungsanteil). */
  startYear: number;
  otherPension: number;
  /** Monthly drawdown of own investments. */
  investmentIncome: number;
  /** Share of the drawdown that is gains (0..1). */
  investmentGainShare: number;
  /** true: childless (4.2 % Pflege); false/undefined: 3.6 %. */
  childless?: boolean;
  /** ISO date whose contribution rates apply. */
  date: string;
  tax: TaxContext;
}

export interface PensionerNet {
  kvStatutory: number;
  pvStatutory: number;
  kvOther: number;
  pvOther: number;
  /** Taxable income a year under § 32a. */
  taxableAnnual: number;
  besteuerungsanteil: number;
  /** Monthly income tax on pensions. */
  incomeTax: number;
  /** Monthly tax on the investment gains. */
  investmentTax: number;
  /** Net statutory + other pensions (after KV/PV and their income tax). */
  pensionsNet: number;
  investmentNet: number;
  /** Everything after contributions and taxes. */
  net: number;
}

export function pensionerNet(input: PensionerNetInput): PensionerNet {
  const zusatz = inForceOn(KV_AVERAGE_ZUSATZBEITRAG, input.date).value;
  const kvFull = KV_GENERAL_RATE + zusatz;
  const pv = input.childless ? PV_RATE_CHILDLESS.value : PV_RATE.value;
  const ceiling = inForceOn(BBG_KV_MONTHLY, input.date).value;
  const statutory = Math.max(0, input.statutoryGross);
  const other = Math.max(0, input.otherPension);
  const baseStatutory = Math.min(statutory, ceiling);
  const baseOther = Math.min(other, Math.max(0, ceiling - baseStatutory));
  const kvStatutory = (baseStatutory * kvFull) / 2;
  const pvStatutory = baseStatutory * pv;
  const kvOther = baseOther * kvFull;
  const pvOther = baseOther * pv;
  const share = besteuerungsanteil(input.startYear);
  const contributions = kvStatutory + pvStatutory + kvOther + pvOther;
  const taxableAnnual = Math.max(
    0,
    statutory * 12 * share + other * 12 - (statutory + other > 0 ? WERBUNGSKOSTEN_PAUSCHBETRAG_PENSION : 0) - SONDERAUSGABEN_PAUSCHBETRAG - contributions * 12,
  );
  const tax = ownIncomeTax(taxableAnnual, input.tax) / 12;
  const investment = Math.max(0, input.investmentIncome);
  const investmentTax = investment * Math.min(1, Math.max(0, input.investmentGainShare)) * ABGELTUNGSTEUER_RATE;
  const pensionsNet = statutory + other - contributions - tax;
  const investmentNet = investment - investmentTax;
  return {
    kvStatutory,
    pvStatutory,
    kvOther,
    pvOther,
    taxableAnnual,
    besteuerungsanteil: share,
    incomeTax: tax,
    investmentTax,
    pensionsNet,
    investmentNet,
    net: pensionsNet + investmentNet,
  };
}

export type Employment = 'employed' | 'selfEmployed';

export interface EmployeeNetInput {
  monthlyGross: number;
  employment: Employment;
  /** Self-employed with compulsory GRV enrolment (boolean_grv_compulsory_enroll). */
  compulsoryGrv: boolean;
  childless?: boolean;
  date: string;
  tax: TaxContext;
}

export interface EmployeeNet {
  rv: number;
  alv: number;
  kv: number;
  pv: number;
  taxableAnnual: number;
  incomeTax: number;
  net: number;
}

/** Taxable income a year of a gross monthly income (used for the partner under joint filing too). */
export function employeeTaxableAnnual(monthlyGross: number, employment: Employment, compulsoryGrv: boolean, date: string, childless?: boolean): number {
  return employeeContributions(monthlyGross, employment, compulsoryGrv, date, childless).taxableAnnual;
}

function employeeContributions(monthlyGross: number, employment: Employment, compulsoryGrv: boolean, date: string, childless?: boolean) {
  const gross = Math.max(0, monthlyGross);
  const rvBase = Math.min(gross, inForceOn(BBG_RV_ANNUAL, date).value / 12);
  const kvBase = Math.min(gross, inForceOn(BBG_KV_MONTHLY, date).value);
  const kvFull = KV_GENERAL_RATE + inForceOn(KV_AVERAGE_ZUSATZBEITRAG, date).value;
  const pvFull = PV_RATE.value;
  const childlessSurcharge = childless ? PV_RATE_CHILDLESS.value - PV_RATE.value : 0;
  let rv: number, alv: number, kv: number, pv: number;
  if (employment === 'employed') {
    rv = (rvBase * RV_CONTRIBUTION_RATE) / 2;
    alv = (rvBase * ALV_RATE) / 2;
    kv = (kvBase * kvFull) / 2;
    pv = kvBase * (pvFull / 2 + childlessSurcharge);
  } else {
    rv = compulsoryGrv ? rvBase * RV_CONTRIBUTION_RATE : 0;
    alv = 0;
    kv = kvBase * kvFull;
    pv = kvBase * (pvFull + childlessSurcharge);
  }
  const pauschbetrag = employment === 'employed' ? WERBUNGSKOSTEN_PAUSCHBETRAG_EMPLOYEE : 0;
  const taxableAnnual = Math.max(0, gross * 12 - pauschbetrag - SONDERAUSGABEN_PAUSCHBETRAG - (rv + kv + pv) * 12);
  return { rv, alv, kv, pv, taxableAnnual };
}

export function employeeNet(input: EmployeeNetInput): EmployeeNet {
  const c = employeeContributions(input.monthlyGross, input.employment, input.compulsoryGrv, input.date, input.childless);
  const tax = ownIncomeTax(c.taxableAnnual, input.tax) / 12;
  return { ...c, incomeTax: tax, net: Math.max(0, input.monthlyGross) - c.rv - c.alv - c.kv - c.pv - tax };
}
