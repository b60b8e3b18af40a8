/**
 * Feature flags (ADR 040) and first-party analytics (ADR 041) on PGlite and PostgreSQL: an admin's setting with its
 * audit entry and refused input; the visitor's bucket seed (stable for a lead, per day for anybody else, salts
 * shared by every instance and deleted after a day); events added to daily counts and the weekly report beside
 * the leads.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead } from '../support/builders';
import { analyticsLeadEvents } from '@/features/analytics/tables';
import { visitorSalts } from '@/features/flags/tables';
import { consents } from '@/features/leads/tables';
import { auditEntries } from '@/features/audit/server';
import { bucketSeed, flagSettings, setFlag } from '@/features/flags/server';
import { analyticsReport, hasAnalyticsConsent, leadAnalyticsEvents, MAX_LEAD_EVENTS, recordAnalyticsEvent, setAnalyticsConsent, type AnalyticsEventInput } from '@/features/analytics/server';
import { leadCase } from '@/features/backoffice/lead-case';
import { collectExportData } from '@/features/privacy/export-data';
import { fullReport } from '@/features/backoffice/lead-report';
import { openDatabase } from '@/db/client';
import { pageDataVersion } from '@/page-data-version';

const NOW = new Date('2026-11-27T10:00:00Z');
const actor = { kind: 'command' as const, label: 'test' };

describe.each(DATABASE_KINDS)('feature flags and analytics on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('a flag is off until set; an admin sets it on, to a percentage, off; each change audited; bad input refused with a code', async () => {
    expect(await flagSettings(h.db)).toEqual([{ key: 'rates_advisor_banner', mode: 'off', percentage: 0 }]);
    expect(await setFlag(h.db, { key: 'rates_advisor_banner', mode: 'percentage', percentage: '50' }, { actor, now: NOW })).toEqual({ ok: true, setting: { key: 'rates_advisor_banner', mode: 'percentage', percentage: 50 } });
    expect(await flagSettings(h.db)).toEqual([{ key: 'rates_advisor_banner', mode: 'percentage', percentage: 50 }]);
    await setFlag(h.db, { key: 'rates_advisor_banner', mode: 'on', percentage: '50' }, { actor, now: NOW });
    // 'on' keeps no percentage: switching back to a share starts from what the admin types.
    expect(await flagSettings(h.db)).toEqual([{ key: 'rates_advisor_banner', mode: 'on', percentage: 0 }]);
    for (const [input, error] of [
      [{ key: 'no_such_flag', mode: 'on', percentage: '' }, 'UNKNOWN_FLAG'],
      [{ key: 'rates_advisor_banner', mode: 'sometimes', percentage: '' }, 'INVALID_MODE'],
      [{ key: 'rates_advisor_banner', mode: 'percentage', percentage: '101' }, 'INVALID_PERCENTAGE'],
      [{ key: 'rates_advisor_banner', mode: 'percentage', percentage: '12.5' }, 'INVALID_PERCENTAGE'],
      [{ key: 'rates_advisor_banner', mode: 'percentage', percentage: '' }, 'INVALID_PERCENTAGE'],
    ] as const) expect(await setFlag(h.db, input, { actor, now: NOW })).toEqual({ ok: false, error });
    expect(await flagSettings(h.db)).toEqual([{ key: 'rates_advisor_banner', mode: 'on', percentage: 0 }]);
    const entries = await auditEntries(h.db, { action: 'flag.changed' });
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ mode: 'percentage', percentage: 50 }, { mode: 'on', percentage: 0 }],
      [{ mode: 'off', percentage: 0 }, { mode: 'percentage', percentage: 50 }],
    ]);
  });

  test('bucket seeds: a lead keeps theirs; anybody else keeps theirs for the day, from a salt every instance shares; old salts go', async () => {
    const who = { leadId: null, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 Test' };
    const today = await bucketSeed(h.db, { ...who, day: '2026-11-27' });
    expect(today).toMatch(/^[\w-]{22}$/);
    expect(await bucketSeed(h.db, { ...who, day: '2026-11-27' })).toBe(today);
    expect(await bucketSeed(h.db, { ...who, ip: '203.0.113.10', day: '2026-11-27' })).not.toBe(today);
    // Another instance (a fresh module: no salt kept in memory) gets the same seed from the shared salt.
    vi.resetModules();
    const other = await import('@/features/flags/server');
    expect(await other.bucketSeed(h.db, { ...who, day: '2026-11-27' })).toBe(today);
    const salts = await h.db.select().from(visitorSalts);
    expect(salts).toEqual([{ day: '2026-11-27', salt: expect.stringMatching(/^[\w-]{43}$/) }]);
    const tomorrow = await bucketSeed(h.db, { ...who, day: '2026-11-28' });
    expect(tomorrow).not.toBe(today);
    await bucketSeed(h.db, { ...who, day: '2026-11-30' });
    expect((await h.db.select().from(visitorSalts)).map((r) => r.day)).toEqual(['2026-11-30']);
    const lead = { leadId: '7f1c2b8e-7c41-4a8e-9d37-0c3f1e6a9b21', ip: '198.51.100.1', userAgent: 'A' };
    const leadSeed = await bucketSeed(h.db, { ...lead, day: '2026-11-27' });
    expect(await bucketSeed(h.db, { ...lead, ip: '198.51.100.2', userAgent: 'B', day: '2026-12-24' })).toBe(leadSeed);
  });

  test('events become daily counts: visits by source and landing page, page views, calculator uses (also a calculator page opened with its inputs); staff left out of the report', async () => {
    const visit = { source: 'newsletter', medium: 'email', campaign: 'herbst', referrerHost: 'n/a', landingPath: '/de/baufinanzierung' };
    const event = (e: Partial<AnalyticsEventInput>): AnalyticsEventInput => ({ name: 'page_view', path: '/de/baufinanzierung', keys: [], landing: false, visit, flags: {}, ...e });
    const day = '2026-11-24';
    const visitor = { visitor: 'visitor' as const, day };
    expect(await recordAnalyticsEvent(h.db, event({ landing: true, flags: { rates_advisor_banner: true, unknown_flag: true } }), visitor)).toBe(true);
    expect(await recordAnalyticsEvent(h.db, event({ path: '/de/baufinanzierungsrechner' }), visitor)).toBe(true);
    expect(await recordAnalyticsEvent(h.db, event({ name: 'calculator_used', path: '/de/baufinanzierungsrechner' }), visitor)).toBe(true);
    // A calculator page opened with its inputs in the address (the form sent without JavaScript).
    expect(await recordAnalyticsEvent(h.db, event({ path: '/en/how-much-house-can-i-afford-calculator.ia', keys: ['income', 'utm_source'], visit: null }), visitor)).toBe(true);
    // A page opened with tracking parameters only is no calculation.
    expect(await recordAnalyticsEvent(h.db, event({ path: '/de/baufinanzierungsrechner', keys: ['utm_source'] }), visitor)).toBe(true);
    // A second landing from another source; and staff's own view.
    expect(await recordAnalyticsEvent(h.db, event({ landing: true, path: '/en', visit: { ...visit, source: 'n/a', landingPath: '/en' } }), visitor)).toBe(true);
    expect(await recordAnalyticsEvent(h.db, event({ landing: true }), { visitor: 'admin', day })).toBe(true);
    // No page of the site: nothing counted.
    expect(await recordAnalyticsEvent(h.db, event({ path: '/wp-login.php' }), visitor)).toBe(false);

    const range = { from: '2026-11-23', to: '2026-11-23' };
    expect(await analyticsReport(h.db, range, 'source')).toEqual([
      { week: '2026-11-23', group: 'newsletter', visits: 1, pageViews: 3, calculatorUses: 1 },
      { week: '2026-11-23', group: 'n/a', visits: 1, pageViews: 2, calculatorUses: 1 },
    ]);
    expect((await analyticsReport(h.db, range, 'landing')).map((r) => [r.group, r.visits])).toEqual([['mortgage-rates', 1], ['index', 1], ['n/a', 0]]);
    expect((await analyticsReport(h.db, range, 'language')).map((r) => [r.group, r.pageViews, r.calculatorUses])).toEqual([['de', 3], ['en', 2]].map(([g, v]) => [g, v, 1]));
    // Which pages: page views per page (the calculator's page among them), staff's own view left out.
    expect((await analyticsReport(h.db, range, 'page')).map((r) => [r.group, r.pageViews])).toEqual([['index', 1], ['mortgage-rates', 1], ['german-mortgage-calculator-calculator', 2], ['house-budget', 1]]);
    expect((await analyticsReport(h.db, range, 'flags')).map((r) => [r.group, r.visits])).toEqual([['n/a', 1], ['rates_advisor_banner=1', 1]]);
    expect(await analyticsReport(h.db, { from: '2026-11-30', to: '2026-11-30' }, 'source')).toEqual([]);

    // Beside the leads of the same week and source.
    await aLead(h.db, { email: `fa-${kind}@example.de`, utmSource: 'newsletter', createdAt: new Date('2026-11-25T09:00:00Z') });
    const rows = await fullReport(h.db, { ...range, group: 'source' });
    expect(rows.find((r) => r.group === 'newsletter')).toEqual({ week: '2026-11-23', group: 'newsletter', visits: 1, pageViews: 3, calculatorUses: 1, signups: 1, requests: 0, bookings: 0, consultation: 0, won: 0 });
    expect((await fullReport(h.db, { ...range, group: 'landing' })).every((r) => r.signups === null)).toBe(true);
  });

  test('a lead who agreed has their page views and calculations linked: the lead page and the export show them; withdrawing deletes them', async () => {
    const { id } = await aLead(h.db, { email: `linked-${kind}@example.de`, locale: 'en', createdAt: NOW });
    const event: AnalyticsEventInput = { name: 'page_view', path: '/en/german-mortgage-calculator', keys: ['price'], landing: false, visit: null, flags: {} };
    const at = new Date('2026-11-27T11:00:00Z');
    expect(await hasAnalyticsConsent(h.db, id)).toBe(false);
    await setAnalyticsConsent(h.db, id, true, NOW);
    await setAnalyticsConsent(h.db, id, true, NOW); // given twice: one record
    expect(await hasAnalyticsConsent(h.db, id)).toBe(true);
    await recordAnalyticsEvent(h.db, event, { visitor: 'lead', day: '2026-11-27', linkTo: { leadId: id, at } });
    // The page opened with the calculator's inputs: a page view and a calculation, both linked; a visit is not an event of the lead.
    expect((await leadAnalyticsEvents(h.db, id)).map((e) => [e.event, e.path]).sort()).toEqual([['calculator_used', '/en/german-mortgage-calculator'], ['page_view', '/en/german-mortgage-calculator']]);
    const shown = await leadCase(h.db, { role: 'admin', advisorId: null }, id, '2026-11-27');
    if (!shown.ok) throw new Error('lead case expected');
    expect(shown.value.timeline.filter((e) => e.kind === 'site')).toHaveLength(2);
    expect(shown.value.timeline.find((e) => e.kind === 'consent')).toMatchObject({ purpose: 'analytics', withdrawnAt: null });
    expect((await collectExportData(h.db, id, NOW))!.data.siteUse).toHaveLength(2);

    await setAnalyticsConsent(h.db, id, false, new Date('2026-11-27T12:00:00Z'));
    expect(await hasAnalyticsConsent(h.db, id)).toBe(false);
    expect(await leadAnalyticsEvents(h.db, id)).toEqual([]);
    const records = await h.db.select().from(consents);
    expect(records.filter((c) => c.leadId === id).map((c) => [c.purpose, c.withdrawnAt?.toISOString()])).toEqual([['analytics', '2026-11-27T12:00:00.000Z']]);
  });

  test('a linked lead keeps only the newest events', async () => {
    const lead = await aLead(h.db, { email: `many-${kind}@example.de`, createdAt: NOW });
    const event: AnalyticsEventInput = { name: 'page_view', path: '/de/baufinanzierung', keys: [], landing: false, visit: null, flags: {} };
    await h.db.insert(analyticsLeadEvents).values(Array.from({ length: MAX_LEAD_EVENTS }, (_, i) => ({ leadId: lead.id, at: new Date(NOW.getTime() + i * 1000), event: 'page_view', route: 'mortgage-rates', path: '/de/baufinanzierung' })));
    for (let i = MAX_LEAD_EVENTS; i < MAX_LEAD_EVENTS + 3; i += 1) await recordAnalyticsEvent(h.db, event, { visitor: 'lead', day: '2026-11-27', linkTo: { leadId: lead.id, at: new Date(NOW.getTime() + i * 1000) } });
    const kept = await leadAnalyticsEvents(h.db, lead.id, 1000);
    expect(kept).toHaveLength(MAX_LEAD_EVENTS);
    expect(kept[0]!.at).toEqual(new Date(NOW.getTime() + (MAX_LEAD_EVENTS + 2) * 1000));
    expect(kept.at(-1)!.at).toEqual(new Date(NOW.getTime() + 3 * 1000));
  }, 60_000);
});

describe('a flag set on one app instance of a shared PostgreSQL', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase('postgres');
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('changes the other instance\'s page data version (its kept pages render again) and the setting it renders', async () => {
    const other = await openDatabase({ url: (h.queue as { connectionString: string }).connectionString });
    try {
      const before = await pageDataVersion(other.db, '2026-11-27');
      await setFlag(h.db, { key: 'rates_advisor_banner', mode: 'percentage', percentage: '25' }, { actor, now: NOW });
      expect(await pageDataVersion(other.db, '2026-11-27')).not.toBe(before);
      expect(await flagSettings(other.db)).toEqual([{ key: 'rates_advisor_banner', mode: 'percentage', percentage: 25 }]);
    } finally {
      await other.close();
    }
  });
});
