/**
 * Migration 0008 (the buffer in the exclusion constraint, ADR 018) on a database that already holds
 * appointments, on PGlite and PostgreSQL: every row gets blocked_until = ends_at + 15 minutes, except a live
 * appointment followed by another live one of the advisor closer than that (the old constraint allowed
 * adjacent appointments): its buffer ends where the next one starts, so the migration does not fail. After it,
 * the database refuses an appointment inside a buffer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { bookAppointment } from '@/features/booking/repository';

const BEFORE = '0008_appointment_buffer';

/** The migrations folder as it was before 0008 (SQL files and the journal without 0008 and later). */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join('drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.find((e) => e.tag === tag)!.idx;
  journal.entries = journal.entries.filter((e) => e.idx < cut);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join('drizzle', `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe.each(DATABASE_KINDS)('migration 0008 with existing appointments on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let folder: string;

  beforeAll(async () => {
    h = await freshDatabase(kind, { migrate: false });
    folder = migrationsBefore(BEFORE);
    if (h.queue.kind === 'pglite') await migratePglite(drizzlePglite({ client: h.queue.client }), { migrationsFolder: folder });
    else {
      const pool = new pg.Pool({ connectionString: h.queue.connectionString, max: 1 });
      try {
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
      } finally {
        await pool.end();
      }
    }
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('blocked_until is filled (ends_at + 15 minutes, cut back before an adjacent live appointment), then the buffer is enforced', async () => {
    const advisor = await anAdvisor(h.db, { email: `m-${kind}@example.de`, givenName: 'M', surname: 'Advisor', titleDe: 'Berater', enumValue: `M_${kind}`.toUpperCase(), isDemo: true });
    // The lead as the old schema stored it (raw SQL: today's code writes columns later migrations added).
    const created = await h.db.execute(sql`insert into leads (email, locale) values (${`m-lead-${kind}@example.de`}, 'de') returning id`);
    const lead = (created as unknown as { rows: { id: string }[] }).rows[0]!;
    // Rows as the old schema stored them (no blocked_until yet).
    const insert = async (key: string, start: string, end: string, cancelled: string | null) =>
      h.db.execute(sql`insert into appointments (lead_id, advisor_id, contact_type, starts_at, ends_at, advisor_zone, idempotency_key, created_at, cancelled_at)
        values (${lead.id}, ${advisor.id}, 'phone', ${start}, ${end}, 'Europe/Berlin', ${key}, now(), ${cancelled})`);
    await insert('first', '2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z', null);
    await insert('adjacent', '2026-12-01T09:30:00Z', '2026-12-01T10:00:00Z', null);
    await insert('cancelled', '2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z', '2026-11-20T10:00:00Z');
    await insert('alone', '2026-12-01T12:00:00Z', '2026-12-01T12:30:00Z', null);

    await h.migrate();

    const result = await h.db.execute(sql`select idempotency_key as key, blocked_until as blocked from appointments order by idempotency_key`);
    const rows = (result as unknown as { rows: { key: string; blocked: Date | string }[] }).rows.map((r) => [r.key, new Date(r.blocked).toISOString()]);
    expect(rows).toEqual([
      ['adjacent', '2026-12-01T10:15:00.000Z'],
      ['alone', '2026-12-01T12:45:00.000Z'],
      ['cancelled', '2026-12-01T09:45:00.000Z'],
      ['first', '2026-12-01T09:30:00.000Z'],
    ]);
    const booking = (key: string, start: string, end: string) => ({
      leadId: lead.id,
      advisorId: advisor!.id,
      contactType: 'phone',
      startsAt: new Date(start),
      endsAt: new Date(end),
      advisorZone: 'Europe/Berlin',
      visitorZone: 'Europe/Berlin',
      homeBuyingStatus: null,
      idempotencyKey: key,
      tracking: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', referrer: 'n/a' },
      now: new Date('2026-11-23T10:00:00Z'),
    });
    // 12:30 is inside the buffer of the 12:00 call; 12:45 is where it ends.
    expect(await bookAppointment(h.db, booking('in-buffer', '2026-12-01T12:30:00Z', '2026-12-01T13:00:00Z'))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect((await bookAppointment(h.db, booking('after-buffer', '2026-12-01T12:45:00Z', '2026-12-01T13:15:00Z'))).ok).toBe(true);
  });
});
