/**
 * Booking never double-books across app instances (issue 10, security reference "Booking"): two separate Node
 * processes, each with its own connection pool and its own pg-boss on ONE PostgreSQL database, fire 10
 * bookings each of the same slot at the same moment. Exactly one is booked, the other 19 are told the slot is
 * taken, the table holds one live appointment, and only that booking's two e-mails are queued. PostgreSQL only:
 * PGlite is one embedded database per process by design (its data folder is locked, see pglite-lock.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { appointments, bookingRequests } from '@/features/booking/tables';
import { emails } from '@/features/email/tables';
import { leads } from '@/features/leads/tables';
import { EMAIL_QUEUE } from '@/features/email/outbox';
import { startBoss, stopBoss } from '@/server/queues';

const root = path.join(import.meta.dirname, '../..');
const NOW = '2026-11-23T10:00:00.000Z'; // Monday, 11:00 in Berlin
const SLOT = { date: '2026-11-24', time: 10 }; // Tuesday 10:00 in Berlin = 09:00Z
const PER_PROCESS = 10;

interface ChildResult {
  pid: number;
  results: { email: string; jobId: string; status: string; appointmentId: string | null }[];
}

/** A running child "app instance": resolves `ready` once it is connected, `done` with its answers. */
interface Instance {
  process: ChildProcess;
  ready: Promise<void>;
  done: Promise<ChildResult>;
}

const children: ChildProcess[] = [];

/** Kills a child's whole process group (tsx runs the script in a process of its own). */
function killGroup(p: ChildProcess) {
  if (p.pid === undefined || p.exitCode !== null || p.signalCode !== null) return;
  try {
    process.kill(-p.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function startInstance(url: string, label: string, advisor: string): Instance {
  const order = JSON.stringify({ label, count: PER_PROCESS, ...SLOT, advisor, now: NOW });
  const p = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tests/support/tsconfig.plain-node.json', 'tests/support/book-in-process.ts', url, order], {
    cwd: root,
    // Node 24 comes from the project (node_modules/.bin), not from the machine.
    env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true, // its own process group, so that a failure can kill tsx and the Node process it starts
  });
  children.push(p);
  let stdout = '';
  let stderr = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  p.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (stdout.includes('ready\n')) markReady();
  });
  p.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<ChildResult>((resolve, reject) => {
    p.on('error', reject);
    p.on('exit', (code, signal) => {
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line) as ChildResult);
      else reject(new Error(`${label} exited with ${code ?? signal}\n${stderr}`));
    });
  });
  // A child that dies before it is ready must fail the test at once instead of leaving it waiting.
  return { process: p, ready: Promise.race([ready, done.then(() => Promise.reject(new Error(`${label} ended before it was ready`)))]), done };
}

describe('two app processes on one PostgreSQL', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let one: Instance;
  let two: Instance;

  // Starting the processes (tsx, imports, connections, pg-boss) is set-up, not the race: it gets the hook's time.
  beforeAll(async () => {
    h = await freshDatabase('postgres');
    if (h.queue.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const url = h.queue.connectionString;
    await anAdvisor(h.db, { email: 'anna@example.de', givenName: 'Anna', surname: 'Berater', enumValue: 'ANNA_PROC', isDemo: true });
    // As at a deployment: the queue exists before the instances start.
    await stopBoss(await startBoss(h.queue), h.queue, 5000);
    one = startInstance(url, 'first', 'anna_proc');
    two = startInstance(url, 'second', 'anna_proc');
    // Awaited by the test; a child that fails before it is ready fails this hook through `ready`.
    one.done.catch(() => undefined);
    two.done.catch(() => undefined);
    await Promise.all([one.ready, two.ready]);
  }, 60_000);

  afterAll(async () => {
    for (const p of children) killGroup(p);
    await h?.dispose();
  });

  test('20 bookings of one slot from two processes at once: one booked, 19 slot_taken, one row, one booking\'s e-mails', async () => {
    one.process.stdin!.write('go\n');
    two.process.stdin!.write('go\n');
    const [a, b] = await Promise.all([one.done, two.done]);

    expect(a.pid).not.toBe(b.pid);
    expect(a.results).toHaveLength(PER_PROCESS);
    expect(b.results).toHaveLength(PER_PROCESS);
    const all = [...a.results, ...b.results];
    const booked = all.filter((r) => r.status === 'booked');
    expect(booked).toHaveLength(1);
    expect(all.filter((r) => r.status === 'slot_taken')).toHaveLength(2 * PER_PROCESS - 1);

    // One appointment in the table, live, at the slot, for the lead of the booked job.
    const rows = await h.db.select({ a: appointments, email: leads.email }).from(appointments).innerJoin(leads, eq(leads.id, appointments.leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.a).toMatchObject({ id: booked[0]!.appointmentId, startsAt: new Date('2026-11-24T09:00:00Z'), endsAt: new Date('2026-11-24T09:30:00Z'), cancelledAt: null });
    expect(rows[0]!.email).toBe(booked[0]!.email);
    // Every submission left its job: 20 requests, each from its own key.
    expect((await h.db.select().from(bookingRequests)).map((r) => r.status).sort()).toEqual(['booked', ...Array(2 * PER_PROCESS - 1).fill('slot_taken')]);

    // Exactly the booked appointment's two e-mails (lead and advisor), each with its one delivery job.
    const mails = await h.db.select().from(emails);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['anna@example.de', booked[0]!.email].sort());
    expect(mails.every((m) => m.idempotencyKey.startsWith(`appointment:${booked[0]!.appointmentId}:booked:0:`))).toBe(true);
    const jobs = (await h.db.execute(sql`select data->>'emailId' as email_id from pgboss.job where name = ${EMAIL_QUEUE}`)) as unknown as { rows: { email_id: string }[] };
    expect(jobs.rows.map((j) => j.email_id).sort()).toEqual(mails.map((m) => m.id).sort());
  }, 30_000);
});
