import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { staffUsers } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { addStaff, issueStaffLoginToken, STAFF_LINK_SECONDS, STAFF_ROLES, type AddStaffResult } from './staff';

/**
 * The team's members for admins (issue 28): who has a staff login, with which role, advisor profile and second
 * factor; adding a member and changing a role in the browser (what `npm run staff -- add` does), each audited.
 * The last admin cannot lose the role: someone must be able to run the site.
 */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: string;
  advisorName: string | null;
  advisorIsDemo: boolean;
  secondFactor: boolean;
  createdAt: Date;
}

export async function listStaffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ s: staffUsers, givenName: advisors.givenName, surname: advisors.surname, isDemo: advisors.isDemo })
    .from(staffUsers)
    .leftJoin(advisors, eq(advisors.id, staffUsers.advisorId))
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map(({ s, givenName, surname, isDemo }) => ({
    id: s.id,
    email: s.email,
    name: s.name,
    role: s.role,
    advisorName: givenName ? `${givenName} ${surname}` : null,
    advisorIsDemo: isDemo === true,
    secondFactor: s.totpEnabledAt !== null,
    createdAt: s.createdAt,
  }));
}

/** Adds a member (the same checks as the command line) and records it. */
export async function addStaffMember(db: Database, input: { email: string; name: string; role: string; advisorEnumValue: string | null }, actor: AuditActor, now: Date): Promise<AddStaffResult> {
  const result = await addStaff(db, input);
  if (result.ok) await recordAudit(db, { actor, action: 'staff.added', subject: { kind: 'staff_user', id: result.staff.email }, after: { role: result.staff.role, name: result.staff.name, advisorId: result.staff.advisorId }, at: now });
  return result;
}

export type RoleResult = { ok: true } | { ok: false; code: 'NOT_FOUND' | 'INVALID_ROLE' | 'LAST_ADMIN' };

export async function setStaffRole(db: Database, staffId: string, role: string, actor: AuditActor, now: Date): Promise<RoleResult> {
  if (!(STAFF_ROLES as readonly string[]).includes(role)) return { ok: false, code: 'INVALID_ROLE' };
  if (!/^[0-9a-f-]{36}$/i.test(staffId)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId)).for('update');
    if (!member) return { ok: false, code: 'NOT_FOUND' } as const;
    if (member.role === role) return { ok: true } as const;
    if (member.role === 'admin') {
      const [others] = await tx.select({ n: count() }).from(staffUsers).where(and(eq(staffUsers.role, 'admin'), ne(staffUsers.id, staffId)));
      if ((others?.n ?? 0) === 0) return { ok: false, code: 'LAST_ADMIN' } as const;
    }
    await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, staffId));
    await recordAudit(tx, { actor, action: 'staff.role_changed', subject: { kind: 'staff_user', id: member.email }, before: { role: member.role }, after: { role }, at: now });
    return { ok: true } as const;
  });
}

/** A one-time login link's token for a staff member (admins' members page, `npm run staff -- link`); audited. */
export async function makeStaffLoginLink(db: Database, staffId: string, actor: AuditActor, now: Date, validSeconds: number = STAFF_LINK_SECONDS): Promise<{ ok: true; email: string; token: string } | { ok: false; code: 'NOT_FOUND' }> {
  if (!/^[0-9a-f-]{36}$/i.test(staffId)) return { ok: false, code: 'NOT_FOUND' };
  const [member] = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!member) return { ok: false, code: 'NOT_FOUND' };
  const token = await issueStaffLoginToken(db, member.id, now, validSeconds);
  await recordAudit(db, { actor, action: 'staff.link_made', subject: { kind: 'staff_user', id: member.email }, after: { validSeconds }, at: now });
  return { ok: true, email: member.email, token };
}
