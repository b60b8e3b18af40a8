/**
 * The appointment operations of the query endpoint (issue 10) over HTTP, on PGlite and PostgreSQL: calendar
 * pages with holidays and zones, a booking from job id to e-mails with a calendar file, a taken slot with
 * alternatives, 20 concurrent bookings of one slot, idempotent resubmission, refused input, and moving and
 * cancelling by the e-mail's single-purpose links. The clock is fixed: Monday 2026-11-23, 11:00 in Berlin.
 */
import { eq, like } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { appointments } from '@/features/booking/tables';
import { emails } from '@/features/email/tables';
import { leads } from '@/features/leads/tables';
import { deliverEmail } from '@/features/email/outbox';
import { emailAttachments } from '@/features/booking/attachments';
import { EMAIL_TEMPLATES } from '@/server/email-templates';
import { startBoss, stopBoss } from '@/server/queues';
import type { MailToSend } from '@/features/email/transport';
import { rememberLeadBrowser } from '@/features/leads/browsers';
import { LEAD_COOKIE } from '@/features/leads/cookies';
import { findLeadByEmail } from '@/features/leads/repository';
import { createGraphQLServer, handleGraphQLRequest } from '@/graphql/server';
import { newCaptchaChallenge } from '@/features/security/captcha';
import { solvedCaptcha } from '../support/captcha';

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-11-23T10:00:00Z');

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape depends on the query: the tests read the fields they asked for
  data: Record<string, any> | null | undefined;
  errors: { extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> } }[] | undefined;
}

const SCHEDULE = `mutation S($givenName: String!, $surname: String!, $email: String!, $phone: String, $advisor: String, $contactVia: String!, $date: String!, $time: Float!, $homeBuyingStatus: String, $userTimeZone: String, $idempotencyKey: String!, $locale: Locale, $altcha: String) {
  updateLeadAndScheduleAsyncAppointment(givenName: $givenName, surname: $surname, email: $email, phone: $phone, advisor: $advisor, contactVia: $contactVia, date: $date, time: $time, homeBuyingStatus: $homeBuyingStatus, userTimeZone: $userTimeZone, idempotencyKey: $idempotencyKey, locale: $locale, utm_source: "newsletter", altcha: $altcha) { jobId }
}`;
const JOB = `query J($id: ID!) { appointmentJob(jobId: $id) { status alternatives { value { hour date } label } appointment { id startsAt contactType cancelled advisor { givenName surname } } } }`;
const CAL = `query C($page: Int, $per: Int, $type: String!, $zone: String, $locale: Locale, $advisor: String!) {
  appointment_availability_for_advisor(page: $page, per: $per, appointment_type: $type, user_time_zone: $zone, locale: $locale, advisor: $advisor) { date holiday slots { value { hour date } label occupied } }
}`;

describe.each(DATABASE_KINDS)('appointment operations of the query endpoint on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let server: ReturnType<typeof createGraphQLServer>;
  let clock = NOW;
  let keys = 0;
  const advisorA = `anna_${kind}`;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    server = createGraphQLServer({ db: async () => h.db, mailQueue: async () => boss, now: () => clock });
    for (const x of ['Anna', 'Bernd']) await anAdvisor(h.db, { email: `${x.toLowerCase()}-${kind}@example.de`, givenName: x, surname: 'Berater', titleDe: 'Berater', enumValue: `${x}_${kind}`.toUpperCase(), isDemo: true });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, { cookies = {} as Record<string, string>, origin = ORIGIN as string | null, ip = null as string | null } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (ip) headers['x-client-ip'] = ip;
    if (origin) headers.origin = origin;
    const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const res = await handleGraphQLRequest(new Request('http://localhost/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }), server);
    const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: Answer['errors'] };
    return { status: res.status, headers: res.headers, data: body.data, errors: body.errors };
  }
  const key = () => `key-${kind}-${String(++keys).padStart(12, '0')}`;
  const booking = (over: Record<string, unknown> = {}) => ({
    givenName: 'Lena',
    surname: 'Schulz',
    email: `lena-${kind}@example.de`,
    phone: '030 1234567',
    contactVia: 'phone',
    date: '2026-11-24',
    time: 10,
    homeBuyingStatus: 'ActivelyViewing',
    idempotencyKey: key(),
    advisor: advisorA,
    ...over,
  });
  const schedule = async (over: Record<string, unknown> = {}) => gql(SCHEDULE, booking(over));
  const job = async (id: string) => (await gql(JOB, { id })).data!.appointmentJob;
  const code = (a: Answer) => a.errors?.[0]?.extensions;
  const leadMail = async (appointmentId: string, event: string, sequence: number) =>
    (await h.db.select().from(emails).where(eq(emails.idempotencyKey, `appointment:${appointmentId}:${event}:${sequence}:lead`)))[0]!;
  const tokensOf = (html: string) => [...html.matchAll(/(?:manage-appointment|termin-verwalten)\?token=([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);
  const icsOf = async (mail: typeof emails.$inferSelect) => (await emailAttachments(h.db, mail))[0]!.content;

  test('the calendar: pages of days from the next working day, weekends empty, 2026-12-25 a holiday, labels in the visitor zone', async () => {
    const first = await gql(CAL, { type: 'phone', per: 7, advisor: advisorA });
    expect(first.errors).toBeUndefined();
    const days = first.data!.appointment_availability_for_advisor;
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(days[0].slots).toHaveLength(20); // 9:00 … 18:30, 30-minute calls until 19:00
    expect(days[0].slots[0]).toEqual({ value: { hour: 9, date: '2026-11-24' }, label: '09:00', occupied: false });
    expect(days[0].slots[1].value).toEqual({ hour: 9.5, date: '2026-11-24' });
    expect(days[4].slots).toEqual([]);
    // Page 5 of 7 days holds 22–28 December: Christmas has no slots and is named.
    const christmas = await gql(CAL, { type: 'office', per: 7, page: 5, locale: 'en', advisor: advisorA });
    const dec = christmas.data!.appointment_availability_for_advisor;
    expect(dec.map((d: { date: string }) => d.date)[0]).toBe('2026-12-22');
    expect(dec.find((d: { date: string }) => d.date === '2026-12-25')).toEqual({ date: '2026-12-25', holiday: 'Christmas Day', slots: [] });
    expect(dec.find((d: { date: string }) => d.date === '2026-12-23').slots.at(-1).value.hour).toBe(18); // 60 minutes: last start 18:00
    // A visitor in New York: 9:00 in Berlin is 3:00 there, and the label names the zone.
    const ny = await gql(CAL, { type: 'phone', per: 1, zone: 'America/New_York', locale: 'en', advisor: advisorA });
    const slot = ny.data!.appointment_availability_for_advisor[0].slots[0];
    expect(slot.value).toEqual({ hour: 3, date: '2026-11-24' });
    expect(slot.label).toBe('03:00 (GMT-5, America/New_York)');
    // All advisors together, and refused arguments.
    expect((await gql('{ appointment_availability(appointment_type: "video", per: 2) { date } }')).data!.appointment_availability).toHaveLength(2);
    expect(code(await gql(CAL, { type: 'phone', zone: 'Mars/Olympus', advisor: advisorA }))).toMatchObject({ code: 'INVALID_INPUT', field: 'user_time_zone' });
    expect(code(await gql(CAL, { type: 'fax', advisor: advisorA }))).toMatchObject({ code: 'INVALID_INPUT', field: 'appointment_type' });
    expect(code(await gql(CAL, { type: 'phone', advisor: 'nobody' }))).toMatchObject({ code: 'NOT_FOUND', field: 'advisor' });
    expect(code(await gql(CAL, { type: 'phone', per: 500, advisor: advisorA }))).toMatchObject({ code: 'OUT_OF_RANGE', field: 'per' });
  });

  let bookedId = '';
  test('a booking end to end: job booked, the appointment, the lead updated, two e-mails, a calendar file with UID, UTC start and SEQUENCE', async () => {
    const a = await schedule();
    expect(a.errors).toBeUndefined();
    const jobId = a.data!.updateLeadAndScheduleAsyncAppointment.jobId;
    const j = await job(jobId);
    expect(j).toMatchObject({ status: 'booked', alternatives: [], appointment: { startsAt: '2026-11-24T09:00:00.000Z', contactType: 'phone', cancelled: false, advisor: { givenName: 'Anna', surname: 'Berater' } } });
    bookedId = j.appointment.id;
    const [row] = await h.db.select().from(appointments).where(eq(appointments.id, bookedId));
    expect(row).toMatchObject({ endsAt: new Date('2026-11-24T09:30:00Z'), sequence: 0, homeBuyingStatus: 'ActivelyViewing', utmSource: 'newsletter' });
    expect(await findLeadByEmail(h.db, `lena-${kind}@example.de`)).toMatchObject({ givenName: 'Lena', surname: 'Schulz', phone: '030 1234567', homeBuyingStatus: 'ActivelyViewing', pipelineStage: 'appointment_booked' });
    const mails = await h.db.select().from(emails).where(like(emails.idempotencyKey, `appointment:${bookedId}:%`));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([`anna-${kind}@example.de`, `lena-${kind}@example.de`]);
    const mail = await leadMail(bookedId, 'booked', 0);
    expect(mail.subject).toContain('Dein Termin bei');
    expect(mail.text).toContain('Dienstag, 24. November 2026');
    expect(tokensOf(mail.html)).toHaveLength(2);
    expect(mail.html).toContain('http://localhost:3000/de/termin-verwalten?token=');
    const ics = await icsOf(mail);
    expect(ics).toContain(`UID:${bookedId}`);
    expect(ics).toContain('DTSTART:20261124T090000Z');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('METHOD:REQUEST');
    // The worker sends the calendar file with the e-mail.
    const sent: MailToSend[] = [];
    await deliverEmail(h.db, { kind: 'log', send: async (m) => void sent.push(m) }, mail.id, 3, EMAIL_TEMPLATES);
    // The file is built at delivery: the same event, stamped (DTSTAMP) with the moment it was built.
    const stampless = (text: unknown) => String(text).replace(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m, 'DTSTAMP:(built)');
    expect(sent[0]?.attachments).toHaveLength(1);
    expect(sent[0]?.attachments?.[0]).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(String(sent[0]?.attachments?.[0]?.content)).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(stampless(sent[0]?.attachments?.[0]?.content)).toBe(stampless(ics));
    // The slot and the buffer after it are no longer offered for this advisor.
    const day = (await gql(CAL, { type: 'phone', per: 1, advisor: advisorA })).data!.appointment_availability_for_advisor[0];
    expect(day.slots.filter((s: { occupied: boolean }) => s.occupied).map((s: { value: { hour: number } }) => s.value.hour)).toEqual([9.5, 10, 10.5]);
  });

  test('a taken slot: slot_taken with the next three free slots; the same key again is the same job and no second e-mail', async () => {
    const other = await schedule({ email: `max-${kind}@example.de`, givenName: 'Max' });
    const j = await job(other.data!.updateLeadAndScheduleAsyncAppointment.jobId);
    expect(j.status).toBe('slot_taken');
    expect(j.appointment).toBeNull();
    expect(j.alternatives.map((x: { value: unknown }) => x.value)).toEqual([
      { hour: 11, date: '2026-11-24' },
      { hour: 11.5, date: '2026-11-24' },
      { hour: 12, date: '2026-11-24' },
    ]);

    // 10:30 is inside the 15-minute buffer after the 10:00 call: taken too, though the calls would not overlap.
    expect((await job((await schedule({ email: `max-${kind}@example.de`, time: 10.5 })).data!.updateLeadAndScheduleAsyncAppointment.jobId)).status).toBe('slot_taken');

    const input = booking({ date: '2026-11-24', time: 14 });
    const first = await gql(SCHEDULE, input);
    const again = await gql(SCHEDULE, input);
    expect(again.data).toEqual(first.data);
    const id = (await job(first.data!.updateLeadAndScheduleAsyncAppointment.jobId)).appointment.id;
    expect(await h.db.select().from(emails).where(like(emails.idempotencyKey, `appointment:${id}:%`))).toHaveLength(2);
    // Someone else cannot use that key to learn about the job.
    expect(code(await gql(SCHEDULE, { ...input, email: `other-${kind}@example.de` }))).toMatchObject({ code: 'CONFLICT', field: 'idempotencyKey' });
  });

  test('20 concurrent bookings of one slot with one advisor: one booked, 19 slot_taken', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => schedule({ email: `race${i}-${kind}@example.de`, date: '2026-11-25', time: 9 })));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    const statuses = await Promise.all(answers.map((a) => job(a.data!.updateLeadAndScheduleAsyncAppointment.jobId).then((j) => j.status)));
    expect(statuses.filter((s) => s === 'booked')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'slot_taken')).toHaveLength(19);
  }, 60_000);

  test('refused input: past, before the first bookable day, off the grid, outside hours, holiday, bad phone, bad zone, unknown type; mutations need the Origin', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ date: '2026-11-20', time: 10 }, { code: 'SLOT_NOT_OFFERED', params: { reason: 'past' } }],
      [{ date: '2026-11-23', time: 15 }, { code: 'SLOT_NOT_OFFERED', params: { reason: 'tooEarly' } }],
      [{ time: 10.2 }, { code: 'SLOT_NOT_OFFERED', params: { reason: 'offGrid' } }],
      [{ time: 10.25 }, { code: 'INVALID_INPUT', field: 'time', params: { reason: 'oneDecimal' } }],
      [{ time: 19 }, { code: 'SLOT_NOT_OFFERED', params: { reason: 'outsideHours' } }],
      [{ date: '2026-11-28', time: 10 }, { code: 'SLOT_NOT_OFFERED', params: { reason: 'outsideHours' } }],
      [{ date: '2026-12-25', time: 10 }, { code: 'SLOT_NOT_OFFERED', params: { reason: 'holiday' } }],
      [{ phone: '12345' }, { code: 'INVALID_INPUT', field: 'phone', params: { reason: 'invalidPhone' } }],
      [{ phone: '' }, { code: 'REQUIRED', field: 'phone' }],
      [{ email: 'nope' }, { code: 'INVALID_INPUT', field: 'email' }],
      [{ userTimeZone: 'Mars/Olympus' }, { code: 'INVALID_INPUT', field: 'userTimeZone', params: { reason: 'invalidZone' } }],
      [{ contactVia: 'short_video' }, { code: 'INVALID_INPUT', field: 'contactVia' }],
      [{ homeBuyingStatus: 'Rich' }, { code: 'INVALID_INPUT', field: 'homeBuyingStatus' }],
    ];
    for (const [over, expected] of cases) expect(code(await schedule({ email: `bad-${kind}@example.de`, ...over })), JSON.stringify(over)).toMatchObject(expected);
    expect(await findLeadByEmail(h.db, `bad-${kind}@example.de`)).toBeNull();
    const noOrigin = await gql(SCHEDULE, booking({ time: 15 }), { origin: null });
    expect(noOrigin.status).toBe(403);
  });

  test('reschedule and cancel by the e-mail links: same UID, SEQUENCE up, old links dead, wrong purpose refused, the slot offered again', async () => {
    const [rescheduleToken, cancelToken] = tokensOf((await leadMail(bookedId, 'booked', 0)).html) as [string, string];
    const wrong = await gql('mutation R($t: String!) { rescheduleAppointment(token: $t, date: "2026-11-26", time: 14) { appointment { startsAt } } }', { t: cancelToken });
    expect(code(wrong)).toMatchObject({ code: 'NOT_FOUND', field: 'token' });
    const link = await gql('query L($t: String!) { appointmentByToken(token: $t) { purpose appointment { id startsAt } } }', { t: rescheduleToken });
    expect(link.data!.appointmentByToken).toEqual({ purpose: 'reschedule', appointment: { id: bookedId, startsAt: '2026-11-24T09:00:00.000Z' } });

    // Not onto another booking of the advisor (the 14:00 one on the 24th): SLOT_TAKEN with the next free slots.
    const onto = await gql('mutation R($t: String!) { rescheduleAppointment(token: $t, date: "2026-11-24", time: 14) { appointment { startsAt } } }', { t: rescheduleToken });
    expect(code(onto)).toMatchObject({ code: 'SLOT_TAKEN', params: { alternatives: expect.any(Array) } });
    const moved = await gql('mutation R($t: String!) { rescheduleAppointment(token: $t, date: "2026-11-26", time: 14) { appointment { id startsAt } } }', { t: rescheduleToken });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleAppointment.appointment).toEqual({ id: bookedId, startsAt: '2026-11-26T13:00:00.000Z' });
    const movedMail = await leadMail(bookedId, 'rescheduled', 1);
    expect(movedMail.subject).toContain('verschoben');
    const ics = await icsOf(movedMail);
    expect(ics).toContain(`UID:${bookedId}`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261126T130000Z');
    // The first e-mail's links stopped working; the new e-mail's cancel link works once.
    expect(code(await gql('mutation C($t: String!) { cancelAppointment(token: $t) { success } }', { t: cancelToken }))).toMatchObject({ code: 'LINK_EXPIRED' });
    const [, newCancel] = tokensOf(movedMail.html) as [string, string];
    expect((await gql('mutation C($t: String!) { cancelAppointment(token: $t) { success } }', { t: newCancel })).data).toEqual({ cancelAppointment: { success: true } });
    expect(code(await gql('mutation C($t: String!) { cancelAppointment(token: $t) { success } }', { t: newCancel }))).toMatchObject({ code: 'LINK_EXPIRED' });
    const cancelIcs = await icsOf(await leadMail(bookedId, 'cancelled', 2));
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('SEQUENCE:2');
    expect(cancelIcs).toContain(`UID:${bookedId}`);
    const day = (await gql(CAL, { type: 'phone', per: 1, page: 3, advisor: advisorA })).data!.appointment_availability_for_advisor[0];
    expect(day.date).toBe('2026-11-26');
    expect(day.slots.find((s: { value: { hour: number } }) => s.value.hour === 14).occupied).toBe(false);
  });

  test('a video call booked in English: the e-mail is in English, in the visitor zone, and says honestly that the room link follows (none configured)', async () => {
    const a = await schedule({ email: `video-${kind}@example.de`, contactVia: 'video', phone: '', locale: 'en', userTimeZone: 'America/New_York', date: '2026-11-27', time: 4 });
    expect(a.errors).toBeUndefined();
    const j = await job(a.data!.updateLeadAndScheduleAsyncAppointment.jobId);
    expect(j.appointment).toMatchObject({ startsAt: '2026-11-27T09:00:00.000Z', contactType: 'video' });
    const mail = await leadMail(j.appointment.id, 'booked', 0);
    expect(mail.subject).toContain('Your appointment with');
    expect(mail.text).toContain('Friday, 27 November 2026');
    expect(mail.text).toContain('America/New_York');
    expect(mail.text).toContain('will send you the link to the video call');
    expect(mail.html).toContain('http://localhost:3000/en/manage-appointment?token=');
    expect(mail.text).toMatch(/Move appointment http:\/\/localhost:3000\/en\/manage-appointment\?token=[A-Za-z0-9_-]{43}\s+Cancel appointment/);
    expect(await icsOf(mail)).toContain('DTSTART:20261127T090000Z');
  });

  test('one address may submit 10 bookings an hour; the 11th is refused with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await schedule({ email: `busy-${kind}@example.de`, date: '2026-11-25', time: 9 }));
    expect(answers.slice(0, 10).every((a) => a.errors === undefined)).toBe(true);
    expect(answers[10]!.status).toBe(429);
    expect(Number(answers[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(code(answers[10]!)).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
  });

  test('one client may submit 10 bookings an hour, whatever the addresses; the 11th is refused with 429; another client is not', async () => {
    const ip = `198.51.100.${kind === 'pglite' ? 60 : 61}`;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await gql(SCHEDULE, { ...booking({ email: `client-${kind}-${i}@example.de`, date: '2026-11-26', time: 9 + (i % 8) }), altcha: await solvedCaptcha(await newCaptchaChallenge()) }, { ip }));
    // Each with the widget's solution (the CAPTCHA's own budget is not what this test is about).
    expect(answers.slice(0, 10).map((a) => a.errors?.[0]?.extensions?.code ?? 'ok').filter((c) => c === 'RATE_LIMITED' || c === 'CAPTCHA_INVALID')).toEqual([]);
    expect(answers[10]!.status).toBe(429);
    expect(code(answers[10]!)).toMatchObject({ code: 'RATE_LIMITED', field: null });
    const other = await gql(SCHEDULE, booking({ email: `client-${kind}-other@example.de`, date: '2026-11-26', time: 16 }), { ip: '203.0.113.61' });
    expect(other.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
  });

  test('a booking sends e-mail to a chosen address, so it takes the CAPTCHA: without a solution 3 per client in 10 minutes, a forged or reused one is refused', async () => {
    const ip = `198.51.100.${kind === 'pglite' ? 70 : 71}`;
    const bare = [];
    for (let i = 0; i < 4; i++) bare.push(await gql(SCHEDULE, booking({ email: `bare-${kind}-${i}@example.de`, date: '2026-11-27', time: 9 + i }), { ip }));
    expect(bare.slice(0, 3).map((a) => a.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(['ok', 'ok', 'ok']);
    expect(bare[3]!.status).toBe(429);
    expect(code(bare[3]!)).toMatchObject({ code: 'RATE_LIMITED' });
    // With the widget's solution the same client books again.
    const solution = await solvedCaptcha(await newCaptchaChallenge());
    const solved = await gql(SCHEDULE, { ...booking({ email: `solved-${kind}@example.de`, date: '2026-11-27', time: 14 }), altcha: solution }, { ip });
    expect(solved.errors).toBeUndefined();
    // The same solution a second time (another submission), and a solution to a challenge the site did not sign: refused.
    const replay = await gql(SCHEDULE, { ...booking({ email: `replay-${kind}@example.de`, date: '2026-11-27', time: 15 }), altcha: solution }, { ip });
    expect(code(replay)).toMatchObject({ code: 'CAPTCHA_INVALID', field: 'altcha' });
    const forged = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    forged.challenge.signature = 'AAAA' + String(forged.challenge.signature).slice(4);
    const bad = await gql(SCHEDULE, { ...booking({ email: `forged-${kind}@example.de`, date: '2026-11-27', time: 16 }), altcha: Buffer.from(JSON.stringify(forged)).toString('base64') }, { ip });
    expect(code(bad)).toMatchObject({ code: 'CAPTCHA_INVALID', field: 'altcha' });
    // Refused before anything was stored: no lead, so no e-mail to the chosen address.
    expect(await findLeadByEmail(h.db, `replay-${kind}@example.de`)).toBeFalsy();
  });

  test('an expired link is refused; already_booked_appointments only for the own lead', async () => {
    const a = await schedule({ email: `late-${kind}@example.de`, date: '2026-11-24', time: 17 });
    const id = (await job(a.data!.updateLeadAndScheduleAsyncAppointment.jobId)).appointment.id;
    const [token] = tokensOf((await leadMail(id, 'booked', 0)).html) as [string];
    clock = new Date('2026-11-24T16:00:00Z');
    try {
      expect(code(await gql('mutation R($t: String!) { rescheduleAppointment(token: $t, date: "2026-11-27", time: 10) { appointment { id } } }', { t: token }))).toMatchObject({ code: 'LINK_EXPIRED' });
    } finally {
      clock = NOW;
    }
    const lead = (await findLeadByEmail(h.db, `late-${kind}@example.de`))!;
    const other = (await h.db.select().from(leads).where(eq(leads.email, `lena-${kind}@example.de`)))[0]!;
    const cookies = { [LEAD_COOKIE]: await rememberLeadBrowser(h.db, lead.id, NOW) };
    const own = await gql('query B($id: ID!) { already_booked_appointments(lead_id: $id) { id appointmentAt advisor { givenName } } }', { id: lead.id }, { cookies });
    expect(own.data!.already_booked_appointments).toEqual([{ id, appointmentAt: '2026-11-24T16:00:00.000Z', advisor: { givenName: 'Anna' } }]);
    expect(code(await gql('query B($id: ID!) { already_booked_appointments(lead_id: $id) { id } }', { id: other.id }, { cookies }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(code(await gql('query B($id: ID!) { already_booked_appointments(lead_id: $id) { id } }', { id: lead.id }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const process = await gql('mutation { processLeadForAppointment { leadIsReturner revUpdated } }', {}, { cookies });
    expect(process.data).toEqual({ processLeadForAppointment: { leadIsReturner: true, revUpdated: false } });
  });

  test('a booking that creates its lead gives this browser the lead cookie; a booking for a known address does not', async () => {
    const fresh = await schedule({ email: `cookie-${kind}@example.de`, date: '2026-11-25', time: 15 });
    const setCookie = fresh.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${LEAD_COOKIE}=[A-Za-z0-9_-]{43};`));
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const lead = (await findLeadByEmail(h.db, `cookie-${kind}@example.de`))!;
    const own = await gql('query B($id: ID!) { already_booked_appointments(lead_id: $id) { appointmentAt } }', { id: lead.id }, { cookies: { [LEAD_COOKIE]: token } });
    expect(own.data!.already_booked_appointments).toEqual([{ appointmentAt: '2026-11-25T14:00:00.000Z' }]);
    const known = await schedule({ email: `cookie-${kind}@example.de`, date: '2026-11-25', time: 16 });
    expect(known.data!.updateLeadAndScheduleAsyncAppointment.jobId).toBeTruthy();
    expect(known.headers.get('set-cookie')).toBeNull();
  });
});
