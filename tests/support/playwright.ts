/**
 * Playwright for this site's end-to-end tests: `test` whose `page.goto` returns once the page's start-up scripts
 * have run (ADR 022: they load after the first paint, so the load event no longer waits for them). A test that
 * uses the header (drawer, sub-menus, dialogs) right after opening a page would otherwise act on the server's
 * markup. Pages without the site's header (files, the staff pages) and pages opened without JavaScript return
 * as before. Everything else is Playwright's own.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The site header's script has run: React has hydrated the page. */
export async function startupScriptsRan(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const nav = document.querySelector('[data-nav]');
      return !nav || nav.getAttribute('data-nav') === 'live';
    },
    undefined,
    { timeout },
  );
}

export const test = base.extend({
  // The fixture's callback is not named `use`: react-hooks/rules-of-hooks would take it for React's `use`.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // Only an HTML page can hold the header (a PDF or JSON opened in the tab is left alone).
        if ((response?.headers()['content-type'] ?? '').startsWith('text/html')) await startupScriptsRan(page);
        return response;
      };
    }
    await provide(page);
  },
});
