/**
 * The header fits common desktop widths (issue 24: it overflowed from 1024 to 1536 px, and at 1280 × 800 the
 * login, the logout and "Get started" were off-screen): no sideways scrolling, and the header's actions inside
 * the screen, in both languages, logged out and logged in.
 */
import { expect, test, type Page } from '../support/playwright';
import { uniqueAddress } from '../support/e2e-choice';
import { loggedInAs } from '../support/session';

const WIDTHS = [1024, 1280, 1440, 1536] as const;
const PAGES = { en: ['/en', '/en/mortgage-rates-germany', '/en/german-mortgage-calculator'], de: ['/de', '/de/baufinanzierung', '/de/baufinanzierungsrechner'] } as const;
const unique = (name: string) => uniqueAddress(name);

async function expectFits(page: Page, width: number, path: string, actions: { role: 'link' | 'button'; name: string }[]) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  const account = page.getByTestId('header-account');
  await expect(account).toHaveAttribute('data-visitor', /eligible|anonymous/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  for (const { role, name } of actions) {
    const action = page.getByRole('banner').getByRole(role, { name, exact: true }).first();
    await expect(action, `${name} on ${path} at ${width} px`).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.x + box.width, `${name} on ${path} at ${width} px ends inside the screen`).toBeLessThanOrEqual(width);
  }
}

for (const locale of ['en', 'de'] as const) {
  const login = { role: 'link' as const, name: locale === 'en' ? 'Login' : 'Anmelden' };
  const logout = { role: 'button' as const, name: locale === 'en' ? 'Log out' : 'Abmelden' };

  test(`${locale}: logged out, the header fits at ${WIDTHS.join(', ')} px with its login in view`, async ({ page }) => {
    for (const width of WIDTHS) for (const path of PAGES[locale]) await expectFits(page, width, path, [login]);
  });

  test(`${locale}: logged in, the header fits at ${WIDTHS.join(', ')} px with its logout in view`, async ({ page }) => {
    test.setTimeout(120_000);
    const { location } = await loggedInAs(page.context(), unique(`header-${locale}`), { locale });
    await page.goto(location);
    for (const width of WIDTHS) for (const path of PAGES[locale]) await expectFits(page, width, path, [logout]);
  });
}
