/**
 * A new spread set from the back office's form (issue 28) on PGlite and PostgreSQL: figures as people write them
 * (percentage points with a decimal comma, euros with thousands dots) become the same set as the command's JSON
 * file; every refusal names its field with a code (a number, a typo-sized value, steps out of order, a calibration
 * newer than validity, a day that has passed or one before the newest set, a day taken); nothing is stored then;
 * the added set is audited and used by the rate model from its day.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { auditEntries } from '@/features/audit/server';
import { RATE_MODEL } from '@/engine/rates/model';
import { insertSpreadSet, spreadSetOn } from '@/features/rates/market-repository';
import { addSpreadSetFromForm } from '@/features/rates/import/spread-form';
import { listSpreadSets } from '@/features/rates/import/spread-set';

const TODAY = '2026-11-27';
const NOW = new Date('2026-11-27T10:00:00Z');
const actor = { kind: 'command' as const, label: 'admin@hauslotse.de' };

/** The form as the page fills it from RATE_MODEL, in German notation, with one change of the 10-year spread. */
const FORM: Record<string, string> = {
  validFrom: '2026-12-01',
  calibrationCurveDate: '2025-06-06',
  spread_5: '1,55',
  spread_10: '1,12',
  spread_15: '1,07',
  spread_20: '1,11',
  spread_25: '1,15',
  spread_30: '1,22',
  ...Object.fromEntries(
    RATE_MODEL.ltvSteps.flatMap((s, i) => [
      [`ltvMax_${i}`, Number.isFinite(s.maxLtv) ? String(Math.round(s.maxLtv * 1e6) / 1e4).replace('.', ',') : ''],
      [`ltvAdd_${i}`, String(Math.round(s.add * 1e6) / 1e4).replace('.', ',')],
      ...(s.unverified ? [[`ltvUnverified_${i}`, '1']] : []),
    ]),
  ),
  ...Object.fromEntries(RATE_MODEL.sizeSurcharges.flatMap((s, i) => [[`sizeBelow_${i}`, s.below.toLocaleString('de-DE')], [`sizeAdd_${i}`, String(Math.round(s.add * 1e6) / 1e4).replace('.', ',')]])),
  minimumRate: String(Math.round(RATE_MODEL.minimumRate * 1e6) / 1e4).replace('.', ','),
  sources: RATE_MODEL.sources.join('\n'),
};

describe.each(DATABASE_KINDS)('the spread set form on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await insertSpreadSet(h.db, RATE_MODEL, 'seed');
  }, 60_000);
  afterAll(async () => h?.dispose());

  const add = (form: Record<string, string>) => addSpreadSetFromForm(h.db, form, actor, TODAY, NOW);

  test('refusals name their field and code; nothing is stored', async () => {
    expect(await add({ ...FORM, spread_10: 'eins', spread_20: '', spread_30: '107' })).toEqual({ ok: false, fields: { spread_10: 'number', spread_20: 'required', spread_30: 'max' } });
    expect(await add({ ...FORM, ltvMax_1: '50' })).toEqual({ ok: false, fields: { ltvSteps: 'order' } });
    expect(await add({ ...FORM, ltvAdd_0: '-0,1' })).toEqual({ ok: false, fields: { ltvAdd_0: 'min' } });
    expect(await add({ ...FORM, calibrationCurveDate: '2026-12-02' })).toEqual({ ok: false, fields: { calibrationCurveDate: 'calibrationAfterValidFrom' } });
    expect(await add({ ...FORM, validFrom: '2026-02-30' })).toEqual({ ok: false, fields: { validFrom: 'date' } });
    expect(await add({ ...FORM, sources: '  \n ' })).toEqual({ ok: false, fields: { sources: 'required' } });
    expect(await add({ ...FORM, validFrom: '2026-11-26' })).toEqual({ ok: false, fields: { validFrom: 'past' } });
    expect((await listSpreadSets(h.db)).map((s) => s.validFrom)).toEqual([RATE_MODEL.validFrom]);
  });

  test('a valid form becomes a new dated set (the same as the command\'s file), audited, and the model uses it from its day', async () => {
    expect(await add(FORM)).toEqual({ ok: true, validFrom: '2026-12-01' });
    const [, added] = await listSpreadSets(h.db);
    expect(added).toMatchObject({ validFrom: '2026-12-01', calibrationCurveDate: '2025-06-06', createdBy: 'admin@hauslotse.de', minimumRate: RATE_MODEL.minimumRate, sources: [...RATE_MODEL.sources] });
    expect(added!.spreadByFixation).toEqual({ ...Object.fromEntries(Object.entries(RATE_MODEL.spreadByFixation)), '10': 0.0112 });
    expect(added!.ltvSteps).toEqual(RATE_MODEL.ltvSteps.map((s) => ({ maxLtv: Number.isFinite(s.maxLtv) ? s.maxLtv : null, add: s.add, unverified: s.unverified })));
    expect(added!.sizeSurcharges).toEqual(RATE_MODEL.sizeSurcharges.map((s) => ({ ...s })));
    expect((await spreadSetOn(h.db, '2026-11-30'))!.spreadByFixation[10]).toBe(RATE_MODEL.spreadByFixation[10]);
    expect((await spreadSetOn(h.db, '2026-12-01'))!.spreadByFixation[10]).toBe(0.0112);
    const [entry] = await auditEntries(h.db, { action: 'rates.spread_set_added' });
    expect(entry).toMatchObject({ actorLabel: 'admin@hauslotse.de', subjectId: '2026-12-01', after: { validFrom: '2026-12-01', minimumRate: RATE_MODEL.minimumRate } });
    // The same day again, or a day before the newest set: refused, history is not edited.
    expect(await add(FORM)).toEqual({ ok: false, fields: { validFrom: 'exists' } });
    expect(await add({ ...FORM, validFrom: '2026-11-28' })).toEqual({ ok: false, fields: { validFrom: 'notNewest' } });
  });
});
