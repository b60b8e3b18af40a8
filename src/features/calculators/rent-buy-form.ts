/**
 * The rent-or-buy page's form state (percentages in percent), its URL encoding (shareable; the no-JavaScript
 * GET form submits exactly these names) and its evaluation with the engine (src/engine/rent-vs-buy-calculator.ts).
 * Pure and never throws: runs on the server and in the browser.
 */
import { EngineInputError } from '@/engine/errors';
import { CALCULATOR_FIXATION_YEARS, SUGGESTED_COMMISSION_PERCENT, type CalculatorFixationYears } from '@/engine/mortgage/defaults';
import { toNumber } from '@/engine/mortgage/validation';
import type { RateMarket } from '@/engine/rates/market';
import { RENT_VS_BUY_DEFAULTS as D, calculateRentVsBuy, type RentVsBuyCalculation } from '@/engine/rent-vs-buy-calculator';
import { normalizeMoney } from '@/lib/numbers';
import { searchParam } from '@/lib/search-params';
import { engineFieldError, type ParamSource } from './budget-form';
import { resolvePlace, type FieldError, type ResolvedPlace } from './mortgage-form';

export interface RentBuyForm {
  price: string;
  loc: string;
  equity: string;
  commission: string;
  rateMode: 'auto' | 'manual';
  rate: string;
  fix: CalculatorFixationYears;
  repayment: string;
  /** Cold rent in the first year, euros a month. */
  rent: string;
  rentGrowth: string;
  appreciation: string;
  /** Maintenance in the first year, percent of the building value. */
  maintenance: string;
  /** Building share of the price, percent (the land does not wear out). */
  share: string;
  /** Yearly rise of the maintenance costs, percent. */
  mgrowth: string;
  /** Return of the alternative investment, percent a year. */
  ret: string;
  joint: 'yes' | 'no';
  horizon: string;
}

export const RENT_BUY_FORM_KEYS = ['price', 'loc', 'equity', 'commission', 'rateMode', 'rate', 'fix', 'repayment', 'rent', 'rentGrowth', 'appreciation', 'maintenance', 'share', 'mgrowth', 'ret', 'joint', 'horizon'] as const;

const pct = (fraction: number) => String(Math.round(fraction * 10000) / 100);

export const DEFAULT_RENT_BUY_FORM: Readonly<RentBuyForm> = Object.freeze({
  price: String(D.price),
  loc: 'berlin',
  equity: String(D.equity),
  commission: String(SUGGESTED_COMMISSION_PERCENT),
  rateMode: 'auto',
  rate: '',
  fix: D.fixationYears,
  repayment: pct(D.repayment),
  rent: String(D.monthlyRent),
  rentGrowth: pct(D.rentGrowth),
  appreciation: pct(D.appreciation),
  maintenance: pct(D.maintenance),
  share: pct(D.buildingShare),
  mgrowth: pct(D.maintenanceGrowth),
  ret: pct(D.investmentReturn),
  joint: D.jointFiling ? 'yes' : 'no',
  horizon: String(D.horizonYears),
});

const MAX_LENGTH = 32;

export function rentBuyFormFromParams(source: ParamSource): RentBuyForm {
  const text = (key: keyof RentBuyForm) => {
    const v = searchParam(source, key);
    return v === undefined ? (DEFAULT_RENT_BUY_FORM[key] as string) : v.slice(0, MAX_LENGTH);
  };
  const fixRaw = Number(searchParam(source, 'fix'));
  const rateMode = searchParam(source, 'rateMode');
  // A checkbox submits nothing when unchecked: a submitted form (any other key present) without it means "no".
  const joint = searchParam(source, 'joint');
  const submitted = RENT_BUY_FORM_KEYS.some((k) => searchParam(source, k) !== undefined);
  return {
    price: text('price'),
    loc: text('loc'),
    equity: text('equity'),
    commission: text('commission'),
    rateMode: rateMode === 'manual' || rateMode === 'auto' ? rateMode : DEFAULT_RENT_BUY_FORM.rateMode,
    rate: text('rate'),
    fix: (CALCULATOR_FIXATION_YEARS as readonly number[]).includes(fixRaw) ? (fixRaw as CalculatorFixationYears) : DEFAULT_RENT_BUY_FORM.fix,
    repayment: text('repayment'),
    rent: text('rent'),
    rentGrowth: text('rentGrowth'),
    appreciation: text('appreciation'),
    maintenance: text('maintenance'),
    share: text('share'),
    mgrowth: text('mgrowth'),
    ret: text('ret'),
    joint: joint === 'yes' ? 'yes' : submitted ? 'no' : DEFAULT_RENT_BUY_FORM.joint,
    horizon: text('horizon'),
  };
}

const MONEY_KEYS: ReadonlySet<string> = new Set(['price', 'equity', 'rent']);

/** The URL of a form state: all keys, amounts as plain numbers. */
export function rentBuyFormToParams(form: RentBuyForm): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of RENT_BUY_FORM_KEYS) p.set(key, MONEY_KEYS.has(key) ? normalizeMoney(String(form[key])) : String(form[key]));
  return p;
}

export type RentBuyFormErrors = Partial<Record<keyof RentBuyForm, FieldError>>;

export interface RentBuyEvaluation {
  result: RentVsBuyCalculation | null;
  place: ResolvedPlace | null;
  errors: RentBuyFormErrors;
  valid: boolean;
}

const FORM_KEY_OF_ENGINE: Record<string, keyof RentBuyForm> = {
  price: 'price',
  equity: 'equity',
  commission: 'commission',
  locationTax: 'loc',
  interestRate: 'rate',
  fixationYears: 'fix',
  repayment: 'repayment',
  monthlyRent: 'rent',
  rentGrowth: 'rentGrowth',
  appreciation: 'appreciation',
  maintenance: 'maintenance',
  buildingShare: 'share',
  maintenanceGrowth: 'mgrowth',
  investmentReturn: 'ret',
  horizonYears: 'horizon',
  jointFiling: 'joint',
};

export function evaluateRentBuyForm(form: RentBuyForm, date: string, market: RateMarket | null): RentBuyEvaluation {
  const errors: RentBuyFormErrors = {};
  const number = (key: keyof RentBuyForm, scale: number, isMoney: boolean, required = true): number | null => {
    const raw = String(form[key]);
    const t = isMoney ? normalizeMoney(raw) : raw.trim();
    if (t === '') {
      if (required) errors[key] = { code: 'REQUIRED', params: {} };
      return required ? null : 0;
    }
    const n = toNumber(t);
    if (n === null) errors[key] = { code: 'NOT_A_NUMBER', params: {} };
    return n === null ? null : n / scale;
  };
  const price = number('price', 1, true);
  const equity = number('equity', 1, true);
  const commission = number('commission', 100, false, false);
  const rate = form.rateMode === 'manual' ? number('rate', 100, false) : null;
  const repayment = number('repayment', 100, false);
  const rent = number('rent', 1, true);
  const rentGrowth = number('rentGrowth', 100, false);
  const appreciation = number('appreciation', 100, false);
  const maintenance = number('maintenance', 100, false);
  const share = number('share', 100, false);
  const mgrowth = number('mgrowth', 100, false);
  const ret = number('ret', 100, false);
  const horizon = number('horizon', 1, false);
  const place = form.loc.trim() === '' ? null : resolvePlace(form.loc, date);
  if (!place) errors.loc = { code: 'LOCATION_REQUIRED', params: {} };
  if (form.rateMode !== 'manual' && !market) errors.rate = { code: 'NO_MARKET', params: {} };

  let result: RentVsBuyCalculation | null = null;
  if (Object.keys(errors).length === 0 && place) {
    try {
      result = calculateRentVsBuy(
        {
          price: price!,
          equity: equity!,
          locationTax: place.taxRate,
          commission: commission ?? 0,
          interestRate: rate,
          fixationYears: form.fix,
          repayment: repayment!,
          monthlyRent: rent!,
          rentGrowth: rentGrowth!,
          appreciation: appreciation!,
          maintenance: maintenance!,
          buildingShare: share!,
          maintenanceGrowth: mgrowth!,
          investmentReturn: ret!,
          jointFiling: form.joint === 'yes',
          horizonYears: horizon!,
        },
        { market, date },
      );
    } catch (e) {
      if (!(e instanceof EngineInputError)) throw e;
      const key = FORM_KEY_OF_ENGINE[e.field ?? ''] ?? 'price';
      errors[key] = engineFieldError(e, key === 'rentGrowth' || key === 'appreciation' || key === 'maintenance' || key === 'share' || key === 'mgrowth' || key === 'ret' ? 'rate' : key);
    }
  }
  return { result, place, errors, valid: result !== null && Object.keys(errors).length === 0 };
}
