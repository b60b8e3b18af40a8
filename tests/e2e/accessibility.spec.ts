import { axeFor } from '../support/axe';
import { expect, test } from '../support/playwright';

// One page per layout variant (spec section 2 "Layouts"), plus the 404 page, in both locales.
const PAGES = [
  { variant: 'default', en: '/en', de: '/de' },
  { variant: 'default (content)', en: '/en/imprint', de: '/de/datenschutz' },
  { variant: 'advisor', en: '/en/appointment', de: '/de/termin/video' },
  { variant: 'noFooter', en: '/en/appointment/phone/confirm', de: '/de/termin/phone/bestaetigt' },
  { variant: 'simpleFooter', en: '/en/lp-2/request-refinancing', de: '/de/lp/finanzierungszertifikat' },
  { variant: 'default (funnel question)', en: '/en/criteria/start?funnel=OM', de: '/de/kriterien/start?funnel=AF' },
  { variant: 'plain', en: '/en/account', de: '/de/konto/immobilien-suche' },
  { variant: '404', en: '/en/missing', de: '/de/fehlt' },
];

for (const p of PAGES) {
  for (const locale of ['en', 'de'] as const) {
    test(`axe: no serious or critical violation on ${p.variant} (${p[locale]})`, async ({ page }) => {
      await page.goto(p[locale]);
      const results = await axeFor(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('axe on the mobile drawer, opened', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/about');
  await expect(page.locator('[data-nav="live"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await axeFor(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
