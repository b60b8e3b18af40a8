/**
 * What the booking pages rely on (issue 10), on PGlite and PostgreSQL with a fixed clock (Monday 2026-11-23,
 * 11:00 in Berlin): the confirm page's slot check (free, taken with the next free times, not offered), every
 * bad contact field reported at once, the lead cookie only for a browser that created its lead, the
 * confirmation only with the booking browser's proof, and the refinance topic kept with the request.
 */
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aListing, anAdvisor } from '../support/builders';
import { bookingRequests } from '@/features/booking/tables';
import { emails } from '@/features/email/tables';
import { provenBooking, scheduleAppointment, slotToConfirm, type ScheduleInput } from '@/features/booking/booking';
import { startBoss, stopBoss } from '@/server/queues';
import { leadIdForBrowser } from '@/features/leads/browsers';
import { AppError } from '@/lib/app-error';
import { listSavedCalculations, saveRecommendation } from '@/features/saved-calculations/saved-calculations';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { seedFixtureRates } from '../support/app-db';
import { withdrawListing } from '@/features/properties/listings-repository';
import { appointments } from '@/features/booking/tables';

const NOW = new Date('2026-11-23T10:00:00Z');

describe.each(DATABASE_KINDS)('booking pages on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let keys = 0;
  const advisor = `solo_${kind}`;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    // A saved recommendation is calculated with the rate data of its day (ADR 019).
    await seedFixtureRates(h.db);
    await anAdvisor(h.db, { email: `solo-${kind}@example.de`, givenName: 'Sola', surname: 'Berater', enumValue: advisor.toUpperCase(), isDemo: true });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  const services = () => ({ db: h.db, boss, now: NOW, baseUrl: 'http://localhost' });
  const input = (over: Partial<ScheduleInput> = {}): ScheduleInput => ({
    givenName: 'Lena',
    surname: 'Schulz',
    email: `lena-${kind}-${++keys}@example.de`,
    phone: '030 1234567',
    contactVia: 'video',
    date: '2026-11-25',
    time: 10,
    homeBuyingStatus: null,
    userTimeZone: 'Europe/Berlin',
    advisor,
    idempotencyKey: `pages-${kind}-${String(++keys).padStart(12, '0')}`,
    locale: 'de',
    tracking: {},
    ...over,
  });
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof AppError) return e;
      throw e;
    }
    throw new Error('expected an AppError');
  };

  test('every bad contact field at once, with the first as the error; a phone call needs a phone number', async () => {
    const e = await failure(scheduleAppointment(services(), input({ givenName: 'L', surname: '', email: 'lena@', phone: 'abc', homeBuyingStatus: 'Dreaming' })));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.field).toBe('givenName');
    expect(e.params.fields).toEqual({ givenName: 'invalidName', surname: 'required', email: 'invalidEmail', phone: 'invalidPhone', homeBuyingStatus: 'invalidChoice' });
    const phone = await failure(scheduleAppointment(services(), input({ contactVia: 'phone', phone: '' })));
    expect([phone.code, phone.field, phone.params.fields]).toEqual(['REQUIRED', 'phone', { phone: 'required' }]);
  });

  test('the confirm page\'s check: a free slot; once booked it is taken with the next free times; a holiday is not offered', async () => {
    const q = { contactType: 'video', date: '2026-11-26', time: 14, userTimeZone: 'Europe/Berlin', advisor, locale: 'en' as const, now: NOW };
    const free = await slotToConfirm(h.db, q);
    expect(free.start.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(free.end.toISOString()).toBe('2026-11-26T13:45:00.000Z');
    await scheduleAppointment(services(), input({ date: '2026-11-26', time: 14 }));
    const taken = await failure(slotToConfirm(h.db, q));
    expect(taken.code).toBe('SLOT_TAKEN');
    // 14:00 + 45 minutes + 15 minutes buffer: the next video slot of this advisor is 15:00.
    expect((taken.params.alternatives as { value: { hour: number; date: string } }[])[0]!.value).toEqual({ hour: 15, date: '2026-11-26' });
    const holiday = await failure(slotToConfirm(h.db, { ...q, date: '2026-12-25', time: 10 }));
    expect([holiday.code, holiday.params.reason]).toEqual(['SLOT_NOT_OFFERED', 'holiday']);
    const past = await failure(slotToConfirm(h.db, { ...q, date: '2026-11-23', time: 15 }));
    expect(past.code).toBe('SLOT_NOT_OFFERED');
  });

  test('a booking that creates its lead returns a browser token for it; one for a known address does not', async () => {
    const first = input({ date: '2026-11-27', time: 9 });
    const created = await scheduleAppointment(services(), first);
    expect(created.browserToken).toBeTruthy();
    expect(await leadIdForBrowser(h.db, created.browserToken, NOW)).toBeTruthy();
    const again = await scheduleAppointment(services(), input({ email: first.email, date: '2026-11-27', time: 11 }));
    expect(again.jobId).toBeTruthy();
    expect(again.browserToken).toBeUndefined();
  });

  test('the confirmation shows the booking only with the proof of the browser that sent it; the topic is kept', async () => {
    const sent = input({ date: '2026-11-30', time: 10, topic: 'refinance', homeBuyingStatus: 'ActivelyViewing' });
    const { jobId } = await scheduleAppointment(services(), sent);
    const shown = await provenBooking(h.db, jobId, sent.idempotencyKey);
    expect(shown?.status).toBe('booked');
    expect(shown?.booked?.email).toBe(sent.email);
    expect(shown?.booked?.appointment.startsAt.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(shown?.booked?.advisor.givenName).toBe('Sola');
    for (const [id, proof] of [
      [jobId, undefined],
      [jobId, 'someone-elses-key-123456'],
      [jobId, `${sent.idempotencyKey}x`],
      ['00000000-0000-4000-8000-000000000000', sent.idempotencyKey],
      ['not-a-uuid', sent.idempotencyKey],
    ] as const) {
      expect(await provenBooking(h.db, id, proof)).toBeNull();
    }
    const [row] = await h.db.select().from(bookingRequests).where(eq(bookingRequests.id, jobId));
    expect((row!.input as { topic: string }).topic).toBe('refinance');
    // The advisor learns the topic and the status in words.
    const [mail] = await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${shown!.booked!.appointment.id}:booked:${shown!.booked!.appointment.sequence}:advisor`));
    expect(mail!.text).toContain('Thema: Anschlussfinanzierung');
    expect(mail!.text).toContain('besichtigt schon Immobilien');
    expect(mail!.text).not.toContain('Finanzierungsempfehlung');
  });

  test('a lead who saved a mortgage recommendation: the advisor’s e-mail names it with its figures and the report’s address', async () => {
    const sent = input({ date: '2026-12-01', time: 10 });
    const { lead } = await findOrCreateLead(h.db, { email: sent.email, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
    const answers = { funnel: 'OM', price: '420000', loc: 'BY', usage: 'ownHome', building: 'existing', equity: '110000', income: '5600', children: '1', age: '36', hold: '25', sure: 'likely', risk: 'low' };
    expect((await saveRecommendation(h.db, { leadId: lead.id, params: answers, date: '2026-11-23', now: NOW })).ok).toBe(true);
    const [saved] = await listSavedCalculations(h.db, lead.id);
    if (saved?.kind !== 'recommendation') throw new Error('saved recommendation');
    const { jobId } = await scheduleAppointment(services(), sent);
    const shown = await provenBooking(h.db, jobId, sent.idempotencyKey);
    const [mail] = await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${shown!.booked!.appointment.id}:booked:${shown!.booked!.appointment.sequence}:advisor`));
    expect(mail!.text).toContain(`Gespeicherte Finanzierungsempfehlung vom 23.11.2026: ${saved.summary.fixationYears} Jahre Zinsbindung`);
    expect(mail!.text).toContain('Kaufpreis 420.000');
    expect(mail!.text).toContain('/de/kriterien/empfehlung?funnel=OM&price=420000');
  });

  test('a booking from the recommendation report attaches the report to the lead, once; a cut report is left out, the booking stands', async () => {
    const report = 'funnel=OM&price=420000&loc=BY&usage=ownHome&building=existing&equity=110000&income=5600&children=1&age=36&hold=25&sure=likely&risk=low';
    const first = input({ date: '2026-12-02', time: 10, report });
    const { jobId } = await scheduleAppointment(services(), first);
    const shown = await provenBooking(h.db, jobId, first.idempotencyKey);
    expect(shown?.status).toBe('booked');
    const leadId = shown!.booked!.appointment.leadId;
    const saved = await listSavedCalculations(h.db, leadId);
    expect(saved.map((c) => c.kind)).toEqual(['recommendation']);
    expect(saved[0]!.inputs).toEqual(Object.fromEntries(new URLSearchParams(report)));
    const [mail] = await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${shown!.booked!.appointment.id}:booked:${shown!.booked!.appointment.sequence}:advisor`));
    expect(mail!.text).toContain('Gespeicherte Finanzierungsempfehlung vom 23.11.2026');
    expect(mail!.text).toContain('/de/kriterien/empfehlung?funnel=OM&price=420000');

    // A second booking from the same report the same day attaches nothing new.
    await scheduleAppointment(services(), input({ email: first.email, date: '2026-12-02', time: 14, report }));
    expect(await listSavedCalculations(h.db, leadId)).toHaveLength(1);

    // A cut address (no risk answer) is no report: the booking goes through, nothing is attached.
    const cut = input({ date: '2026-12-03', time: 10, report: report.replace('&risk=low', '') });
    const other = await scheduleAppointment(services(), cut);
    const booked = await provenBooking(h.db, other.jobId, cut.idempotencyKey);
    expect(booked?.status).toBe('booked');
    expect(await listSavedCalculations(h.db, booked!.booked!.appointment.leadId)).toEqual([]);
    const [row] = await h.db.select().from(bookingRequests).where(eq(bookingRequests.id, other.jobId));
    expect((row!.input as { report: string | null }).report).toBeNull();
  });

  test('a booking about a listing keeps it with the appointment and names it in the advisor’s e-mail; an unknown or withdrawn one is left out', async () => {
    const slug = `wohnung-berlin-10115-${kind}`;
    const { id: listingId } = await aListing(h.db, { providerId: 'TM', externalId: `B-${kind}`, isDemo: false, postalCode: '10115', place: 'Berlin', price: 389_000, title: 'Helle Wohnung in Mitte' }, { slug, now: NOW });
    const booked = async (over: Partial<ScheduleInput>) => {
      const sent = input(over);
      const { jobId } = await scheduleAppointment(services(), sent);
      const shown = await provenBooking(h.db, jobId, sent.idempotencyKey);
      expect(shown?.status).toBe('booked');
      const appointment = shown!.booked!.appointment;
      const [row] = await h.db.select().from(appointments).where(eq(appointments.id, appointment.id));
      const [mail] = await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${appointment.id}:booked:${appointment.sequence}:advisor`));
      return { listingId: row!.listingId, mail: mail!.text };
    };
    const about = await booked({ date: '2026-12-04', time: 10, listing: slug });
    expect(about.listingId).toBe(listingId);
    // Named as the listing page's h1 names it, generated from its data (issue 48), not by the feed's title.
    expect(about.mail).toContain('Termin zu dieser Immobilie: 3-Zimmer-Etagenwohnung in Berlin · 80 m², 10115 Berlin, 389.000');
    expect(about.mail).toContain(`http://localhost/de/immobilien/${slug}`);

    const unknown = await booked({ date: '2026-12-04', time: 14, listing: 'wohnung-nirgendwo-00000-abcdef' });
    expect(unknown.listingId).toBeNull();
    expect(unknown.mail).not.toContain('Termin zu dieser Immobilie');
    await withdrawListing(h.db, 'TM', `B-${kind}`, NOW);
    expect((await booked({ date: '2026-12-07', time: 10, listing: slug })).listingId).toBeNull();
  });
});
