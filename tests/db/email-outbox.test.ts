/**
 * E-mail that is never lost (ADR 013): the outbox row and its pg-boss job are written in the caller's
 * transaction, delivered through a real SMTP server that the test starts, retried while SMTP is down, kept
 * across a restart, sent once per idempotency key; a row whose template no feature registered is refused at
 * delivery (issue 46). On PGlite and on PostgreSQL.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { emails } from '@/features/email/tables';
import { deliverEmail, enqueueEmail, startEmailWorker, type OutgoingEmail } from '@/features/email/outbox';
import { UnknownEmailTemplateError } from '@/features/email/registry';
import { defineEmailTemplate } from '@/features/email/template';
import { loginLinkEmail, type LoginLinkData } from '@/features/auth/email-templates';
import { EMAIL_TEMPLATES } from '@/server/email-templates';
import { startBoss, stopBoss } from '@/server/queues';
import { type QueueSettings } from '@/lib/jobs/queue';
import { logTransport, smtpTransport, type MailTransport } from '@/features/email/transport';

const FAST: QueueSettings = { retryLimit: 3, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 };

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that records what it accepts; `rejectRecipients` answers 550. */
class TestSmtp {
  received: Received[] = [];
  rejectRecipients = false;
  #server: SMTPServer | null = null;
  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => (this.rejectRecipients ? callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })) : callback()),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    return new Promise((resolve) => this.#server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const loginMail = (key: string, to: string): OutgoingEmail<LoginLinkData> => ({
  idempotencyKey: key,
  to,
  locale: 'de',
  message: { template: loginLinkEmail, data: { link: 'https://www.hauslotse.de/de/anmelden/bestaetigen#abc', code: '482913', givenName: 'Anna' } },
});

describe.each(DATABASE_KINDS)('e-mail outbox on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtp;
  let transport: MailTransport;
  let boss: PgBoss | null = null;

  const rowsFor = (to: string) => h.db.select().from(emails).where(eq(emails.toAddress, to));
  const received = (to: string) => smtp.received.filter((r) => r.to.includes(to));

  async function runWorker() {
    boss = await startBoss(h.queue, FAST);
    await startEmailWorker(boss, h.db, transport, EMAIL_TEMPLATES, FAST);
    return boss;
  }
  async function stopWorker() {
    if (boss) await stopBoss(boss, h.queue, 5000);
    boss = null;
  }

  beforeAll(async () => {
    h = await freshDatabase(kind);
    smtp = new TestSmtp(await freePort());
    transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Hauslotse <hallo@hauslotse.de>');
    await smtp.start();
  });
  afterEach(async () => {
    await stopWorker();
    smtp.rejectRecipients = false;
  });
  afterAll(async () => {
    transport.close?.();
    await smtp.stop();
    await h?.dispose();
  });

  test('a change that rolls back sends nothing; one that commits is delivered once, in the lead’s language', async () => {
    const queue = await runWorker();
    await expect(
      h.db.transaction(async (tx) => {
        await enqueueEmail(tx, queue, loginMail('rollback', 'rollback@example.de'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await h.db.transaction((tx) => enqueueEmail(tx, queue, loginMail('commit', 'anna@example.de')));
    await until(() => received('anna@example.de').length === 1, 'delivery');
    const mail = received('anna@example.de')[0]!.raw;
    expect(mail).toMatch(/Subject: =\?UTF-8\?Q\?Dein_Anmeldelink_f=C3=BCr_Hauslotse\?=|Subject: Dein Anmeldelink/);
    expect(mail).toContain('482913');
    expect(mail).toContain('https://www.hauslotse.de/de/anmelden/bestaetigen#abc');
    // The worker marks the row after the server accepted the mail: wait for that write too.
    await until(async () => (await rowsFor('anna@example.de'))[0]?.status === 'sent', 'the row marked sent');
    const [row] = await rowsFor('anna@example.de');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(await rowsFor('rollback@example.de')).toEqual([]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(received('rollback@example.de')).toEqual([]);
    expect(received('anna@example.de')).toHaveLength(1);
  });

  test('the same idempotency key twice → one row, one e-mail', async () => {
    const queue = await runWorker();
    const first = await h.db.transaction((tx) => enqueueEmail(tx, queue, loginMail('login:token-1', 'twice@example.de')));
    const second = await h.db.transaction((tx) => enqueueEmail(tx, queue, loginMail('login:token-1', 'twice@example.de')));
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    await until(() => received('twice@example.de').length === 1, 'delivery');
    await new Promise((r) => setTimeout(r, 1500));
    expect(received('twice@example.de')).toHaveLength(1);
    expect(await rowsFor('twice@example.de')).toHaveLength(1);
  });

  test('SMTP down while a lead signs up, then up again → the e-mail arrives once', async () => {
    await smtp.stop();
    const queue = await runWorker();
    await h.db.transaction((tx) => enqueueEmail(tx, queue, loginMail('smtp-down', 'down@example.de')));
    await until(async () => ((await rowsFor('down@example.de'))[0]?.attempts ?? 0) >= 1, 'a failed attempt');
    const [failedOnce] = await rowsFor('down@example.de');
    expect(failedOnce).toMatchObject({ status: 'queued' });
    expect(failedOnce!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    await until(() => received('down@example.de').length === 1, 'delivery after SMTP came back');
    // The row says "sent" once the SMTP conversation has ended, a moment after the server has the message.
    await until(async () => (await rowsFor('down@example.de'))[0]?.status === 'sent', 'the row marked sent');
    expect((await rowsFor('down@example.de'))[0]).toMatchObject({ status: 'sent', lastError: null });
    await new Promise((r) => setTimeout(r, 1500));
    expect(received('down@example.de')).toHaveLength(1);
  });

  test('app restarted with e-mails queued → none lost, none doubled', async () => {
    // Queued by an instance that stops before delivering (its worker never ran).
    const before = await startBoss(h.queue, FAST);
    for (const n of [1, 2, 3]) await h.db.transaction((tx) => enqueueEmail(tx, before, loginMail(`restart-${n}`, `restart${n}@example.de`)));
    await stopBoss(before, h.queue, 5000);
    // A new instance starts its worker.
    await runWorker();
    await until(() => [1, 2, 3].every((n) => received(`restart${n}@example.de`).length === 1), 'delivery after the restart');
    await new Promise((r) => setTimeout(r, 1500));
    for (const n of [1, 2, 3]) expect(received(`restart${n}@example.de`)).toHaveLength(1);
  });

  test('a recipient the server keeps refusing → failed after the last attempt, visible with its error', async () => {
    smtp.rejectRecipients = true;
    const queue = await runWorker();
    await h.db.transaction((tx) => enqueueEmail(tx, queue, loginMail('refused', 'refused@example.de')));
    await until(async () => (await rowsFor('refused@example.de'))[0]?.status === 'failed', 'the failed state', 30_000);
    const [row] = await rowsFor('refused@example.de');
    expect(row!.attempts).toBe(FAST.retryLimit + 1);
    expect(row!.lastError).toContain('550');
  });

  test('without SMTP the e-mail is kept in the database and its text goes to the log', async () => {
    const lines: string[] = [];
    boss = await startBoss(h.queue, FAST);
    await startEmailWorker(boss, h.db, logTransport((l) => lines.push(l)), EMAIL_TEMPLATES, FAST);
    await h.db.transaction((tx) => enqueueEmail(tx, boss!, loginMail('kept', 'kept@example.de')));
    await until(async () => (await rowsFor('kept@example.de'))[0]?.status === 'kept', 'the kept state');
    expect(lines.join('\n')).toContain('482913');
    expect(received('kept@example.de')).toEqual([]);
  });
  test('a row whose template nobody registered is refused at delivery: nothing sent, the error recorded, failed at the last attempt', async () => {
    const queue = await startBoss(h.queue, FAST);
    boss = queue;
    const retired = defineEmailTemplate<{ code: string }>({ name: 'retiredTemplate', render: async ({ code }) => ({ subject: `Code ${code}`, html: `<p>${code}</p>`, text: code }) });
    const { id } = await h.db.transaction((tx) => enqueueEmail(tx, queue, { idempotencyKey: 'retired-1', to: 'retired@example.de', locale: 'de', message: { template: retired, data: { code: '1' } } }));
    const errors: unknown[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    try {
      await expect(deliverEmail(h.db, transport, id, 2, EMAIL_TEMPLATES)).rejects.toBeInstanceOf(UnknownEmailTemplateError);
      expect((await rowsFor('retired@example.de'))[0]).toMatchObject({ status: 'queued', attempts: 1 });
      await deliverEmail(h.db, transport, id, 2, EMAIL_TEMPLATES);
    } finally {
      quiet.mockRestore();
    }
    const [row] = await rowsFor('retired@example.de');
    expect(row).toMatchObject({ template: 'retiredTemplate', status: 'failed', attempts: 2 });
    expect(row!.lastError).toContain('Unknown e-mail template "retiredTemplate"');
    expect(errors.join('\n')).toContain('retiredTemplate');
    expect(received('retired@example.de')).toEqual([]);
  });
});
