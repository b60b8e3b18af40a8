/**
 * The reminder e-mail 24 hours before an appointment (issue 10), on PGlite and PostgreSQL: booking and moving
 * schedule a delayed job in the same transaction (a rolled-back one schedules nothing), due at the start minus
 * 24 hours; the job sends one e-mail with working links, however often it runs; a moved appointment's old job
 * sends nothing and its new one does; a cancelled appointment gets none; one less than 24 hours ahead gets no
 * reminder. The handler runs directly with fixed clocks (pg-boss's timing is not waited for), and once through
 * the worker. The booking clock: Monday 2026-11-23, 11:00 in Berlin.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { appointmentLinks } from '@/features/booking/tables';
import { emails } from '@/features/email/tables';
import { appointmentForLink, appointmentJob, cancelByToken, rescheduleByToken, scheduleAppointment, type ScheduleInput } from '@/features/booking/booking';
import { REMINDER_QUEUE, type ReminderJob } from '@/features/booking/reminder-queue';
import { scheduleReminder, sendAppointmentReminder, startReminderWorker } from '@/features/booking/reminders';
import { deliverEmail } from '@/features/email/outbox';
import { startBoss, stopBoss } from '@/server/queues';
import { renderEmail } from '@/features/email/server';
import { appointmentReminderEmail } from '@/features/booking/email-templates';
import { EMAIL_TEMPLATES } from '@/server/email-templates';
import { findLeadByEmail } from '@/features/leads/repository';
import { deleteAccount } from '@/features/privacy/delete-account';
import type { MailToSend } from '@/features/email/transport';

const NOW = new Date('2026-11-23T10:00:00Z');
const BASE = 'http://localhost:3000';

describe.each(DATABASE_KINDS)('appointment reminders on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let keys = 0;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    await anAdvisor(h.db, { email: `anna-${kind}@example.de`, givenName: 'Anna', surname: 'Berater', titleDe: 'Berater', enumValue: `ANNA_${kind}`.toUpperCase(), isDemo: true });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  const services = (now = NOW) => ({ db: h.db, boss, now, baseUrl: BASE });
  async function book(name: string, over: Partial<ScheduleInput> = {}): Promise<string> {
    const input: ScheduleInput = {
      givenName: name,
      surname: 'Schulz',
      email: `${name.toLowerCase()}-${kind}@example.de`,
      phone: '030 1234567',
      advisor: `anna_${kind}`,
      contactVia: 'phone',
      date: '2026-11-25',
      time: 10,
      idempotencyKey: `reminder-${kind}-${String(++keys).padStart(8, '0')}`,
      locale: 'de',
      tracking: {},
      ...over,
    };
    const { jobId } = await scheduleAppointment(services(), input);
    const job = await appointmentJob(h.db, jobId);
    if (job.status !== 'booked' || !job.appointment) throw new Error(`not booked: ${job.status}`);
    return job.appointment.id;
  }
  const reminderJobs = async (appointmentId: string) =>
    (await boss.findJobs<ReminderJob>(REMINDER_QUEUE, { data: { appointmentId } })).map((j) => ({ data: j.data, startAfter: new Date(j.startAfter) })).sort((a, b) => a.data.sequence - b.data.sequence);
  const mailsOf = async (appointmentId: string, event: string) => h.db.select().from(emails).where(like(emails.idempotencyKey, `appointment:${appointmentId}:${event}:%`));
  const bookedMail = async (appointmentId: string) => (await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${appointmentId}:booked:0:lead`)))[0]!;
  const tokensOf = (html: string) => [...html.matchAll(/(?:manage-appointment|termin-verwalten)\?token=([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);
  const linkCount = async (appointmentId: string) => (await h.db.select().from(appointmentLinks).where(eq(appointmentLinks.appointmentId, appointmentId))).length;

  let firstId = '';
  test('a booking schedules one reminder job, due 24 hours before the start; a rolled-back transaction schedules nothing', async () => {
    firstId = await book('Lena');
    const jobs = await reminderJobs(firstId);
    expect(jobs).toEqual([{ data: { appointmentId: firstId, sequence: 0 }, startAfter: new Date('2026-11-24T09:00:00Z') }]);
    // Nothing is sent before the job runs.
    expect(await mailsOf(firstId, 'reminder')).toEqual([]);

    const ghost = randomUUID();
    await expect(
      h.db.transaction(async (tx) => {
        await scheduleReminder(tx, boss, { id: ghost, sequence: 0, startsAt: new Date('2026-11-30T09:00:00Z') }, NOW);
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await reminderJobs(ghost)).toEqual([]);
  });

  test('the job sends one reminder: in German with the time, type and advisor, links that open the manage page; run twice at once and again, still one e-mail', async () => {
    const [job] = await reminderJobs(firstId);
    const due = services(job!.startAfter);
    const outcomes = await Promise.all([sendAppointmentReminder(due, job!.data), sendAppointmentReminder(due, job!.data)]);
    expect(outcomes.sort()).toEqual(['alreadySent', 'sent']);
    expect(await sendAppointmentReminder(due, job!.data)).toBe('alreadySent');
    const mails = await mailsOf(firstId, 'reminder');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ idempotencyKey: `appointment:${firstId}:reminder:0:lead`, toAddress: `lena-${kind}@example.de`, locale: 'de', status: 'queued' });
    expect(mail.subject).toBe('Erinnerung: dein Termin am Mittwoch, 25. November 2026 um 10:00');
    expect(mail.text).toContain('Hallo Lena,');
    expect(mail.text).toContain('Art: Telefonat (30 Minuten)');
    expect(mail.text).toContain('Anna Berater');
    expect(mail.text).toContain('ruft dich unter der Telefonnummer an');
    // Two new links (the booking e-mail's two stay valid): one to move, one to cancel, until the start.
    expect(await linkCount(firstId)).toBe(4);
    const [move, cancel] = tokensOf(mail.html) as [string, string];
    expect(mail.html).toContain(`${BASE}/de/termin-verwalten?token=${move}`);
    expect((await appointmentForLink(h.db, move, due.now)).purpose).toBe('reschedule');
    expect((await appointmentForLink(h.db, cancel, due.now)).purpose).toBe('cancel');
    const booked = await bookedMail(firstId);
    expect(tokensOf(booked.html)).toHaveLength(2);
    expect((await appointmentForLink(h.db, tokensOf(booked.html)[0]!, due.now)).appointment.id).toBe(firstId);
    // Delivered as it is, without a calendar file (the booking's file is in the calendar already).
    const sent: MailToSend[] = [];
    await deliverEmail(h.db, { kind: 'log', send: async (m) => void sent.push(m) }, mail.id, 3, EMAIL_TEMPLATES);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toBeUndefined();
  });

  test('after a move the old job sends nothing; the new one, due 24 hours before the new time, sends the reminder of the new time', async () => {
    const id = await book('Mia', { date: '2026-11-26' });
    await rescheduleByToken(services(), tokensOf((await bookedMail(id)).html)[0]!, '2026-11-27', 11, null);
    const [old, moved] = await reminderJobs(id);
    expect(old).toEqual({ data: { appointmentId: id, sequence: 0 }, startAfter: new Date('2026-11-25T09:00:00Z') });
    expect(moved).toEqual({ data: { appointmentId: id, sequence: 1 }, startAfter: new Date('2026-11-26T10:00:00Z') });
    expect(await sendAppointmentReminder(services(old!.startAfter), old!.data)).toBe('changed');
    expect(await mailsOf(id, 'reminder')).toEqual([]);
    expect(await sendAppointmentReminder(services(moved!.startAfter), moved!.data)).toBe('sent');
    const mails = await mailsOf(id, 'reminder');
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`appointment:${id}:reminder:1:lead`]);
    expect(mails[0]!.subject).toBe('Erinnerung: dein Termin am Freitag, 27. November 2026 um 11:00');
  });

  test('after a cancel the job sends nothing; nor after the lead deleted the account (the appointment is gone with it)', async () => {
    const id = await book('Noah', { date: '2026-11-26', time: 15 });
    await cancelByToken(services(), tokensOf((await bookedMail(id)).html)[1]!);
    const [job] = await reminderJobs(id);
    expect(await sendAppointmentReminder(services(job!.startAfter), job!.data)).toBe('cancelled');
    expect(await mailsOf(id, 'reminder')).toEqual([]);

    const gone = await book('Ida', { date: '2026-11-26', time: 17 });
    const [goneJob] = await reminderJobs(gone);
    await deleteAccount(h.db, (await findLeadByEmail(h.db, `ida-${kind}@example.de`))!.id);
    expect(await sendAppointmentReminder(services(goneJob!.startAfter), goneJob!.data)).toBe('gone');
    expect(await mailsOf(gone, 'reminder')).toEqual([]);
  });

  test('an appointment less than 24 hours ahead gets no reminder (the confirmation has just arrived); a job late past the start sends nothing', async () => {
    // Tuesday 9:00 in Berlin is 22 hours after the booking clock.
    const soon = await book('Ole', { date: '2026-11-24', time: 9 });
    expect(await reminderJobs(soon)).toEqual([]);
    // A queue that was down for a day: the job of an appointment that has begun stays silent.
    const id = await book('Pia', { date: '2026-11-30', time: 10 });
    const [job] = await reminderJobs(id);
    expect(await sendAppointmentReminder(services(new Date('2026-11-30T09:00:00Z')), job!.data)).toBe('started');
    expect(await mailsOf(id, 'reminder')).toEqual([]);
  });

  test('a video call booked in English: the reminder in English, in the visitor zone, honest that the room link follows (none configured)', async () => {
    const id = await book('Sam', { contactVia: 'video', phone: '', locale: 'en', userTimeZone: 'America/New_York', date: '2026-11-27', time: 4 });
    const [job] = await reminderJobs(id);
    expect(job!.startAfter).toEqual(new Date('2026-11-26T09:00:00Z'));
    expect(await sendAppointmentReminder(services(job!.startAfter), job!.data)).toBe('sent');
    const [mail] = await mailsOf(id, 'reminder');
    expect(mail!.subject).toBe('Reminder: your appointment on Friday, 27 November 2026 at 04:00 (America/New_York)');
    expect(mail!.text).toContain('Type: Video call (45 minutes)');
    expect(mail!.text).toContain('will send you the link to the video call');
    expect(mail!.text).toMatch(/Move appointment http:\/\/localhost:3000\/en\/manage-appointment\?token=[A-Za-z0-9_-]{43}\s+Cancel appointment/);
  });

  test('the worker runs a due reminder job', async () => {
    const id = await book('Tom', { date: '2026-12-01', time: 14 });
    await startReminderWorker(boss, h.db, BASE, { pollingIntervalSeconds: 0.5, now: () => new Date('2026-11-30T13:00:00Z') });
    try {
      // A job due now (the booking's own is due on 30 November by pg-boss's clock).
      await boss.send(REMINDER_QUEUE, { appointmentId: id, sequence: 0 } satisfies ReminderJob);
      let mails: (typeof emails.$inferSelect)[] = [];
      for (let i = 0; i < 60 && mails.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        mails = await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${id}:reminder:0:lead`));
      }
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Erinnerung: dein Termin am Dienstag, 1. Dezember 2026 um 14:00');
    } finally {
      await boss.offWork(REMINDER_QUEUE);
    }
  }, 30_000);
});

test('the reminder of a video call with a configured room carries the room link', async () => {
  const mail = await renderEmail('de', {
    template: appointmentReminderEmail,
    data: { when: 'Mittwoch, 25. November 2026 um 10:00', contactType: 'video', advisorName: 'Anna Berater', minutes: 45, givenName: 'Lena', meetingUrl: 'https://meet.example.de/hauslotse', rescheduleUrl: `${BASE}/de/termin-verwalten?token=a`, cancelUrl: `${BASE}/de/termin-verwalten?token=b` },
  });
  expect(mail.text).toContain('Zum Termin kommst du über diesen Link in den Videocall:');
  expect(mail.text).toContain('https://meet.example.de/hauslotse');
  expect(mail.html).toContain('href="https://meet.example.de/hauslotse"');
  expect(mail.text).toContain('Passt es dir doch nicht?');
});
