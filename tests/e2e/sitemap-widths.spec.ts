/**
 * Sitemap pages fit the screen (issue 24): at the common desktop widths 1024, 1280, 1440 and 1536 px and on a
 * 360 px phone, no page scrolls sideways. Crawled without JavaScript (the server's HTML and CSS decide the
 * layout; a page is loaded once and measured at each width), logged out. The header's JavaScript states and the
 * logged-in header are checked at the same widths in header-fit.spec.ts.
 *
 * Every page of the route table and content is crawled except where one template serves dozens of pages (the
 * 16 states and ~80 cities of the rates and broker pages, the FAQ, glossary and article pages): there the
 * family's root and, per level, the 8 pages with the longest address (the longest names, the likeliest to
 * overflow) stand for the rest.
 */
import { expect, test } from '../support/playwright';
import { sampleSitemap as sample } from '../support/sitemap';

const WIDTHS = [1536, 1440, 1280, 1024, 360] as const;
// In three parts (every third page of the sample), so that both workers of the run share the crawl.
const PARTS = 3;
for (let part = 0; part < PARTS; part++) {
  test(`no sitemap page scrolls sideways at 1024, 1280, 1440, 1536 or 360 px (part ${part + 1} of ${PARTS})`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const all = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
    expect(all.length).toBeGreaterThan(200);
    const sampled = sample(all);
    expect(sampled.length).toBeGreaterThan(150);
    const paths = sampled.filter((_, i) => i % PARTS === part);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tooWide: string[] = [];
    try {
      // Three pages at a time.
      const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
      for (let i = 0; i < paths.length; i += tabs.length) {
        await Promise.all(tabs.map(async (page, k) => {
          const path = paths[i + k];
          if (!path) return;
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          const response = await page.goto(path, { waitUntil: 'load' });
          expect(response?.status(), path).toBe(200);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
            if (scrollWidth > width) tooWide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
          }
        }));
      }
    } finally {
      await context.close();
    }
    expect(tooWide, tooWide.join('\n')).toEqual([]);
  });
}
