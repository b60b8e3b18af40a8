import { RATE_MODEL } from '@/engine/rates/model';

/** RATE_MODEL written as the command's JSON file. */
export const MODEL_FILE = {
  validFrom: RATE_MODEL.validFrom,
  calibrationCurveDate: RATE_MODEL.curveDate,
  spreadByFixation: Object.fromEntries(Object.entries(RATE_MODEL.spreadByFixation)),
  ltvSteps: RATE_MODEL.ltvSteps.map((s) => ({ maxLtv: Number.isFinite(s.maxLtv) ? s.maxLtv : null, add: s.add, unverified: s.unverified })),
  sizeSurcharges: RATE_MODEL.sizeSurcharges.map((s) => ({ ...s })),
  minimumRate: RATE_MODEL.minimumRate,
  sources: [...RATE_MODEL.sources],
};
