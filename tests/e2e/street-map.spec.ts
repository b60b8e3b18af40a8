/**
 * The street map (issue 48 part 6, ADR 049) with tiles and without. With tiles: a production server of its own
 * (tests/support/clock-server.ts) with MAP_TILES_URL pointing at vector tiles made from the project's own data
 * (tests/support/tile-server.ts). The search page's street map loads, draws the tiles (the tiles' earth colour on
 * screen), shows the page's results as links or clusters (every result once), lets the visitor move the search area
 * and search there; the listing page shows its marker; no request goes to any host but the site and the tile server,
 * whose origin the page's CSP allows. Without JavaScript the sketch and the list are there. Without tiles (the main
 * e2e server): the sketch only, and no map script or worker is loaded.
 *
 * WebGL in the headless shell: Chromium's software renderer (SwiftShader), enabled for this file's browser only.
 */
import sharp from 'sharp';
import { expect, test, type Page } from '../support/playwright';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { startTileServer, type TileServer } from '../support/tile-server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
test.use({ launchOptions: { executablePath: CHROMIUM, args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-dev-shm-usage', '--disable-background-networking'] } });

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 15;
let tiles: TileServer;
let server: ClockServer;

test.beforeAll(async () => {
  tiles = await startTileServer(E2E_PORT + 16);
  server = await startClockServer(PORT, '2026-11-27T10:00:00Z', { MAP_TILES_URL: tiles.template });
});

test.afterAll(async () => {
  await server?.stop();
  await tiles?.stop();
});

/** Hosts the page asked anything of. */
function hostsAskedBy(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  return hosts;
}

/** Share of the element's pixels in the Protomaps light earth colour (#e2dfda): the tiles' land drawn. */
async function earthShare(page: Page, testId: string): Promise<number> {
  const png = await page.getByTestId(testId).first().screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let earth = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.abs(data[i]! - 0xe2) <= 3 && Math.abs(data[i + 1]! - 0xdf) <= 3 && Math.abs(data[i + 2]! - 0xda) <= 3) earth++;
  return earth / (info.width * info.height);
}

/** The results on the street map: each single marker once, each cluster with its count. */
async function resultsShown(page: Page): Promise<{ singles: string[]; clustered: number }> {
  const singles = await page.getByTestId('street-map-marker').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  const counts = await page.getByTestId('street-map-cluster').allTextContents();
  return { singles, clustered: counts.reduce((s, c) => s + Number(c), 0) };
}

test('search with tiles: the street map draws the tiles, every result once, and a moved area searches there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const hosts = hostsAskedBy(page);
  const response = await page.goto(`${server.baseURL}/en/properties?place=Leipzig&radius=10`);
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${tiles.origin}`);
  const sketchLinks = await page.getByTestId('results-map').getByTestId('map-marker').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(sketchLinks.length).toBeGreaterThan(1);
  const frame = page.getByTestId('street-map-frame');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  expect(tiles.requests.some((r) => /^\/\d+\/\d+\/\d+\.pbf$/.test(r))).toBe(true);
  // The sketch gave way (hidden, same place), and the caption says what is shown now.
  await expect(page.getByTestId('results-map').locator('svg')).toBeHidden();
  await expect(page.locator('#results-map-caption')).toContainText('OpenStreetMap');
  expect(await earthShare(page, 'street-map')).toBeGreaterThan(0.3);
  // Every result of the page once: as its own link (the same address as the list's) or counted in a cluster.
  await expect.poll(async () => {
    const shown = await resultsShown(page);
    return shown.singles.length + shown.clustered;
  }).toBe(sketchLinks.length);
  const { singles } = await resultsShown(page);
  for (const href of singles) expect(sketchLinks).toContain(href);
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OpenStreetMap');
  // Move the search area ~15 km east (Leipzig → towards Brandis/Wurzen) and search there.
  const handle = page.getByTestId('street-map-area-handle');
  const box = (await handle.boundingBox())!;
  const mapBox = (await page.getByTestId('street-map').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(Math.min(mapBox.x + mapBox.width - 20, box.x + box.width / 2 + mapBox.width / 3), box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.getByTestId('street-map-search-area').click();
  await page.waitForURL((url) => url.searchParams.get('place') !== 'Leipzig');
  const place = new URL(page.url()).searchParams.get('place')!;
  expect(place).toMatch(/^04\d{3}$/);
  expect(new URL(page.url()).searchParams.get('radius') ?? '10').toBe('10');
  expect([...hosts].sort()).toEqual([`127.0.0.1:${E2E_PORT + 16}`, `localhost:${PORT}`].sort());
});

test("listing with tiles at 360 px (German): the listing's own marker on the street map", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${server.baseURL}/de/immobilien?place=Leipzig&radius=10`);
  const href = await page.getByTestId('results-map').getByTestId('map-marker').first().getAttribute('href');
  await page.goto(`${server.baseURL}${href}`);
  const frame = page.getByTestId('street-map-frame');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('street-map').getByRole('img', { name: /Lage|Ort/ })).toBeVisible();
  expect(await earthShare(page, 'street-map')).toBeGreaterThan(0.3);
  await expect(page.locator('.maplibregl-ctrl-zoom-in')).toHaveAttribute('title', 'Vergrößern');
});

test('with tiles but without JavaScript: the sketch and the list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/en/properties?place=Leipzig&radius=10`);
  await expect(page.getByTestId('results-map').getByTestId('map-marker').first()).toBeVisible();
  await expect(page.locator('#results-map-caption')).toContainText('sketch without streets');
  await context.close();
});

test('without tiles (the main server): the sketch only, no map script or worker', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/en/properties?place=Leipzig&radius=10');
  await expect(page.getByTestId('results-map').getByTestId('map-marker').first()).toBeVisible();
  await expect(page.getByTestId('street-map-frame')).toHaveCount(0);
  await page.getByTestId('results-map').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(asked.filter((p) => p.startsWith('/api/map/'))).toEqual([]);
  const csp = (await page.request.get('/en/properties?place=Leipzig&radius=10')).headers()['content-security-policy'];
  expect(csp).toContain(`connect-src 'self';`);
});
