import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { featureFlags, visitorSalts } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { FLAG_KEYS, FLAG_MODES, isFlagKey, type FlagKey, type FlagMode, type FlagSetting } from './definitions';

/** Every declared flag with its setting; a flag no admin has set yet is off. */
export async function flagSettings(db: Database): Promise<FlagSetting[]> {
  const rows = await db.select().from(featureFlags);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return FLAG_KEYS.map((key) => {
    const row = byKey.get(key);
    const mode = (FLAG_MODES as readonly string[]).includes(row?.mode ?? '') ? (row!.mode as FlagMode) : 'off';
    return { key, mode, percentage: row?.percentage ?? 0 };
  });
}

/** One flag's setting (for a page that uses it). */
export async function flagSetting(db: Database, key: FlagKey): Promise<FlagSetting> {
  return (await flagSettings(db)).find((s) => s.key === key)!;
}

export const SET_FLAG_ERRORS = ['UNKNOWN_FLAG', 'INVALID_MODE', 'INVALID_PERCENTAGE'] as const;
export type SetFlagError = (typeof SET_FLAG_ERRORS)[number];

/**
 * An admin sets a flag (staff admin page): on, off, or on for a whole-number percentage 0–100 of visitors. The
 * change and the audit entry are written together; the page data version counts it (migration 0026), so the
 * pages that read flags render the new setting on their next request, on every instance.
 */
export async function setFlag(
  db: Database,
  input: { key: unknown; mode: unknown; percentage: unknown },
  by: { actor: AuditActor; now: Date },
): Promise<{ ok: true; setting: FlagSetting } | { ok: false; error: SetFlagError }> {
  if (!isFlagKey(input.key)) return { ok: false, error: 'UNKNOWN_FLAG' };
  const mode = FLAG_MODES.find((m) => m === input.mode);
  if (!mode) return { ok: false, error: 'INVALID_MODE' };
  let percentage = 0;
  if (mode === 'percentage') {
    const text = typeof input.percentage === 'string' ? input.percentage.trim() : String(input.percentage ?? '');
    if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return { ok: false, error: 'INVALID_PERCENTAGE' };
    percentage = Number(text);
  }
  const key = input.key;
  const setting: FlagSetting = { key, mode, percentage };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(featureFlags).where(sql`${featureFlags.key} = ${key}`).for('update');
    await tx
      .insert(featureFlags)
      .values({ key, mode, percentage, updatedAt: by.now })
      .onConflictDoUpdate({ target: featureFlags.key, set: { mode, percentage, updatedAt: by.now } });
    await recordAudit(tx, {
      actor: by.actor,
      action: 'flag.changed',
      subject: { kind: 'flag', id: key },
      before: { mode: before?.mode ?? 'off', percentage: before?.percentage ?? 0 },
      after: { mode, percentage },
      at: by.now,
    });
  });
  return { ok: true, setting };
}

/** A salt never changes once made, so each instance keeps the day's in memory after its first read. */
const keptSalts = new Map<string, string>();

/** The day's salt (Berlin date), made once by whichever instance asks first; older than yesterday is deleted. */
async function saltOf(db: Database, day: string): Promise<string> {
  const kept = keptSalts.get(day);
  if (kept) return kept;
  await db.insert(visitorSalts).values({ day, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(sql`${visitorSalts.day} = ${day}`);
  await db.delete(visitorSalts).where(lt(visitorSalts.day, sql`${day}::date - 1`));
  keptSalts.clear();
  keptSalts.set(day, row!.salt);
  return row!.salt;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * The visitor's bucket seed (ADR 040): a known lead keeps theirs for good (a hash of the lead's id); anybody else
 * gets one for the day, a hash of the day's salt, their address and their browser. Nothing is stored in the
 * browser, and nothing in the database identifies the visitor.
 */
export async function bucketSeed(db: Database, visitor: { leadId: string | null; ip: string; userAgent: string; day: string }): Promise<string> {
  if (visitor.leadId) return digest(`lead:${visitor.leadId}`);
  return digest(`${await saltOf(db, visitor.day)}|${visitor.ip}|${visitor.userAgent}`);
}
