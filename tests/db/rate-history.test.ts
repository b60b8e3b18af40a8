import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { insertCurves, insertSpreadSet } from '@/features/rates/market-repository';
import { rateHistory, seriesFor } from '@/features/rates/history';
import { RATE_MODEL } from '@/engine/rates/model';
import { spotRate, type SvenssonParameterSet } from '@/engine/rates/svensson';

const SOURCE = 'test fixture';
const day = (date: string, beta0: number): SvenssonParameterSet => ({ date, beta0, beta1: -1, beta2: 0.5, beta3: 1, tau1: 2, tau2: 10, source: SOURCE });
const z = (beta0: number, years: number) => spotRate(day('2000-01-01', beta0), years) * 100;

/**
 * January 2020: three ordinary days. February: four ordinary days and, on the LAST day of the month, a bad fit
 * (β0 = 9). March: two days. The spread set is valid from 2020-02-12.
 */
const CURVES = [
  day('2020-01-02', 2.0),
  day('2020-01-15', 2.2),
  day('2020-01-31', 2.1),
  day('2020-02-03', 2.4),
  day('2020-02-10', 2.3),
  day('2020-02-17', 2.5),
  day('2020-02-24', 2.6),
  day('2020-02-28', 9.0),
  day('2020-03-02', 2.7),
  day('2020-03-31', 2.9),
];
const SPREADS = { ...RATE_MODEL, validFrom: '2020-02-12', curveDate: '2020-02-10' };

describe.each(DATABASE_KINDS)('rate history on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('without stored curves the history is empty and has no date', async () => {
    expect(await rateHistory(h.db)).toEqual({ months: [], newestCurveDate: null, modelSince: null });
  });

  test('monthly medians of the days’ Bund zero rates: a bad last day does not throw the month off', async () => {
    await insertCurves(h.db, CURVES);
    const history = await rateHistory(h.db);
    expect(history.newestCurveDate).toBe('2020-03-31');
    expect(history.months.map((m) => [m.month, m.days])).toEqual([
      ['2020-01', 3],
      ['2020-02', 5],
      ['2020-03', 2],
    ]);
    const ten = seriesFor(history, 10);
    // January: the middle day (β0 2.1); February: median of 2.3, 2.4, 2.5, 2.6, 9.0 → the 2.5 day, not 9.
    expect(ten[0]!.bund).toBeCloseTo(z(2.1, 10), 10);
    expect(ten[1]!.bund).toBeCloseTo(z(2.5, 10), 10);
    expect(ten[1]!.bund).toBeLessThan(4);
    // March: an even count → the mean of the two middle values.
    expect(ten[2]!.bund).toBeCloseTo((z(2.7, 10) + z(2.9, 10)) / 2, 10);
    // Other fixations read the same curves at their own maturity.
    expect(seriesFor(history, 30)[0]!.bund).toBeCloseTo(z(2.1, 30), 10);
    expect(seriesFor(history, 5)[0]!.bund).not.toBeCloseTo(seriesFor(history, 30)[0]!.bund, 3);
    // No spread set yet: no model line at all.
    expect(history.months.every((m) => m.model === null)).toBe(true);
  });

  test('the model line starts with the first spread set, from its days only; a new curve shows on the next call', async () => {
    expect(await insertSpreadSet(h.db, SPREADS, 'test')).toEqual({ ok: true });
    const history = await rateHistory(h.db);
    expect(history.modelSince).toBe('2020-02-12');
    const ten = seriesFor(history, 10);
    expect(ten[0]!.model).toBeNull();
    // February's model rate: the median of the days from 2020-02-12 on (2.5, 2.6, 9.0) → the 2.6 day; 80 % LTV
    // adds 0.1 pp, a 400,000 € loan no small-loan surcharge; each day's rate quoted to 0.01 percentage points.
    const model = (beta0: number) => Math.round((z(beta0, 10) + RATE_MODEL.spreadByFixation[10] * 100 + 0.1) * 100) / 100;
    expect(ten[1]!.model).toBeCloseTo(model(2.6), 10);
    expect(ten[2]!.model).toBeCloseTo((model(2.7) + model(2.9)) / 2, 10);

    await insertCurves(h.db, [day('2020-04-01', 3.0)]);
    const next = await rateHistory(h.db);
    expect(next.newestCurveDate).toBe('2020-04-01');
    expect(seriesFor(next, 10).at(-1)).toMatchObject({ month: '2020-04', bund: z(3.0, 10) });
  });
});
