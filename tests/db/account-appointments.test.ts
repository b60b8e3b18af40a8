/**
 * Appointments in the lead's account (issue 10), on PGlite and PostgreSQL: "Move" and "Cancel" mint a fresh
 * single-purpose link for the lead's OWN appointment only; the link opens the manage page with that purpose and
 * really moves or cancels; another lead's, a cancelled or a started appointment gets no link. The dashboard lists
 * the appointments that took place and stops inviting a lead with an upcoming appointment to book again.
 * The clock is fixed: Monday 2026-11-23, 11:00 in Berlin.
 */
import { count, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { appointmentLinks, appointments } from '@/features/booking/tables';
import { loadDashboard } from '@/features/account/dashboard';
import { accountAppointmentError, manageTokenForLead, pastAppointments } from '@/features/booking/account-appointments';
import { appointmentForLink, bookedAppointments, cancelByToken, rescheduleByToken } from '@/features/booking/booking';
import { findLink } from '@/features/booking/links';
import { bookAppointment } from '@/features/booking/repository';
import { startBoss, stopBoss } from '@/server/queues';
import { attributionFrom } from '@/features/leads/attribution';
import { findLeadById, findOrCreateLead } from '@/features/leads/repository';
import { AppError } from '@/lib/app-error';

const NOW = new Date('2026-11-23T10:00:00Z');

describe.each(DATABASE_KINDS)('appointments in the account on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let advisorId: string;
  let n = 0;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    advisorId = (await anAdvisor(h.db, { email: `carla-${kind}@example.de`, givenName: 'Carla', surname: 'Beraterin', enumValue: `CARLA_${kind}`.toUpperCase(), isDemo: true })).id;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  const newLead = async () =>
    (await findOrCreateLead(h.db, { email: `acct-${kind}-${++n}@example.de`, locale: 'en', givenName: 'Mia', surname: 'Krause', attribution: attributionFrom(new URLSearchParams(), null) })).lead;
  const book = async (leadId: string, start: string, minutes = 30, contactType = 'phone') => {
    const startsAt = new Date(start);
    const result = await bookAppointment(h.db, {
      leadId,
      advisorId,
      contactType,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      advisorZone: 'Europe/Berlin',
      visitorZone: 'Europe/Berlin',
      homeBuyingStatus: null,
      idempotencyKey: `acct-${kind}-${start}-${leadId}`,
      tracking: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', referrer: 'n/a' },
      now: new Date('2026-11-01T10:00:00Z'),
    });
    if (!result.ok) throw new Error('not booked');
    return result.appointment;
  };
  const services = () => ({ db: h.db, boss, now: NOW, baseUrl: 'http://localhost' });
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof AppError) return { code: e.code, reason: e.params.reason, page: accountAppointmentError(e) };
      throw e;
    }
    throw new Error('not refused');
  };
  const linkCount = async (appointmentId: string) => (await h.db.select({ n: count() }).from(appointmentLinks).where(eq(appointmentLinks.appointmentId, appointmentId)))[0]!.n;

  test('the owner gets a link of the asked purpose, expiring at the start, that moves and then cancels the appointment', async () => {
    const lead = await newLead();
    const appointment = await book(lead.id, '2026-11-25T09:00:00Z'); // Wednesday 10:00 in Berlin

    const move = await manageTokenForLead(h.db, { leadId: lead.id, appointmentId: appointment.id, purpose: 'reschedule', now: NOW });
    // The manage page opens it as a move link, and only as one.
    expect(await appointmentForLink(h.db, move, NOW)).toMatchObject({ purpose: 'reschedule', appointment: { id: appointment.id } });
    expect(await findLink(h.db, move, 'cancel', NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const [stored] = await h.db.select().from(appointmentLinks).where(eq(appointmentLinks.appointmentId, appointment.id));
    expect(stored).toMatchObject({ purpose: 'reschedule', expiresAt: appointment.startsAt, usedAt: null });
    expect(await findLink(h.db, move, 'reschedule', appointment.startsAt)).toEqual({ ok: false, code: 'LINK_EXPIRED' });

    const moved = await rescheduleByToken(services(), move, '2026-11-25', 14, 'Europe/Berlin');
    expect(moved.appointment.startsAt).toEqual(new Date('2026-11-25T13:00:00Z'));

    const cancel = await manageTokenForLead(h.db, { leadId: lead.id, appointmentId: appointment.id, purpose: 'cancel', now: NOW });
    expect(await appointmentForLink(h.db, cancel, NOW)).toMatchObject({ purpose: 'cancel', appointment: { id: appointment.id } });
    expect(await findLink(h.db, cancel, 'reschedule', NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    // The new link expires at the NEW start.
    const [cancelLink] = (await h.db.select().from(appointmentLinks).where(eq(appointmentLinks.appointmentId, appointment.id))).filter((l) => l.purpose === 'cancel');
    expect(cancelLink!.expiresAt).toEqual(new Date('2026-11-25T13:00:00Z'));
    await cancelByToken(services(), cancel);
    expect(await bookedAppointments(h.db, lead.id, NOW)).toEqual([]);

    // Now cancelled: no more links.
    expect(await refusal(manageTokenForLead(h.db, { leadId: lead.id, appointmentId: appointment.id, purpose: 'reschedule', now: NOW }))).toEqual({ code: 'CONFLICT', reason: 'cancelled', page: 'cancelled' });
  });

  test("another lead's appointment is refused like an unknown one, and no link is written", async () => {
    const owner = await newLead();
    const stranger = await newLead();
    const appointment = await book(owner.id, '2026-11-26T09:00:00Z');
    for (const purpose of ['reschedule', 'cancel']) {
      expect(await refusal(manageTokenForLead(h.db, { leadId: stranger.id, appointmentId: appointment.id, purpose, now: NOW }))).toEqual({ code: 'NOT_FOUND', reason: undefined, page: 'notFound' });
    }
    expect(await linkCount(appointment.id)).toBe(0);
    expect(await refusal(manageTokenForLead(h.db, { leadId: owner.id, appointmentId: '00000000-0000-4000-8000-000000000000', purpose: 'cancel', now: NOW }))).toMatchObject({ code: 'NOT_FOUND', page: 'notFound' });
    expect(await refusal(manageTokenForLead(h.db, { leadId: owner.id, appointmentId: 'not-a-uuid', purpose: 'cancel', now: NOW }))).toMatchObject({ code: 'NOT_FOUND', page: 'notFound' });
    // A purpose the links do not know.
    expect(await refusal(manageTokenForLead(h.db, { leadId: owner.id, appointmentId: appointment.id, purpose: 'delete', now: NOW }))).toMatchObject({ code: 'INVALID_INPUT', page: 'invalid' });
    expect(await linkCount(appointment.id)).toBe(0);
  });

  test('a cancelled, a running and a past appointment get no link', async () => {
    const lead = await newLead();
    const cancelled = await book(lead.id, '2026-11-27T09:00:00Z');
    await h.db.update(appointments).set({ cancelledAt: NOW }).where(eq(appointments.id, cancelled.id));
    const running = await book(lead.id, '2026-11-23T09:45:00Z'); // 10:45–11:15 in Berlin, now 11:00
    const past = await book(lead.id, '2026-11-20T09:00:00Z');
    expect(await refusal(manageTokenForLead(h.db, { leadId: lead.id, appointmentId: cancelled.id, purpose: 'cancel', now: NOW }))).toEqual({ code: 'CONFLICT', reason: 'cancelled', page: 'cancelled' });
    for (const a of [running, past]) {
      expect(await refusal(manageTokenForLead(h.db, { leadId: lead.id, appointmentId: a.id, purpose: 'reschedule', now: NOW }))).toEqual({ code: 'CONFLICT', reason: 'past', page: 'past' });
      expect(await linkCount(a.id)).toBe(0);
    }
    expect(await linkCount(cancelled.id)).toBe(0);
  });

  test('the dashboard: past appointments newest first (not cancelled, not upcoming, not another lead’s); no "book" step while one is upcoming', async () => {
    const lead = await newLead();
    const other = await newLead();
    const older = await book(lead.id, '2026-11-10T09:00:00Z', 60, 'office');
    const newer = await book(lead.id, '2026-11-17T09:00:00Z', 45, 'video');
    const dropped = await book(lead.id, '2026-11-18T09:00:00Z');
    await h.db.update(appointments).set({ cancelledAt: new Date('2026-11-16T09:00:00Z') }).where(eq(appointments.id, dropped.id));
    await book(other.id, '2026-11-19T09:00:00Z');
    const past = await pastAppointments(h.db, lead.id, NOW);
    expect(past.map((p) => p.a.id)).toEqual([newer.id, older.id]);
    expect(past[0]!.advisor).toEqual({ givenName: 'Carla', surname: 'Beraterin' });

    const row = (await findLeadById(h.db, lead.id))!;
    expect((await loadDashboard(h.db, row, NOW)).nextSteps).toContain('bookConsultation');
    await book(lead.id, '2026-11-30T09:00:00Z');
    expect((await loadDashboard(h.db, row, NOW)).nextSteps).not.toContain('bookConsultation');
  });
});
