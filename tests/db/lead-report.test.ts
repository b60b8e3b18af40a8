/**
 * Where clients come from (issue 28) on PGlite and PostgreSQL: leads per Berlin week of sign-up and source,
 * campaign, flow or language, with how many sent a request, booked, reached the consultation and were won; the
 * filter's bounds; the CSV with separators per language and spreadsheet formulas defused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, anAdvisor, anAppointment } from '../support/builders';
import { leadRequests } from '@/features/lead-requests/tables';
import { leads } from '@/features/leads/tables';
import { fullReport, leadReport, leadReportCsv, parseReportFilter, reportWeeks } from '@/features/backoffice/lead-report';

const NOW = new Date('2026-11-27T10:00:00Z'); // Friday

test('the filter: the last 12 weeks by source unless asked; Mondays; at most 53 weeks; nonsense ignored', () => {
  expect(parseReportFilter({}, NOW)).toEqual({ from: '2026-09-07', to: '2026-11-23', group: 'source' });
  expect(parseReportFilter({ from: '2026-11-18', to: '2026-11-29', group: 'campaign' }, NOW)).toEqual({ from: '2026-11-16', to: '2026-11-23', group: 'campaign' });
  expect(parseReportFilter({ from: '2020-01-01', to: '2026-11-23' }, NOW).from).toBe('2025-11-24');
  expect(parseReportFilter({ from: '2026-12-07', to: '2026-11-23', group: 'drop table' }, NOW)).toEqual({ from: '2026-11-23', to: '2026-11-23', group: 'source' });
  expect(reportWeeks({ from: '2026-11-09', to: '2026-11-23', group: 'source' })).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
});

describe.each(DATABASE_KINDS)('the lead report on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const advisor = await anAdvisor(h.db, { email: `rep-${kind}@example.de`, givenName: 'Rita', surname: 'Report', titleDe: 'x', titleEn: 'x', enumValue: `REP_${kind.toUpperCase()}` });
    const lead = async (n: number, at: string, values: Partial<typeof leads.$inferInsert>) => (await aLead(h.db, { email: `rep-${n}-${kind}@example.de`, createdAt: new Date(at), ...values })).id;
    // Week of 16 November: two from google (one booked and won, one with a request), one direct in English.
    const won = await lead(1, '2026-11-16T08:00:00Z', { utmSource: 'google', utmCampaign: 'herbst', pipelineStage: 'closed_won' });
    const asked = await lead(2, '2026-11-18T12:00:00Z', { utmSource: 'google', utmCampaign: '=HYPERLINK("x")', pipelineStage: 'contacted' });
    await lead(3, '2026-11-22T22:30:00Z', { locale: 'en' }); // Sunday 23:30 in Berlin: still that week
    // Week of 23 November: Monday 00:30 in Berlin (Sunday in UTC), from the newsletter, in consultation.
    await lead(4, '2026-11-22T23:30:00Z', { utmSource: 'newsletter', pipelineStage: 'consultation', originalSignupFlow: 'AF' });
    // Outside the weeks asked for.
    await lead(5, '2026-11-08T10:00:00Z', { utmSource: 'google' });
    await h.db.insert(leadRequests).values({ leadId: asked, kind: 'purchase', answers: {}, locale: 'de', submissionId: `rep-${kind}`, createdAt: new Date('2026-11-18T12:05:00Z') });
    const start = new Date('2026-11-20T09:00:00Z');
    const end = new Date('2026-11-20T09:30:00Z');
    await anAppointment(h.db, { leadId: won, advisorId: advisor.id, contactType: 'phone', startsAt: start, endsAt: end, blockedUntil: end, idempotencyKey: `rep-${kind}`, createdAt: NOW });
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('per Berlin week and source: sign-ups, requests, bookings, consultation or later, won', async () => {
    const rows = await leadReport(h.db, { from: '2026-11-16', to: '2026-11-23', group: 'source' });
    expect(rows).toEqual([
      { week: '2026-11-23', group: 'newsletter', signups: 1, requests: 0, bookings: 0, consultation: 1, won: 0 },
      { week: '2026-11-16', group: 'google', signups: 2, requests: 1, bookings: 1, consultation: 1, won: 1 },
      { week: '2026-11-16', group: 'n/a', signups: 1, requests: 0, bookings: 0, consultation: 0, won: 0 },
    ]);
    expect((await leadReport(h.db, { from: '2026-11-16', to: '2026-11-16', group: 'language' })).map((r) => [r.group, r.signups])).toEqual([['de', 2], ['en', 1]]);
    expect((await leadReport(h.db, { from: '2026-11-23', to: '2026-11-23', group: 'flow' })).map((r) => [r.group, r.signups])).toEqual([['AF', 1]]);
  });

  test('the CSV: German with semicolons, English with commas; a campaign that would run as a formula is defused', async () => {
    const filter = { from: '2026-11-16', to: '2026-11-16', group: 'campaign' as const };
    const rows = await fullReport(h.db, filter);
    const de = leadReportCsv(rows, filter, 'de');
    expect(de.startsWith('\uFEFFweek_start;campaign;visits;page_views;calculator_uses;signups;requests;bookings;consultation_or_later;won\r\n')).toBe(true);
    expect(de).toContain(`2026-11-16;"'=HYPERLINK(""x"")";0;0;0;1;1;0;0;0\r\n`);
    expect(de).toContain('2026-11-16;herbst;0;0;0;1;0;1;1;1\r\n');
    expect(leadReportCsv(rows, filter, 'en')).toContain('2026-11-16,herbst,0,0,0,1,0,1,1,1\r\n');
    // By sign-up flow there are no analytics counts: those cells stay empty, not 0.
    const flow = { from: '2026-11-23', to: '2026-11-23', group: 'flow' as const };
    expect(leadReportCsv(await fullReport(h.db, flow), flow, 'en')).toContain('2026-11-23,AF,,,,1,0,0,1,0\r\n');
  });
});
