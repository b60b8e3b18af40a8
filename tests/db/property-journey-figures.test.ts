/**
 * One "you" across the property journey (issue 48) on PGlite and PostgreSQL: the same listing with the same savings
 * shows the same monthly payment in the search's card, on the listing page its link opens, in the account's radar
 * card and in the radar's e-mail (and on the listing page the e-mail's link opens), each through the function its
 * page uses. Before issue 48 the listing page computed with the calculator's default (€80,000) and the radar dropped
 * the search's savings. And part 3: the search by what the buyer can afford, in the search and in the radar's alert.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { like } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { aLead, aListing } from '../support/builders';
import { emails } from '@/features/email/tables';
import { listingFinancing } from '@/features/properties/listing-financing';
import { listingFigures, listingHref, searchHref } from '@/features/properties/listing-query';
import { radarCriteria, radarFigures, saveRadar, savedHouseholdOf, savedSavingsOf } from '@/features/properties/radar';
import { saveApplicants } from '@/features/certificates/server';
import { saveBudgetCalculation } from '@/features/saved-calculations/server';
import { deliverRadarAlert, matchListingEvents } from '@/features/properties/radar-alerts';
import { runPropertySearch } from '@/features/properties/search';
import { DEFAULT_SEARCH_SAVINGS, parseSearch, searchToParams, type PropertySearch } from '@/features/properties/search-form';
import { searchBudget } from '@/features/properties/affordability';
import { todaysRatesOrNull } from '@/features/rates/server';
import { startBoss, stopBoss } from '@/server/queues';
import type { RateMarket } from '@/engine/rates/market';

const TODAY = '2025-06-03';
const NOW = new Date('2025-06-03T08:00:00Z');
const BASE = 'https://www.example.de';
const LEIPZIG = { postalCode: '04109', place: 'Leipzig', state: 'DE-SN', lat: 51.34, lon: 12.375, price: 329_000, livingArea: 74, rooms: 3, buyerCommission: 0.0357 };
function search(query: string): PropertySearch {
  const parsed = parseSearch(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.search;
}
const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);

describe.each(DATABASE_KINDS)('the same figures along the journey on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let market: RateMarket;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    await seedFixtureRates(h.db);
    market = (await todaysRatesOrNull(h.db, TODAY))!.market;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  /** The search page: its outcome, and a card's link as PropertySearchSection and ListingCard make it. */
  async function searchCard(query: string, slug: string) {
    const outcome = await runPropertySearch(h.db, new URLSearchParams(query), TODAY, market);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const item = outcome.items.find((i) => i.slug === slug)!;
    const f = item.financing!;
    if (!f.ok) throw new Error(f.reason);
    return { outcome, monthly: f.monthlyPayment, savings: f.savings, href: listingHref('de', slug, searchToParams(outcome.search).toString()) };
  }

  /** The listing page opened by a link: its payment and its way back to the search (listing-page.tsx). */
  function listingPage(href: string, listing: Parameters<typeof listingFinancing>[0]) {
    const url = new URL(href, BASE);
    const { visit, financing } = listingFigures(listing, url.searchParams, TODAY, market);
    if (!financing?.ok) throw new Error('no financing');
    return { monthly: financing.monthlyPayment, savings: financing.savings, back: searchHref('de', visit.params) };
  }

  test('search with €120,000 → listing → radar in the account → radar e-mail → listing: the same payment everywhere', async () => {
    const lead = await aLead(h.db, { email: `journey-${kind}@example.de`, givenName: 'Jana' });
    const query = 'place=Leipzig&radius=25&type=apartment&savings=120000&sort=price_asc';
    // The radar is saved from the search before the listing comes: the listing's import alerts it.
    const criteria = radarCriteria(query);
    if (!criteria.ok) throw new Error('criteria refused');
    const saved = await saveRadar(h.db, lead.id, { criteria: criteria.criteria, frequency: 'immediate' }, NOW);
    if (!saved.ok) throw new Error(saved.code);
    const listing = await aListing(h.db, LEIPZIG, { now: new Date(NOW.getTime() + 60_000) });

    const card = await searchCard(query, listing.slug);
    expect(card.savings).toBe(120_000);

    const page = listingPage(card.href, listing);
    expect(page.savings).toBe(120_000);
    expect(page.monthly).toBe(card.monthly);
    // "Back to the search": the search as it was.
    expect(page.back).toBe(`/de/immobilien?${searchToParams(card.outcome.search).toString()}`);
    expect(new URLSearchParams(page.back.split('?')[1])).toEqual(new URLSearchParams('place=Leipzig&radius=25&type=apartment&savings=120000&sort=price_asc'));

    // The account's radar card (AccountPropertySearch: radarFigures with the lead's saved calculation, none here).
    const radar = radarFigures(saved.radar.criteria, await savedSavingsOf(h.db, lead.id))!;
    expect(radar.savings).toBe(120_000);
    const account = listingFinancing(listing, radar.savings, TODAY, market);
    expect(account.ok && account.monthlyPayment).toBe(card.monthly);
    expect(listingPage(listingHref('de', listing.slug, radar.params), listing).monthly).toBe(card.monthly);

    // The radar's e-mail.
    const later = new Date(NOW.getTime() + 120_000);
    expect((await matchListingEvents({ db: h.db, boss, now: later })).radars).toContain(saved.radar.id);
    expect(await deliverRadarAlert({ db: h.db, boss, now: later, baseUrl: BASE }, saved.radar.id)).toBe('sent');
    const [mail] = await h.db.select().from(emails).where(like(emails.idempotencyKey, `radar:${saved.radar.id}:alert:%`));
    expect(mail!.text).toContain(`${euro(card.monthly)} im Monat mit ${euro(120_000)} Eigenkapital`);
    const link = new RegExp(`${BASE.replaceAll('.', '\\.')}/de/immobilien/${listing.slug}\\?[^\\s)\\]]+`).exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const fromMail = listingPage(link!.replaceAll('&amp;', '&'), listing);
    expect(fromMail.monthly).toBe(card.monthly);
    expect(fromMail.back).toBe(page.back.replace('&sort=price_asc', ''));
  });

  test('search by what you can afford (part 3): each card says how it stands; the box keeps only what the buyer can finance, in the search and the radar', async () => {
    const lead = await aLead(h.db, { email: `afford-${kind}@example.de` });
    const query = 'place=Dresden&income=5600&adults=2&children=1&savings=80000';
    const budget = searchBudget(search(query), { postalCodes: ['01067'] }, TODAY, market)!;
    const at = (n: number) => new Date(NOW.getTime() + n * 60_000);
    const criteria = radarCriteria(`${query}&afford=on`);
    if (!criteria.ok) throw new Error('criteria refused');
    const saved = await saveRadar(h.db, lead.id, { criteria: criteria.criteria, frequency: 'immediate' }, NOW);
    if (!saved.ok) throw new Error(saved.code);
    const dresden = { postalCode: '01067', place: 'Dresden', state: 'DE-SN', lat: 51.05, lon: 13.735, livingArea: 80 };
    const within = await aListing(h.db, { ...dresden, price: Math.floor(budget.maxPrice * 0.8) }, { now: at(1) });
    const limit = await aListing(h.db, { ...dresden, price: budget.maxPrice }, { now: at(2) });
    const above = await aListing(h.db, { ...dresden, price: budget.maxPrice + 1000 }, { now: at(3) });

    const all = await runPropertySearch(h.db, new URLSearchParams(query), TODAY, market);
    if (!all.ok) throw new Error('search failed');
    expect(all.budget?.maxPrice).toBe(budget.maxPrice);
    expect(Object.fromEntries(all.items.map((i) => [i.slug, i.budget]))).toEqual({ [within.slug]: 'within', [limit.slug]: 'limit', [above.slug]: 'above' });
    const only = await runPropertySearch(h.db, new URLSearchParams(`${query}&afford=on`), TODAY, market);
    if (!only.ok) throw new Error('search failed');
    expect(only.items.map((i) => i.slug).sort()).toEqual([within.slug, limit.slug].sort());
    // The form's fields stay as the buyer gave them; the cards' links carry them.
    expect(searchToParams(only.search).toString()).toContain('income=5600&adults=2&children=1&afford=on');

    // The radar keeps the box: its alert tells of the two the buyer can finance, each with how it stands.
    const later = at(4);
    await matchListingEvents({ db: h.db, boss, now: later });
    expect(await deliverRadarAlert({ db: h.db, boss, now: later, baseUrl: BASE }, saved.radar.id)).toBe('sent');
    const [mail] = await h.db.select().from(emails).where(like(emails.idempotencyKey, `radar:${saved.radar.id}:alert:%`));
    expect(mail!.text).toContain(within.slug);
    expect(mail!.text).toContain(limit.slug);
    expect(mail!.text).not.toContain(above.slug);
    expect(mail!.text).toContain('Im Rahmen deines Budgets');
    expect(mail!.text).toContain('An der Grenze deines Budgets');
  });

  test('a lead’s saved house-budget calculation gives the search its household (the island fills the fields with it)', async () => {
    const lead = await aLead(h.db, { email: `household-${kind}@example.de` });
    expect(await savedHouseholdOf(h.db, lead.id)).toBeNull();
    const params = { income: '5.600', loans: '0', rule: 'livingCosts', adults: '2', children: '1', area: '100', equity: '90000', rateMode: 'auto', repayment: '2', fix: '10', loc: 'SN', commission: '3.57' };
    expect((await saveBudgetCalculation(h.db, { leadId: lead.id, params, date: TODAY, now: NOW })).ok).toBe(true);
    expect(await savedHouseholdOf(h.db, lead.id)).toMatchObject({ income: 5600, adults: 2, children: 1 });
  });

  test('the financing certificate’s applicants give the household too; the newer of the two counts', async () => {
    const lead = await aLead(h.db, { email: `household-certificate-${kind}@example.de` });
    // One applicant: her income alone, one adult.
    await saveApplicants(h.db, lead.id, { p_income: '3.900', second: '', s_income: '', children: '0' } as never, new Date('2025-06-01T10:00:00Z'));
    expect(await savedHouseholdOf(h.db, lead.id)).toMatchObject({ income: 3900, adults: 1, children: 0 });
    // A house-budget calculation saved later wins.
    const params = { income: '5.600', loans: '0', rule: 'livingCosts', adults: '2', children: '1', area: '100', equity: '90000', rateMode: 'auto', repayment: '2', fix: '10', loc: 'SN', commission: '3.57' };
    expect((await saveBudgetCalculation(h.db, { leadId: lead.id, params, date: TODAY, now: NOW })).ok).toBe(true);
    expect(await savedHouseholdOf(h.db, lead.id)).toMatchObject({ income: 5600, adults: 2, children: 1 });
    // Two applicants saved after that: both incomes, two adults, their children.
    await saveApplicants(h.db, lead.id, { p_income: '3.900', second: 'on', s_income: '2.450', children: '2' } as never, new Date(NOW.getTime() + 60_000));
    expect(await savedHouseholdOf(h.db, lead.id)).toMatchObject({ income: 6350, adults: 2, children: 2 });
  });

  test('without savings in the search: the default, the same on the listing page and in the radar of a lead without a saved calculation', async () => {
    const lead = await aLead(h.db, { email: `default-${kind}@example.de` });
    const listing = await aListing(h.db, { ...LEIPZIG, price: 285_000 }, { now: NOW });
    const card = await searchCard('place=Leipzig', listing.slug);
    expect(card.savings).toBe(DEFAULT_SEARCH_SAVINGS);
    expect(listingPage(card.href, listing).monthly).toBe(card.monthly);
    const criteria = radarCriteria('place=Leipzig');
    if (!criteria.ok) throw new Error('criteria refused');
    const saved = await saveRadar(h.db, lead.id, { criteria: criteria.criteria }, NOW);
    if (!saved.ok) throw new Error(saved.code);
    const radar = radarFigures(saved.radar.criteria, await savedSavingsOf(h.db, lead.id))!;
    const account = listingFinancing(listing, radar.savings, TODAY, market);
    expect(account.ok && account.monthlyPayment).toBe(card.monthly);
  });
});
