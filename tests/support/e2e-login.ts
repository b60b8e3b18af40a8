/**
 * Helpers of the login end-to-end tests: a client address of its own per test, unique addresses, and the
 * login e-mail as the test run's SMTP server kept it (tests/support/smtp-sink.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 254) + 1;

/** Each test is its own client (per-IP rate limits of parallel tests must not add up): a random address. */
export async function asOwnClient(page: Page): Promise<string> {
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

export const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.de`;

/** Quoted-printable soft breaks and escapes undone: enough to read links and codes. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest login e-mail to an address: its link and 6-digit code. */
export async function mailTo(address: string, count = 1): Promise<{ link: string; code: string; raw: string }> {
  const mailDir = process.env.E2E_MAIL_DIR!;
  let found: string[] = [];
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort() : [];
        found = files.map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')).filter((m) => m.startsWith(`X-Envelope-To: ${address}\r\n`));
        return found.length >= count;
      },
      { timeout: 45_000, message: `${count} e-mail(s) to ${address}` },
    )
    .toBe(true);
  const raw = decodeQuotedPrintable(found.at(-1)!);
  const link = /(http:\/\/localhost:\d+\/(?:en|de)\/[a-z/]+\?token=[A-Za-z0-9_-]{43})/.exec(raw)?.[1];
  const code = /\n(\d{6})\r?\n/.exec(raw)?.[1];
  expect(link, 'login link in the e-mail').toBeTruthy();
  expect(code, 'code in the e-mail').toBeTruthy();
  return { link: link!, code: code!, raw };
}

/**
 * The login page's e-mail step with JavaScript: waits until the CAPTCHA widget has solved its challenge, so
 * that the request carries a solution (a click before the page's islands have hydrated would send none and
 * count against the stricter no-JavaScript budget, ADR 016).
 */
export async function requestLoginLink(page: Page, loginPath: string, address: string, submit: string): Promise<void> {
  await page.goto(loginPath);
  await page.locator('#login-email').fill(address);
  await expect(page.locator('altcha-widget[data-captcha-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: submit }).click();
}
