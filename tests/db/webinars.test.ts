/**
 * Webinars (issue 29) on PGlite and PostgreSQL: staff create one in its zone; registrations take seats up to the
 * capacity, then the waiting list, also when they arrive at the same moment; the same form sent twice counts once;
 * the confirmation carries the calendar file and a cancel link; a cancelled seat goes to the first on the waiting
 * list; the reminders come a day and an hour before (the latter with the join link), each once; a registration
 * becomes a lead with its attribution. Fixed clocks throughout.
 */
import { eq, like } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { emails } from '@/features/email/tables';
import { leads } from '@/features/leads/tables';
import { webinarRegistrations } from '@/features/webinars/tables';
import { deliverEmail } from '@/features/email/outbox';
import type { MailToSend } from '@/features/email/transport';
import { cancelRegistration } from '@/features/webinars/cancel';
import { registerForWebinar, type RegisterInput } from '@/features/webinars/register';
import { sendDueWebinarReminders } from '@/features/webinars/reminders';
import { createWebinar, webinarsOfTopic } from '@/features/webinars/repository';
import { AppError } from '@/lib/app-error';
import { leadCase } from '@/features/backoffice/lead-case';
import { EMAIL_TEMPLATES } from '@/server/email-templates';
import { startBoss, stopBoss } from '@/server/queues';

const BASE = 'http://localhost:3000';
const NOW = new Date('2026-12-01T09:00:00Z');
/** The webinar: Thursday 10 December 2026, 18:00 in Berlin = 17:00 UTC. */
const START = new Date('2026-12-10T17:00:00Z');
const NO_ATTRIBUTION = { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', documentReferrer: 'n/a', gclid: null, fbclid: null };

describe.each(DATABASE_KINDS)('webinars on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let webinarId = '';
  let n = 0;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    await anAdvisor(h.db, { email: 'miriam@example.de', givenName: 'Miriam', surname: 'Schulz', enumValue: 'MIRIAM', isDemo: true });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  const webinar = (over: Record<string, unknown> = {}) =>
    createWebinar(h.db, { topic: 'german-pensions', language: 'en', title: 'German pensions explained', startsAtLocal: '2026-12-10T18:00', durationMinutes: 60, speakerEmail: 'miriam@example.de', capacity: 2, meetingUrl: 'https://meet.example.org/pensions', ...over }, NOW);
  const submission = () => `sub-${kind}-${String(++n).padStart(3, '0')}`.padEnd(43, 'x');
  const register = (name: string, over: Partial<RegisterInput> = {}) =>
    registerForWebinar(h.db, boss, {
      webinarId,
      form: new URLSearchParams({ givenName: name, email: `${name.toLowerCase()}-${kind}@example.org`, consent: 'yes' }),
      submissionId: submission(),
      locale: 'en',
      // A client address of its own per registration (n counts them), so that the per-address limit is not shared.
      ip: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      captcha: null,
      attribution: NO_ATTRIBUTION,
      now: NOW,
      baseUrl: BASE,
      ...over,
    });
  const mailsTo = async (name: string) => (await h.db.select().from(emails).where(eq(emails.toAddress, `${name.toLowerCase()}-${kind}@example.org`))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const send = async (id: string) => {
    const sent: MailToSend[] = [];
    await deliverEmail(h.db, { kind: 'log', send: async (m) => void sent.push(m) }, id, 3, EMAIL_TEMPLATES);
    return sent[0]!;
  };
  const cancelToken = (text: string) => /webinar\/cancel\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

  test('staff create a webinar in its zone; a time that does not exist there, or a speaker who is no advisor, is refused', async () => {
    const w = await webinar();
    webinarId = w.id;
    expect(w.startsAt).toEqual(START);
    // 29 March 2026, 02:30 does not exist in Berlin (the clocks jump from 02:00 to 03:00).
    await expect(webinar({ startsAtLocal: '2026-03-29T02:30' })).rejects.toThrow(AppError);
    await expect(webinar({ speakerEmail: 'nobody@example.de' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(webinar({ capacity: 0 })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  test('bad input comes back as field codes, nothing stored', async () => {
    const refused = await register('Ada', { form: new URLSearchParams({ givenName: '', email: 'not-an-address', consent: '' }) });
    expect(refused).toEqual({ ok: false, errors: { givenName: 'required', email: 'invalidEmail', consent: 'consentRequired' } });
    expect(await register('Ada', { submissionId: 'short' })).toEqual({ ok: false, error: 'BAD_SUBMISSION' });
    expect(await register('Ada', { webinarId: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: false, error: 'WEBINAR_NOT_FOUND' });
    expect(await h.db.select().from(webinarRegistrations)).toEqual([]);
  });

  test('seats up to the capacity, then the waiting list; the confirmation carries the calendar file and a cancel link; the lead keeps its attribution', async () => {
    const anna = await register('Anna', { attribution: { ...NO_ATTRIBUTION, utmSource: 'newsletter', utmCampaign: 'pensions-dec' } });
    const ben = await register('Ben');
    const cleo = await register('Cleo');
    expect([anna, ben, cleo].map((r) => r.ok && r.status)).toEqual(['registered', 'registered', 'waiting']);

    const [lead] = await h.db.select().from(leads).where(eq(leads.email, `anna-${kind}@example.org`));
    expect(lead).toMatchObject({ utmSource: 'newsletter', utmCampaign: 'pensions-dec', originalSignupFlow: 'webinar', givenName: 'Anna', locale: 'en' });
    // Staff see the registration with its source on the lead's page.
    const found = await leadCase(h.db, { role: 'admin', advisorId: null }, lead!.id, '2026-12-01');
    expect(found.ok && found.value.timeline.find((e) => e.kind === 'webinar')).toMatchObject({ title: 'German pensions explained', startsAt: START, status: 'registered', utmSource: 'newsletter', utmCampaign: 'pensions-dec' });

    const [confirmation] = await mailsTo('Anna');
    expect(confirmation!.subject).toBe("You're registered: German pensions explained");
    expect(confirmation!.text).toContain('Thursday, 10 December 2026 at 18:00 CET');
    expect(cancelToken(confirmation!.text)).not.toBeNull();
    // The join link comes an hour before, not now.
    expect(confirmation!.text).not.toContain('meet.example.org');
    const delivered = await send(confirmation!.id);
    const ics = String(delivered.attachments?.[0]?.content ?? '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20261210T170000Z');
    expect(ics).toContain('DTEND:20261210T180000Z');

    const [waiting] = await mailsTo('Cleo');
    expect(waiting!.subject).toBe("You're on the waiting list: German pensions explained");
    expect(waiting!.text).toContain('You are number 1 on the waiting list.');
    expect((await send(waiting!.id)).attachments).toBeUndefined();

    const { upcoming } = await webinarsOfTopic(h.db, 'german-pensions', NOW);
    expect(upcoming.find((w) => w.id === webinarId)).toMatchObject({ seatsLeft: 0, capacity: 2, waiting: 1 });
  });

  test('the same form sent twice counts once and sends one e-mail', async () => {
    const submissionId = submission();
    const first = await register('Dora', { submissionId });
    const again = await register('Dora', { submissionId });
    expect(again).toMatchObject({ ok: true, status: 'waiting' });
    expect(first.ok && again.ok && first.registrationId === again.registrationId).toBe(true);
    expect(await mailsTo('Dora')).toHaveLength(1);
  });

  test('registrations at the same moment never exceed the capacity', async () => {
    const other = await webinar({ capacity: 3, startsAtLocal: '2026-12-17T18:00' });
    const results = await Promise.all(['Eda', 'Eli', 'Emil', 'Ena', 'Eva'].map((name) => register(name, { webinarId: other.id })));
    const statuses = results.map((r) => (r.ok ? r.status : r));
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(2);
  });

  test('a cancelled seat goes to the first on the waiting list; the canceller’s calendar file removes the date; the link works once', async () => {
    const [confirmation] = await mailsTo('Ben');
    const token = cancelToken(confirmation!.text)!;
    expect(await cancelRegistration(h.db, boss, token, NOW, BASE)).toBe('cancelled');
    expect(await cancelRegistration(h.db, boss, token, NOW, BASE)).toBe('alreadyCancelled');
    expect(await cancelRegistration(h.db, boss, 'x'.repeat(43), NOW, BASE)).toBe('invalid');

    const benMails = await mailsTo('Ben');
    expect(benMails.map((m) => m.subject)).toEqual(["You're registered: German pensions explained", 'Registration cancelled: German pensions explained']);
    expect(String((await send(benMails[1]!.id)).attachments?.[0]?.content)).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1[\s\S]*STATUS:CANCELLED/);

    const cleoMails = await mailsTo('Cleo');
    expect(cleoMails.map((m) => m.subject)).toEqual(["You're on the waiting list: German pensions explained", 'A seat has become free: German pensions explained']);
    expect(String((await send(cleoMails[1]!.id)).attachments?.[0]?.content)).toContain('METHOD:REQUEST');
    const { upcoming } = await webinarsOfTopic(h.db, 'german-pensions', NOW);
    expect(upcoming.find((w) => w.id === webinarId)).toMatchObject({ seatsLeft: 0, waiting: 1 });
  });

  test('reminders a day and an hour before (the latter with the join link), each once, only to seats; nothing after the start', async () => {
    const at = (iso: string) => sendDueWebinarReminders(h.db, boss, new Date(iso), BASE);
    const reminders = async () => (await h.db.select().from(emails).where(like(emails.idempotencyKey, `webinar-registration:%:reminder-%`))).filter((m) => m.subject.includes('German pensions explained') && !m.subject.includes('17'));
    expect(await at('2026-12-09T16:59:00Z')).toBe(0);
    // Anna and Cleo hold the seats of the first webinar; Dora waits.
    const day = await at('2026-12-09T17:00:00Z');
    expect(day).toBe(2);
    expect(await at('2026-12-09T17:05:00Z')).toBe(0);
    expect((await reminders()).map((m) => m.toAddress).sort()).toEqual([`anna-${kind}@example.org`, `cleo-${kind}@example.org`]);
    expect(await at('2026-12-10T15:59:00Z')).toBe(0);
    expect(await at('2026-12-10T16:00:00Z')).toBe(2);
    const hour = (await reminders()).filter((m) => m.subject.startsWith('In one hour'));
    expect(hour).toHaveLength(2);
    expect(hour[0]!.text).toContain('https://meet.example.org/pensions');
    expect(await at('2026-12-10T17:30:00Z')).toBe(0);
    expect(await mailsTo('Dora')).toHaveLength(1);
  });

  test('after the start nobody registers or cancels', async () => {
    const late = new Date('2026-12-10T17:00:00Z');
    expect(await register('Finn', { now: late })).toEqual({ ok: false, error: 'WEBINAR_STARTED' });
    const [confirmation] = await mailsTo('Anna');
    expect(await cancelRegistration(h.db, boss, cancelToken(confirmation!.text), late, BASE)).toBe('started');
    const { upcoming, past } = await webinarsOfTopic(h.db, 'german-pensions', new Date('2026-12-10T18:00:00Z'));
    expect(upcoming.map((w) => w.id)).not.toContain(webinarId);
    expect(past.map((w) => w.id)).toContain(webinarId);
  });
});
