/**
 * The figures of the rates and broker pages, all from the engine: the rates table for the loan of the rates
 * page rule, and the fees of a place (transfer tax, notary and land registry, broker commission).
 * Pure (no React, Next or i18n imports); the date and its market are passed in (see ./today.ts, ./market.ts).
 */
import { brokerCommission, COMMISSION_CONVENTIONS, type BrokerCommission } from '@/engine/fees/broker-commission';
import { NOTARY_RULE_RATE, notaryAndRegistryCosts, notaryRuleOfThumb, type NotaryAndRegistryCosts } from '@/engine/fees/notary';
import { transferTaxAmount, transferTaxEntry } from '@/engine/fees/transfer-tax';
import type { StateCode } from '@/engine/geo/regions';
import type { RateMarket } from '@/engine/rates/market';
import { FIXATION_YEARS } from '@/engine/rates/model';
import { ratesTable, type RatesTableRow } from '@/engine/rates/rates-table';
import { monthAfter } from '@/engine/year-month';
import type { RatesInput, RatesLoan } from './rates-query';

export interface RatesTableResult {
  rows: RatesTableRow[];
  /** Date of the Bundesbank curve the model rates rest on. */
  curveDate: string;
  /** true when any row uses the rate model (always, without overrides): show as model rates, not offers. */
  isModel: boolean;
}

/** The rates table (5 to 30 years) for the loan of the rates page rule, first installment the month after `date`. */
export function ratesForLoan(input: RatesInput, loan: RatesLoan, date: string, market: RateMarket): RatesTableResult {
  const rows = ratesTable({
    loanAmount: loan.loanAmount,
    propertyPrice: input.price,
    repayment: input.repayment / 100,
    yearsFixed: FIXATION_YEARS,
    startDate: monthAfter(date),
    market,
  });
  return { rows, curveDate: market.curve.date, isModel: rows.some((r) => r.rateSource === 'model') };
}

export interface PlaceFees {
  price: number;
  transferTax: {
    rate: number;
    validFrom: string;
    amount: number;
    /** The rate or its valid-from date is not verified. */
    assumption: boolean;
  };
  notary: {
    /** 2 % rule (1.5 % notary + 0.5 % land registry). */
    ruleRate: number;
    ruleAmount: number;
    /** Itemised GNotKG calculation with a land charge of `landCharge`. */
    exact: NotaryAndRegistryCosts;
    landCharge: number;
    /** Some fixed amounts of the itemised calculation are not verified. */
    exactAssumption: boolean;
  };
  commission: BrokerCommission & {
    /** Regional range of the buyer share where the custom varies (fractions). */
    buyerRateRange: readonly [number, number] | null;
    /** Buyer share for a new build bought from a developer (fraction; customary 0). */
    newBuildBuyerRate: number;
  };
}

/** Fees of a purchase at `price` in `state` on `date`; the exact notary figure registers a land charge of `landCharge`. */
export function placeFees({ price, state, date, landCharge }: { price: number; state: StateCode; date: string; landCharge: number }): PlaceFees {
  const entry = transferTaxEntry(state, date);
  const exact = notaryAndRegistryCosts({ price, landCharge: Math.max(0, landCharge) });
  const commission = brokerCommission({ state, newBuild: false, price });
  return {
    price,
    transferTax: { rate: entry.rate, validFrom: entry.validFrom, amount: transferTaxAmount(price, state, date), assumption: entry.assumption === true },
    notary: {
      ruleRate: NOTARY_RULE_RATE,
      ruleAmount: notaryRuleOfThumb(price),
      exact,
      landCharge: Math.max(0, landCharge),
      exactAssumption: exact.items.some((i) => i.assumption === true),
    },
    commission: {
      ...commission,
      buyerRateRange: COMMISSION_CONVENTIONS[state].buyerRateRange ?? null,
      newBuildBuyerRate: brokerCommission({ state, newBuild: true, price }).buyerRate,
    },
  };
}
