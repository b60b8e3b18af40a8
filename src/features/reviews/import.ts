import Papa from 'papaparse';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { reviews } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { IMPORT_COLUMNS, importRowSchema, OWN_SOURCE } from './schemas';

export type ImportResult =
  | { ok: true; added: number; unchanged: number; refused: { line: number; reason: string }[] }
  | { ok: false; code: 'NOT_CSV' | 'MISSING_COLUMNS' | 'INVALID_SOURCE'; detail: string };

/**
 * Imports an export of an external review platform (issue 29). Layout: a CSV file with a header line and the
 * columns `id,date,rating,name,text,language` (comma-separated, UTF-8, quotes as in RFC 4180): the platform's
 * review id, the day it was written (YYYY-MM-DD), 1–5 stars, the name as the platform shows it, the text, de or en.
 * Each review is kept with its source (the platform's name, given by staff) and published at once: it was
 * published there, where its author agreed to it. A review already imported (same source and id) is left as it
 * is. Bad lines are reported with their line number and skipped; the import is audited.
 */
export async function importReviews(db: Database, csv: string, source: string, actor: AuditActor, now: Date): Promise<ImportResult> {
  const name = source.trim();
  if (name.length < 2 || name.length > 60 || name.toLowerCase() === OWN_SOURCE) return { ok: false, code: 'INVALID_SOURCE', detail: `the source must be the platform's name (2–60 characters, not "${OWN_SOURCE}")` };
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase() });
  const fields = parsed.meta.fields ?? [];
  if (fields.length < 2) return { ok: false, code: 'NOT_CSV', detail: 'no header line with comma-separated column names' };
  const missing = IMPORT_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length) return { ok: false, code: 'MISSING_COLUMNS', detail: `missing column(s): ${missing.join(', ')}` };
  const refused: { line: number; reason: string }[] = [];
  let added = 0;
  let unchanged = 0;
  await db.transaction(async (tx) => {
    for (const [i, raw] of parsed.data.entries()) {
      const line = i + 2;
      const row = importRowSchema.safeParse(raw);
      if (!row.success) {
        refused.push({ line, reason: row.error.issues.map((e) => `${String(e.path[0] ?? '')}: ${e.message}`).join('; ') });
        continue;
      }
      const day = DateTime.fromISO(row.data.date, { zone: 'Europe/Berlin' });
      if (!day.isValid || day.toJSDate() > now) {
        refused.push({ line, reason: 'date: not a past day' });
        continue;
      }
      const written = day.set({ hour: 12 }).toJSDate();
      const inserted = await tx
        .insert(reviews)
        .values({ source: name, externalId: row.data.id, rating: row.data.rating, text: row.data.text, displayName: row.data.name, locale: row.data.language, consentToPublish: true, status: 'published', writtenAt: written, publishedAt: now, moderatedBy: actor.label, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (inserted.length) added++;
      else unchanged++;
    }
    await recordAudit(tx, { actor, action: 'review.imported', subject: { kind: 'review-source', id: name }, after: { added, unchanged, refused: refused.length }, at: now });
  });
  return { ok: true, added, unchanged, refused };
}
