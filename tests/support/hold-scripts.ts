import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Holds back every script the page's HTML does not name itself (an island's interactive code, loaded later),
 * so that a test can use the server-rendered form before the island hydrates. `release()` lets them through.
 */
export async function holdLateScripts(page: Page, path: string, request: APIRequestContext) {
  const html = await (await request.get(path)).text();
  // The scripts the page loads at start: its script elements and those its loader inserts (ADR 022).
  const initial = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/"(\/_next\/static\/chunks\/[\w.-]+\.js)"/g)].map((m) => m[1]!));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) {
      held++;
      await gate;
    }
    await route.continue();
  });
  return { release, held: () => held };
}
