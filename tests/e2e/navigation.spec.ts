import { expect, test, type Page } from '../support/playwright';

async function switchLanguageInFooter(page: Page, to: 'Deutsch' | 'English') {
  const footer = page.locator('footer');
  await footer.locator('summary').click();
  await footer.getByRole('link', { name: to, exact: true }).click();
}

test.describe('language switch', () => {
  const cases = [
    { label: 'region page via its hreflang variant', from: '/en/mortgage-rates-germany/bavaria', to: '/de/baufinanzierung/bayern', lang: 'Deutsch' },
    { label: 'city page via its hreflang variant', from: '/de/baufinanzierung/nordrhein-westfalen/koeln', to: '/en/mortgage-rates-germany/north-rhine-westphalia/cologne', lang: 'English' },
    { label: 'broker city page', from: '/en/mortgage-broker-germany/bavaria/munich', to: '/de/baufinanzierung-vergleich/bayern/muenchen', lang: 'Deutsch' },
    { label: 'calculator page to the same-position calculator', from: '/de/baufinanzierungsrechner/tilgungsrechner', to: '/en/german-mortgage-calculator/mortgage-repayment-calculator-germany', lang: 'English' },
    { label: 'FAQ category code to the other slug', from: '/en/mortgage-faqs/handy-definitions', to: '/de/baufinanzierung-faq/glossar', lang: 'Deutsch' },
    { label: 'blog to the other blog', from: '/de/ratgeber/rente', to: '/en/mortgage-tips', lang: 'English' },
    { label: 'unknown path to the calculators page', from: '/en/no-such-page', to: '/de/immobilienkreditrechner', lang: 'Deutsch' },
    { label: 'static page', from: '/de/impressum', to: '/en/imprint', lang: 'English' },
    { label: 'appointment slot page', from: '/en/appointment/short-video', to: '/de/termin/short-video', lang: 'Deutsch' },
  ] as const;
  for (const c of cases) {
    test(`${c.label}: ${c.from} → ${c.to}`, async ({ page }) => {
      await page.goto(c.from);
      await switchLanguageInFooter(page, c.lang);
      // The calculator pages add their inputs to the URL; the path is what the switch decides.
      await expect.poll(() => new URL(page.url()).pathname).toBe(c.to);
      await expect(page.locator('html')).toHaveAttribute('lang', c.to.slice(1, 3));
    });
  }
});

test.describe('breadcrumbs', () => {
  async function crumbs(page: Page, path: string) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: /Breadcrumb|Brotkrümel/ });
    return {
      texts: await nav.getByRole('listitem').allInnerTexts(),
      links: await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    };
  }
  const clean = (t: string[]) => t.map((s) => s.replace(/^›\s*/, '').trim());

  test('calculator landing page: product name, calculator, calculator title; last crumb not a link', async ({ page }) => {
    const c = await crumbs(page, '/en/german-mortgage-calculator/emi-calculator-for-germany');
    expect(clean(c.texts)).toEqual(['Hauslotse', 'Mortgage calculator', expect.stringMatching(/EMI|loan/i)]);
    expect(c.links).toEqual(['/en', '/en/german-mortgage-calculator']);
  });

  test('city rates page in German uses German place names', async ({ page }) => {
    const c = await crumbs(page, '/de/baufinanzierung/bayern/muenchen');
    expect(clean(c.texts)).toEqual(['Hauslotse', 'Bauzinsen', 'Bayern', 'München']);
  });

  test('FAQ: overview, category', async ({ page }) => {
    const c = await crumbs(page, '/en/mortgage-faqs/getting-started');
    expect(clean(c.texts)[1]).toBe('FAQs');
    expect(c.links).toEqual(['/en', '/en/mortgage-faqs']);
  });

  test('blog category after the blog', async ({ page }) => {
    const c = await crumbs(page, '/de/ratgeber/hauskauf-grundlagen');
    expect(clean(c.texts).slice(0, 2)).toEqual(['Hauslotse', 'Ratgeber']);
    expect(c.texts).toHaveLength(3);
  });

  test('contact type words are translated', async ({ page }) => {
    const c = await crumbs(page, '/de/termin/phone/bestaetigung');
    expect(clean(c.texts)).toEqual(['Hauslotse', 'Termin', expect.stringMatching(/^Telefon/), 'Bestätigung']);
  });

  test('lp-2 is skipped', async ({ page }) => {
    const c = await crumbs(page, '/de/lp-2/immobilienfinanzierung-anfragen');
    expect(clean(c.texts)).toEqual(['Hauslotse', 'Immobilienfinanzierung anfragen']);
    expect(c.links).toEqual(['/de']);
  });
});

test.describe('404 page', () => {
  test('has the spec title, a message and a call-to-action to the appointment page, with status 404', async ({ page }) => {
    const res = await page.goto('/en/this-does-not-exist');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/appointment');
    const de = await page.goto('/de/gibt-es-nicht');
    expect(de!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Seite nicht gefunden');
    await expect(page.getByRole('main').getByRole('link', { name: 'Beratungstermin vereinbaren' })).toHaveAttribute('href', '/de/termin');
  });
});

test.describe('header', () => {
  test('scrolled state from 100 px', async ({ page }) => {
    await page.goto('/en/about');
    const bar = page.locator('[data-scrolled]');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 99));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
  });

  test('desktop: sub-menu opens on hover and lists its view-all link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('link', { name: 'Calculators', exact: true }).hover();
    await expect(nav.getByRole('link', { name: /All calculators/ })).toBeVisible();
  });

  // The header has no restricted item any more (issue 48): the radar's page explains the radar to a visitor, and
  // its login button opens the dialog of the property-search flow.
  test('the radar page’s login button opens the login dialog for visitors; Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/account/property-search');
    await page.getByTestId('radar-intro').getByRole('link', { name: 'Log in or sign up' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Log in for your property search');
    await expect(page).toHaveURL(/\/en\/account\/property-search$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('?signup opens the login dialog; an outside click closes it', async ({ page }) => {
    await page.goto('/de/ueber-uns?signup=true');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Anmelden oder registrieren');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test.describe('mobile drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('burger opens the drawer with menu, Get started and Login; sub-menus open on click; it closes when the viewport grows', async ({ page }) => {
    await page.goto('/en');
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeHidden();
    await expect(page.locator('[data-nav="live"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/en/criteria/start');
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
    await drawer.getByRole('button', { name: 'Show submenu: Calculators' }).click();
    await expect(drawer.getByRole('link', { name: 'Repayment calculator' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(drawer).toBeHidden();
  });

  test('no page frame or long German word scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/de/baufinanzierungsrechner', '/de/baufinanzierung/mecklenburg-vorpommern', '/en/german-mortgage-calculator/mortgage-interest-rate-calculator-germany', '/de/wie-viel-haus-kann-ich-mir-leisten-rechner.ia', '/de/impressum']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('at 360 px long German words in headings can break at their syllables (soft hyphens) and never overflow (issue 24)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const [path, word] of [['/de/lp-2/anschlussfinanzierung-anfragen', 'An\u00adschluss\u00adfi\u00adnan\u00adzie\u00adrung'], ['/de/baufinanzierungsrechner', 'Bau\u00adfi\u00adnan\u00adzie\u00adrungs\u00adrech\u00adner']] as const) {
      await page.goto(path);
      const h1 = page.locator('h1');
      // Without the break points a platform without a German dictionary broke the word anywhere.
      expect(await h1.evaluate((el) => el.textContent), path).toContain(word);
      expect(await h1.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the menu button leads to the footer’s list of pages', async ({ page }) => {
      await page.goto('/de/ueber-uns');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(page).toHaveURL(/\/de\/ueber-uns#site-links$/);
      const links = page.locator('#site-links');
      await expect(links.getByRole('link', { name: 'Baufinanzierungsrechner', exact: true })).toBeInViewport();
      await links.getByRole('link', { name: 'Baufinanzierungsrechner', exact: true }).click();
      await expect(page).toHaveURL(/\/de\/baufinanzierungsrechner$/);
    });
  });

  test('the menu closes on navigation and the page has no horizontal scroll', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('[data-nav="live"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('mobile-drawer').getByRole('link', { name: 'Ratgeber' }).click();
    await expect(page).toHaveURL(/\/de\/ratgeber$/);
    await expect(page.getByTestId('mobile-drawer')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('footer', () => {
  test('funnel buttons open the first question of AF and OM; copyright shows the current year', async ({ page }) => {
    await page.goto('/en/about');
    await expect(page.locator('footer')).toContainText(`© ${new Date().getUTCFullYear()} Hauslotse GmbH`);
    await page.getByRole('button', { name: 'See what I can afford' }).click();
    await expect(page).toHaveURL(/\/en\/criteria\/start\?funnel=AF$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What is your household's net income per month?");
    await page.goto('/de/ueber-uns');
    await page.getByRole('button', { name: 'Die passende Finanzierung finden' }).click();
    await expect(page).toHaveURL(/\/de\/kriterien\/start\?funnel=OM$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welche Immobilie möchtest du kaufen?');
  });

  test('no rating is published without its source: no review widget, no AggregateRating, no footer badge', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('review-widget')).toHaveCount(0);
    expect(await page.content()).not.toContain('AggregateRating');
    await expect(page.locator('footer')).not.toContainText('Bewertungen');
  });
});

test('advisors on the appointment page come from the database', async ({ page }) => {
  await page.goto('/en/appointment');
  await expect(page.getByRole('heading', { name: 'Your advisor team' })).toBeVisible();
  await expect(page.getByText('Anna Lehmann')).toBeVisible();
});

test('no request leaves for a third-party host when a page loads', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/de');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
