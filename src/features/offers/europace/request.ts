/**
 * Our case (OfferCase) as Europace's request bodies (issue 50, part 4). Europace's Angebote API v3 computes offers
 * for a case ("Vorgang") held in BaufiSmart, so a comparison is two calls (ADR 050, section "Europace adapter"):
 *
 * 1. `POST /kundenangaben` (Kundenangaben API, europace/baufismart-kundenangaben-api, kundenangaben-openapi.yaml,
 *    schema ImportKundenangabenRequest) imports the case into a new Vorgang and answers its `vorgangsnummer`;
 * 2. `POST /v3/vorgaenge/{vorgangsnummer}/ergebnisliste` (europace/baufismart-angebote-api, angebote-openapi.yaml,
 *    schema ErmittleErgebnisseRequestBody) computes the ranked result list.
 *
 * Every value below is spelled as those files spell it. The mapping, field by field (OfferCase → Kundenangaben):
 * - purpose → finanzierungsbedarf.finanzierungszweck['@type'] and the loan's building block:
 *     purchase     → KAUF with kaufpreis = price;                       block ANNUITAETENDARLEHEN
 *     refinance    → ANSCHLUSSFINANZIERUNG, marktwertFinanzierungsobjekt = price;   block ANNUITAETENDARLEHEN
 *     forward      → ANSCHLUSSFINANZIERUNG, marktwertFinanzierungsobjekt = price;   block FORWARDDARLEHEN with
 *                    annuitaetendetails.auszahlungszeitpunkt = date + forwardMonths months
 *     construction → NEUBAU with herstellungskostenInklusiveEigenleistungen = price; block ANNUITAETENDARLEHEN
 *   Assumptions: for a refinance our case carries no existing loans, so none are listed for replacement
 *   (abloesungDarlehenDesFinanzierungsobjektes stays empty; the loan amount states the need); for construction
 *   the price is taken as the whole building cost (no separate plot cost).
 * - price, state, date (purchase) → nebenkosten.grunderwerbsteuer { wert: the state's rate on the date in percent,
 *   einheit: PROZENT } from src/engine/fees/transfer-tax.ts (Europace derives it from the property's address, which
 *   our case does not have). Notary and broker fees are left out: Europace sets a default notary fee ("Fehlt die
 *   Notargebühr, wird automatisch ein Standardwert in % gesetzt"), and the case has no broker fee.
 * - loan → finanzierungsbausteine[0].darlehensbetrag (euros).
 * - fixationYears → annuitaetendetails.zinsbindungInJahren.
 * - repaymentRate (fraction) → annuitaetendetails.tilgungswunsch { '@type': TILGUNG_IN_PROZENT,
 *   tilgungssatzInProzent: percent }.
 * - specialRepayment (fraction) → annuitaetendetails.sondertilgungJaehrlich (percent; 0 = none wanted).
 * - equity → haushalte[0].finanzielleSituation.vermoegen.summeBankUndSparguthaben { guthaben: equity, verwendung:
 *   { '@type': AUFLOESUNG_ALS_VERWENDUNG, maximalEinzusetzenderBetrag: equity } } (all of it goes into the purchase).
 * - employment → haushalte[0].kunden[0].finanzielles.beschaeftigung['@type']: employed → ANGESTELLTER,
 *   civil_servant → BEAMTER, self_employed → SELBSTSTAENDIGER, retired → RENTNER. One applicant; no name, address,
 *   birth date or income (we do not have them for a visitor): Europace then marks offers "unter Vorbehalt".
 * - use → finanzierungsobjekt.immobilie.typ { '@type': IMMOBILIE_OHNE_TYP, gebaeude.nutzung.wohnen.nutzungsart
 *   ['@type'] }: owner_occupied → EIGENGENUTZT, let → VERMIETET. The property type is unknown to our case.
 * - energyClass: not sent. The API takes no class ("energieEffizienzklasse … wird beim Anlegen/Updaten nicht
 *   übernommen, sondern aus dem Feld endEnergie berechnet"), and the case has no final-energy figure.
 * - No postal code: regional banks answer only with "Haushalte" and "Finanzierungsobjekt" filled (the Angebote API's
 *   FAQ), so regional lenders may be missing from the list. The state alone is no field of the address.
 * - importMetadaten: datenkontext (ECHT_GESCHAEFT unless configured TEST_MODUS), betreuung.kundenbetreuer = our
 *   partner id (the broker's BaufiSmart partner id from the pool; the new Vorgang is the broker's), importquelle
 *   names this site.
 */
import type { Employment, LoanPurpose, OfferCase, PropertyUse } from '../model';
import { transferTaxRate } from '@/engine/fees/transfer-tax';
import { STATE_CODES, type StateCode } from '@/engine/geo/regions';

export type Datenkontext = 'ECHT_GESCHAEFT' | 'TEST_MODUS';

export const IMPORT_SOURCE = 'Hauslotse Angebotsvergleich';

export const BESCHAEFTIGUNG: Record<Employment, 'ANGESTELLTER' | 'BEAMTER' | 'SELBSTSTAENDIGER' | 'RENTNER'> = {
  employed: 'ANGESTELLTER',
  civil_servant: 'BEAMTER',
  self_employed: 'SELBSTSTAENDIGER',
  retired: 'RENTNER',
};

export const NUTZUNGSART: Record<PropertyUse, 'EIGENGENUTZT' | 'VERMIETET'> = {
  owner_occupied: 'EIGENGENUTZT',
  let: 'VERMIETET',
};

export const FINANZIERUNGSZWECK: Record<LoanPurpose, 'KAUF' | 'ANSCHLUSSFINANZIERUNG' | 'NEUBAU'> = {
  purchase: 'KAUF',
  refinance: 'ANSCHLUSSFINANZIERUNG',
  forward: 'ANSCHLUSSFINANZIERUNG',
  construction: 'NEUBAU',
};

/** A fraction as the API's percent figure, without binary noise (0.0175 → 1.75). */
export function percent(fraction: number): number {
  return Math.round(fraction * 100 * 1e6) / 1e6;
}

/** YYYY-MM-DD plus whole months, the day clamped to the month's end (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

function finanzierungszweck(c: OfferCase): Record<string, unknown> {
  const type = FINANZIERUNGSZWECK[c.purpose];
  if (type === 'KAUF') {
    const state = (STATE_CODES as readonly string[]).includes(c.state) ? (c.state as StateCode) : null;
    return {
      '@type': type,
      kaufpreis: c.price,
      ...(state ? { nebenkosten: { grunderwerbsteuer: { wert: percent(transferTaxRate(state, c.date)), einheit: 'PROZENT' } } } : {}),
    };
  }
  if (type === 'NEUBAU') return { '@type': type, herstellungskostenInklusiveEigenleistungen: c.price };
  return { '@type': type, marktwertFinanzierungsobjekt: c.price };
}

function baustein(c: OfferCase): Record<string, unknown> {
  const forward = c.purpose === 'forward';
  return {
    '@type': forward ? 'FORWARDDARLEHEN' : 'ANNUITAETENDARLEHEN',
    darlehensbetrag: c.loan,
    annuitaetendetails: {
      zinsbindungInJahren: c.fixationYears,
      tilgungswunsch: { '@type': 'TILGUNG_IN_PROZENT', tilgungssatzInProzent: percent(c.repaymentRate) },
      sondertilgungJaehrlich: percent(c.specialRepayment),
      ...(forward ? { auszahlungszeitpunkt: addMonths(c.date, c.forwardMonths) } : {}),
    },
  };
}

/** The body of `POST /kundenangaben` for a case (schema ImportKundenangabenRequest). */
export function kundenangabenRequest(c: OfferCase, options: { partnerId: string; datenkontext: Datenkontext }): Record<string, unknown> {
  return {
    importMetadaten: {
      datenkontext: options.datenkontext,
      importquelle: IMPORT_SOURCE,
      betreuung: { kundenbetreuer: options.partnerId },
    },
    kundenangaben: {
      haushalte: [
        {
          kunden: [{ referenzId: 'antragsteller1', finanzielles: { beschaeftigung: { '@type': BESCHAEFTIGUNG[c.employment] } } }],
          finanzielleSituation: {
            vermoegen: {
              summeBankUndSparguthaben: {
                guthaben: c.equity,
                verwendung: { '@type': 'AUFLOESUNG_ALS_VERWENDUNG', maximalEinzusetzenderBetrag: c.equity },
              },
            },
          },
        },
      ],
      finanzierungsobjekt: {
        immobilie: {
          typ: { '@type': 'IMMOBILIE_OHNE_TYP', gebaeude: { nutzung: { wohnen: { nutzungsart: { '@type': NUTZUNGSART[c.use] } } } } },
        },
      },
      finanzierungsbedarf: {
        finanzierungszweck: finanzierungszweck(c),
        finanzierungsbausteine: [baustein(c)],
      },
    },
  };
}

/**
 * The body of `POST /v3/vorgaenge/{vorgangsnummer}/ergebnisliste` (schema ErmittleErgebnisseRequestBody): fresh
 * offers (`ermitteln`), no saved offers to refresh (`aktualisieren: false`: the Vorgang is new and nothing is saved
 * in it), and the alternatives with KfW products (`alternativen: true`, the FAQ's "How do I receive offers with KfW
 * products?"). The lenders are those of the calling partner (produktAnbieter left to its default).
 */
export const ERGEBNISLISTE_REQUEST = { ermitteln: true, aktualisieren: false, alternativen: true } as const;
