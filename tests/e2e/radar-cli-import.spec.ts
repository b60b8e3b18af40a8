/**
 * Issue 48, part 4, end to end: a listing imported with the command line (`npm run listings:import`, run as a shell
 * command on the server's database while the server is stopped) alerts a radar. A fixed-clock server of its own
 * (tests/support/clock-server.ts) whose database gets, before it starts, a lead with a radar "at once" for
 * apartments around Leipzig (tests/support/radar-cli-fixtures.ts) and then the import of a one-listing OpenImmo file.
 * The starting server's radar worker sends exactly one alert, which says the apartment is new; its link opens the
 * listing with the price the e-mail named.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { decodeQuotedPrintable, mailsTo, readMailsTo } from '../support/mailbox';
import { expect, test } from '../support/playwright';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 17;
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
test.describe.configure({ mode: 'serial' });

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
  <uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="test" senderversion="1" techn_email="technik@test.example" timestamp="2026-11-27T08:00:00"/>
  <anbieter>
    <anbieternr>CLI-E2E-1</anbieternr>
    <firma>Kommandozeile Makler GmbH</firma>
    <immobilie>
      <objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>04109</plz><ort>Leipzig</ort></geo>
      <preise><kaufpreis>287000</kaufpreis></preise>
      <flaechen><wohnflaeche>71</wohnflaeche><anzahl_zimmer>2.5</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Zweieinhalb Zimmer am Naschmarkt</objekttitel><objektbeschreibung>Ruhige Wohnung im dritten Stock.</objektbeschreibung></freitexte>
      <verwaltung_techn><objektnr_extern>CLI-E2E-0001</objektnr_extern><aktion aktionart="CHANGE"/></verwaltung_techn>
    </immobilie>
  </anbieter>
</openimmo>`;

let server: ClockServer;
let email = '';
let importOutput = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-radar-cli.'));
  const out = path.join(dir, 'fixtures.json');
  const feed = path.join(dir, 'kommandozeile.xml');
  fs.writeFileSync(feed, FEED);
  server = await startClockServer(PORT, '2026-11-27T10:00:00Z', { SMTP_URL: `smtp://127.0.0.1:${E2E_PORT + 1}`, MAIL_FROM: 'Hauslotse <hallo@hauslotse.de>' }, async (env) => {
    await run(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'tests/support/radar-cli-fixtures.ts', out], { cwd: root, env });
    // The command as an operator types it (package.json's listings:import), on the database the server will use.
    importOutput = (await run('npm', ['run', '--silent', 'listings:import', '--', feed], { cwd: root, env })).stdout;
  });
  email = (JSON.parse(fs.readFileSync(out, 'utf8')) as { email: string }).email;
  fs.rmSync(dir, { recursive: true, force: true });
});
test.afterAll(async () => {
  test.setTimeout(90_000);
  await server?.stop();
});

test('npm run listings:import alerts the radar once, as new, and the link opens the listing at the price named', async ({ page }) => {
  test.setTimeout(90_000);
  expect(importOutput).toContain('Added 1, changed 0, unchanged 0, withdrawn 0, refused 0.');
  expect(importOutput).toContain('Property radar: a sweep is queued');
  const [mail] = await mailsTo(email, 1);
  const text = Buffer.from(decodeQuotedPrintable(mail!), 'latin1').toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain('Neu auf dem Markt');
  expect(text).toContain('287.000 €');
  expect(text).toContain('04109 Leipzig');
  await new Promise((r) => setTimeout(r, 2000));
  expect(readMailsTo(email), 'one alert, however often the worker sweeps').toHaveLength(1);
  const link = /http:\/\/localhost:\d+(\/de\/immobilien\/wohnung-leipzig-04109-[a-z0-9-]+)/.exec(text)![1]!;
  await page.goto(`${server.baseURL}${link}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Leipzig');
  await expect(page.getByTestId('fact-price')).toContainText(/287\.000\s€/);
});
