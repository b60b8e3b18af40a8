/**
 * Booking never double-books (issue 10, security reference "Booking"), on PGlite and PostgreSQL: the exclusion
 * constraint refuses appointments of one advisor that overlap, each taken with the 15-minute buffer after it
 * (blocked_until), so concurrent bookings of one slot, or of slots inside each other's buffer, end with one;
 * an appointment starting where the previous one's buffer ends is fine, a cancelled slot can be booked again,
 * and a repeated submission is the same booking.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { appointments } from '@/features/booking/tables';
import { BOOKING } from '@/config/booking';
import { bookAppointment, busyIntervals, cancelAppointment, rescheduleAppointment, upcomingAppointments, type NewAppointment } from '@/features/booking/repository';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';

describe.each(DATABASE_KINDS)('appointments on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let advisorId: string;
  let otherAdvisorId: string;
  let leadIds: string[];
  const NOW = new Date('2026-11-23T10:00:00Z');
  let key = 0;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    const advisor = async (x: string) => (await anAdvisor(h.db, { email: `${x}-${kind}@example.de`, givenName: x, surname: 'Advisor', titleDe: 'Berater', enumValue: `${x}_${kind}`.toUpperCase(), isDemo: true })).id;
    advisorId = await advisor('A');
    otherAdvisorId = await advisor('B');
    leadIds = [];
    for (let i = 0; i < 20; i++) leadIds.push((await findOrCreateLead(h.db, { email: `lead${i}-${kind}@example.de`, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) })).lead.id);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  const booking = (start: string, end: string, over: Partial<NewAppointment> = {}): NewAppointment => ({
    leadId: leadIds[0]!,
    advisorId,
    contactType: 'phone',
    startsAt: new Date(start),
    endsAt: new Date(end),
    advisorZone: 'Europe/Berlin',
    visitorZone: 'Europe/Berlin',
    homeBuyingStatus: null,
    idempotencyKey: `key-${kind}-${++key}`,
    tracking: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', referrer: 'n/a' },
    now: NOW,
    ...over,
  });

  test('20 concurrent bookings of one slot: exactly one is booked, the others are told the slot is taken', async () => {
    const results = await Promise.all(leadIds.map((leadId) => bookAppointment(h.db, booking('2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z', { leadId }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array(19).fill('SLOT_TAKEN'));
  });

  // The security reference's case says an adjacent 10:30–11:00 is accepted. Our policy keeps 15 minutes free after
  // every appointment, and the database now enforces that too, so "adjacent" means starting where the buffer ends
  // (10:45): 10:30 is refused by the constraint itself, not only by the calendar.
  test('10:00–10:30 booked (10:00–10:45 with its buffer): 10:15–10:45 overlaps and 10:30–11:00 falls in the buffer, both refused; 10:45–11:15, adjacent to the buffer, accepted; another advisor at 10:15 accepted', async () => {
    const first = await bookAppointment(h.db, booking('2026-12-02T09:00:00Z', '2026-12-02T09:30:00Z'));
    expect(first).toMatchObject({ ok: true, appointment: { endsAt: new Date('2026-12-02T09:30:00Z'), blockedUntil: new Date('2026-12-02T09:45:00Z') } });
    expect(await bookAppointment(h.db, booking('2026-12-02T09:15:00Z', '2026-12-02T09:45:00Z', { leadId: leadIds[1]! }))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect(await bookAppointment(h.db, booking('2026-12-02T09:30:00Z', '2026-12-02T10:00:00Z', { leadId: leadIds[1]! }))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect((await bookAppointment(h.db, booking('2026-12-02T09:45:00Z', '2026-12-02T10:15:00Z', { leadId: leadIds[1]! }))).ok).toBe(true);
    expect((await bookAppointment(h.db, booking('2026-12-02T09:15:00Z', '2026-12-02T09:45:00Z', { leadId: leadIds[2]!, advisorId: otherAdvisorId }))).ok).toBe(true);
  });

  test('the buffer is after an appointment: before 10:00 one may end at 9:45 (its own buffer reaches 10:00) but not at 10:00', async () => {
    expect((await bookAppointment(h.db, booking('2026-12-10T09:00:00Z', '2026-12-10T09:30:00Z'))).ok).toBe(true);
    expect(await bookAppointment(h.db, booking('2026-12-10T08:30:00Z', '2026-12-10T09:00:00Z', { leadId: leadIds[5]! }))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect((await bookAppointment(h.db, booking('2026-12-10T08:15:00Z', '2026-12-10T08:45:00Z', { leadId: leadIds[5]! }))).ok).toBe(true);
  });

  test('20 concurrent bookings of one advisor at 10:00 and 10:30 (inside the 10:00 call\'s buffer), mixed: exactly one appointment', async () => {
    const results = await Promise.all(
      leadIds.map((leadId, i) => (i % 2 === 0 ? bookAppointment(h.db, booking('2026-12-09T09:00:00Z', '2026-12-09T09:30:00Z', { leadId })) : bookAppointment(h.db, booking('2026-12-09T09:30:00Z', '2026-12-09T10:00:00Z', { leadId })))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(19);
    const rows = await h.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.advisorId, advisorId), sql`${appointments.startsAt} >= '2026-12-09T00:00:00Z' and ${appointments.startsAt} < '2026-12-10T00:00:00Z'`));
    expect(rows).toHaveLength(1);
  }, 60_000);

  test('cancel, then the slot can be booked again; the cancelled row stays with a higher sequence', async () => {
    const first = await bookAppointment(h.db, booking('2026-12-03T09:00:00Z', '2026-12-03T09:30:00Z'));
    if (!first.ok) throw new Error('not booked');
    expect((await bookAppointment(h.db, booking('2026-12-03T09:00:00Z', '2026-12-03T09:30:00Z', { leadId: leadIds[3]! }))).ok).toBe(false);
    const cancelled = await cancelAppointment(h.db, first.appointment.id, NOW);
    expect(cancelled).toMatchObject({ sequence: 1, cancelledAt: NOW });
    expect(await cancelAppointment(h.db, first.appointment.id, NOW)).toBeNull();
    expect((await bookAppointment(h.db, booking('2026-12-03T09:00:00Z', '2026-12-03T09:30:00Z', { leadId: leadIds[3]! }))).ok).toBe(true);
  });

  test('the same submission twice is the same booking, not a second one and not "taken"', async () => {
    const input = booking('2026-12-04T09:00:00Z', '2026-12-04T09:30:00Z');
    const a = await bookAppointment(h.db, input);
    const b = await bookAppointment(h.db, input);
    expect(a).toMatchObject({ ok: true, created: true });
    expect(b).toMatchObject({ ok: true, created: false });
    if (a.ok && b.ok) expect(b.appointment.id).toBe(a.appointment.id);
  });

  test('reschedule into a taken slot is refused and changes nothing; into a free one raises the sequence', async () => {
    const a = await bookAppointment(h.db, booking('2026-12-07T09:00:00Z', '2026-12-07T09:30:00Z'));
    const b = await bookAppointment(h.db, booking('2026-12-07T10:00:00Z', '2026-12-07T10:30:00Z', { leadId: leadIds[4]! }));
    if (!a.ok || !b.ok) throw new Error('not booked');
    expect(await rescheduleAppointment(h.db, b.appointment.id, new Date('2026-12-07T09:15:00Z'), new Date('2026-12-07T09:45:00Z'))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    // Into a's buffer, and so close before a that its own buffer runs into a: refused as well.
    expect(await rescheduleAppointment(h.db, b.appointment.id, new Date('2026-12-07T09:30:00Z'), new Date('2026-12-07T10:00:00Z'))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect(await rescheduleAppointment(h.db, b.appointment.id, new Date('2026-12-07T08:30:00Z'), new Date('2026-12-07T09:00:00Z'))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    const moved = await rescheduleAppointment(h.db, b.appointment.id, new Date('2026-12-07T11:00:00Z'), new Date('2026-12-07T11:30:00Z'));
    expect(moved).toMatchObject({ ok: true, appointment: { sequence: 1, startsAt: new Date('2026-12-07T11:00:00Z'), blockedUntil: new Date('2026-12-07T11:45:00Z') } });
    // The buffer moved with it: a's is unchanged, and 09:45 right after a's buffer is free again.
    expect((await bookAppointment(h.db, booking('2026-12-07T09:45:00Z', '2026-12-07T10:15:00Z', { leadId: leadIds[6]! }))).ok).toBe(true);
  });

  test('an end before the start, and a blocked_until before the end, are refused by the database', async () => {
    await expect(bookAppointment(h.db, booking('2026-12-08T09:30:00Z', '2026-12-08T09:00:00Z'))).rejects.toThrow();
    const a = await bookAppointment(h.db, booking('2026-12-08T10:00:00Z', '2026-12-08T10:30:00Z'));
    if (!a.ok) throw new Error('not booked');
    await expect(h.db.update(appointments).set({ blockedUntil: new Date('2026-12-08T09:29:00Z') }).where(eq(appointments.id, a.appointment.id))).rejects.toThrow();
  });

  test('busy intervals: live appointments with the buffer after them (their blocked_until); the lead sees its upcoming ones', async () => {
    // A day of its own: three live appointments of the advisor, one cancelled, one of the other advisor.
    const day = (time: string) => `2026-12-11T${time}:00Z`;
    for (const [start, end, leadId] of [['08:15', '08:45', leadIds[7]!], ['09:00', '09:30', leadIds[0]!], ['09:45', '10:15', leadIds[8]!]] as const) {
      expect((await bookAppointment(h.db, booking(day(start), day(end), { leadId }))).ok).toBe(true);
    }
    const cancelled = await bookAppointment(h.db, booking(day('11:00'), day('11:30'), { leadId: leadIds[0]! }));
    if (!cancelled.ok) throw new Error('not booked');
    await cancelAppointment(h.db, cancelled.appointment.id, NOW);
    expect((await bookAppointment(h.db, booking(day('12:00'), day('12:30'), { leadId: leadIds[9]!, advisorId: otherAdvisorId }))).ok).toBe(true);

    const busy = await busyIntervals(h.db, [advisorId], new Date(day('00:00')), new Date('2026-12-12T00:00:00Z'));
    expect([...busy.get(advisorId)!].sort((x, y) => x.start.getTime() - y.start.getTime())).toEqual([
      { start: new Date(day('08:15')), end: new Date(Date.parse(day('08:45')) + BOOKING.bufferMinutes * 60_000) },
      { start: new Date(day('09:00')), end: new Date(Date.parse(day('09:30')) + BOOKING.bufferMinutes * 60_000) },
      { start: new Date(day('09:45')), end: new Date(Date.parse(day('10:15')) + BOOKING.bufferMinutes * 60_000) },
    ]);
    const upcoming = await upcomingAppointments(h.db, leadIds[0]!, NOW);
    expect(upcoming.map((u) => u.startsAt)).toContainEqual(new Date(day('09:00')));
    expect(upcoming.map((u) => u.startsAt)).not.toContainEqual(new Date(day('11:00')));
  });
});
