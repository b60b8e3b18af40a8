/**
 * Moving and cancelling an appointment with the links of the booking e-mail (issue 10): the booking is made
 * through the query endpoint (the booking pages follow), the e-mail is read from the test run's SMTP server,
 * the manage page moves the appointment to another free slot, old links stop working, and the newest e-mail's
 * cancel link cancels it. A crafted "done" URL claims nothing.
 */
import { expect, test, type Page } from '../support/playwright';
import { indexForTest, pickForTest } from '../support/e2e-choice';
import { asOwnClient, unique } from '../support/e2e-login';
import { decodeQuotedPrintable, mailsTo, manageLinks } from '../support/mailbox';

async function gql(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(async ({ query, variables }) => (await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json(), { query, variables });
}

test('move with the e-mail link, old links stop working, cancel with the new one', async ({ page }) => {
  test.setTimeout(120_000);
  await asOwnClient(page);
  await page.goto('/en/about');
  const calendar = await gql(page, 'query { appointment_availability(page: 1, per: 7, appointment_type: "video", locale: en) { date slots { value { hour date } occupied } } }', {});
  const free = calendar.data.appointment_availability.flatMap((d: { slots: { value: { hour: number; date: string }; occupied: boolean }[] }) => d.slots.filter((s) => !s.occupied));
  const slot = pickForTest(free as { value: { hour: number; date: string } }[]).value;
  const address = unique('booker');
  const booked = await gql(page, 'mutation S($email: String!, $date: String!, $time: Float!, $key: String!) { updateLeadAndScheduleAsyncAppointment(givenName: "Lena", surname: "Schulz", email: $email, phone: "030 1234567", contactVia: "video", date: $date, time: $time, homeBuyingStatus: "ActivelyViewing", userTimeZone: "Europe/Berlin", idempotencyKey: $key, locale: en) { jobId } }', { email: address, date: slot.date, time: slot.hour, key: crypto.randomUUID() });
  expect(booked.errors).toBeUndefined();

  const [first] = await mailsTo(address, 1);
  const links = manageLinks(first!);
  expect(links).toHaveLength(2);
  // Which link is which: the page tells (a GET changes nothing).
  const purposes: Record<string, string> = {};
  for (const link of links) {
    await page.goto(link);
    await expect(page.getByTestId('manage-when')).toContainText('Video call on');
    // 24-hour time as everywhere on the site (issue 24: it said "10:00 AM").
    await expect(page.getByTestId('manage-when')).toContainText(`at ${String(Math.floor(slot.hour)).padStart(2, '0')}:${String(Math.round((slot.hour % 1) * 60)).padStart(2, '0')} with`);
    await expect(page.getByTestId('manage-when')).not.toContainText(/AM|PM/);
    purposes[(await page.getByRole('button', { name: 'Cancel appointment' }).count()) ? 'cancel' : 'reschedule'] = link;
  }
  expect(Object.keys(purposes).sort()).toEqual(['cancel', 'reschedule']);

  // Move to another free time (on a phone: nothing wider than the screen).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(purposes.reschedule!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const options = page.getByRole('radio');
  expect(await options.count()).toBeGreaterThan(0);
  // One of this test's own (its worker's share): parallel tests move appointments of the same advisor.
  // The times are buttons (the kit's ChoiceButton, as on the calendar): the visitor clicks the visible label.
  const chosen = options.nth(indexForTest(await options.count(), 'move'));
  await page.locator(`label[for="${await chosen.getAttribute('id')}"]`).click();
  await expect(chosen).toBeChecked();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByTestId('manage-done')).toHaveText('Thank you for letting us know in good time! Your appointment is moved; the new confirmation with the calendar file is on its way by e-mail.');

  // The old links no longer work; the new e-mail brings new ones.
  for (const old of links) {
    await page.goto(old);
    await expect(page.getByTestId('manage-invalid')).toBeVisible();
  }
  // manageLinks decodes the raw e-mail itself (decoding twice would eat a token that starts with "=XX").
  const mails = await mailsTo(address, 2);
  const fresh = manageLinks(mails.find((m) => /moved|new time/.test(decodeQuotedPrintable(m))) ?? mails.at(-1)!).filter((l) => !links.includes(l));
  expect(fresh).toHaveLength(2);
  let cancelled = false;
  for (const link of fresh) {
    await page.goto(link);
    if (await page.getByRole('button', { name: 'Cancel appointment' }).count()) {
      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      await expect(page.getByTestId('manage-done')).toHaveText('Your appointment is cancelled. You will get a confirmation by e-mail.');
      cancelled = true;
    }
  }
  expect(cancelled).toBe(true);
  await mailsTo(address, 3);
});

test('a crafted "done" address or an unknown token claims nothing', async ({ page }) => {
  await page.goto('/en/manage-appointment?done=cancelled');
  await expect(page.getByTestId('manage-done')).toHaveCount(0);
  await expect(page.getByTestId('manage-invalid')).toBeVisible();
  await page.goto(`/de/termin-verwalten?token=${'A'.repeat(43)}`);
  await expect(page.getByTestId('manage-invalid')).toContainText('Dieser Link gilt nicht mehr');
});
