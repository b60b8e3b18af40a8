import { describe, expect, test } from 'vitest';
import type { Locale } from '../locale';
import {
  cityByName,
  cityBySlug,
  citiesOfState,
  foldName,
  postalCodeCount,
  resolveLocation,
  stateByName,
  stateForPostalCode,
  toSlug,
} from './lookup';
import POSTAL_CODES from '../../datasets/postal-codes.json' with { type: 'json' };
import type { StateCode } from './regions';

describe('stateForPostalCode', () => {
  test.each([
    { label: '10115 Berlin-Mitte', zip: '10115', expected: 'BE' },
    { label: '80331 München', zip: '80331', expected: 'BY' },
    { label: '20095 Hamburg', zip: '20095', expected: 'HH' },
    { label: '01067 Dresden', zip: '01067', expected: 'SN' },
    { label: '99084 Erfurt', zip: '99084', expected: 'TH' },
    { label: '28195 Bremen', zip: '28195', expected: 'HB' },
    { label: '65183 Wiesbaden', zip: '65183', expected: 'HE' },
    { label: '70173 Stuttgart', zip: '70173', expected: 'BW' },
    { label: '14467 Potsdam', zip: '14467', expected: 'BB' },
    { label: '18055 Rostock', zip: '18055', expected: 'MV' },
    { label: '30159 Hannover', zip: '30159', expected: 'NI' },
    { label: '50667 Köln', zip: '50667', expected: 'NW' },
    { label: '55116 Mainz', zip: '55116', expected: 'RP' },
    { label: '66111 Saarbrücken', zip: '66111', expected: 'SL' },
    { label: '39104 Magdeburg', zip: '39104', expected: 'ST' },
    { label: '24103 Kiel', zip: '24103', expected: 'SH' },
    { label: '27568 Bremerhaven', zip: '27568', expected: 'HB' },
    { label: ' 10115 with spaces', zip: ' 10115 ', expected: 'BE' },
  ] satisfies { label: string; zip: string; expected: StateCode }[])('$label → $expected', ({ zip, expected }) => {
    const r = stateForPostalCode(zip);
    expect(r?.state).toBe(expected);
    expect(r?.ambiguous).toBe(false);
  });

  test.each([
    { label: '14715 (Brandenburg 24 rows, Sachsen-Anhalt 1)', zip: '14715', expected: ['BB', 'ST'] },
    { label: '21039 (Schleswig-Holstein 6 rows, Hamburg 1)', zip: '21039', expected: ['SH', 'HH'] },
    { label: '97419 (Bayern 8 rows, Hessen 1)', zip: '97419', expected: ['BY', 'HE'] },
    { label: '10875 (Großkunden code in four states)', zip: '10875', expected: ['BE', 'BW', 'BB', 'SN'] },
  ])('ambiguous $label → $expected', ({ zip, expected }) => {
    const r = stateForPostalCode(zip);
    expect(r?.ambiguous).toBe(true);
    expect(r?.states).toEqual(expected);
    expect(r?.state).toBe(expected[0]);
  });

  test.each([
    { label: 'unknown code', zip: '00000', expected: null },
    { label: 'four digits', zip: '1011', expected: null },
    { label: 'six digits', zip: '101155', expected: null },
    { label: 'letters', zip: 'abcde', expected: null },
    { label: '87491 Jungholz (Austrian exclave, no German state)', zip: '87491', expected: null },
  ])('$label → $expected', ({ zip, expected }) => {
    expect(stateForPostalCode(zip)).toBe(expected);
  });

  test('decoded count matches the generated header', () => {
    expect(postalCodeCount()).toBe(POSTAL_CODES.count);
    expect(POSTAL_CODES.count).toBeGreaterThan(8_000);
  });
});

describe('cityByName (either language, case/diacritics insensitive)', () => {
  test.each([
    { label: 'München', input: 'München', expected: 'muenchen' },
    { label: 'Munich', input: 'Munich', expected: 'muenchen' },
    { label: 'muenchen', input: 'muenchen', expected: 'muenchen' },
    { label: 'MUNCHEN', input: 'MUNCHEN', expected: 'muenchen' },
    { label: 'Köln', input: 'Köln', expected: 'koeln' },
    { label: 'Cologne', input: 'cologne', expected: 'koeln' },
    { label: 'Koeln', input: 'Koeln', expected: 'koeln' },
    { label: 'Nuremberg', input: 'Nuremberg', expected: 'nuernberg' },
    { label: 'Nürnberg', input: 'nürnberg', expected: 'nuernberg' },
    { label: 'Hanover', input: 'Hanover', expected: 'hannover' },
    { label: 'Brunswick', input: 'Brunswick', expected: 'braunschweig' },
    { label: 'Frankfurt', input: 'Frankfurt', expected: 'frankfurt-am-main' },
    { label: 'Frankfurt am Main', input: 'frankfurt am main', expected: 'frankfurt-am-main' },
    { label: 'Frankfurt/Main', input: 'Frankfurt/Main', expected: 'frankfurt-am-main' },
    { label: 'Dusseldorf', input: 'Dusseldorf', expected: 'duesseldorf' },
    { label: 'Düsseldorf', input: ' Düsseldorf ', expected: 'duesseldorf' },
    { label: 'Halle', input: 'Halle', expected: 'halle-saale' },
    { label: 'Halle (Saale)', input: 'Halle (Saale)', expected: 'halle-saale' },
    { label: 'Freiburg', input: 'Freiburg', expected: 'freiburg-im-breisgau' },
    { label: 'Mülheim an der Ruhr', input: 'Muelheim an der Ruhr', expected: 'muelheim-an-der-ruhr' },
    { label: 'Saarbrücken', input: 'saarbrucken', expected: 'saarbruecken' },
    { label: 'Berlin', input: 'berlin', expected: 'berlin' },
    { label: 'Unknown', input: 'Atlantis', expected: undefined },
    { label: 'empty', input: '', expected: undefined },
  ])('$label → $expected', ({ input, expected }) => {
    expect(cityByName(input)?.id).toBe(expected);
  });
});

describe('cityBySlug', () => {
  test.each([
    { label: 'de muenchen', locale: 'de', slug: 'muenchen', expected: 'muenchen' },
    { label: 'en munich', locale: 'en', slug: 'munich', expected: 'muenchen' },
    { label: 'en cologne', locale: 'en', slug: 'cologne', expected: 'koeln' },
    { label: 'de koeln', locale: 'de', slug: 'koeln', expected: 'koeln' },
    { label: 'de frankfurt-am-main', locale: 'de', slug: 'frankfurt-am-main', expected: 'frankfurt-am-main' },
    { label: 'en frankfurt', locale: 'en', slug: 'frankfurt', expected: 'frankfurt-am-main' },
    { label: 'en hanover', locale: 'en', slug: 'hanover', expected: 'hannover' },
    { label: 'wrong locale: de munich', locale: 'de', slug: 'munich', expected: undefined },
    { label: 'wrong locale: en muenchen', locale: 'en', slug: 'muenchen', expected: undefined },
  ] satisfies { label: string; locale: Locale; slug: string; expected: string | undefined }[])(
    '$label → $expected',
    ({ locale, slug, expected }) => {
      expect(cityBySlug(locale, slug)?.id).toBe(expected);
    },
  );
});

describe('citiesOfState', () => {
  test.each([
    { label: 'Berlin', state: 'BE', expected: ['berlin'] },
    { label: 'Bremen', state: 'HB', expected: ['bremen', 'bremerhaven'] },
    { label: 'Sachsen', state: 'SN', expected: ['leipzig', 'dresden', 'chemnitz'] },
    { label: 'Thüringen', state: 'TH', expected: ['erfurt', 'jena'] },
    { label: 'Saarland', state: 'SL', expected: ['saarbruecken'] },
  ] satisfies { label: string; state: StateCode; expected: string[] }[])('$label → $expected', ({ state, expected }) => {
    expect(citiesOfState(state).map((c) => c.id)).toEqual(expected);
  });

  test('Bayern starts with München, Nürnberg, Augsburg', () => {
    expect(citiesOfState('BY').slice(0, 3).map((c) => c.id)).toEqual(['muenchen', 'nuernberg', 'augsburg']);
  });
});

describe('stateByName', () => {
  test.each([
    { label: 'Bayern', input: 'Bayern', expected: 'BY' },
    { label: 'Bavaria', input: 'bavaria', expected: 'BY' },
    { label: 'Thüringen', input: 'Thüringen', expected: 'TH' },
    { label: 'Thueringen', input: 'thueringen', expected: 'TH' },
    { label: 'Thuringia', input: 'Thuringia', expected: 'TH' },
    { label: 'north-rhine-westphalia', input: 'north-rhine-westphalia', expected: 'NW' },
    { label: 'Baden-Wurttemberg', input: 'Baden-Wurttemberg', expected: 'BW' },
    { label: 'Lower Saxony', input: 'Lower Saxony', expected: 'NI' },
    { label: 'Mecklenburg-Western Pomerania', input: 'Mecklenburg-Western Pomerania', expected: 'MV' },
    { label: 'code by', input: 'by', expected: 'BY' },
    { label: 'code DE-HH', input: 'DE-HH', expected: 'HH' },
    { label: 'unknown', input: 'Bohemia', expected: undefined },
    { label: 'unknown code', input: 'XX', expected: undefined },
  ] satisfies { label: string; input: string; expected: StateCode | undefined }[])('$label → $expected', ({ input, expected }) => {
    expect(stateByName(input)).toBe(expected);
  });
});

describe('resolveLocation', () => {
  test.each([
    { label: 'postal code 80331', input: '80331', expected: { kind: 'postalCode', state: 'BY' } },
    { label: 'postal code 01067', input: ' 01067 ', expected: { kind: 'postalCode', state: 'SN' } },
    { label: 'city München', input: 'München', expected: { kind: 'city', state: 'BY', city: 'muenchen' } },
    { label: 'city Munich', input: 'Munich', expected: { kind: 'city', state: 'BY', city: 'muenchen' } },
    { label: 'city Cologne', input: 'Cologne', expected: { kind: 'city', state: 'NW', city: 'koeln' } },
    { label: 'city Frankfurt', input: 'Frankfurt', expected: { kind: 'city', state: 'HE', city: 'frankfurt-am-main' } },
    { label: 'city-state Berlin resolves as city', input: 'Berlin', expected: { kind: 'city', state: 'BE', city: 'berlin' } },
    { label: 'state Bayern', input: 'Bayern', expected: { kind: 'state', state: 'BY' } },
    { label: 'state Hesse', input: 'Hesse', expected: { kind: 'state', state: 'HE' } },
    { label: 'state slug sachsen-anhalt', input: 'sachsen-anhalt', expected: { kind: 'state', state: 'ST' } },
    { label: 'state slug saxony', input: 'saxony', expected: { kind: 'state', state: 'SN' } },
    { label: 'state Saarland', input: 'Saarland', expected: { kind: 'state', state: 'SL' } },
  ])('$label → $expected.kind $expected.state', ({ input, expected }) => {
    const r = resolveLocation(input);
    expect(r).not.toBeNull();
    expect({ kind: r!.kind, state: r!.state, ...(r!.city ? { city: r!.city.id } : {}) }).toEqual(expected);
  });

  test.each([
    { label: 'empty', input: '' },
    { label: 'blank', input: '   ' },
    { label: 'unknown postal code', input: '00000' },
    { label: 'unknown name', input: 'Atlantis' },
    { label: 'four digits', input: '8033' },
  ])('$label → null', ({ input }) => {
    expect(resolveLocation(input)).toBeNull();
  });

  test('ambiguous postal codes carry every state', () => {
    const r = resolveLocation('14715');
    expect(r?.kind).toBe('postalCode');
    if (r?.kind === 'postalCode') {
      expect(r.ambiguous).toBe(true);
      expect(r.states).toEqual(['BB', 'ST']);
    }
  });
});

describe('normalisation helpers', () => {
  test.each([
    { label: 'umlauts folded', input: 'Köln', fn: foldName, expected: 'koln' },
    { label: 'ß → ss', input: 'Gießen', fn: foldName, expected: 'giessen' },
    { label: 'punctuation', input: 'Frankfurt (Main)', fn: foldName, expected: 'frankfurt main' },
    { label: 'slug', input: 'Mülheim an der Ruhr', fn: toSlug, expected: 'muelheim-an-der-ruhr' },
    { label: 'slug with parentheses', input: 'Halle (Saale)', fn: toSlug, expected: 'halle-saale' },
  ])('$label: $input → $expected', ({ input, fn, expected }) => {
    expect(fn(input)).toBe(expected);
  });
});
