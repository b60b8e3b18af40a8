/**
 * Issue 48, part 1 "found from everywhere" and finding 8, as a new visitor uses the site: in both languages, on a
 * 360 px phone and at 1280 px, the visitor goes from the home page to a listing by clicks only — through the header
 * (the "Properties" item: in the bar from 1280 px, in the drawer on a phone), through the home page's step "Find your
 * property", and through buying a flat, a city's page and its listings; the header's sub-menu works from the
 * keyboard; the site search finds the property pages; and saving a search while logged out opens the login dialog
 * with no response 401 (the save is accepted for later: 202 and the cookie that keeps it).
 */
import { expect, test, type Page } from '../support/playwright';
import { asOwnClient } from '../support/e2e-login';

test.describe.configure({ timeout: 60_000 });

const TEXT = {
  de: {
    home: '/de', search: '/de/immobilien', listing: '/de/immobilien/', hub: '/de/wohnung-kaufen', city: '/de/wohnung-kaufen-leipzig', radar: '/de/konto/immobilien-suche',
    item: /^Immobilien( neu)?$/i, openMenu: 'Menü öffnen', submenu: 'Untermenü anzeigen: Immobilien', mainNav: 'Hauptnavigation',
    searchEntry: 'Immobiliensuche', apartment: 'Wohnung kaufen', radarEntry: 'Immobilienradar', step: 'Immobilien suchen',
    dialogTitle: 'Anmelden für deine Immobiliensuche', keep: 'Melde dich an oder registriere dich, um die Suche zu speichern; sie bleibt bis dahin erhalten.',
    radarIntro: 'Das Immobilienradar ist kostenlos. Es braucht ein Konto', siteSearch: '/de/suche?q=Wohnung+kaufen',
  },
  en: {
    home: '/en', search: '/en/properties', listing: '/en/properties/', hub: '/en/buy-apartment', city: '/en/buy-apartment-leipzig', radar: '/en/account/property-search',
    item: /^Properties( new)?$/i, openMenu: 'Open menu', submenu: 'Show submenu: Properties', mainNav: 'Main navigation',
    searchEntry: 'Property search', apartment: 'Buy an apartment', radarEntry: 'Property radar', step: 'Search properties',
    dialogTitle: 'Log in for your property search', keep: 'Log in or sign up to save the search; it is kept until then.',
    radarIntro: 'The radar is free. It needs an account', siteSearch: '/en/search?q=buy+apartment',
  },
} as const;

const WIDTHS = [360, 1280] as const;
const path = (page: Page) => new URL(page.url()).pathname;

/** From a page with listing cards, the first card's title link to its listing page. */
async function openFirstListing(page: Page, L: (typeof TEXT)['de' | 'en'], within = page.getByTestId('listing-card')) {
  const card = within.first();
  await expect(card).toBeVisible();
  const slug = (await card.getAttribute('data-slug'))!;
  await card.getByRole('heading').getByRole('link').click();
  await expect.poll(() => path(page)).toBe(`${L.listing}${slug}`);
  await expect(page.getByTestId('listing-facts')).toBeVisible();
}

/** The header's "Properties" item (its name carries the NEW badge where the badge shows): in the bar at 1280 px, in the drawer on a phone. */
async function openPropertiesItem(page: Page, L: (typeof TEXT)['de' | 'en'], width: number) {
  if (width >= 1280) {
    await page.getByRole('navigation', { name: L.mainNav }).first().getByRole('link', { name: L.item }).click();
  } else {
    await page.getByRole('button', { name: L.openMenu }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: L.item }).click();
  }
}

for (const locale of ['de', 'en'] as const) {
  const L = TEXT[locale];

  for (const width of WIDTHS) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: width >= 1280 ? 800 : 740 } });

      test('home page → the header’s "Properties" → the search → a listing, by clicks', async ({ page }) => {
        await page.goto(L.home);
        await openPropertiesItem(page, L, width);
        await expect.poll(() => path(page)).toBe(L.search);
        await expect(page.getByTestId('results-heading')).toBeVisible();
        await openFirstListing(page, L);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });

      test('home page → the step "Find your property" → the search → a listing, by clicks', async ({ page }) => {
        await page.goto(L.home);
        const step = page.getByTestId('home-step-find');
        await expect(step).toHaveText(L.step);
        await step.click();
        await expect.poll(() => path(page)).toBe(L.search);
        await openFirstListing(page, L);
      });

      test('the header’s sub-menu → buying a flat → a city’s page → one of its listings, by clicks', async ({ page }) => {
        await page.goto(L.home);
        if (width >= 1280) {
          const nav = page.getByRole('navigation', { name: L.mainNav }).first();
          await nav.getByRole('link', { name: L.item }).hover();
          await nav.getByRole('link', { name: new RegExp(`^${L.apartment}`) }).click();
        } else {
          await page.getByRole('button', { name: L.openMenu }).click();
          const drawer = page.getByTestId('mobile-drawer');
          await drawer.getByRole('button', { name: L.submenu }).click();
          await drawer.getByRole('link', { name: L.apartment, exact: true }).click();
        }
        await expect.poll(() => path(page)).toBe(L.hub);
        await page.getByTestId('property-city-list').getByRole('link', { name: 'Leipzig', exact: true }).click();
        await expect.poll(() => path(page)).toBe(L.city);
        await openFirstListing(page, L, page.getByTestId('city-listings').getByTestId('listing-card'));
      });

      test('a visitor who saves the search gets the login dialog, with no response 401; the save is kept for the login', async ({ page }) => {
        await asOwnClient(page);
        const refused: string[] = [];
        const consoleErrors: string[] = [];
        page.on('response', (response) => {
          if (response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        await page.goto(L.home);
        await openPropertiesItem(page, L, width);
        await expect.poll(() => path(page)).toBe(L.search);
        await expect(page.locator('html[data-save-forms="ready"]')).toHaveCount(1);
        const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties/radars' && r.request().method() === 'POST');
        await page.getByTestId('radar-save-button').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading')).toHaveText(L.dialogTitle);
        expect((await saved).status()).toBe(202);
        await expect(page.getByTestId('radar-save-status')).toHaveText(L.keep);
        expect((await page.context().cookies()).map((c) => c.name)).toContain('hl_prop_save');
        expect(refused).toEqual([]);
        expect(consoleErrors.filter((text) => text.includes('401'))).toEqual([]);
      });
    });
  }

  test(`${locale}: the radar in the header’s sub-menu tells a visitor what it is and leads to the search; the sub-menu works from the keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(L.home);
    const nav = page.getByRole('navigation', { name: L.mainNav }).first();
    // Keyboard: focus on the item opens its sub-menu, Tab reaches its first entry.
    await nav.getByRole('link', { name: L.item }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: new RegExp(`^${L.searchEntry}`) })).toBeFocused();
    await nav.getByRole('link', { name: new RegExp(`^${L.radarEntry}`) }).click();
    await expect.poll(() => path(page)).toBe(L.radar);
    const intro = page.getByTestId('radar-intro');
    await expect(intro).toContainText(L.radarIntro);
    await intro.getByTestId('radar-intro-search').click();
    await expect.poll(() => path(page)).toBe(L.search);
    await openFirstListing(page, L);
  });

  test(`${locale}: the site search finds the buying-a-flat page`, async ({ page }) => {
    await page.goto(L.siteSearch);
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('link').first()).toHaveAttribute('href', L.hub);
    await results.getByRole('link').first().click();
    await expect.poll(() => path(page)).toBe(L.hub);
  });
}
