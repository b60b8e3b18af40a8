/**
 * The spread-set file of `npm run rates:spreads -- add FILE.json` (issue 11, ADR 019): all six fixations as
 * fractions within sane bounds, LTV steps ascending, surcharges ascending, a minimum rate, sources named.
 */
import { describe, expect, test } from 'vitest';
import { RATE_MODEL } from '@/engine/rates/model';
import { spreadSetFileSchema, toModel } from '@/features/rates/import/spread-set';
import { MODEL_FILE } from '../support/rate-model-file';

const problems = (file: unknown) => {
  const r = spreadSetFileSchema.safeParse(file);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the spread-set file', () => {
  test('the model’s own calibration is a valid file and reads back as RATE_MODEL', () => {
    const parsed = spreadSetFileSchema.parse(MODEL_FILE);
    expect(toModel(parsed)).toEqual({ ...RATE_MODEL, spreadByFixation: { ...RATE_MODEL.spreadByFixation }, ltvSteps: RATE_MODEL.ltvSteps.map((s) => ({ ...s })), sizeSurcharges: RATE_MODEL.sizeSurcharges.map((s) => ({ ...s })), sources: [...RATE_MODEL.sources] });
  });

  test('a spread written in percent instead of a fraction is refused with a hint', () => {
    expect(problems({ ...MODEL_FILE, spreadByFixation: { ...MODEL_FILE.spreadByFixation, 10: 1.07 } })).toEqual([expect.stringMatching(/^spreadByFixation\.10: .*at most 0\.05.*write 0\.0107 for 1\.07 pp/)]);
    expect(problems({ ...MODEL_FILE, spreadByFixation: { ...MODEL_FILE.spreadByFixation, 5: -0.001 } })).toEqual([expect.stringMatching(/^spreadByFixation\.5: .*negative/)]);
  });

  test('every fixation 5 … 30 needs a spread; an unknown fixation is refused', () => {
    const { 25: _dropped, ...five } = MODEL_FILE.spreadByFixation;
    expect(problems({ ...MODEL_FILE, spreadByFixation: five })).toEqual(['spreadByFixation.25: is missing']);
    expect(problems({ ...MODEL_FILE, spreadByFixation: { ...MODEL_FILE.spreadByFixation, 12: 0.01 } })).not.toEqual([]);
  });

  test('LTV steps must ascend (null only last), surcharges ascend, within bounds', () => {
    const steps = MODEL_FILE.ltvSteps;
    expect(problems({ ...MODEL_FILE, ltvSteps: [steps[1], steps[0], ...steps.slice(2)] })).toEqual([expect.stringMatching(/^ltvSteps: the steps must ascend/)]);
    expect(problems({ ...MODEL_FILE, ltvSteps: [steps[4], steps[0]] })).toEqual([expect.stringMatching(/^ltvSteps: the steps must ascend/)]);
    expect(problems({ ...MODEL_FILE, ltvSteps: [] })).not.toEqual([]);
    expect(problems({ ...MODEL_FILE, ltvSteps: [{ maxLtv: 0.6, add: 0.1, unverified: false }] })).toEqual([expect.stringMatching(/^ltvSteps\.0\.add: .*at most 0\.03/)]);
    expect(problems({ ...MODEL_FILE, sizeSurcharges: [...MODEL_FILE.sizeSurcharges].reverse() })).toEqual([expect.stringMatching(/^sizeSurcharges: the surcharges must ascend/)]);
    expect(problems({ ...MODEL_FILE, minimumRate: 0.5 })).toEqual([expect.stringMatching(/^minimumRate: /)]);
  });

  test('dates must be real days, the calibration curve not after validFrom; sources non-empty; no unknown fields', () => {
    expect(problems({ ...MODEL_FILE, validFrom: '2026-02-30' })).toEqual(['validFrom: must be a date YYYY-MM-DD']);
    expect(problems({ ...MODEL_FILE, calibrationCurveDate: '2025-06-04' })).toEqual(['calibrationCurveDate: the calibration curve cannot be newer than validFrom']);
    expect(problems({ ...MODEL_FILE, sources: [] })).toEqual(['sources: name at least one source']);
    expect(problems({ ...MODEL_FILE, sources: ['  '] })).not.toEqual([]);
    expect(problems({ ...MODEL_FILE, createdBy: 'me' })).not.toEqual([]);
  });
});
