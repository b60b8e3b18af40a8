/**
 * Booking never double-books (issue 10, security reference "Booking"), on PGlite and PostgreSQL: the exclusion
 * constraint refuses overlapping appointments of one advisor, concurrent bookings of one slot end with one,
 * adjacent slots are fine, a cancelled slot can be booked again, and a repeated submission is the same booking.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { advisors } from '@/db/schema';
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
    const rows = await h.db
      .insert(advisors)
      .values(['A', 'B'].map((x) => ({ email: `${x}-${kind}@example.de`, givenName: x, surname: 'Advisor', titleDe: 'Berater', titleEn: 'Advisor', descriptionDe: 'x', descriptionEn: 'x', enumValue: `${x}_${kind}`.toUpperCase(), isDemo: true })))
      .returning();
    [advisorId, otherAdvisorId] = rows.map((r) => r.id) as [string, string];
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

  test('10:00–10:30 booked: 10:15–10:45 refused, adjacent 10:30–11:00 accepted, another advisor at 10:15 accepted', async () => {
    expect((await bookAppointment(h.db, booking('2026-12-02T09:00:00Z', '2026-12-02T09:30:00Z'))).ok).toBe(true);
    expect(await bookAppointment(h.db, booking('2026-12-02T09:15:00Z', '2026-12-02T09:45:00Z', { leadId: leadIds[1]! }))).toEqual({ ok: false, code: 'SLOT_TAKEN' });
    expect((await bookAppointment(h.db, booking('2026-12-02T09:30:00Z', '2026-12-02T10:00:00Z', { leadId: leadIds[1]! }))).ok).toBe(true);
    expect((await bookAppointment(h.db, booking('2026-12-02T09:15:00Z', '2026-12-02T09:45:00Z', { leadId: leadIds[2]!, advisorId: otherAdvisorId }))).ok).toBe(true);
  });

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
    const moved = await rescheduleAppointment(h.db, b.appointment.id, new Date('2026-12-07T11:00:00Z'), new Date('2026-12-07T11:30:00Z'));
    expect(moved).toMatchObject({ ok: true, appointment: { sequence: 1, startsAt: new Date('2026-12-07T11:00:00Z') } });
  });

  test('an end before the start is refused by the database', async () => {
    await expect(bookAppointment(h.db, booking('2026-12-08T09:30:00Z', '2026-12-08T09:00:00Z'))).rejects.toThrow();
  });

  test('busy intervals: live appointments with the buffer after them; the lead sees its upcoming ones', async () => {
    const busy = await busyIntervals(h.db, [advisorId], new Date('2026-12-02T00:00:00Z'), new Date('2026-12-03T00:00:00Z'));
    expect([...busy.get(advisorId)!].sort((x, y) => x.start.getTime() - y.start.getTime())).toEqual([
      { start: new Date('2026-12-02T09:00:00Z'), end: new Date(Date.parse('2026-12-02T09:30:00Z') + BOOKING.bufferMinutes * 60_000) },
      { start: new Date('2026-12-02T09:30:00Z'), end: new Date(Date.parse('2026-12-02T10:00:00Z') + BOOKING.bufferMinutes * 60_000) },
    ]);
    const upcoming = await upcomingAppointments(h.db, leadIds[0]!, NOW);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((u) => u.cancelledAt === null)).toBe(true);
  });
});
