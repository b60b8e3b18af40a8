/**
 * Notary and land registry (Grundbuch) costs of a home purchase.
 *
 * (a) Rule of thumb (product spec § 9; german-finance-facts.md § 3): about 1.5 % notary + 0.5 % Grundbuch
 *     = 2 % of the price (also used by the Postbank/HWWI Wohnatlas). The exact calculation usually comes
 *     to about 1.3–1.6 %.
 * (b) Exact fee under the Gerichts- und Notarkostengesetz (GNotKG, in force since 01.08.2013),
 *     Tabelle B (§ 34 Abs. 2 GNotKG, Anlage 2), confirmed unchanged by KostBRÄG 2025 (Art. 7, in force
 *     01.06.2025) [OFF: gesetze-im-internet GNotKG; buzer.de]. Minimum fee €15 (§ 34 Abs. 5 GNotKG);
 *     fees are rounded to the cent (§ 34 Abs. 5 S. 2 GNotKG).
 *     Tabelle B applies to notary fees and to the Grundbuch fees (KV Teil 1 Hauptabschnitt 4).
 * (c) Itemised typical purchase with the fee multiples of the Kostenverzeichnis (KV GNotKG)
 *     [OFF KV text; notary items SEC: haufe.de, fp-notare.de].
 *
 * Pure module: runs in the browser.
 */
import { VAT_RATE } from './broker-commission';

/** Rule-of-thumb shares of the price (spec § 9 "Notary fee 2 percent of the price"). */
export const NOTARY_RULE_NOTARY_RATE = 0.015;
export const NOTARY_RULE_REGISTRY_RATE = 0.005;
export const NOTARY_RULE_RATE = NOTARY_RULE_NOTARY_RATE + NOTARY_RULE_REGISTRY_RATE; // 0.02

/** Spec § 9 rule of thumb: 2 % of the price (1.5 % notary + 0.5 % land registry), unrounded euros. */
export function notaryRuleOfThumb(price: number): number {
  assertAmount(price, 'price');
  return price * NOTARY_RULE_RATE;
}

// ---------------------------------------------------------------------------------------------------------
// GNotKG Tabelle B

/** GNotKG (and its Tabelle B and Kostenverzeichnis items used below) in force since 01.08.2013 (BGBl. 2013 I S. 2586). */
export const GNOTKG_VALID_FROM = '2013-08-01';
/** Last checked amendment: KostBRÄG 2025 (Art. 7), in force 01.06.2025, Tabelle B unchanged [OFF: buzer.de]. */
export const GNOTKG_CHECKED_AS_OF = '2025-06-01';

/** Base fee up to a Geschäftswert of €500 (§ 34 Abs. 2 GNotKG, Tabelle B). */
export const TABLE_B_BASE_FEE = 15;
/** Minimum fee (§ 34 Abs. 5 GNotKG). */
export const GNOTKG_MIN_FEE = 15;

/**
 * Steps of Tabelle B: for each *started* `step` of value above the previous bound up to `upTo`, add `add`.
 * Source: § 34 Abs. 2 GNotKG (valid since 01.08.2013; unchanged by KostBRÄG 2025, 01.06.2025).
 */
export const TABLE_B_STEPS: readonly { upTo: number; step: number; add: number }[] = [
  { upTo: 2_000, step: 500, add: 4 },
  { upTo: 10_000, step: 1_000, add: 6 },
  { upTo: 25_000, step: 3_000, add: 8 },
  { upTo: 50_000, step: 5_000, add: 10 },
  { upTo: 200_000, step: 15_000, add: 27 },
  { upTo: 500_000, step: 30_000, add: 50 },
  { upTo: 5_000_000, step: 50_000, add: 80 },
  { upTo: 10_000_000, step: 200_000, add: 130 },
  { upTo: 20_000_000, step: 250_000, add: 150 },
  { upTo: 30_000_000, step: 500_000, add: 280 },
  { upTo: Number.POSITIVE_INFINITY, step: 1_000_000, add: 120 },
];

function roundCent(x: number): number {
  // Round half away from zero to the cent; the epsilon absorbs binary noise (e.g. 392.49999999).
  return Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7) / 100;
}

function assertAmount(x: number, name: string): void {
  if (!Number.isFinite(x) || x < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${x}`);
}

/** Full (1.0) Tabelle B fee for a Geschäftswert, without minimum or multiple. */
function tableBFull(value: number): number {
  let fee = TABLE_B_BASE_FEE;
  let lower = 500;
  for (const { upTo, step, add } of TABLE_B_STEPS) {
    if (value <= lower) break;
    const part = Math.min(value, upTo) - lower;
    fee += Math.ceil(part / step - 1e-9) * add;
    lower = upTo;
  }
  return fee;
}

/**
 * GNotKG Tabelle B fee for a Geschäftswert `value` times the fee `multiple` (default 1.0), rounded to the
 * cent, at least €15 (§ 34 Abs. 5 GNotKG).
 * 1.0 fee: 150k → 354, 200k → 435, 290k → 585, 400k → 785, 500k → 935, 1m → 1,735.
 */
export function gnotkgFeeTableB(value: number, multiple = 1): number {
  assertAmount(value, 'value');
  assertAmount(multiple, 'multiple');
  return Math.max(GNOTKG_MIN_FEE, roundCent(tableBFull(value) * multiple));
}

// ---------------------------------------------------------------------------------------------------------
// Itemised typical purchase

export type FeeParty = 'notary' | 'registry';

export interface FeeItem {
  /** Number in the Kostenverzeichnis (KV GNotKG), e.g. "21100". */
  kv: string;
  party: FeeParty;
  label: { de: string; en: string };
  /** Geschäftswert the fee is computed on; null for flat amounts. */
  value: number | null;
  /** Fee multiple of Tabelle B; null for flat amounts. */
  multiple: number | null;
  /** Net amount in euros, rounded to the cent. */
  amount: number;
  /** true where the amount is [UNVERIFIED] (fixed amounts not re-checked after KostBRÄG 2025). */
  assumption?: boolean;
}

export interface NotaryAndRegistryInput {
  price: number;
  /** Grundschuld amount to register; 0 if the purchase is not financed with a land charge. */
  landCharge: number;
}

export interface NotaryAndRegistryCosts {
  items: FeeItem[];
  /** Sum of the notary items (fees + KV 32005 flat), before VAT. */
  notaryNet: number;
  /** 19 % VAT on the notary items (KV 32014), rounded to the cent. */
  notaryVat: number;
  notaryGross: number;
  /** Grundbuchamt fees (court fees, no VAT). */
  registry: number;
  /** notaryGross + registry. */
  total: number;
  /** total / price (0 for price 0). */
  totalRate: number;
}

/** Minimum fee for the purchase contract, KV 21100 GNotKG (since 01.08.2013) [OFF KV text; SEC haufe.de]. */
export const KV_21100_MIN = 120;
/**
 * KV 32005 GNotKG: post and telecom flat, 20 % of the fees, at most €20 per matter. In a purchase the fees
 * always exceed €100, so it is the €20 cap; charged once here (in practice the Grundschuld deed may be a
 * separate matter with its own flat).
 */
export const KV_32005_FLAT = 20;
/** KV 14152 GNotKG: deletion of the Auflassungsvormerkung, flat €25 (pre-2025 text, [UNVERIFIED] after KostBRÄG 2025). */
export const KV_14152_FLAT = 25;

/**
 * Itemised notary and Grundbuch costs of a typical purchase (no optional items such as KV 22114 XML
 * Vollzug or KV 22201 Treuhand, no document fees).
 *
 * Notary (plus 19 % VAT): KV 21100 purchase contract 2.0 (min €120) on the price; KV 22110 Vollzug 0.5 on
 * the price; KV 22200 Betreuung/Fälligkeitsmitteilung 0.5 on the price; KV 21200 Grundschuld deed 1.0 on
 * the land charge; KV 32005 €20 flat.
 * Grundbuchamt (no VAT): KV 14110 transfer of ownership 1.0 on the price; KV 14150 Auflassungsvormerkung
 * 0.5 on the price; KV 14152 deletion of the Vormerkung €25 flat; KV 14121 Grundschuld entry 1.0 on the
 * land charge (Buchgrundschuld; a Briefgrundschuld would be KV 14120, 1.3).
 *
 * Facts-file check (price 400,000, Grundschuld 320,000; 1.0 fees: 785 on 400k, 635 on 320k):
 *   notary fees 1,570.00 + 392.50 + 392.50 + 635.00 = 2,990.00 net → matches "€2,990 net"; with VAT
 *   3,558.10 → matches "€3,558 gross". The facts file leaves out expenses; this function adds the €20
 *   KV 32005 flat, so it returns notaryNet 3,010.00, notaryVat 571.90, notaryGross 3,581.90.
 *   Grundbuch 785.00 + 392.50 + 25.00 + 635.00 = 1,837.50 → matches exactly.
 *   Total 5,419.40 = 1.35 % of the price (facts file: "about 1.35 % plus expenses").
 */
export function notaryAndRegistryCosts(input: NotaryAndRegistryInput): NotaryAndRegistryCosts {
  const { price, landCharge } = input;
  assertAmount(price, 'price');
  assertAmount(landCharge, 'landCharge');

  const items: FeeItem[] = [
    {
      kv: '21100',
      party: 'notary',
      label: { de: 'Beurkundung Kaufvertrag (2,0)', en: 'Notarisation of the purchase contract (2.0)' },
      value: price,
      multiple: 2,
      amount: Math.max(KV_21100_MIN, gnotkgFeeTableB(price, 2)),
    },
    {
      kv: '22110',
      party: 'notary',
      label: { de: 'Vollzug (0,5)', en: 'Completion formalities (0.5)' },
      value: price,
      multiple: 0.5,
      amount: gnotkgFeeTableB(price, 0.5),
    },
    {
      kv: '22200',
      party: 'notary',
      label: { de: 'Betreuung, Fälligkeitsmitteilung (0,5)', en: 'Supervision, notice of payment due (0.5)' },
      value: price,
      multiple: 0.5,
      amount: gnotkgFeeTableB(price, 0.5),
    },
  ];
  if (landCharge > 0) {
    items.push({
      kv: '21200',
      party: 'notary',
      label: { de: 'Beurkundung Grundschuld (1,0)', en: 'Notarisation of the land charge (1.0)' },
      value: landCharge,
      multiple: 1,
      amount: gnotkgFeeTableB(landCharge, 1),
    });
  }
  items.push(
    {
      kv: '32005',
      party: 'notary',
      label: { de: 'Post- und Telekommunikationspauschale', en: 'Post and telecommunications flat fee' },
      value: null,
      multiple: null,
      amount: KV_32005_FLAT,
    },
    {
      kv: '14110',
      party: 'registry',
      label: { de: 'Eigentumsumschreibung (1,0)', en: 'Registration of the transfer of ownership (1.0)' },
      value: price,
      multiple: 1,
      amount: gnotkgFeeTableB(price, 1),
    },
    {
      kv: '14150',
      party: 'registry',
      label: { de: 'Auflassungsvormerkung (0,5)', en: 'Priority notice of conveyance (0.5)' },
      value: price,
      multiple: 0.5,
      amount: gnotkgFeeTableB(price, 0.5),
    },
    {
      kv: '14152',
      party: 'registry',
      label: { de: 'Löschung der Vormerkung', en: 'Deletion of the priority notice' },
      value: null,
      multiple: null,
      amount: KV_14152_FLAT,
      assumption: true,
    },
  );
  if (landCharge > 0) {
    items.push({
      kv: '14121',
      party: 'registry',
      label: { de: 'Eintragung Grundschuld (1,0)', en: 'Registration of the land charge (1.0)' },
      value: landCharge,
      multiple: 1,
      amount: gnotkgFeeTableB(landCharge, 1),
    });
  }

  const notaryNet = roundCent(items.filter((i) => i.party === 'notary').reduce((s, i) => s + i.amount, 0));
  const notaryVat = roundCent(notaryNet * VAT_RATE);
  const notaryGross = roundCent(notaryNet + notaryVat);
  const registry = roundCent(items.filter((i) => i.party === 'registry').reduce((s, i) => s + i.amount, 0));
  const total = roundCent(notaryGross + registry);
  return { items, notaryNet, notaryVat, notaryGross, registry, total, totalRate: price > 0 ? total / price : 0 };
}
