/**
 * The mixed journey load of `npm run topology` (scripts/topology.sh, ADR 035): virtual users, each from its own
 * loopback address and with its own cookies, go through the reverse proxy: pages, calculations, a login by e-mail
 * code, a document upload and a booking. Halfway one app instance is killed (SIGKILL). Then it checks what the
 * issue asks and prints a report:
 * - no request lost but those under way on the killed instance (failures only in the second after the kill);
 * - every session valid on both instances (checked directly against each before the kill);
 * - every acknowledged booking booked exactly once, every e-mail sent exactly once (outbox rows vs. the SMTP
 *   server's messages), every e-mail job done once;
 * - req/s and p50/p99 latency.
 * Environment: PROXY_URL, INSTANCE_URLS (space-separated), KILL_PID, DATABASE_URL, MAIL_DIR, USERS (default 12),
 * DURATION (seconds, default 40). Exit code 1 when a check fails.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const PROXY = process.env.PROXY_URL ?? 'https://localhost:8443';
const INSTANCES = (process.env.INSTANCE_URLS ?? '').split(/\s+/).filter(Boolean);
const KILL_PID = Number(process.env.KILL_PID ?? 0);
const USERS = Number(process.env.USERS ?? 12);
const DURATION_MS = Number(process.env.DURATION ?? 40) * 1000;
const MAIL_DIR = process.env.MAIL_DIR ?? '';
const PAGES = ['/de', '/en', '/de/baufinanzierungsrechner', '/en/german-mortgage-calculator', '/de/baufinanzierung/bayern/muenchen', '/de/impressum', '/en/about'];
const CALCULATIONS = ['/de/baufinanzierungsrechner?price=400000&equity=80000', '/en/german-mortgage-calculator?price=350000&equity=70000&fixedYears=15'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const started = Date.now();
let killedAt = null;
const samples = []; // { at, ms, status, kind }
const failures = []; // { at, kind, detail }

/** One request through an agent bound to the user's loopback address; status 0 when the connection failed. */
function send(user, base, pathname, { method = 'GET', headers = {}, body = null, kind = 'page' } = {}) {
  const url = new URL(pathname, base);
  const lib = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? user.tlsAgent : user.agent;
  const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = lib.request(url, { method, agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const i = pair.indexOf('=');
          const value = pair.slice(i + 1);
          if (/max-age=0/i.test(line) || value === '') user.cookies.delete(pair.slice(0, i));
          else user.cookies.set(pair.slice(0, i), value);
        }
        const ms = performance.now() - t0;
        samples.push({ at: Date.now(), ms, status: res.statusCode, kind });
        if (res.statusCode >= 500) failures.push({ at: Date.now(), kind, detail: `${method} ${pathname} → ${res.statusCode}` });
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', (error) => {
      samples.push({ at: Date.now(), ms: performance.now() - t0, status: 0, kind });
      failures.push({ at: Date.now(), kind, detail: `${method} ${pathname} → ${error.code ?? error.message}` });
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
    });
    if (body) req.write(body);
    req.end();
  });
}

function multipart(fields) {
  const boundary = `----load${randomUUID()}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value && typeof value === 'object' && 'buffer' in value) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`), value.buffer, Buffer.from('\r\n'));
    } else parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function captcha(user) {
  const res = await send(user, PROXY, '/api/auth/captcha', { kind: 'captcha' });
  if (res.status !== 200) return null;
  const challenge = JSON.parse(res.body.toString('utf8'));
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const json = (res) => {
  try {
    return JSON.parse(res.body.toString('utf8'));
  } catch {
    return null;
  }
};

/** The login e-mail's 6-digit code for an address, from the SMTP server's folder. */
async function loginCode(address) {
  for (let i = 0; i < 120; i++) {
    for (const file of fs.readdirSync(MAIL_DIR)) {
      const raw = fs.readFileSync(path.join(MAIL_DIR, file), 'utf8');
      if (!raw.startsWith(`X-Envelope-To: ${address}`)) continue;
      const code = /\b(\d{3}) ?(\d{3})\b/.exec(raw.replace(/=\r?\n/g, '').split(/\r?\n\r?\n/).slice(1).join('\n'));
      if (code) return code[1] + code[2];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

const report = { logins: 0, sessionsOnBoth: 0, sessionChecks: 0, uploads: 0, bookingsAcknowledged: [], bookingFailures: 0 };

async function login(user) {
  const origin = { origin: PROXY, accept: 'application/json' };
  const altcha = await captcha(user);
  const link = multipart({ email: user.email, locale: 'en', altcha: altcha ?? '' });
  const sent = await send(user, PROXY, '/api/auth/login-link', { method: 'POST', headers: { ...origin, 'content-type': link.type }, body: link.body, kind: 'login' });
  if (json(sent)?.ok !== true) return false;
  const code = await loginCode(user.email);
  if (!code) return false;
  const form = multipart({ code, locale: 'en' });
  const done = await send(user, PROXY, '/api/auth/login-code', { method: 'POST', headers: { ...origin, 'content-type': form.type }, body: form.body, kind: 'login' });
  if (json(done)?.ok !== true) return false;
  report.logins++;
  return true;
}

/** The account page answers this session on every instance, asked directly (before the kill). */
async function sessionOnAll(user) {
  let ok = true;
  for (const base of INSTANCES) {
    const res = await send(user, base, '/en/account', { kind: 'session-check', headers: { 'x-forwarded-proto': 'https', host: new URL(PROXY).host } });
    report.sessionChecks++;
    ok &&= res.status === 200 && !res.body.toString('utf8').includes('id="login-required"');
  }
  if (ok) report.sessionsOnBoth++;
}

async function upload(user) {
  const file = multipart({ locale: 'en', category: 'payslips', file: { name: 'payslip.pdf', type: 'application/pdf', buffer: PDF } });
  const res = await send(user, PROXY, '/api/account/documents', { method: 'POST', headers: { origin: PROXY, accept: 'application/json', 'content-type': file.type }, body: file.body, kind: 'upload' });
  if (res.status === 201) report.uploads++;
}

async function book(user) {
  const gql = async (query, variables) => {
    const res = await send(user, PROXY, '/api/graphql', { method: 'POST', headers: { origin: PROXY, 'content-type': 'application/json', accept: 'application/json' }, body: Buffer.from(JSON.stringify({ query, variables })), kind: 'booking' });
    return json(res);
  };
  const calendar = await gql('query { appointment_availability(page: 2, per: 7, appointment_type: "video", locale: en) { slots { value { hour date } occupied } } }', {});
  const free = (calendar?.data?.appointment_availability ?? []).flatMap((d) => d.slots.filter((s) => !s.occupied).map((s) => s.value));
  if (free.length === 0) return;
  const slot = free[Math.floor(Math.random() * free.length)];
  const key = randomUUID();
  const altcha = await captcha(user);
  const answer = await gql(
    'mutation S($email: String!, $date: String!, $time: Float!, $key: String!, $altcha: String) { updateLeadAndScheduleAsyncAppointment(givenName: "Lena", surname: "Last", email: $email, phone: "030 1234567", contactVia: "video", date: $date, time: $time, userTimeZone: "Europe/Berlin", idempotencyKey: $key, locale: en, altcha: $altcha) { jobId } }',
    { email: user.email, date: slot.date, time: slot.hour, key, altcha },
  );
  const jobId = answer?.data?.updateLeadAndScheduleAsyncAppointment?.jobId;
  if (jobId) report.bookingsAcknowledged.push({ key, jobId });
  else report.bookingFailures++;
}

async function journey(i) {
  const localAddress = `127.0.${Math.floor(i / 250) + 10}.${(i % 250) + 2}`;
  const user = {
    email: `load-${started}-${i}@example.de`,
    cookies: new Map(),
    agent: new http.Agent({ keepAlive: true, localAddress }),
    tlsAgent: new https.Agent({ keepAlive: true, localAddress, rejectUnauthorized: false }),
  };
  let loggedIn = false;
  let booked = false;
  while (Date.now() - started < DURATION_MS) {
    const roll = Math.random();
    if (!loggedIn && Date.now() - started < DURATION_MS / 3) {
      loggedIn = await login(user);
      if (loggedIn && killedAt === null) await sessionOnAll(user);
      if (loggedIn) await upload(user);
    } else if (!booked && roll < 0.05) {
      booked = true;
      await book(user);
    } else if (roll < 0.35) await send(user, PROXY, CALCULATIONS[i % CALCULATIONS.length], { kind: 'calculation' });
    else await send(user, PROXY, PAGES[Math.floor(Math.random() * PAGES.length)], { kind: 'page' });
  }
  user.agent.destroy();
  user.tlsAgent.destroy();
}

const killer = setTimeout(() => {
  if (!KILL_PID) return;
  killedAt = Date.now();
  process.kill(KILL_PID, 'SIGKILL');
  console.log(`Killed instance pid ${KILL_PID} after ${Math.round((killedAt - started) / 1000)} s.`);
}, DURATION_MS / 2);
await Promise.all(Array.from({ length: USERS }, (_, i) => journey(i)));
clearTimeout(killer);
const elapsed = (Date.now() - started) / 1000;

// Let the surviving instance's workers finish the jobs and e-mails, then check the database.
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const q = async (sql, params = []) => (await db.query(sql, params)).rows;
let pendingMails = 0;
for (let i = 0; i < 120; i++) {
  pendingMails = Number((await q("select count(*)::int as n from emails where status <> 'sent'"))[0].n);
  const pendingJobs = Number((await q("select count(*)::int as n from booking_requests where status = 'pending'"))[0].n);
  if (pendingMails === 0 && pendingJobs === 0) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const keys = report.bookingsAcknowledged.map((b) => b.key);
const perKey = keys.length ? await q('select idempotency_key as key, count(*)::int as n from appointments where idempotency_key = any($1) group by idempotency_key', [keys]) : [];
const bookedOnce = perKey.filter((r) => r.n === 1).length;
const bookingStates = keys.length ? await q('select status, count(*)::int as n from booking_requests where idempotency_key = any($1) group by status', [keys]) : [];
const sentMails = await q("select idempotency_key as key from emails where status = 'sent'");
const files = fs.readdirSync(MAIL_DIR).map((f) => fs.readFileSync(path.join(MAIL_DIR, f), 'utf8'));
const messageIds = files.map((raw) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '');
const duplicates = messageIds.length - new Set(messageIds).size;
await db.end();

const latencies = samples.filter((s) => s.status > 0).map((s) => s.ms).sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(0) : '-');
const byStatus = {};
for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
const lateFailures = failures.filter((f) => killedAt === null || f.at < killedAt || f.at > killedAt + 1000);

const checks = [
  [`no request failed outside the second after the kill (${failures.length} failed in all, ${lateFailures.length} outside)`, lateFailures.length === 0],
  [`every session valid on both instances (${report.sessionsOnBoth} of ${report.logins} logins checked on ${INSTANCES.length} instances before the kill)`, report.logins > 0 && report.sessionsOnBoth === report.logins],
  [`every acknowledged booking booked exactly once (${bookedOnce} of ${keys.length}; requests: ${bookingStates.map((r) => `${r.status} ${r.n}`).join(', ') || '-'})`, keys.length > 0 && bookedOnce + (bookingStates.find((r) => r.status === 'slot_taken')?.n ?? 0) === keys.length],
  [`every e-mail sent exactly once (${sentMails.length} sent in the outbox, ${files.length} received, ${duplicates} duplicate Message-IDs, ${pendingMails} not sent)`, pendingMails === 0 && duplicates === 0 && files.length === sentMails.length],
];
console.log(`\n${samples.length} requests in ${elapsed.toFixed(0)} s: ${(samples.length / elapsed).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms; statuses ${JSON.stringify(byStatus)}`);
console.log(`${report.logins} logins, ${report.uploads} uploads, ${keys.length} bookings acknowledged (${report.bookingFailures} refused)`);
for (const f of failures.slice(0, 10)) console.log(`  failed ${((f.at - started) / 1000).toFixed(1)} s: ${f.detail}`);
for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
