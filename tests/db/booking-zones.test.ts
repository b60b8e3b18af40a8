/**
 * Visitors far from Berlin book the slot they were shown (issue 10), on PGlite and PostgreSQL: the slot value
 * {date, hour} from the calendar in their zone goes back into scheduleAppointment unchanged and books the
 * right instant. Asia/Tokyo: a Berlin evening slot is the next day there. Asia/Kathmandu (+05:45): the slot's
 * wall time is a quarter hour, which one decimal sends as 13.8 (13:45).
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { appointmentJob, calendarPage, scheduleAppointment } from '@/features/booking/booking';
import { startBoss, stopBoss } from '@/server/queues';

const NOW = new Date('2026-11-23T10:00:00Z'); // Monday, 11:00 in Berlin

describe.each(DATABASE_KINDS)('bookings from other time zones on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let keys = 0;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    await anAdvisor(h.db, { email: `anna-${kind}@example.de`, givenName: 'Anna', surname: 'Berater', enumValue: `ANNA_${kind.toUpperCase()}`, isDemo: true });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  async function bookShown(zone: string, pick: (slots: { value: { hour: number; date: string }; label: string; start: Date }[]) => { value: { hour: number; date: string } }) {
    const [day] = await calendarPage(h.db, { contactType: 'video', page: 1, per: 1, advisor: `anna_${kind}`, userTimeZone: zone, locale: 'en', now: NOW });
    const slot = pick(day!.slots);
    const { jobId } = await scheduleAppointment(
      { db: h.db, boss, now: NOW, baseUrl: 'http://localhost:3000' },
      {
        givenName: 'Lena',
        surname: 'Schulz',
        email: `zone${++keys}-${kind}@example.de`,
        contactVia: 'video',
        date: slot.value.date,
        time: slot.value.hour,
        userTimeZone: zone,
        idempotencyKey: `zone-${kind}-${String(keys).padStart(12, '0')}`,
        locale: 'en',
        tracking: {},
      },
    );
    return { slot, job: await appointmentJob(h.db, jobId) };
  }

  test('Asia/Kathmandu: the first slot, shown as 13:45 and sent as 13.8, books 09:00 in Berlin', async () => {
    const { slot, job } = await bookShown('Asia/Kathmandu', (slots) => slots[0]!);
    expect(slot).toMatchObject({ value: { hour: 13.8, date: '2026-11-24' }, label: '13:45 (GMT+5:45, Asia/Kathmandu)' });
    expect(job).toMatchObject({ status: 'booked', appointment: { startsAt: new Date('2026-11-24T08:00:00Z'), endsAt: new Date('2026-11-24T08:45:00Z') } });
  });

  test('Asia/Tokyo: the last video slot of a Berlin Tuesday is Wednesday 02:00 there and books 18:00 in Berlin', async () => {
    const { slot, job } = await bookShown('Asia/Tokyo', (slots) => slots.at(-1)!);
    expect(slot).toMatchObject({ value: { hour: 2, date: '2026-11-25' }, label: '02:00 (GMT+9, Asia/Tokyo)' });
    expect(job).toMatchObject({ status: 'booked', appointment: { startsAt: new Date('2026-11-24T17:00:00Z') } });
  });
});
