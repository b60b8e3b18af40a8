/**
 * The staff audit log (issue 28, ADR 036) on PGlite and PostgreSQL: staff actions write who, what, when, before
 * and after in the same transaction as the change; admins filter it; the database refuses to change or delete an
 * entry, whoever asks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aStaffMember } from '../support/builders';
import { auditEntries, recordAudit } from '@/features/audit/server';

const AT = new Date('2026-11-27T10:00:00Z');

describe.each(DATABASE_KINDS)('staff audit log on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let staffId = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
    staffId = (await aStaffMember(h.db, { email: `admin-${kind}@hauslotse.de`, name: 'Ada Admin', role: 'admin' })).id;
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('entries with actor, action, subject, before and after; filtered by action, actor, days and subject; newest first', async () => {
    const staff = { kind: 'staff' as const, staffId, label: `admin-${kind}@hauslotse.de` };
    await recordAudit(h.db, { actor: staff, action: 'certificate.documents_checked', subject: { kind: 'financing_certificate', id: 'FZ-AAAA-0001' }, before: { status: 'self_reported' }, after: { status: 'documents_checked' }, at: AT });
    await recordAudit(h.db, { actor: { kind: 'command', label: 'npm run staff' }, action: 'certificate.revoked', subject: { kind: 'financing_certificate', id: 'FZ-AAAA-0001' }, after: { reason: 'Probezeit' }, at: new Date('2026-11-28T09:00:00Z') });
    await recordAudit(h.db, { actor: staff, action: 'advisor.hours_set', subject: { kind: 'advisor', id: 'DEMO_ANNA' }, after: { weekday: 1 }, at: new Date('2026-11-29T09:00:00Z') });
    const all = await auditEntries(h.db);
    expect(all.map((e) => e.action)).toEqual(['advisor.hours_set', 'certificate.revoked', 'certificate.documents_checked']);
    expect(all[2]).toMatchObject({ actorKind: 'staff', actorStaffId: staffId, actorLabel: `admin-${kind}@hauslotse.de`, subjectKind: 'financing_certificate', subjectId: 'FZ-AAAA-0001', before: { status: 'self_reported' }, after: { status: 'documents_checked' } });
    expect((await auditEntries(h.db, { action: 'certificate.revoked' })).map((e) => e.actorLabel)).toEqual(['npm run staff']);
    expect((await auditEntries(h.db, { actor: 'ADMIN-' })).map((e) => e.action)).toEqual(['advisor.hours_set', 'certificate.documents_checked']);
    expect((await auditEntries(h.db, { actor: '%' })).length).toBe(0); // a wildcard is a character, not a pattern
    expect((await auditEntries(h.db, { from: '2026-11-28', to: '2026-11-28' })).map((e) => e.action)).toEqual(['certificate.revoked']);
    expect((await auditEntries(h.db, { subjectId: 'FZ-AAAA-0001' })).length).toBe(2);
  });

  test('days are Berlin days, as the page shows the times: 23:30 UTC on the 27th is the 28th in Berlin', async () => {
    await recordAudit(h.db, { actor: { kind: 'command', label: 'npm run staff' }, action: 'advisor.absence_added', subject: { kind: 'advisor', id: 'DEMO_NIGHT' }, at: new Date('2026-11-27T23:30:00Z') });
    expect((await auditEntries(h.db, { subjectId: 'DEMO_NIGHT', from: '2026-11-28', to: '2026-11-28' })).length).toBe(1);
    expect((await auditEntries(h.db, { subjectId: 'DEMO_NIGHT', to: '2026-11-27' })).length).toBe(0);
  });

  test('append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const before = (await auditEntries(h.db)).length;
    expect(before).toBeGreaterThan(0);
    // Drizzle wraps the database's error: the trigger's message is its cause.
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'done', (e: { cause?: { message?: string } }) => e.cause?.message ?? String(e));
    expect(await refusal(h.db.execute(sql`UPDATE staff_audit_log SET actor_label = 'someone else'`))).toMatch(/append-only \(UPDATE\)/);
    expect(await refusal(h.db.execute(sql`DELETE FROM staff_audit_log`))).toMatch(/append-only \(DELETE\)/);
    expect(await refusal(h.db.execute(sql`TRUNCATE staff_audit_log`))).toMatch(/append-only \(TRUNCATE\)/);
    const after = await auditEntries(h.db);
    expect(after.length).toBe(before);
    expect(after.every((e) => e.actorLabel !== 'someone else')).toBe(true);
  });
});
