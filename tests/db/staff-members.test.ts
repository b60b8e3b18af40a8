/**
 * The team members of the back office (issue 28) on PGlite and PostgreSQL: adding a member with the command
 * line's checks, changing roles, and the last admin keeping the role; each change audited.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aStaffMember } from '../support/builders';
import { auditEntries } from '@/features/audit/server';
import { addStaffMember, listStaffMembers, makeStaffLoginLink, setStaffRole } from '@/features/staff/server';

const NOW = new Date('2026-11-27T10:00:00Z');

describe.each(DATABASE_KINDS)('team members on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let adminId = '';
  const actor = { kind: 'staff' as const, staffId: '', label: `boss-${kind}@hauslotse.de` };
  beforeAll(async () => {
    h = await freshDatabase(kind);
    adminId = (await aStaffMember(h.db, { email: actor.label, name: 'Bo Boss', role: 'admin' })).id;
    actor.staffId = adminId;
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('add, list, change roles; the last admin keeps the role', async () => {
    expect(await addStaffMember(h.db, { email: 'nina@', name: 'Nina Neu', role: 'advisor', advisorEnumValue: null }, actor, NOW)).toEqual({ ok: false, code: 'INVALID_EMAIL' });
    expect(await addStaffMember(h.db, { email: 'nina@hauslotse.de', name: 'Nina Neu', role: 'owner', advisorEnumValue: null }, actor, NOW)).toEqual({ ok: false, code: 'INVALID_ROLE' });
    expect(await addStaffMember(h.db, { email: 'nina@hauslotse.de', name: 'Nina Neu', role: 'advisor', advisorEnumValue: 'NOBODY' }, actor, NOW)).toEqual({ ok: false, code: 'UNKNOWN_ADVISOR' });
    const added = await addStaffMember(h.db, { email: 'Nina@Hauslotse.de', name: 'Nina Neu', role: 'advisor', advisorEnumValue: null }, actor, NOW);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(await addStaffMember(h.db, { email: 'nina@hauslotse.de', name: 'Nina Again', role: 'advisor', advisorEnumValue: null }, actor, NOW)).toEqual({ ok: false, code: 'EXISTS' });
    expect((await listStaffMembers(h.db)).map((m) => [m.email, m.role, m.secondFactor])).toEqual([
      [actor.label, 'admin', false],
      ['nina@hauslotse.de', 'advisor', false],
    ]);
    expect(await setStaffRole(h.db, adminId, 'advisor', actor, NOW)).toEqual({ ok: false, code: 'LAST_ADMIN' });
    expect(await setStaffRole(h.db, added.staff.id, 'admin', actor, NOW)).toEqual({ ok: true });
    expect(await setStaffRole(h.db, adminId, 'advisor', actor, NOW)).toEqual({ ok: true });
    expect(await setStaffRole(h.db, added.staff.id, 'advisor', actor, NOW)).toEqual({ ok: false, code: 'LAST_ADMIN' });
    expect(await setStaffRole(h.db, added.staff.id, 'owner', actor, NOW)).toEqual({ ok: false, code: 'INVALID_ROLE' });
    expect((await auditEntries(h.db, { action: 'staff.role_changed' })).map((e) => [e.subjectId, e.before, e.after]).reverse()).toEqual([
      ['nina@hauslotse.de', { role: 'advisor' }, { role: 'admin' }],
      [actor.label, { role: 'admin' }, { role: 'advisor' }],
    ]);
    expect((await auditEntries(h.db, { action: 'staff.added' })).map((e) => e.subjectId)).toEqual(['nina@hauslotse.de']);
  });

  test('a login link for a member: a token of the link shape; audited; an unknown member gets none', async () => {
    const [nina] = (await listStaffMembers(h.db)).filter((m) => m.email === 'nina@hauslotse.de');
    const made = await makeStaffLoginLink(h.db, nina!.id, actor, NOW);
    if (!made.ok) throw new Error('no link');
    expect(made.email).toBe('nina@hauslotse.de');
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await makeStaffLoginLink(h.db, '00000000-0000-4000-8000-000000000000', actor, NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await makeStaffLoginLink(h.db, 'nonsense', actor, NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect((await auditEntries(h.db, { action: 'staff.link_made' })).map((e) => [e.subjectId, e.actorLabel])).toEqual([['nina@hauslotse.de', actor.label]]);
  });
});
