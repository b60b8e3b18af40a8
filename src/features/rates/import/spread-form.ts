import 'server-only';
import { desc } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateSpreadSets } from '../tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { FIXATION_YEARS } from '@/engine/rates/model';
import { insertSpreadSet } from '@/features/rates/market-repository';
import { spreadSetFileSchema, toModel, type SpreadSetFile } from './spread-set';

/**
 * A new spread set from the back office's form (issue 28): the same file schema as `npm run rates:spreads -- add`
 * (spread-set.ts), entered in the units people read — percentage points and percent with a decimal comma or point,
 * euros — and answered with a code per field. Only a set valid from today or later, and later than the newest set,
 * is taken: a set for a day that has passed would rewrite the rates the site showed (history is not edited).
 */
export const LTV_ROWS = 6;
export const SIZE_ROWS = 4;

export type SpreadFieldCode = 'required' | 'number' | 'min' | 'max' | 'order' | 'date' | 'calibrationAfterValidFrom' | 'notNewest' | 'past' | 'exists';
export type SpreadFormResult = { ok: true; validFrom: string } | { ok: false; fields: Record<string, SpreadFieldCode> };

/** "1,07", "1.07", "1 000" → a number; blank → undefined; anything else → NaN (the schema says "a number"). */
function decimal(raw: string | undefined): number | undefined {
  const text = (raw ?? '').trim().replace(/\s/g, '');
  if (text === '') return undefined;
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

const percent = (raw: string | undefined) => {
  const n = decimal(raw);
  return n === undefined || Number.isNaN(n) ? n : Math.round(n * 1e6) / 1e8;
};

/**
 * The file the form describes; blank rows of the LTV steps and size surcharges are left out, so `ltvRows` says
 * which form row each step came from (for naming the field of a problem).
 */
export function spreadFileFromForm(form: Record<string, string | undefined>): { file: Record<string, unknown>; ltvRows: number[] } {
  const ltvSteps: { index: number; step: Record<string, unknown> }[] = [];
  for (let i = 0; i < LTV_ROWS; i++) {
    const max = form[`ltvMax_${i}`]?.trim() ?? '';
    const add = form[`ltvAdd_${i}`]?.trim() ?? '';
    if (max === '' && add === '') continue;
    ltvSteps.push({ index: i, step: { maxLtv: max === '' ? null : percent(max), add: percent(add), unverified: form[`ltvUnverified_${i}`] === '1' } });
  }
  const sizeSurcharges: Record<string, unknown>[] = [];
  for (let i = 0; i < SIZE_ROWS; i++) {
    const below = form[`sizeBelow_${i}`]?.trim() ?? '';
    const add = form[`sizeAdd_${i}`]?.trim() ?? '';
    if (below === '' && add === '') continue;
    sizeSurcharges.push({ below: decimal(below.replace(/[.\s]/g, '')), add: percent(add) });
  }
  const file = {
    validFrom: form.validFrom?.trim() ?? '',
    calibrationCurveDate: form.calibrationCurveDate?.trim() ?? '',
    spreadByFixation: Object.fromEntries(FIXATION_YEARS.map((f) => [String(f), percent(form[`spread_${f}`])])),
    ltvSteps: ltvSteps.map((s) => s.step),
    sizeSurcharges,
    minimumRate: percent(form.minimumRate),
    sources: (form.sources ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean),
  };
  return { file, ltvRows: ltvSteps.map((s) => s.index) };
}

function fieldOf(path: readonly PropertyKey[], ltvRows: number[]): string {
  const [head, a, b] = path;
  if (head === 'spreadByFixation') return `spread_${String(a)}`;
  if (head === 'ltvSteps' && typeof a === 'number') return b === 'maxLtv' ? `ltvMax_${ltvRows[a] ?? a}` : `ltvAdd_${ltvRows[a] ?? a}`;
  if (head === 'sizeSurcharges' && typeof a === 'number') return b === 'below' ? `sizeBelow_${a}` : `sizeAdd_${a}`;
  return String(head ?? 'form');
}

/** Adds the set the form describes, by `actor`, audited; `today` is the Berlin day. */
export async function addSpreadSetFromForm(db: Database, form: Record<string, string | undefined>, actor: AuditActor, today: string, now: Date): Promise<SpreadFormResult> {
  const { file, ltvRows } = spreadFileFromForm(form);
  const parsed = spreadSetFileSchema.safeParse(file);
  const fields: Record<string, SpreadFieldCode> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path, ltvRows);
      if (fields[field]) continue;
      const blank = (form[field] ?? '').trim() === '';
      fields[field] =
        issue.code === 'too_small' ? (issue.path[0] === 'sources' ? 'required' : 'min')
        : issue.code === 'too_big' ? 'max'
        : issue.code === 'invalid_type' ? (blank ? 'required' : 'number')
        : field === 'calibrationCurveDate' && issue.message.includes('newer') ? 'calibrationAfterValidFrom'
        : field === 'validFrom' || field === 'calibrationCurveDate' ? 'date'
        : 'order';
    }
    return { ok: false, fields };
  }
  const set: SpreadSetFile = parsed.data;
  if (set.validFrom < today) return { ok: false, fields: { validFrom: 'past' } };
  const [newest] = await db.select({ validFrom: rateSpreadSets.validFrom }).from(rateSpreadSets).orderBy(desc(rateSpreadSets.validFrom)).limit(1);
  if (newest && set.validFrom < newest.validFrom) return { ok: false, fields: { validFrom: 'notNewest' } };
  return db.transaction(async (tx) => {
    const stored = await insertSpreadSet(tx as unknown as Database, toModel(set), actor.label);
    if (!stored.ok) return { ok: false, fields: { validFrom: 'exists' } } as const;
    await recordAudit(tx, { actor, action: 'rates.spread_set_added', subject: { kind: 'rate_spread_set', id: set.validFrom }, after: { ...set }, at: now });
    return { ok: true, validFrom: set.validFrom } as const;
  });
}
