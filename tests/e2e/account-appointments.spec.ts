/**
 * Appointments in the lead's account (issue 10): a video call booked through the query endpoint (from New York,
 * so the time is shown there and the zone named) appears on the logged-in lead's dashboard with its time, type
 * and advisor, in both languages and without overflow at 360 px; "Move" opens the manage page's calendar and the
 * dashboard then shows the new time; "Cancel" cancels it and the dashboard offers booking instead. Another lead's
 * appointment gets no link, and a stale button press is explained on the dashboard.
 */
import { expect, test, type Page } from '../support/playwright';
import { indexForTest, pickForTest } from '../support/e2e-choice';
import { asOwnClient, unique } from '../support/e2e-login';
import { mailsTo } from '../support/mailbox';
import { loggedInAs } from '../support/session';

const ZONE = 'America/New_York';

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(async ({ query, variables }) => (await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json(), { query, variables });
}

type Slot = { hour: number; date: string };

/** Books a video call in New York time on a free slot of the next week (this test's own choice); returns the slot and the appointment id. */
async function bookVideo(page: Page, email: string, givenName: string): Promise<{ slot: Slot; id: string; advisor: string }> {
  const calendar = await gql(page, `query { appointment_availability(page: 1, per: 7, appointment_type: "video", user_time_zone: "${ZONE}", locale: en) { slots { value { hour date } occupied } } }`);
  const free: Slot[] = calendar.data.appointment_availability.flatMap((d: { slots: { value: Slot; occupied: boolean }[] }) => d.slots.filter((s) => !s.occupied).map((s) => s.value));
  const slot = pickForTest(free, email);
  const booked = await gql(
    page,
    'mutation S($email: String!, $givenName: String!, $date: String!, $time: Float!, $key: String!, $zone: String!) { updateLeadAndScheduleAsyncAppointment(givenName: $givenName, surname: "Schulz", email: $email, phone: "030 1234567", contactVia: "video", date: $date, time: $time, userTimeZone: $zone, idempotencyKey: $key, locale: en) { jobId } }',
    { email, givenName, date: slot.date, time: slot.hour, key: crypto.randomUUID(), zone: ZONE },
  );
  expect(booked.errors).toBeUndefined();
  const job = await gql(page, 'query J($id: ID!) { appointmentJob(jobId: $id) { status appointment { id advisor { givenName surname } } } }', { id: booked.data.updateLeadAndScheduleAsyncAppointment.jobId });
  expect(job.data.appointmentJob.status).toBe('booked');
  const a = job.data.appointmentJob.appointment;
  return { slot, id: a.id, advisor: `${a.advisor.givenName} ${a.advisor.surname}` };
}

/** How the account writes a slot of the visitor's zone: "Tuesday, 1 December 2026 at 04:30 (America/New_York)". */
function when(slot: Slot, locale: 'en' | 'de'): string {
  const day = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${slot.date}T12:00:00Z`));
  const hh = String(Math.floor(slot.hour)).padStart(2, '0');
  const mm = slot.hour % 1 ? '30' : '00';
  return `${day} ${locale === 'de' ? 'um' : 'at'} ${hh}:${mm} (${ZONE})`;
}

test('the lead sees its appointment in the account, moves it and cancels it from there', async ({ page }) => {
  test.setTimeout(150_000);
  const ip = await asOwnClient(page);
  await page.goto('/en/about');
  const address = unique('account-appt');
  const mine = await bookVideo(page, address, 'Lena');
  await mailsTo(address, 1); // the booking confirmation (before the login e-mail)
  // Someone else's appointment, for the check below.
  const theirs = await bookVideo(page, unique('someone-else'), 'Tom');

  // Logged in with the e-mail's link, through the site's endpoints (tests/support/session.ts; the login UI has its own tests).
  const { location } = await loggedInAs(page.context(), address, { via: 'link', ip });
  await page.goto(location);
  await expect(page).toHaveURL(/\/en\/account$/);

  // The dashboard: time in New York (zone named), type, advisor, what happens next; no "book a consultation" step.
  const section = page.getByTestId('account-appointments');
  await expect(section.getByRole('heading', { name: 'Your appointments' })).toBeVisible();
  const item = section.getByTestId('upcoming-appointment');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('appointment-type')).toHaveText('Video call (45 minutes)');
  await expect(item.getByTestId('appointment-when')).toHaveText(when(mine.slot, 'en'));
  await expect(item.getByTestId('appointment-advisor')).toHaveText(`with ${mine.advisor}`);
  await expect(item).toContainText('link to the video call');
  await expect(page.getByTestId('next-steps')).not.toContainText('Book a free consultation');

  // German, on a phone: the same appointment, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/de/konto');
  const de = page.getByTestId('upcoming-appointment');
  await expect(de.getByTestId('appointment-type')).toHaveText('Videoberatung (45 Minuten)');
  await expect(de.getByTestId('appointment-when')).toHaveText(when(mine.slot, 'de'));
  await expect(de.getByRole('button', { name: 'Verschieben' })).toBeVisible();
  await expect(de.getByRole('button', { name: 'Stornieren' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await de.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The buttons' endpoint: another lead's appointment is unknown here (no link), the token leaves no Referer.
  const origin = new URL(page.url()).origin;
  const post = (form: Record<string, string>, headers: Record<string, string> = { origin }) => page.request.post('/api/account/appointments/manage', { form: { locale: 'en', ...form }, headers, maxRedirects: 0 });
  const foreign = await post({ appointment: theirs.id, action: 'cancel' });
  expect(foreign.status()).toBe(303);
  expect(foreign.headers().location).toMatch(/\/en\/account\?appointmentError=notFound#appointments$/);
  const own = await post({ appointment: mine.id, action: 'reschedule' });
  expect(own.status()).toBe(303);
  expect(own.headers().location).toMatch(/\/en\/manage-appointment\?token=[A-Za-z0-9_-]{43}$/);
  expect(own.headers()['referrer-policy']).toBe('no-referrer');
  expect((await post({ appointment: mine.id, action: 'reschedule' }, { origin: 'https://evil.example' })).headers().location).not.toContain('manage-appointment');

  // The appointment pages show it instead of a second booking; booking another one stays possible.
  for (const path of ['/en/appointment', '/en/appointment/video']) {
    await page.goto(path);
    await expect(page.getByTestId('already-booked').getByTestId('appointment-when')).toHaveText(when(mine.slot, 'en'));
    await expect(page.getByTestId('slot-picker')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Book another appointment' }).click();
  await expect(page.getByTestId('slot-picker')).toBeVisible();
  await page.getByTestId('calendar-later').click();
  await expect(page.getByTestId('slot-picker')).toBeVisible();

  // Move: the manage page with the advisor's free times; pick one of this test's own (parallel tests book this advisor too).
  await page.goto('/en/account');
  await page.getByTestId('upcoming-appointment').getByRole('button', { name: 'Move' }).click();
  await expect(page).toHaveURL(/\/en\/manage-appointment\?token=/);
  await expect(page.getByTestId('manage-when')).toContainText('Video call on');
  const options = page.getByRole('radio');
  expect(await options.count()).toBeGreaterThan(0);
  const chosen = options.nth(indexForTest(await options.count(), 'move'));
  const [date, hour] = (await chosen.getAttribute('value'))!.split('|') as [string, string];
  // The times are buttons (the kit's ChoiceButton, as on the calendar): the visitor clicks the visible label.
  await page.locator(`label[for="${await chosen.getAttribute('id')}"]`).click();
  await expect(chosen).toBeChecked();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByTestId('manage-done')).toContainText('Your appointment is moved;');
  await page.goto('/en/account');
  await expect(page.getByTestId('upcoming-appointment').getByTestId('appointment-when')).toHaveText(when({ date, hour: Number(hour) }, 'en'));

  // Cancel: the manage page's cancel button, then the dashboard offers booking instead.
  await page.getByTestId('upcoming-appointment').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/manage-appointment\?token=/);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByTestId('manage-done')).toContainText('Your appointment is cancelled.');
  await page.goto('/en/account');
  await expect(page.getByTestId('upcoming-appointment')).toHaveCount(0);
  const none = page.getByTestId('no-upcoming-appointment');
  await expect(none).toContainText('You have no upcoming appointment.');
  await expect(none.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/appointment');
  await expect(page.getByTestId('next-steps')).toContainText('Book a free consultation');

  // A button of a page opened before the cancellation: the dashboard says why nothing opens.
  const stale = await post({ appointment: mine.id, action: 'cancel' });
  await page.goto(stale.headers().location!);
  await expect(page.getByTestId('appointment-error')).toHaveText('This appointment has already been cancelled.');
});
