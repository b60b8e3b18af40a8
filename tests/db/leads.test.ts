/**
 * Leads and the rate limiter in the database (issue 9, first part), on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { attributionFrom } from '@/features/leads/attribution';
import { findLeadByEmail, findOrCreateLead } from '@/features/leads/repository';
import { markFunnelFinished, setLeadFunnel } from '@/features/leads/lead-updates';
import { checkEmail } from '@/lib/validators';
import { hitRateLimit } from '@/features/security/rate-limit';

const NO_ATTRIBUTION = attributionFrom(new URLSearchParams(), null);

function email(raw: string): string {
  const checked = checkEmail(raw);
  if (!checked.ok) throw new Error(`test address refused: ${raw}`);
  return checked.value;
}

describe.each(DATABASE_KINDS)('leads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('a new lead gets its attribution and the spec defaults', async () => {
    const attribution = attributionFrom(new URLSearchParams('utm_source=newsletter&utm_medium=email&gclid=abc'), 'https://www.google.de/search?q=baufinanzierung');
    const { lead, created } = await findOrCreateLead(h.db, { email: email('anna@example.de'), locale: 'de', givenName: 'Anna', attribution });
    expect(created).toBe(true);
    expect(lead).toMatchObject({
      email: 'anna@example.de',
      locale: 'de',
      givenName: 'Anna',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'n/a',
      documentReferrer: 'https://www.google.de/search?q=baufinanzierung',
      gclid: 'abc',
      fbclid: null,
      eligibleForAccount: false,
      appointmentPageBehavior: 'default',
      hasReferrer: false,
    });
  });

  test('the same address in other letter case is the same lead; its attribution stays the first one', async () => {
    const again = await findOrCreateLead(h.db, { email: email('ANNA@Example.DE'), locale: 'en', attribution: attributionFrom(new URLSearchParams('utm_source=ads'), null) });
    expect(again.created).toBe(false);
    expect(again.lead.utmSource).toBe('newsletter');
    expect(again.lead.locale).toBe('de');
    expect((await findLeadByEmail(h.db, 'Anna@EXAMPLE.de'))?.id).toBe(again.lead.id);
  });

  test('the database refuses a second row for the same address in other case, even past the repository', async () => {
    const { leads } = await import('@/features/leads/tables');
    await expect(h.db.insert(leads).values({ email: 'Anna@example.de', locale: 'de' })).rejects.toThrow();
  });

  test('funnels: the chosen funnel is stored; finishing sets its flag once and OM the property usage, other leads untouched', async () => {
    const attribution = attributionFrom(new URLSearchParams(), null);
    const { lead } = await findOrCreateLead(h.db, { email: `funnel-${kind}@example.de`, locale: 'de', attribution });
    const { lead: other } = await findOrCreateLead(h.db, { email: `funnel-other-${kind}@example.de`, locale: 'de', attribution });
    await setLeadFunnel(h.db, lead.id, 'OM');
    await markFunnelFinished(h.db, lead.id, 'OM', { propertyUsage: 'own home' });
    await markFunnelFinished(h.db, lead.id, 'OM', { propertyUsage: 'own home' });
    expect(await findLeadByEmail(h.db, lead.email)).toMatchObject({ funnel: 'OM', optimalMortgageFunnelFinished: true, affordabilityFunnelFinished: false, propertyUsage: 'own home' });
    await markFunnelFinished(h.db, lead.id, 'AF');
    expect(await findLeadByEmail(h.db, lead.email)).toMatchObject({ optimalMortgageFunnelFinished: true, affordabilityFunnelFinished: true, propertyUsage: 'own home' });
    expect(await findLeadByEmail(h.db, other.email)).toMatchObject({ funnel: null, optimalMortgageFunnelFinished: false, affordabilityFunnelFinished: false });
  });

  test('ten parallel sign-ups with one address end with one lead', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => findOrCreateLead(h.db, { email: email('parallel@example.de'), locale: 'en', attribution: NO_ATTRIBUTION })));
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  describe('rate limit (security reference: the 6th request within 60 s is refused)', () => {
    const LIMIT = { limit: 5, windowSeconds: 60 };
    const t0 = new Date('2026-11-23T10:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

    test('five in a minute pass, the sixth waits until the first leaves the window', async () => {
      const bucket = `login-email:${kind}-a@example.de`;
      for (let i = 0; i < 5; i++) expect(await hitRateLimit(h.db, bucket, LIMIT, at(i * 10))).toEqual({ allowed: true });
      expect(await hitRateLimit(h.db, bucket, LIMIT, at(45))).toEqual({ allowed: false, retryAfterSeconds: 15 });
      expect(await hitRateLimit(h.db, bucket, LIMIT, at(59))).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect(await hitRateLimit(h.db, bucket, LIMIT, at(60))).toEqual({ allowed: true });
    });

    test('buckets are independent', async () => {
      for (let i = 0; i < 5; i++) await hitRateLimit(h.db, `ip:${kind}-1`, LIMIT, at(i));
      expect((await hitRateLimit(h.db, `ip:${kind}-1`, LIMIT, at(6))).allowed).toBe(false);
      expect((await hitRateLimit(h.db, `ip:${kind}-2`, LIMIT, at(6))).allowed).toBe(true);
    });

    test('ten parallel requests with limit 5 → exactly 5 allowed', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(h.db, `parallel:${kind}`, LIMIT, at(1))));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });
});

describe.each(DATABASE_KINDS)('default advisor of new leads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('without advisors a lead has none; with advisors, new leads go to the active advisor with the fewest leads', async () => {
    const attribution = attributionFrom(new URLSearchParams(), null);
    const none = await findOrCreateLead(h.db, { email: `none-${kind}@example.de`, locale: 'de', attribution });
    expect(none.lead.defaultAdvisorId).toBeNull();
    const rows: { id: string }[] = [];
    for (const [i, surname] of ['Alpha', 'Beta', 'Gamma'].entries()) rows.push(await anAdvisor(h.db, { email: `${surname}-${kind}@example.de`, givenName: 'X', surname, titleDe: 'B', titleEn: 'A', enumValue: `${surname}_${kind}`.toUpperCase(), active: i < 2 }));
    const assigned: (string | null)[] = [];
    for (let i = 0; i < 4; i++) assigned.push((await findOrCreateLead(h.db, { email: `lead${i}-${kind}@example.de`, locale: 'de', attribution })).lead.defaultAdvisorId);
    const [alpha, beta] = rows.map((r) => r.id);
    expect(assigned).toEqual([alpha, beta, alpha, beta]);
    // An existing lead keeps its advisor.
    expect((await findOrCreateLead(h.db, { email: `lead0-${kind}@example.de`, locale: 'de', attribution })).lead.defaultAdvisorId).toBe(alpha);
  });
});
