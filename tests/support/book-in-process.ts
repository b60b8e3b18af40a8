/**
 * Child process of tests/db/booking-processes.test.ts: one "app instance" with its own connection pool and its
 * own pg-boss on the shared PostgreSQL database. It prepares everything (pool connections opened, queue
 * started), prints `ready`, waits for `go` on stdin, then fires its bookings of one slot all at once and prints
 * one JSON line with the job status of each, before closing down.
 *
 * argv: database URL, then a JSON object { label, count, date, time, advisor, now }.
 */
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/client';
import { appointmentJob, scheduleAppointment } from '@/features/booking/booking';
import { startBoss, stopBoss } from '@/server/queues';

interface Order {
  label: string;
  count: number;
  date: string;
  time: number;
  advisor: string;
  now: string;
}

const url = process.argv[2]!;
const order = JSON.parse(process.argv[3]!) as Order;
const handle = await openDatabase({ url });
const boss = await startBoss(handle.queue);
try {
  // Open the pool's connections now, so that the bookings start together instead of queueing for connections.
  await Promise.all(Array.from({ length: order.count }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
  const lines = readline.createInterface({ input: process.stdin });
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => lines.on('line', (line) => line.trim() === 'go' && resolve()));
  lines.close();

  const now = new Date(order.now);
  const results = await Promise.all(
    Array.from({ length: order.count }, async (_, i) => {
      const email = `${order.label}-${i}@example.de`;
      const { jobId } = await scheduleAppointment(
        { db: handle.db, boss, now, baseUrl: 'http://localhost:3000' },
        {
          givenName: 'Lena',
          surname: 'Schulz',
          email,
          phone: '030 1234567',
          advisor: order.advisor,
          contactVia: 'phone',
          date: order.date,
          time: order.time,
          homeBuyingStatus: 'ActivelyViewing',
          userTimeZone: 'Europe/Berlin',
          idempotencyKey: `proc-${order.label}-${String(i).padStart(12, '0')}`,
          locale: 'de',
          tracking: {},
        },
      );
      const job = await appointmentJob(handle.db, jobId);
      return { email, jobId, status: job.status, appointmentId: job.appointment?.id ?? null };
    }),
  );
  process.stdout.write(`${JSON.stringify({ pid: process.pid, results })}\n`);
} finally {
  await stopBoss(boss, handle.queue, 5000);
  await handle.close();
}
