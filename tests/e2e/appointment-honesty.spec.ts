/**
 * The appointment pages claim a booking only where there is one (issue 10): the confirm page without a chosen
 * time asks for one, and the confirmation page without this browser's booking says there is nothing to show
 * and offers booking, in both languages.
 */
import { expect, test } from '../support/playwright';

for (const { confirm, confirmation, claim, pick, book } of [
  { confirm: '/en/appointment/video/confirm', confirmation: '/en/appointment/video/confirmation', claim: /is booked|booking is confirmed|thank you for booking/i, pick: 'Pick a time', book: 'Book an appointment' },
  { confirm: '/de/termin/video/bestaetigung', confirmation: '/de/termin/video/bestaetigt', claim: /ist gebucht|Buchung ist bestätigt|Danke für deine Buchung/i, pick: 'Uhrzeit wählen', book: 'Termin buchen' },
]) {
  test(`${confirm} without a chosen time asks for one and has no booking form`, async ({ page }) => {
    await page.goto(confirm);
    await expect(page.getByTestId('confirm-no-slot').getByRole('link', { name: pick })).toHaveAttribute('href', confirm.replace(/\/(confirm|bestaetigung)$/, ''));
    await expect(page.getByTestId('confirm-form')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(claim);
  });

  test(`${confirmation} without this browser's booking claims none and offers booking`, async ({ page }) => {
    for (const url of [confirmation, `${confirmation}?job=6f1c1a52-5b0a-4c1e-9d1e-2f3a4b5c6d7e`, `${confirmation}?job=not-a-job`]) {
      await page.goto(url);
      await expect(page.getByTestId('booking-missing')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(claim);
      await expect(page.getByTestId('booking-missing').getByRole('link', { name: book })).toBeVisible();
    }
  });
}
