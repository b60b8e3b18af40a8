/**
 * Listings pushed to the running e2e server's import endpoint (`POST /api/listings/import`, issue 25) with the
 * token scripts/e2e-server.sh wrote for it.
 */
import fs from 'node:fs';
import { expect, type APIRequestContext } from './playwright';
import { BASE_URL } from '../../playwright.config';

export const importToken = () => fs.readFileSync(`/tmp/hauslotse-e2e-import-token-${new URL(BASE_URL).port}`, 'utf8').trim();

/** A one-listing OpenImmo 1.2.7 document: an apartment in the given postal code (or its withdrawal with `DELETE`). */
export function openImmo(externalId: string, postalCode: string, town: string, price: number, action: 'CHANGE' | 'DELETE' = 'CHANGE'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
  <uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="e2e" senderversion="1" techn_email="technik@e2e.example" timestamp="2026-11-27T08:00:00"/>
  <anbieter>
    <anbieternr>E2E-1</anbieternr>
    <firma>E2E Makler GmbH</firma>
    <openimmo_anid>E2EMAKLER</openimmo_anid>
    <immobilie>
      <objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>${postalCode}</plz><ort>${town}</ort></geo>
      <preise><kaufpreis>${price}</kaufpreis><waehrung iso_waehrung="EUR"/></preise>
      <flaechen><wohnflaeche>64</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Zwei Zimmer mit Blick auf den Wald</objekttitel><objektbeschreibung>Ruhige Wohnung am Ortsrand.</objektbeschreibung></freitexte>
      <verwaltung_techn><objektnr_extern>${externalId}</objektnr_extern><aktion aktionart="${action}"/><openimmo_obid>${externalId}</openimmo_obid></verwaltung_techn>
    </immobilie>
  </anbieter>
</openimmo>`;
}

export async function pushListing(request: APIRequestContext, xml: string) {
  const res = await request.post('/api/listings/import?name=e2e-push.xml', { headers: { authorization: `Bearer ${importToken()}`, 'content-type': 'application/xml' }, data: xml });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
