/**
 * Verified reviews (issue 29) on PGlite and PostgreSQL: one request e-mail per appointment that took place (not
 * cancelled, not missed, ended three hours ago), however often the sweep runs; the review of its single-use link
 * waits for moderation; staff publish it only with the author's consent, reject with a reason, reply; a published
 * review cannot be changed; the summary appears from five published reviews on and follows what is published;
 * an external export is imported with its source, repeats skipped and bad lines named. Fixed clocks.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, anAdvisor, anAppointment } from '../support/builders';
import { staffAuditLog } from '@/features/audit/tables';
import { emails } from '@/features/email/tables';
import { reviews } from '@/features/reviews/tables';
import { importReviews } from '@/features/reviews/import';
import { moderateReview } from '@/features/reviews/moderation';
import { reviewSummary } from '@/features/reviews/repository';
import { sendDueReviewRequests, submitReview } from '@/features/reviews/requests';
import { startBoss, stopBoss } from '@/server/queues';

const BASE = 'http://localhost:3000';
const STAFF = { kind: 'command' as const, label: 'npm run staff' };
const END = new Date('2026-11-23T10:45:00Z');

describe.each(DATABASE_KINDS)('reviews on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let advisorId = '';
  let n = 0;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    advisorId = (await anAdvisor(h.db, { email: 'anna@example.de', givenName: 'Anna', surname: 'Lehmann', enumValue: 'ANNA', isDemo: true })).id;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  /** An appointment of a new lead that ended at `end`; cancelled or missed when asked. */
  async function appointment(name: string, { end = END, cancelled = false, missed = false, hoursEarlier = 0 } = {}) {
    end = new Date(end.getTime() - hoursEarlier * 3600_000);
    const lead = await aLead(h.db, { email: `${name.toLowerCase()}-${kind}@example.org`, givenName: name, surname: 'Berger' });
    const start = new Date(end.getTime() - 45 * 60_000);
    const booked = await anAppointment(h.db, {
      leadId: lead.id, advisorId, contactType: 'phone', startsAt: start, endsAt: end, blockedUntil: end, idempotencyKey: `rv-${kind}-${++n}`, createdAt: new Date('2026-11-20T09:00:00Z'),
      cancelledAt: cancelled ? new Date('2026-11-21T09:00:00Z') : null, noShowAt: missed ? new Date(start.getTime() + 600_000) : null,
    });
    return { lead, appointment: booked };
  }
  const requestMail = async (name: string) => (await h.db.select().from(emails).where(eq(emails.toAddress, `${name.toLowerCase()}-${kind}@example.org`)))[0];
  const tokenOf = (text: string) => /bewertung\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

  test('one request per appointment that took place, three hours after its end; none for cancelled or missed ones', async () => {
    await appointment('Clara');
    await appointment('Cem', { cancelled: true, hoursEarlier: 1 });
    await appointment('Mila', { missed: true, hoursEarlier: 2 });
    expect(await sendDueReviewRequests(h.db, boss, new Date('2026-11-23T13:44:00Z'), BASE)).toBe(0);
    expect(await sendDueReviewRequests(h.db, boss, new Date('2026-11-23T13:45:00Z'), BASE)).toBe(1);
    expect(await sendDueReviewRequests(h.db, boss, new Date('2026-11-23T14:45:00Z'), BASE)).toBe(0);
    const mail = await requestMail('Clara');
    expect(mail!.subject).toBe('Wie war dein Gespräch mit Anna Lehmann?');
    expect(tokenOf(mail!.text)).not.toBeNull();
    expect(await requestMail('Cem')).toBeUndefined();
    expect(await requestMail('Mila')).toBeUndefined();
    // An appointment longer ago than the window gets none.
    await appointment('Olga', { end: new Date('2026-11-01T10:00:00Z') });
    expect(await sendDueReviewRequests(h.db, boss, new Date('2026-11-23T15:00:00Z'), BASE)).toBe(0);
  });

  let claraReview = '';
  test('the review of the link waits for moderation under "first name and initial"; the link works once; bad input gets codes', async () => {
    const token = tokenOf((await requestMail('Clara'))!.text)!;
    const now = new Date('2026-11-23T18:00:00Z');
    expect(await submitReview(h.db, token, new URLSearchParams({ rating: '6', text: 'x' }), 'de', now)).toEqual({ ok: false, errors: { rating: 'invalidRating' } });
    expect(await submitReview(h.db, token, new URLSearchParams({ text: 'y'.repeat(1001) }), 'de', now)).toEqual({ ok: false, errors: { rating: 'required', text: 'tooLong' } });
    expect(await submitReview(h.db, 'z'.repeat(43), new URLSearchParams({ rating: '5' }), 'de', now)).toEqual({ ok: false, error: 'INVALID_LINK' });
    const sent = await submitReview(h.db, token, new URLSearchParams({ rating: '5', text: '  Sehr klar erklärt.  ', consent: 'yes' }), 'de', now);
    expect(sent.ok).toBe(true);
    claraReview = sent.ok ? sent.reviewId : '';
    expect(await submitReview(h.db, token, new URLSearchParams({ rating: '1' }), 'de', now)).toEqual({ ok: false, error: 'ALREADY_USED' });
    const [row] = await h.db.select().from(reviews).where(eq(reviews.id, claraReview));
    expect(row).toMatchObject({ status: 'pending', rating: 5, text: 'Sehr klar erklärt.', displayName: 'Clara B.', source: 'hauslotse', advisorId, consentToPublish: true });
  });

  test('staff publish only with consent, reject with a reason, reply to published ones; all audited; a published review cannot be changed', async () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const [quiet] = await h.db.insert(reviews).values({ source: 'hauslotse', rating: 2, text: 'Nur für euch.', displayName: 'Tom K.', locale: 'de', consentToPublish: false, status: 'pending', writtenAt: now, createdAt: now }).returning();
    expect(await moderateReview(h.db, { id: quiet!.id, action: 'publish' }, STAFF, now)).toEqual({ ok: false, code: 'NO_CONSENT' });
    expect(await moderateReview(h.db, { id: quiet!.id, action: 'reject', reason: '' }, STAFF, now)).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    expect(await moderateReview(h.db, { id: quiet!.id, action: 'reject', reason: 'Keine Freigabe' }, STAFF, now)).toEqual({ ok: true });
    expect(await moderateReview(h.db, { id: claraReview, action: 'reply', reply: 'Danke!' }, STAFF, now)).toEqual({ ok: false, code: 'NOT_PUBLISHED' });
    expect(await moderateReview(h.db, { id: claraReview, action: 'publish' }, STAFF, now)).toEqual({ ok: true });
    expect(await moderateReview(h.db, { id: claraReview, action: 'publish' }, STAFF, now)).toEqual({ ok: false, code: 'NOT_PENDING' });
    expect(await moderateReview(h.db, { id: claraReview, action: 'reply', reply: 'Danke, Clara!' }, STAFF, now)).toEqual({ ok: true });
    expect(await moderateReview(h.db, { id: 'nope', action: 'publish' }, STAFF, now)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const actions = (await h.db.select({ action: staffAuditLog.action }).from(staffAuditLog)).map((r) => r.action).sort();
    expect(actions).toEqual(['review.published', 'review.rejected', 'review.replied']);
    await expect(h.db.update(reviews).set({ text: 'Geändert' }).where(eq(reviews.id, claraReview))).rejects.toThrow();
    await expect(h.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, claraReview))).rejects.toThrow();
    const [row] = await h.db.select().from(reviews).where(eq(reviews.id, claraReview));
    expect(row).toMatchObject({ text: 'Sehr klar erklärt.', rating: 5, reply: 'Danke, Clara!', status: 'published' });
  });

  test('an external export is imported with its source, repeats skipped, bad lines named; the summary shows from five published reviews on', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(await reviewSummary(h.db)).toBeNull();
    const csv = [
      'id,date,rating,name,text,language',
      'pe-1,2026-03-02,5,Jonas M.,"Schnell, freundlich und verständlich.",de',
      'pe-2,2026-05-17,4,Sarah K.,Good advice in English.,en',
      'pe-3,2026-06-01,4,Ali R.,,de',
      'pe-4,2026-13-01,5,Broken,Bad date,de',
      'pe-5,2026-07-09,9,Broken,Bad rating,de',
    ].join('\n');
    const first = await importReviews(h.db, csv, 'ProvenExpert', STAFF, now);
    expect(first).toMatchObject({ ok: true, added: 3, unchanged: 0 });
    expect(first.ok && first.refused.map((r) => r.line)).toEqual([5, 6]);
    expect(await importReviews(h.db, csv, 'ProvenExpert', STAFF, now)).toMatchObject({ ok: true, added: 0, unchanged: 3 });
    expect(await importReviews(h.db, 'a;b\n1;2', 'ProvenExpert', STAFF, now)).toMatchObject({ ok: false, code: 'MISSING_COLUMNS' });
    expect(await importReviews(h.db, csv, 'hauslotse', STAFF, now)).toMatchObject({ ok: false, code: 'INVALID_SOURCE' });
    // Four published (Clara's and three imported): still no summary.
    expect(await reviewSummary(h.db)).toBeNull();
    await importReviews(h.db, 'id,date,rating,name,text,language\npe-9,2026-10-30,2,Lea W.,Zu langsam.,de', 'ProvenExpert', STAFF, now);
    const summary = await reviewSummary(h.db);
    expect(summary).toMatchObject({ count: 5, from: '2026-03-02', to: '2026-11-23', sources: [{ name: 'ProvenExpert', count: 4 }, { name: 'hauslotse', count: 1 }] });
    expect(summary!.average).toBeCloseTo((5 + 5 + 4 + 4 + 2) / 5, 10);
    const [imported] = await h.db.select().from(reviews).where(eq(reviews.externalId, 'pe-1'));
    expect(imported).toMatchObject({ source: 'ProvenExpert', status: 'published', displayName: 'Jonas M.', text: 'Schnell, freundlich und verständlich.' });
    // The advisor's own summary counts only their reviews (one): none shown.
    expect(await reviewSummary(h.db, { advisorId })).toBeNull();
    expect(await reviewSummary(h.db, { advisorId, minCount: 1 })).toMatchObject({ count: 1, average: 5 });
    const [audit] = await h.db.select({ n: sql<number>`count(*)::int` }).from(staffAuditLog).where(eq(staffAuditLog.action, 'review.imported'));
    expect(audit?.n).toBe(3);
  });
});
