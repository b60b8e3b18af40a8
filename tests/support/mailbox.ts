import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable soft breaks and escapes undone: enough to read links and texts. */
export const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The raw e-mails the test run's SMTP server has received for an address so far, oldest first. */
export function readMailsTo(address: string): string[] {
  const dir = process.env.E2E_MAIL_DIR!;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).filter((m) => m.startsWith(`X-Envelope-To: ${address}\r\n`));
}

/** The raw e-mails the test run's SMTP server received for an address, once there are at least `count`. */
export async function mailsTo(address: string, count: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = readMailsTo(address);
        return found.length;
      },
      { timeout: 45_000, message: `${count} e-mail(s) to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The manage-appointment links (path and query) of an e-mail, in either language. */
export const manageLinks = (mail: string) =>
  [...new Set(decodeQuotedPrintable(mail).match(/http:\/\/localhost:\d+\/(?:en\/manage-appointment|de\/termin-verwalten)\?token=[A-Za-z0-9_-]{43}/g) ?? [])].map((u) => new URL(u).pathname + new URL(u).search);

/** The calendar file attached to a raw e-mail (text/calendar part, transfer encoding undone), or null. */
export function calendarAttachment(raw: string): string | null {
  const at = raw.search(/Content-Type: text\/calendar/i);
  if (at < 0) return null;
  const part = raw.slice(at);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '').split(/\r?\n--/)[0]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}
