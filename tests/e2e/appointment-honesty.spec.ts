/**
 * Until online booking exists (issue 10), the appointment pages claim no booking and offer what works: the
 * phone and e-mail of the advisors.
 */
import { expect, test } from '@playwright/test';

for (const { paths, claim } of [
  { paths: ['/en/appointment/phone', '/en/appointment/video/confirm', '/en/appointment/video/confirmation'], claim: /is booked|booking is confirmed|thank you for booking/i },
  { paths: ['/de/termin/phone', '/de/termin/video/bestaetigung', '/de/termin/video/bestaetigt'], claim: /ist gebucht|Buchung ist bestätigt|Danke für deine Buchung/i },
]) {
  for (const path of paths) {
    test(`${path} claims no booking and offers phone and e-mail`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).not.toContainText(claim);
      await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
    });
  }
}
