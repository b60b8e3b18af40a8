/**
 * Feature flags (ADR 040) and first-party analytics (ADR 041) as admins and visitors meet them.
 *
 * Flags: an admin switches the rates pages' advisor bar on, then to a percentage of visitors, then off; each change
 * shows on the visitor's next page render, a visitor keeps their answer, the refused input is named, and the audit
 * log has every change. The flag is the site's own state, shared with the tests running beside this one: it is on
 * for everyone only for a moment, and the percentage is chosen so that the browsers of the other tests (whose
 * user agent and address are this test's visitors') stay out of it.
 *
 * Analytics: a visit from a campaign that uses the calculator appears in the report's counts; the same visit on
 * another host is written to the console and counted nowhere; with the analytics endpoint unreachable the
 * calculator works as always.
 */
import { flagBucket } from '../../src/features/flags/definitions';
import { BASE_URL } from '../../playwright.config';
import { axeFor } from '../support/axe';
import { unique } from '../support/e2e-login';
import { expect, startupScriptsRan, test, type Browser, type Page } from '../support/playwright';
import { loggedInAs } from '../support/session';
import { signInStaff } from '../support/staff-login';

test.describe.configure({ timeout: 120_000 });

const serious = (violations: { impact?: string | null }[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const RATES = '/de/baufinanzierung';

async function visitor(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 }, ...(userAgent ? { userAgent } : {}) });
  return context.newPage();
}

/** Opens the rates page and waits until the flag's island has decided (the page view carries what it saw). */
async function ratesPage(page: Page): Promise<void> {
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/analytics') && r.request().postDataJSON()?.name === 'page_view');
  await page.goto(RATES);
  await startupScriptsRan(page);
  await counted;
}

test('feature flags: an admin switches the advisor bar on, to a share of visitors and off; each visitor keeps their answer; every change is audited', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const admin = await context.newPage();
  await signInStaff(admin, 'flagsAdmin');
  await admin.goto('/de/team/verwaltung');
  const flag = admin.getByTestId('flag-rates_advisor_banner');
  await expect(flag.getByRole('heading', { name: 'Beratungsleiste auf den Zinsseiten' })).toBeVisible();
  await expect(flag.getByTestId('flag-state')).toHaveText('Für alle aus');
  expect(serious((await axeFor(admin).analyze()).violations)).toEqual([]);

  const stranger = await visitor(browser);
  await ratesPage(stranger);
  await expect(stranger.getByTestId('advisor-banner')).toHaveCount(0);

  // On for everyone: the next render has the bar, with its link to the booking page; it can be closed.
  await flag.getByLabel('An', { exact: true }).check();
  await flag.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByTestId('admin-done')).toHaveText('Gespeichert: Beratungsleiste auf den Zinsseiten ist jetzt wie angezeigt eingestellt.');
  await expect(flag.getByTestId('flag-state')).toHaveText('Für alle an');
  await ratesPage(stranger);
  const bar = stranger.getByTestId('advisor-banner');
  await expect(bar.getByRole('link', { name: 'Kostenlose Beratung buchen' })).toHaveAttribute('href', '/de/termin');
  await bar.getByRole('button', { name: 'Schließen' }).click();
  await expect(bar).toHaveCount(0);

  // A share of visitors, by a bucket that stays the same for a visitor: below the other tests' browsers' bucket.
  const seedOf = async (userAgent: string) => (await (await stranger.request.get('/api/visitor', { headers: { 'user-agent': userAgent } })).json()).seed as string;
  const othersBucket = flagBucket('rates_advisor_banner', await seedOf(await stranger.evaluate(() => navigator.userAgent)));
  const share = Math.max(1, Math.min(50, othersBucket));
  const agents = Array.from({ length: 60 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64) HauslotseFlagCheck/${i}`);
  const buckets = await Promise.all(agents.map(async (ua) => ({ ua, bucket: flagBucket('rates_advisor_banner', await seedOf(ua)) })));
  const inside = buckets.find((b) => b.bucket < share);
  const outside = buckets.find((b) => b.bucket >= share);
  expect(outside, 'a visitor outside the share').toBeDefined();

  await flag.getByLabel('Für einen Anteil').check();
  await flag.getByLabel('Anteil der Besucher in Prozent (0–100)').fill('150');
  await flag.getByRole('button', { name: 'Speichern' }).click();
  await expect(flag.getByTestId('flag-rates_advisor_banner-percentage-error')).toHaveText('Gib eine ganze Zahl von 0 bis 100 ein.');
  await expect(flag.getByLabel('Anteil der Besucher in Prozent (0–100)')).toHaveAttribute('aria-invalid', 'true');
  await expect(flag.getByTestId('flag-state')).toHaveText('Für alle an');
  await flag.getByLabel('Für einen Anteil').check();
  await flag.getByLabel('Anteil der Besucher in Prozent (0–100)').fill(String(share));
  await flag.getByRole('button', { name: 'Speichern' }).click();
  await expect(flag.getByTestId('flag-state')).toHaveText(`Für ${share} % der Besucher an`);

  const out = await visitor(browser, outside!.ua);
  for (let i = 0; i < 2; i += 1) {
    await ratesPage(out);
    await expect(out.getByTestId('advisor-banner')).toHaveCount(0);
  }
  if (inside) {
    const shown = await visitor(browser, inside.ua);
    for (let i = 0; i < 2; i += 1) {
      await ratesPage(shown);
      await expect(shown.getByTestId('advisor-banner')).toBeVisible();
    }
  }

  // Off again: the next render has no bar for anybody.
  await flag.getByLabel('Aus', { exact: true }).check();
  await flag.getByRole('button', { name: 'Speichern' }).click();
  await expect(flag.getByTestId('flag-state')).toHaveText('Für alle aus');
  await ratesPage(stranger);
  await expect(stranger.getByTestId('advisor-banner')).toHaveCount(0);

  // The audit log: on, the share, off — the refused input changed nothing.
  await admin.goto('/de/team');
  const audit = admin.getByTestId('staff-audit');
  await audit.locator('#audit-action').selectOption({ label: 'Feature-Flag geändert' });
  await audit.getByRole('button', { name: 'Filtern' }).click();
  const entries = admin.getByTestId('staff-audit-entries').locator('tbody tr');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('e2e-flags@hauslotse.de');
  await expect(entries.first()).toContainText('mode: off');
  await context.close();
});

test('analytics: a campaign visit that uses the calculator is counted in the report; another host only logs it; without the endpoint the calculator still works', async ({ browser }) => {
  const source = unique('e2e-campaign').replace(/[^a-z0-9-]/gi, '-');
  const page = await visitor(browser);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics')) sent.push(r.postDataJSON().name as string);
  });
  const viewed = page.waitForResponse((r) => r.url().endsWith('/api/analytics') && r.status() === 204);
  await page.goto(`/en/german-mortgage-calculator?utm_source=${source}&utm_campaign=autumn`);
  await viewed;
  const used = page.waitForResponse((r) => r.url().endsWith('/api/analytics') && r.request().postDataJSON()?.name === 'calculator_used');
  await page.getByLabel('Purchase price', { exact: true }).fill('500000');
  expect((await used).status()).toBe(204);
  await page.getByLabel('Savings (equity)', { exact: true }).fill('90000');
  await expect(page.getByTestId('calc-loan')).toHaveText('€450,000');
  // One calculation per page, however many inputs change.
  expect(sent).toEqual(['page_view', 'calculator_used']);

  // The same visit on a host that is not the site's (PUBLIC_BASE_URL): the console, no request, no count.
  const other = await (await browser.newContext({ baseURL: BASE_URL.replace('localhost', '127.0.0.1') })).newPage();
  const logged: string[] = [];
  other.on('console', (m) => {
    if (m.text().startsWith('[analytics]')) logged.push(m.text());
  });
  let requests = 0;
  other.on('request', (r) => {
    if (r.url().endsWith('/api/analytics')) requests += 1;
  });
  await other.goto(`/en/german-mortgage-calculator?utm_source=${source}-elsewhere`);
  await expect.poll(() => logged.length).toBeGreaterThan(0);
  expect(logged[0]).toMatch(/^\[analytics\] page_view/);
  await other.getByLabel('Purchase price', { exact: true }).fill('500000');
  await expect.poll(() => logged.length).toBe(2);
  expect(requests).toBe(0);

  // The endpoint unreachable: the calculator works, the failure goes to the console only.
  const broken = await visitor(browser);
  await broken.route('**/api/analytics', (route) => route.abort('connectionrefused'));
  const failures: string[] = [];
  broken.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('Analytics failed')) failures.push(m.text());
  });
  await broken.goto('/en/german-mortgage-calculator');
  await broken.getByLabel('Purchase price', { exact: true }).fill('500000');
  await broken.getByLabel('Savings (equity)', { exact: true }).fill('90000');
  await expect(broken.getByTestId('calc-loan')).toHaveText('€450,000');
  await expect.poll(() => failures.length).toBeGreaterThan(0);

  // The report, split by source: the campaign's visit, its page view and its calculation; the other host's none.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const admin = await context.newPage();
  await signInStaff(admin, 'analyticsAdmin');
  await admin.goto('/en/staff/report?group=source');
  const row = admin.locator(`[data-testid="report-rows"] tr[data-group="${source}"]`);
  await expect(row.locator('[data-column="visits"]')).toHaveText('1');
  await expect(row.locator('[data-column="pageViews"]')).toHaveText('1');
  await expect(row.locator('[data-column="calculatorUses"]')).toHaveText('1');
  await expect(admin.locator(`[data-testid="report-rows"] tr[data-group="${source}-elsewhere"]`)).toHaveCount(0);
  // By landing page: the calculator page started visits.
  await admin.getByLabel('Split by').selectOption({ label: 'Landing page' });
  await admin.getByRole('button', { name: 'Show' }).click();
  await expect(admin.locator('[data-testid="report-rows"] tr[data-group="german-mortgage-calculator-calculator"]').first()).toBeVisible();
  await expect(admin.locator('[data-total="signups"]')).toHaveCount(0);
  expect(serious((await axeFor(admin).analyze()).violations)).toEqual([]);
  await context.close();
});

test('a lead links their use of the site on their profile, sees what was linked, and withdraws it, which deletes it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
  await loggedInAs(context, unique('linked-lead'), { locale: 'de' });
  // The sign-up step without the optional box.
  const signup = await context.request.post('/api/account/signup', { form: { name: 'Lena Link', consent: 'yes', locale: 'de' }, headers: { origin: BASE_URL }, maxRedirects: 0 });
  expect(signup.status()).toBe(303);
  const page = await context.newPage();
  await page.goto('/de/konto/profil');
  const section = page.getByTestId('profile-analytics');
  await expect(section.getByTestId('profile-analytics-state')).toHaveText(/^Nicht verknüpft:/);
  expect(serious((await axeFor(page).analyze()).violations)).toEqual([]);
  await section.getByRole('button', { name: 'Meine Nutzung der Website verknüpfen' }).click();
  await expect(section.getByTestId('profile-analytics-done')).toHaveText('Ab jetzt ist deine Nutzung der Website mit deinem Konto verknüpft.');
  await expect(section.getByTestId('profile-analytics-state')).toHaveText(/^Verknüpft:/);

  const counted = page.waitForResponse((r) => r.url().endsWith('/api/analytics') && r.request().postDataJSON()?.path === RATES && r.status() === 204);
  await page.goto(RATES);
  await counted;
  await page.goto('/de/konto/profil');
  await expect(section.getByTestId('profile-analytics-events')).toContainText(`Angesehen: ${RATES}`);

  await section.getByRole('button', { name: 'Verknüpfung beenden und Verknüpftes löschen' }).click();
  await expect(section.getByTestId('profile-analytics-done')).toHaveText('Verknüpfung beendet; das Verknüpfte ist gelöscht.');
  await expect(section.getByTestId('profile-analytics-state')).toHaveText(/^Nicht verknüpft:/);
  await expect(section.getByTestId('profile-analytics-events')).toHaveCount(0);
  await context.close();
});
