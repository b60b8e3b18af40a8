/**
 * Issue 50, part 4, end to end: the lender comparison with a credit marketplace. A production server of its own
 * (tests/support/clock-server.ts) with the EUROPACE_* variables pointing at a local stub of Europace's token and
 * offers API (tests/support/europace-stub.ts, answering the fixtures written from the published API description).
 * The stub answering: the calculation shows the marketplace's lenders (not the demo lenders) with its result's date.
 * The stub failing: the same address shows the condition sheets' (demo) lenders and says the marketplace could not be
 * reached — never an error page, and the failure is not kept for the next visitor (the page is rendered per request
 * while a marketplace is configured). Nothing is asked of any other host.
 */
import { startClockServer, type ClockServer } from '../support/clock-server';
import { startEuropaceStub, STUB_CREDENTIALS, type EuropaceStub } from '../support/europace-stub';
import { expect, test } from '../support/playwright';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 18;
/** 500,000 € in Bavaria, 150,000 € savings, 2 % repayment, 10 years (the case of tests/e2e/lender-offers.spec.ts). */
const QUERY = 'price=500000&savings=150000&payment=2000&repayment=2&mode=percent&fix=10&loc=BY&commission=3.57&rateMode=auto&rate=&born=';
let stub: EuropaceStub;
let server: ClockServer;

test.beforeAll(async () => {
  stub = await startEuropaceStub(E2E_PORT + 19, 'ok');
  server = await startClockServer(PORT, '2026-11-27T10:00:00Z', {
    EUROPACE_CLIENT_ID: STUB_CREDENTIALS.clientId,
    EUROPACE_CLIENT_SECRET: STUB_CREDENTIALS.clientSecret,
    EUROPACE_PARTNER_ID: STUB_CREDENTIALS.partnerId,
    EUROPACE_API_URL: stub.apiUrl,
    EUROPACE_TOKEN_URL: stub.tokenUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stub?.stop();
});

test('en: the marketplace answers — its lenders, ranked, with the result’s date; then it fails — the sheets, and the page says so', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  await page.goto(`${server.baseURL}/en/german-mortgage-calculator?${QUERY}`);
  const table = page.getByTestId('lender-offers-table');
  await expect(table).toBeVisible();
  const lenders = await table.getByTestId('offer-lender').allInnerTexts();
  expect(lenders.length).toBeGreaterThan(0);
  expect(lenders.some((name) => name.startsWith('Demo-'))).toBe(false);
  expect(lenders).toContain('Sparkasse Musterstadt');
  await expect(table.getByTestId('offer-demo-label')).toHaveCount(0);
  await expect(page.getByTestId('lender-offers')).toContainText('Marketplace result of');
  await expect(page.getByTestId('lender-offers-source-unavailable')).toHaveCount(0);
  expect(stub.requests.some((r) => r.path.endsWith('/ergebnisliste'))).toBe(true);

  stub.mode = 'error';
  await page.goto(`${server.baseURL}/en/german-mortgage-calculator?${QUERY}`);
  await expect(page.getByTestId('lender-offers-source-unavailable')).toContainText('could not be reached');
  const sheetLenders = await page.getByTestId('lender-offers-table').getByTestId('offer-lender').allInnerTexts();
  expect(sheetLenders.length).toBeGreaterThan(0);
  expect(sheetLenders.every((name) => name.startsWith('Demo-'))).toBe(true);
  expect([...hosts]).toEqual([`localhost:${PORT}`]);
});

test('de: a marketplace that does not answer in time — the sheets within seconds, said in German', async ({ page }) => {
  stub.mode = 'hang';
  const started = Date.now();
  await page.goto(`${server.baseURL}/de/baufinanzierungsrechner?${QUERY}`);
  await expect(page.getByTestId('lender-offers-source-unavailable')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByTestId('lender-offers-table').getByTestId('offer-demo-label').first()).toHaveText('Demo');
  stub.mode = 'ok';
});
