/**
 * The advisor's private calendar subscription (issue 10) on PGlite and PostgreSQL: the feed lists the advisor's
 * appointments (UID and SEQUENCE of the appointment, cancelled ones as CANCELLED), not another advisor's; a new
 * secret revokes the old one; unknown secrets get nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { auditEntries } from '@/features/audit/server';
import { calendarFeed, issueCalendarToken } from '@/features/booking/calendar-feed';
import { bookAppointment, cancelAppointment, rescheduleAppointment } from '@/features/booking/repository';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';

describe.each(DATABASE_KINDS)('advisor calendar feed on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  const NOW = new Date('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('the feed shows this advisor\'s appointments with UID and SEQUENCE; a reschedule and a cancel update them; a new secret revokes the old', async () => {
    const advisor = (e: string) => anAdvisor(h.db, { email: `${e}-${kind}@example.de`, givenName: e, surname: 'Advisor', titleDe: 'B', titleEn: 'A', enumValue: `${e}_${kind}`.toUpperCase() });
    const mine = await advisor('MINE');
    const other = await advisor('OTHER');
    const { lead } = await findOrCreateLead(h.db, { email: `feed-${kind}@example.de`, locale: 'de', givenName: 'Anna', surname: 'Lehmann', attribution: attributionFrom(new URLSearchParams(), null) });
    const book = (advisorId: string, start: string, end: string, key: string) =>
      bookAppointment(h.db, { leadId: lead.id, advisorId, contactType: 'video', startsAt: new Date(start), endsAt: new Date(end), advisorZone: 'Europe/Berlin', visitorZone: 'Europe/Berlin', homeBuyingStatus: null, idempotencyKey: `${key}-${kind}`, tracking: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', referrer: 'n/a' }, now: NOW });
    const a = await book(mine.id, '2026-12-01T09:00:00Z', '2026-12-01T09:45:00Z', 'a');
    const b = await book(mine.id, '2026-12-02T09:00:00Z', '2026-12-02T09:45:00Z', 'b');
    await book(other.id, '2026-12-03T09:00:00Z', '2026-12-03T09:45:00Z', 'c');
    if (!a.ok || !b.ok) throw new Error('not booked');
    await rescheduleAppointment(h.db, a.appointment.id, new Date('2026-12-01T13:00:00Z'), new Date('2026-12-01T13:45:00Z'));
    await cancelAppointment(h.db, b.appointment.id, NOW);

    const issued = await issueCalendarToken(h.db, `mine_${kind}`, NOW);
    const feed = (await calendarFeed(h.db, issued!.token, NOW))!;
    const unfolded = feed.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR');
    expect(unfolded).toContain(`X-WR-CALNAME:Hauslotse: MINE Advisor`);
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    const moved = events.find((e) => e.includes(`UID:${a.appointment.id}@`))!;
    expect(moved).toContain('DTSTART:20261201T130000Z');
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('STATUS:CONFIRMED');
    expect(moved).toContain('Videotermin: Anna Lehmann');
    const cancelled = events.find((e) => e.includes(`UID:${b.appointment.id}@`))!;
    expect(cancelled).toContain('STATUS:CANCELLED');

    const again = await issueCalendarToken(h.db, `MINE_${kind}`, NOW, { kind: 'command', label: 'feed-test' });
    expect(await calendarFeed(h.db, issued!.token, NOW)).toBeNull();
    // The new link is audited with who made it; the first (no actor given) was not.
    expect((await auditEntries(h.db, { subjectId: `MINE_${kind.toUpperCase()}` })).map((e) => [e.action, e.actorLabel])).toEqual([['advisor.calendar_link_made', 'feed-test']]);
    expect(await calendarFeed(h.db, again!.token, NOW)).toContain('BEGIN:VEVENT');
    expect(await calendarFeed(h.db, 'x'.repeat(43), NOW)).toBeNull();
    expect(await issueCalendarToken(h.db, 'NOBODY', NOW)).toBeNull();
  });

  test('an advisor without appointments gets an empty, valid calendar', async () => {
    await anAdvisor(h.db, { email: `empty-${kind}@example.de`, givenName: 'E', surname: 'Mpty', titleDe: 'B', titleEn: 'A', enumValue: `EMPTY_${kind}`.toUpperCase() });
    const issued = await issueCalendarToken(h.db, `EMPTY_${kind}`, NOW);
    const feed = await calendarFeed(h.db, issued!.token, NOW);
    expect(feed).toContain('BEGIN:VCALENDAR');
    expect(feed).not.toContain('BEGIN:VEVENT');
  });
});
