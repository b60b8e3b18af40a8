import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { STATE_CODES, type StateCode } from '../geo/regions';
import { isIsoDate } from '../iso-date';
import { engineErrorOf } from '../test-helpers';
import {
  TRANSFER_TAX_HISTORY,
  TRANSFER_TAX_HISTORY_START,
  currentTransferTaxEntries,
  transferTaxAmount,
  transferTaxEntry,
  transferTaxRate,
} from './transfer-tax';

describe('transferTaxRate: current rates (german-finance-facts.md § 1, contract signed 2026-03-01)', () => {
  test.each([
    { label: 'Baden-Württemberg', state: 'BW', expected: 0.05 },
    { label: 'Bayern', state: 'BY', expected: 0.035 },
    { label: 'Berlin', state: 'BE', expected: 0.06 },
    { label: 'Brandenburg', state: 'BB', expected: 0.065 },
    { label: 'Bremen', state: 'HB', expected: 0.055 },
    { label: 'Hamburg', state: 'HH', expected: 0.055 },
    { label: 'Hessen', state: 'HE', expected: 0.06 },
    { label: 'Mecklenburg-Vorpommern', state: 'MV', expected: 0.06 },
    { label: 'Niedersachsen', state: 'NI', expected: 0.05 },
    { label: 'Nordrhein-Westfalen', state: 'NW', expected: 0.065 },
    { label: 'Rheinland-Pfalz', state: 'RP', expected: 0.05 },
    { label: 'Saarland', state: 'SL', expected: 0.065 },
    { label: 'Sachsen', state: 'SN', expected: 0.055 },
    { label: 'Sachsen-Anhalt', state: 'ST', expected: 0.05 },
    { label: 'Schleswig-Holstein', state: 'SH', expected: 0.065 },
    { label: 'Thüringen', state: 'TH', expected: 0.05 },
  ] satisfies { label: string; state: StateCode; expected: number }[])('$label → $expected', ({ state, expected }) => {
    expect(transferTaxRate(state, '2026-03-01')).toBe(expected);
    expect(currentTransferTaxEntries()[state].rate).toBe(expected);
  });
});

describe('transferTaxRate: dated changes (rate in force on the contract date)', () => {
  test.each([
    { label: 'Hamburg 2022-12-31', state: 'HH', date: '2022-12-31', expected: 0.045 },
    { label: 'Hamburg 2023-01-01', state: 'HH', date: '2023-01-01', expected: 0.055 },
    { label: 'Hamburg 2008-12-31 (statutory)', state: 'HH', date: '2008-12-31', expected: 0.035 },
    { label: 'Bremen 2025-06-30', state: 'HB', date: '2025-06-30', expected: 0.05 },
    { label: 'Bremen 2025-07-01', state: 'HB', date: '2025-07-01', expected: 0.055 },
    { label: 'Bremen 2013-12-31', state: 'HB', date: '2013-12-31', expected: 0.045 },
    { label: 'Sachsen 2022-12-31', state: 'SN', date: '2022-12-31', expected: 0.035 },
    { label: 'Sachsen 2023-01-01', state: 'SN', date: '2023-01-01', expected: 0.055 },
    { label: 'Thüringen 2023-12-31', state: 'TH', date: '2023-12-31', expected: 0.065 },
    { label: 'Thüringen 2024-01-01', state: 'TH', date: '2024-01-01', expected: 0.05 },
    { label: 'Thüringen 2011-04-06', state: 'TH', date: '2011-04-06', expected: 0.035 },
    { label: 'Thüringen 2011-04-07', state: 'TH', date: '2011-04-07', expected: 0.05 },
    { label: 'MV 2019-06-30', state: 'MV', date: '2019-06-30', expected: 0.05 },
    { label: 'MV 2019-07-01', state: 'MV', date: '2019-07-01', expected: 0.06 },
    { label: 'Berlin 2006-12-31', state: 'BE', date: '2006-12-31', expected: 0.035 },
    { label: 'Berlin 2007-01-01', state: 'BE', date: '2007-01-01', expected: 0.045 },
    { label: 'Berlin 2012-04-01', state: 'BE', date: '2012-04-01', expected: 0.05 },
    { label: 'Berlin 2013-12-31', state: 'BE', date: '2013-12-31', expected: 0.05 },
    { label: 'Berlin 2014-01-01', state: 'BE', date: '2014-01-01', expected: 0.06 },
    { label: 'Brandenburg 2015-06-30', state: 'BB', date: '2015-06-30', expected: 0.05 },
    { label: 'Brandenburg 2015-07-01', state: 'BB', date: '2015-07-01', expected: 0.065 },
    { label: 'Hessen 2014-07-31', state: 'HE', date: '2014-07-31', expected: 0.05 },
    { label: 'Hessen 2014-08-01', state: 'HE', date: '2014-08-01', expected: 0.06 },
    { label: 'NRW 2014-12-31', state: 'NW', date: '2014-12-31', expected: 0.05 },
    { label: 'NRW 2015-01-01', state: 'NW', date: '2015-01-01', expected: 0.065 },
    { label: 'Baden-Württemberg 2011-11-04', state: 'BW', date: '2011-11-04', expected: 0.035 },
    { label: 'Baden-Württemberg 2011-11-05', state: 'BW', date: '2011-11-05', expected: 0.05 },
    { label: 'Bayern 1997-01-01', state: 'BY', date: '1997-01-01', expected: 0.035 },
  ] satisfies { label: string; state: StateCode; date: string; expected: number }[])(
    '$label → $expected',
    ({ state, date, expected }) => {
      expect(transferTaxRate(state, date)).toBe(expected);
    },
  );
});

describe('transferTaxRate: errors', () => {
  test.each([
    { label: 'before the history', date: '1996-12-31', expected: 'DATE_BEFORE_HISTORY' },
    { label: 'not a date', date: '2024-13-01', expected: 'INVALID_DATE' },
    { label: '31 February', date: '2024-02-31', expected: 'INVALID_DATE' },
    { label: 'German format', date: '01.01.2024', expected: 'INVALID_DATE' },
  ])('$label → $expected', ({ date, expected }) => {
    let err: unknown;
    try {
      transferTaxRate('HH', date);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineInputError);
    expect(err).toMatchObject({ code: expected, field: 'date', params: { value: date } });
  });

  test('the error names the earliest date', () => {
    const e = engineErrorOf(() => transferTaxRate('BE', '1990-01-01'));
    expect(e).toMatchObject({ code: 'DATE_BEFORE_HISTORY', field: 'date', params: { min: TRANSFER_TAX_HISTORY_START, value: '1990-01-01', state: 'BE' } });
  });

  test('an unknown state', () => {
    expect(engineErrorOf(() => transferTaxEntry('XX' as StateCode, '2024-01-01'))).toMatchObject({ code: 'UNKNOWN_STATE', field: 'state', params: { value: 'XX' } });
  });
});

describe('history data', () => {
  test.each(STATE_CODES.map((state) => ({ label: state, state })))('$label: sorted, dated, sourced, plausible', ({ state }) => {
    const h = TRANSFER_TAX_HISTORY[state];
    expect(h[0]!.validFrom).toBe(TRANSFER_TAX_HISTORY_START);
    for (let i = 0; i < h.length; i++) {
      const e = h[i]!;
      expect(isIsoDate(e.validFrom)).toBe(true);
      expect(e.source.length).toBeGreaterThan(5);
      expect(e.rate).toBeGreaterThanOrEqual(0.035);
      expect(e.rate).toBeLessThanOrEqual(0.065);
      if (i > 0) expect(e.validFrom > h[i - 1]!.validFrom).toBe(true);
    }
  });

  test('MV 6 % start date is flagged as an assumption', () => {
    expect(transferTaxEntry('MV', '2020-01-01').assumption).toBe(true);
    expect(transferTaxEntry('MV', '2019-01-01').assumption).toBeFalsy();
  });
});

describe('transferTaxAmount (§ 11 Abs. 2 GrEStG: rounded down to whole euros)', () => {
  test.each([
    { label: 'worked example 3/5: 400k Berlin', price: 400_000, state: 'BE', expected: 24_000 },
    { label: '300k Hamburg 5.5 %', price: 300_000, state: 'HH', expected: 16_500 },
    { label: '123,456.78 Bayern 3.5 %', price: 123_456.78, state: 'BY', expected: 4_320 },
    { label: '199,999 NRW 6.5 %', price: 199_999, state: 'NW', expected: 12_999 },
  ] satisfies { label: string; price: number; state: StateCode; expected: number }[])(
    '$label → $expected',
    ({ price, state, expected }) => {
      expect(transferTaxAmount(price, state, '2026-03-01')).toBe(expected);
    },
  );

  const DAY = 86_400_000;
  const start = Date.UTC(1997, 0, 1);
  const end = Date.UTC(2030, 11, 31);
  const isoDay = fc.integer({ min: 0, max: Math.round((end - start) / DAY) }).map((d) => new Date(start + d * DAY).toISOString().slice(0, 10));

  test('property: monotone in price for every state and date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATE_CODES),
        isoDay,
        fc.double({ min: 0, max: 1e8, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (state, date, price, extra) => {
          expect(transferTaxAmount(price + extra, state, date)).toBeGreaterThanOrEqual(transferTaxAmount(price, state, date));
        },
      ),
    );
  });

  test('property: rate is one of the history values and the tax never exceeds price × rate', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATE_CODES), isoDay, fc.double({ min: 0, max: 1e8, noNaN: true }), (state, date, price) => {
        const rate = transferTaxRate(state, date);
        expect(TRANSFER_TAX_HISTORY[state].map((e) => e.rate)).toContain(rate);
        const tax = transferTaxAmount(price, state, date);
        expect(tax).toBeLessThanOrEqual(price * rate + 1e-6);
        expect(tax).toBeGreaterThan(price * rate - 1);
      }),
    );
  });
});
