/**
 * Europace's result list as our ranked offers (issue 50, part 4). The shapes are those of
 * europace/baufismart-angebote-api, angebote-openapi.yaml (schemas Ergebnisliste, V3Ergebnis, Darlehen,
 * ProduktAnbieter, ZinsBindung, EffektivZinsRelevanteKosten), read as a tolerant reader: only the fields used here
 * are checked, anything else may change. An answer without them is refused as a whole ('badResponse'); the source
 * never returns part of a list.
 *
 * Mapping, V3Ergebnis → RankedOffer:
 * - nominalRate, effectiveRate ← sollZins, effektivZins of the offer (percent → fraction);
 * - monthlyPayment ← rateMonatlich of the offer;
 * - residualDebt ← the sum of the loans' zinsBindung.restschuldNachZinsBindungsEnde;
 * - totalCost ← the loans' interest over the fixation (zinsBindung.summeZinsenInZinsBindung; where absent: payments
 *   over the fixation minus the principal repaid) plus the costs that count in the effective rate
 *   (effektivZinsRelevanteKosten, e.g. grundbuchKosten);
 * - lenderName, lenderId ← produktAnbieter of the main loan (the first loan that is no KfW or regional promotional
 *   loan), else of the offer; lenderId "europace:" + produktAnbieterId;
 * - lenderKind: Europace does not say it; taken from the name (Sparkasse → savings_bank, Bausparkasse →
 *   building_society, Versicherung/Lebensversicherung → insurer, anything else → bank): a heuristic, stated in the ADR;
 * - source 'marketplace', isDemo false, no surcharges (the marketplace prices them in), validFrom = the time the
 *   result list was computed (our POST), conditionsSource "Europace BaufiSmart, result <ergebnislisteId>".
 *
 * KfW alternatives (decision, ADR 050): an offer with a KfW or regional promotional loan (Darlehen.typ KFW_DARLEHEN
 * or REGIONAL_FOERDER_DARLEHEN) or marked anpassungsStatus ALTERNATIV is kept apart in `alternatives`, not ranked
 * among the offers: it is several loans with their own fixations and eligibility rules, so its rate, payment and
 * residual debt do not compare with one annuity loan for the case the client asked for.
 * Offers Europace calls not feasible (machbarkeit NICHT_MACHBAR) are left out and counted.
 */
import { z } from 'zod';
import type { Comparison, LenderKind, RankedOffer } from '../model';

const anbieter = z.object({ produktAnbieterId: z.string().optional(), name: z.string().min(1) });

const darlehen = z.object({
  typ: z.string().optional(),
  sollZins: z.number().optional(),
  rateMonatlich: z.number().optional(),
  darlehensBetrag: z.number().optional(),
  produktAnbieter: anbieter.optional(),
  zinsBindung: z
    .object({
      jahre: z.number().int().optional(),
      monate: z.number().int().optional(),
      restschuldNachZinsBindungsEnde: z.number().optional(),
      summeZinsenInZinsBindung: z.number().optional(),
    })
    .optional(),
  effektivZinsRelevanteKosten: z.record(z.string(), z.number()).optional(),
  kfwProgramm: z.string().optional(),
});

const ergebnis = z.object({
  sollZins: z.number().positive(),
  effektivZins: z.number().positive(),
  rateMonatlich: z.number().positive(),
  darlehensSumme: z.number().optional(),
  darlehen: z.array(darlehen).min(1),
  produktAnbieter: anbieter.optional(),
  machbarkeit: z.string().optional(),
  anpassungsStatus: z.string().optional(),
});

/** The answer of POST /v3/vorgaenge/{vorgangsnummer}/ergebnisliste and of GET …/ergebnisliste/{ergebnislisteId}. */
export const ergebnislisteSchema = z.object({
  // The spec's pattern is "^[A-Z0-9]{6}"; the id goes into a path, so nothing but letters and digits.
  ergebnislisteId: z.string().regex(/^[A-Z0-9]{6,32}$/),
  ergebnisliste: z.array(ergebnis),
});
export type Ergebnisliste = z.infer<typeof ergebnislisteSchema>;
type Ergebnis = z.infer<typeof ergebnis>;
type Darlehen = z.infer<typeof darlehen>;

/** The answer of POST /kundenangaben (schema KundenangabenImportResponse). */
export const kundenangabenResponseSchema = z.object({ vorgangsnummer: z.string().regex(/^[A-Z0-9]{6,32}$/) });

/** The Authorization API's token (europace/authorization-api, authorization.yaml, schema loginResponse). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});

const PROMOTIONAL_LOANS = new Set(['KFW_DARLEHEN', 'REGIONAL_FOERDER_DARLEHEN']);

export function isAlternative(e: Ergebnis): boolean {
  return e.anpassungsStatus === 'ALTERNATIV' || e.darlehen.some((d) => PROMOTIONAL_LOANS.has(d.typ ?? ''));
}

/** The lender's kind from its name (Europace does not state it). */
export function lenderKindFromName(name: string): LenderKind {
  if (/bausparkasse/i.test(name)) return 'building_society';
  if (/sparkasse/i.test(name)) return 'savings_bank';
  if (/versicherung/i.test(name)) return 'insurer';
  return 'bank';
}

const cents = (x: number) => Math.round(x * 100) / 100;
/** Percent → fraction without binary noise (4.32 → 0.0432). */
const fraction = (p: number) => Math.round(p * 1e6) / 1e8;

class Malformed extends Error {}

function interestOverFixation(d: Darlehen): number {
  const z = d.zinsBindung;
  if (z?.summeZinsenInZinsBindung !== undefined) return z.summeZinsenInZinsBindung;
  const months = z?.jahre !== undefined ? z.jahre * 12 + (z.monate ?? 0) : undefined;
  if (months === undefined || d.rateMonatlich === undefined || d.darlehensBetrag === undefined || z?.restschuldNachZinsBindungsEnde === undefined) {
    throw new Malformed('a loan has neither summeZinsenInZinsBindung nor the figures to derive it');
  }
  return d.rateMonatlich * months - (d.darlehensBetrag - z.restschuldNachZinsBindungsEnde);
}

function toRankedOffer(e: Ergebnis, resultId: string, validFrom: string, alternative: boolean): RankedOffer {
  const main = e.darlehen.find((d) => !PROMOTIONAL_LOANS.has(d.typ ?? '')) ?? e.darlehen[0]!;
  const provider = main.produktAnbieter ?? e.produktAnbieter;
  if (!provider) throw new Malformed('an offer names no product provider');
  let residualDebt = 0;
  let totalCost = 0;
  for (const d of e.darlehen) {
    const residual = d.zinsBindung?.restschuldNachZinsBindungsEnde;
    if (residual === undefined) throw new Malformed('a loan has no restschuldNachZinsBindungsEnde');
    residualDebt += residual;
    totalCost += interestOverFixation(d) + Object.values(d.effektivZinsRelevanteKosten ?? {}).reduce((a, b) => a + b, 0);
  }
  const kfw = e.darlehen.map((d) => d.kfwProgramm).filter((p): p is string => Boolean(p));
  return {
    lenderId: `europace:${provider.produktAnbieterId ?? provider.name}`,
    lenderName: provider.name,
    lenderKind: lenderKindFromName(provider.name),
    isDemo: false,
    source: 'marketplace',
    nominalRate: fraction(e.sollZins),
    effectiveRate: fraction(e.effektivZins),
    monthlyPayment: cents(e.rateMonatlich),
    residualDebt: cents(residualDebt),
    totalCost: cents(totalCost),
    surchargesApplied: [],
    validFrom,
    conditionsSource: `Europace BaufiSmart, result ${resultId}${alternative ? `, alternative with promotional loan${kfw.length ? ` (${kfw.join(', ')})` : ''}` : ''}`,
  };
}

/** Our ranking (model.ts, Comparison.offers): effective rate, then monthly payment, then total cost; stable. */
export function rank(offers: RankedOffer[]): RankedOffer[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => a.offer.effectiveRate - b.offer.effectiveRate || a.offer.monthlyPayment - b.offer.monthlyPayment || a.offer.totalCost - b.offer.totalCost || a.index - b.index)
    .map((x) => x.offer);
}

/** What the Europace source answers: a Comparison (the interface) with the marketplace's extras. */
export interface MarketplaceComparison extends Comparison {
  /** Offers with KfW or regional promotional loans (alternativen=true), ranked the same way, kept out of `offers`. */
  alternatives: RankedOffer[];
  /** Europace's ergebnislisteId (fetchable again for 60 minutes) and the Vorgang it belongs to; null: no list (204). */
  resultId: string | null;
  vorgangsnummer: string;
  /** Offers Europace marked NICHT_MACHBAR, left out. */
  notFeasible: number;
}

/**
 * The result list as a comparison. Throws Malformed (the client turns it into MarketplaceError 'badResponse') when
 * an offer lacks a figure we show.
 */
export function toComparison(list: Ergebnisliste | null, meta: { vorgangsnummer: string; validFrom: string }): MarketplaceComparison {
  const offers: RankedOffer[] = [];
  const alternatives: RankedOffer[] = [];
  let notFeasible = 0;
  for (const e of list?.ergebnisliste ?? []) {
    if (e.machbarkeit === 'NICHT_MACHBAR') {
      notFeasible += 1;
      continue;
    }
    const alternative = isAlternative(e);
    (alternative ? alternatives : offers).push(toRankedOffer(e, list!.ergebnislisteId, meta.validFrom, alternative));
  }
  return {
    offers: rank(offers),
    excluded: [],
    fallback: offers.length === 0 ? { reason: 'noConditions' } : null,
    alternatives: rank(alternatives),
    resultId: list?.ergebnislisteId ?? null,
    vorgangsnummer: meta.vorgangsnummer,
    notFeasible,
  };
}

export { Malformed };
