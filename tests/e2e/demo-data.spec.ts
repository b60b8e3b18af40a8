/** Demo data is labelled as demo wherever it is shown (known debt 3): the seeded advisor team. */
import { expect, test } from '../support/playwright';

for (const { path, note } of [
  { path: '/en/appointment', note: 'These advisor profiles are demo data of this installation, not real people.' },
  { path: '/de/termin', note: 'Diese Beraterprofile sind Demodaten dieser Installation, keine echten Personen.' },
]) {
  test(`${path}: the seeded advisors carry the demo label`, async ({ page }) => {
    await page.goto(path);
    const team = page.getByRole('region', { name: /advisor team|Beraterteam/i });
    await expect(page.getByTestId('demo-advisors-note')).toHaveText(note);
    const cards = team.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card.getByText('Demo', { exact: true })).toBeVisible();
  });
}
