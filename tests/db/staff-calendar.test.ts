/**
 * The back office's calendar (issue 28) on PGlite and PostgreSQL: an advisor's week with hours and appointments;
 * "did not come" only after the start, once, with the follow-up e-mail's no_show_followup link in the lead's
 * language; staff move an appointment to a time the calendar offers (both told); staff cancellation with the lead's
 * cancellation e-mail; another advisor's appointment is refused;
 * each action audited.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, anAdvisor, anAppointment, aStaffMember } from '../support/builders';
import { advisors } from '@/features/advisors/tables';
import { emails } from '@/features/email/tables';
import { auditEntries } from '@/features/audit/server';
import { advisorWeek, markNoShow, mondayOf, setWeekdayHours, staffCancelAppointment, staffMoveAppointment, weeklyHoursOf } from '@/features/booking/server';
import { BOOKING } from '@/config/booking';
import { startBoss, stopBoss } from '@/server/queues';

const NOW = new Date('2026-11-26T15:00:00Z'); // Thursday, 16:00 in Berlin

describe.each(DATABASE_KINDS)('the staff calendar on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let advisor: typeof advisors.$inferSelect;
  let other = '';
  let past = '';
  let future = '';
  let blocker = '';
  const actor = { kind: 'staff' as const, staffId: '', label: `advisor-${kind}@hauslotse.de` };
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue, { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 });
    const make = (enumValue: string, givenName: string) => anAdvisor(h.db, { email: `${enumValue.toLowerCase()}@example.de`, givenName, surname: 'Kal', enumValue });
    advisor = await make(`CAL_A_${kind.toUpperCase()}`, 'Clara');
    other = (await make(`CAL_B_${kind.toUpperCase()}`, 'Otto')).id;
    actor.staffId = (await aStaffMember(h.db, { email: actor.label, name: 'Clara Kal', role: 'advisor', advisorId: advisor.id })).id;
    const lead = await aLead(h.db, { email: `cal-lead-${kind}@example.de`, givenName: 'Lina', locale: 'en' });
    const appointment = async (startsAt: string, key: string) => {
      const start = new Date(startsAt);
      const end = new Date(start.getTime() + 30 * 60_000);
      return (await anAppointment(h.db, { leadId: lead.id, advisorId: advisor.id, contactType: 'video', startsAt: start, endsAt: end, blockedUntil: end, idempotencyKey: `${key}-${kind}`, createdAt: NOW })).id;
    };
    past = await appointment('2026-11-26T13:00:00Z', 'past');
    future = await appointment('2026-11-27T09:00:00Z', 'future');
    blocker = await appointment('2026-11-30T13:00:00Z', 'blocker');
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  const viewer = () => ({ role: 'advisor', advisorId: advisor.id });

  test('the week: Monday to Sunday in the advisor\'s zone, the office hours until the advisor has their own, the appointments on their days', async () => {
    expect(mondayOf(null, 'Europe/Berlin', NOW)).toBe('2026-11-23');
    expect(mondayOf('2026-11-29', 'Europe/Berlin', NOW)).toBe('2026-11-23');
    expect(mondayOf('nonsense', 'Europe/Berlin', NOW)).toBe('2026-11-23');
    const week = await advisorWeek(h.db, advisor, '2026-11-23');
    expect(week.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week[3]!.appointments.map((a) => [a.id, a.leadName])).toEqual([[past, 'Lina']]);
    expect(week[4]!.appointments.map((a) => a.id)).toEqual([future]);
    expect(week[5]!.hours).toEqual([]);
    expect(week[0]!.hours).toEqual(BOOKING.weeklyHours[1]);
    expect((await setWeekdayHours(h.db, advisor.enumValue, 6, ['10:00-12:00'], BOOKING.weeklyHours, { actor: { kind: 'command', label: 'test' }, now: NOW })).ok).toBe(true);
    const own = await weeklyHoursOf(h.db, advisor.id);
    expect(own[6]).toEqual([['10:00', '12:00']]);
    expect(own[1]).toEqual(BOOKING.weeklyHours[1]);
  });

  test('"did not come": after the start only, once, the lead invited in their language; another advisor\'s is refused', async () => {
    const url = (l: string) => `http://localhost/${l}/appointment?utm_source=hauslotse&utm_medium=email&utm_campaign=no_show_followup`;
    expect(await markNoShow(h.db, boss, future, viewer(), actor, NOW, url)).toEqual({ ok: false, code: 'NOT_STARTED' });
    expect(await markNoShow(h.db, boss, past, { role: 'advisor', advisorId: other }, actor, NOW, url)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await markNoShow(h.db, boss, past, viewer(), actor, NOW, url)).toEqual({ ok: true });
    expect(await markNoShow(h.db, boss, past, viewer(), actor, NOW, url)).toEqual({ ok: false, code: 'ALREADY_NO_SHOW' });
    const mails = (await h.db.select().from(emails)).filter((e) => e.template === 'noShowFollowUp' && e.toAddress === `cal-lead-${kind}@example.de`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'en', subject: 'We missed you – book a new time at Hauslotse' });
    expect(mails[0]!.text).toContain('utm_campaign=no_show_followup');
    expect(mails[0]!.text).toContain('Clara Kal was looking forward to talking with you today');
    expect((await auditEntries(h.db, { action: 'appointment.no_show', subjectId: past }))[0]).toMatchObject({ actorLabel: actor.label });
  });

  test('staff move a coming appointment to a time the calendar offers: the lead and advisor get the new time; refused times say why', async () => {
    const services = { db: h.db, boss, now: NOW, baseUrl: 'http://localhost' };
    const move = (date: string, time: string, who = viewer()) => staffMoveAppointment(services, future, who, actor, { date, time });
    expect(await move('2026-11-30', '11:00', { role: 'advisor', advisorId: other })).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await move('2026-11-30', '11:15')).toEqual({ ok: false, code: 'INVALID_TIME' });
    expect(await move('2026-11-31', '11:00')).toEqual({ ok: false, code: 'INVALID_TIME' });
    expect(await move('2026-11-30', 'eleven')).toEqual({ ok: false, code: 'INVALID_TIME' });
    // Saturday outside the advisor's own 10–12 and a time already past are not offered; another appointment's time is taken.
    expect(await move('2026-11-28', '14:00')).toEqual({ ok: false, code: 'SLOT_NOT_OFFERED' });
    expect(await move('2026-11-26', '10:00')).toEqual({ ok: false, code: 'SLOT_NOT_OFFERED' });
    expect(await move('2026-11-30', '14:00')).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect((await h.db.select().from(emails)).filter((e) => e.idempotencyKey.startsWith(`appointment:${future}:rescheduled`))).toEqual([]);
    // Monday 11:00 in Berlin.
    expect(await move('2026-11-30', '11:00')).toEqual({ ok: true });
    const week = await advisorWeek(h.db, advisor, '2026-11-30');
    expect(week[0]!.appointments.map((a) => [a.id, a.startsAt.toISOString()])).toEqual([[future, '2026-11-30T10:00:00.000Z'], [blocker, '2026-11-30T13:00:00.000Z']]);
    const mails = (await h.db.select().from(emails)).filter((e) => e.idempotencyKey.startsWith(`appointment:${future}:rescheduled`));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([advisor.email, `cal-lead-${kind}@example.de`].sort());
    expect(mails.find((m) => m.toAddress === `cal-lead-${kind}@example.de`)!.locale).toBe('en');
    // The advisor reads who moved it (not "Lina moved it").
    expect(mails.find((m) => m.toAddress === advisor.email)!.text).toContain(`${actor.label} hat deinen Termin mit Lina verschoben; Lina ist informiert.`);
    const [entry] = await auditEntries(h.db, { action: 'appointment.moved', subjectId: future });
    expect(entry).toMatchObject({ actorLabel: actor.label, before: { startsAt: '2026-11-27T09:00:00.000Z' }, after: { startsAt: '2026-11-30T10:00:00.000Z' } });
  });

  test('staff cancel a coming appointment: the lead gets the cancellation; a second cancel is refused', async () => {
    expect(await staffCancelAppointment(h.db, boss, future, { role: 'advisor', advisorId: other }, actor, NOW)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await staffCancelAppointment(h.db, boss, future, viewer(), actor, NOW)).toEqual({ ok: true });
    expect(await staffCancelAppointment(h.db, boss, future, viewer(), actor, NOW)).toEqual({ ok: false, code: 'ALREADY_CANCELLED' });
    const mails = (await h.db.select().from(emails)).filter((e) => e.idempotencyKey.startsWith(`appointment:${future}:cancelled`));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([advisor.email, `cal-lead-${kind}@example.de`].sort());
    expect(mails.find((m) => m.toAddress === advisor.email)!.text).toContain(`${actor.label} hat deinen Termin mit Lina abgesagt; Lina ist informiert.`);
    expect((await auditEntries(h.db, { action: 'appointment.cancelled', subjectId: future })).length).toBe(1);
    const week = await advisorWeek(h.db, advisor, '2026-11-30');
    expect(week[0]!.appointments[0]!.cancelledAt).toEqual(NOW);
  });
});
