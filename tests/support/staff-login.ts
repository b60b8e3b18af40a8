/**
 * The staff fixtures of the end-to-end server (tests/support/e2e-fixtures.ts) and a staff sign-in without the UI
 * for tests of what staff do afterwards: the one-time link's token, then the authenticator's code, posted to the
 * site's own endpoints as the staff page's forms post them (tests/e2e/staff.spec.ts tests the UI itself).
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BASE_URL } from '../../playwright.config';

interface StaffFixture {
  email: string;
  link: string;
  secret?: string;
}
interface Fixtures {
  staff: StaffFixture;
  preview: StaffFixture;
  certificate: StaffFixture;
  backoffice: StaffFixture;
  advisor: StaffFixture;
  calendarAdmin: StaffFixture;
  calendarAdvisor: StaffFixture;
  membersAdmin: StaffFixture;
  profilesAdmin: StaffFixture;
  profilesAdvisor: StaffFixture;
  ratesAdmin: StaffFixture;
  flagsAdmin: StaffFixture;
  analyticsAdmin: StaffFixture;
  careersAdmin: StaffFixture;
  widgetsAdmin: StaffFixture;
  offersAdmin: StaffFixture;
  offersAdvisor: StaffFixture;
  widgetPartner: { key: string; origin: string };
  plainFramePartner: { key: string; origin: string };
  enrol: StaffFixture;
  calendar: string;
  noShow: { email: string; day: string };
}

export function e2eFixtures(): Fixtures {
  return JSON.parse(fs.readFileSync(`/tmp/hauslotse-e2e-fixtures-${new URL(BASE_URL).port}.json`, 'utf8')) as Fixtures;
}

/** The authenticator app's code now (RFC 6238, the site's settings). */
export const authenticatorCode = (secretBase32: string): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) }).generate();

/** Signs the fixture's staff member in within the page's browser context (its cookies get the admin cookie). */
export async function signInStaff(page: Page, which: 'staff' | 'preview' | 'certificate' | 'backoffice' | 'advisor' | 'calendarAdmin' | 'calendarAdvisor' | 'membersAdmin' | 'profilesAdmin' | 'profilesAdvisor' | 'ratesAdmin' | 'flagsAdmin' | 'analyticsAdmin' | 'careersAdmin' | 'widgetsAdmin' | 'offersAdmin' | 'offersAdvisor'): Promise<void> {
  const fixture = e2eFixtures()[which];
  const token = new URL(fixture.link).searchParams.get('token')!;
  const headers = { origin: BASE_URL };
  const link = await page.request.post('/api/staff/login', { headers, form: { token, locale: 'de' }, maxRedirects: 0 });
  expect(link.status(), 'the staff link is accepted').toBe(303);
  expect(link.headers().location).not.toContain('error');
  const code = await page.request.post('/api/staff/second-factor', { headers, form: { code: authenticatorCode(fixture.secret!), locale: 'de' }, maxRedirects: 0 });
  expect(code.status(), 'the authenticator code is accepted').toBe(303);
  expect(code.headers().location, 'the authenticator code is accepted').not.toContain('codeError');
}
