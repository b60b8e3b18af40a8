/**
 * Broker commission (Maklerprovision) for the purchase of a home, by federal state.
 *
 * Law: §§ 656a–656d BGB, in force since 23.12.2020 (Gesetz über die Verteilung der Maklerkosten bei der
 * Vermittlung von Kaufverträgen über Wohnungen und Einfamilienhäuser) [OFF/SEC: haufe.de, hnts.legal].
 * - Applies when a consumer buys a Wohnung or an Einfamilienhaus; text form is required (§ 656a).
 * - Broker acting for both sides: both pay the same amount, otherwise the contract is void (§ 656c).
 * - Only one side engaged the broker: at most 50 % can be passed on to the other side, and only after
 *   the engaging side has proven its payment (§ 656d).
 * - BGH 06.03.2025 (I ZR 32/24, I ZR 138/24) applied this strictly [SEC].
 * The commission level itself is not regulated; the figures below are the customary totals and the
 * buyer share after the equal split, all including 19 % VAT [SEC: schnoorimmobilien.de (2021),
 * hypofriend.de, isa-immo.de; german-finance-facts.md § 2].
 *
 * New builds bought from a developer (Bauträger): usually commission-free for the buyer ("provisionsfrei",
 * the developer pays the broker) [SEC: schichtel-partner.de]. Whether §§ 656a–d apply to Bauträger
 * contracts is legally disputed [UNVERIFIED]; the calculator default is 0 % for the buyer, which callers
 * can override.
 *
 * Rates are fractions; amounts are unrounded euros.
 * Pure module: runs in the browser.
 */
import { EngineInputError } from '../errors';
import type { StateCode } from '../geo/regions';
import { isIsoDate } from '../iso-date';

/** Day §§ 656a–656d BGB came into force. */
export const COMMISSION_RULE_VALID_FROM = '2020-12-23';

/** German VAT standard rate, § 12 Abs. 1 UStG: 19 % (again) since 01.01.2021 (16 % from 01.07. to 31.12.2020). */
export const VAT_RATE = 0.19;

export interface CommissionConvention {
  readonly state: StateCode;
  /** Customary total commission incl. VAT (both sides together). */
  readonly totalRate: number;
  /** Buyer share incl. VAT after the equal split (the value the calculator uses). */
  readonly buyerRate: number;
  /** Range where sources disagree or the custom varies by region. */
  readonly buyerRateRange?: readonly [number, number];
  readonly totalRateRange?: readonly [number, number];
  readonly validFrom: string;
  readonly source: string;
  /** true when the figure is [UNVERIFIED] and must be shown as an assumption. */
  readonly assumption: boolean;
  readonly note?: string;
}

const SRC = '[SEC] schnoorimmobilien.de (2021), hypofriend.de, isa-immo.de (german-finance-facts.md § 2)';

function conv(
  state: StateCode,
  totalRate: number,
  extra: Partial<Omit<CommissionConvention, 'state' | 'totalRate'>> = {},
): CommissionConvention {
  return {
    state,
    totalRate,
    buyerRate: totalRate / 2,
    validFrom: COMMISSION_RULE_VALID_FROM,
    source: SRC,
    assumption: false,
    ...extra,
  };
}

/** Customary commission by state (buyer share = half of the customary total, § 656c/§ 656d BGB). */
export const COMMISSION_CONVENTIONS: Readonly<Record<StateCode, CommissionConvention>> = {
  // 7.14 % total (6 % + VAT), 3.57 % buyer share.
  BW: conv('BW', 0.0714),
  BY: conv('BY', 0.0714),
  BE: conv('BE', 0.0714),
  BB: conv('BB', 0.0714),
  NW: conv('NW', 0.0714),
  RP: conv('RP', 0.0714),
  SL: conv('SL', 0.0714),
  SN: conv('SN', 0.0714),
  ST: conv('ST', 0.0714),
  SH: conv('SH', 0.0714),
  TH: conv('TH', 0.0714),
  // 6.25 % total, 3.125 % buyer share.
  HH: conv('HH', 0.0625),
  // 5.95 % total (5 % + VAT), 2.975 % buyer share.
  HB: conv('HB', 0.0595),
  HE: conv('HE', 0.0595),
  NI: conv('NI', 0.0714, {
    totalRateRange: [0.0476, 0.0714],
    buyerRateRange: [0.0238, 0.0357],
    note: 'Varies by region (4.76–7.14 % total, 2.38–3.57 % buyer share); the upper value is used.',
  }),
  MV: conv('MV', 0.0595, {
    assumption: true,
    buyerRateRange: [0.0238, 0.0308],
    note: '[UNVERIFIED] sources give a buyer share of 2.38 %, 2.975 % or 3.08 %; 2.975 % is used.',
  }),
};

export interface BrokerCommissionInput {
  state: StateCode;
  /** Bought new from a developer (Bauträger): 0 % for the buyer. */
  newBuild: boolean;
  price: number;
  /**
   * Optional contract date (YYYY-MM-DD). The conventions describe the split under §§ 656a–d BGB, so a
   * date before 23.12.2020 is rejected.
   */
  date?: string;
}

export interface BrokerCommission {
  buyerRate: number;
  sellerRate: number;
  totalRate: number;
  buyerAmount: number;
  sellerAmount: number;
  totalAmount: number;
  /** true when the state's figure is [UNVERIFIED] (MV) or the new-build rule is applied. */
  assumption: boolean;
  note?: string;
}

/**
 * Customary commission split for a purchase. Existing homes: buyer and seller each pay half of the
 * customary total. New build from a developer: buyer 0 %, the developer (seller) bears the customary
 * total (assumption: it is part of the developer's price, not a separate buyer cost).
 */
export function brokerCommission(input: BrokerCommissionInput): BrokerCommission {
  const { state, newBuild, price, date } = input;
  if (!Number.isFinite(price) || price < 0) {
    throw new EngineInputError('INVALID_PRICE', 'price', { min: 0, value: price }, `price must be a finite number ≥ 0, got ${price}`);
  }
  if (date !== undefined) {
    if (!isIsoDate(date)) throw new EngineInputError('INVALID_DATE', 'date', { value: date }, `invalid date ${JSON.stringify(date)}`);
    if (date < COMMISSION_RULE_VALID_FROM) {
      throw new EngineInputError(
        'DATE_BEFORE_RULE',
        'date',
        { min: COMMISSION_RULE_VALID_FROM, value: date },
        `commission conventions apply to contracts from ${COMMISSION_RULE_VALID_FROM} (§§ 656a–d BGB), got ${date}`,
      );
    }
  }
  const c = (COMMISSION_CONVENTIONS as Partial<Record<string, CommissionConvention>>)[state];
  if (!c) throw new EngineInputError('UNKNOWN_STATE', 'state', { value: state }, `unknown state ${String(state)}`);

  const totalRate = c.totalRate;
  const buyerRate = newBuild ? 0 : c.buyerRate;
  const sellerRate = totalRate - buyerRate;
  const note = newBuild
    ? 'New build from a developer: commission-free for the buyer (customary, [UNVERIFIED] whether §§ 656a–d BGB apply).'
    : c.note;
  return {
    buyerRate,
    sellerRate,
    totalRate,
    buyerAmount: price * buyerRate,
    sellerAmount: price * sellerRate,
    totalAmount: price * totalRate,
    assumption: c.assumption || newBuild,
    ...(note ? { note } : {}),
  };
}
