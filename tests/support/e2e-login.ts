/**
 * Helpers of the login end-to-end tests: a client address of its own per test, unique addresses, and the
 * login e-mail as the test run's SMTP server kept it (tests/support/smtp-sink.mjs).
 */
import { expect, type Page } from '@playwright/test';
import { ownClientIp, uniqueAddress } from './e2e-choice';
import { decodeQuotedPrintable, mailsTo } from './mailbox';

/** Each test is its own client (per-IP rate limits of parallel tests must not add up): an address of its own. */
export async function asOwnClient(page: Page): Promise<string> {
  const ip = ownClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** An e-mail address of its own (tests/support/e2e-choice.ts). */
export const unique = (name: string, domain?: string) => uniqueAddress(name, domain);

/** The newest login e-mail to an address: its link and 6-digit code. */
export async function mailTo(address: string, count = 1): Promise<{ link: string; code: string; raw: string }> {
  const found = await mailsTo(address, count);
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
