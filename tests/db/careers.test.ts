/**
 * Job applications (issue 29): the CV through the document store's checks, the answers through the form's schema,
 * the application stored with two e-mails in one transaction, idempotent per submission, limited per address;
 * the CV only for admins, each download audited. Applicants are not leads. On PGlite and on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { HTML, MULTIPART_TYPE, PDF, PNG, multipartBody, streamOf, type Part } from '../support/multipart';
import { solvedCaptcha } from '../support/captcha';
import { staffAuditLog } from '@/features/audit/tables';
import { jobApplicationFiles, jobApplications } from '@/features/careers/tables';
import { emails } from '@/features/email/tables';
import { leads } from '@/features/leads/tables';
import { SITE } from '@/config/site';
import { APPLICATION_RATE_LIMIT, deletionDue, downloadApplicationCv, listApplications, purgeExpiredApplications, recordApplicationDecision, loadOpenings, submitApplication, type SubmitApplicationInput } from '@/features/careers/server';
import { newCaptchaChallenge } from '@/features/security/server';
import { addStaff } from '@/features/staff/server';
import { startBoss, stopBoss } from '@/server/queues';
import type { QueueSettings } from '@/lib/jobs/queue';

const FAST: QueueSettings = { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 };
const NOW = new Date('2026-11-30T10:00:00Z');
const OPENINGS = loadOpenings(path.join(process.cwd(), 'content'));
const submissionId = () => randomBytes(32).toString('base64url');

const answers = (over: Record<string, string> = {}): Record<string, string> => ({
  locale: 'en',
  submissionId: submissionId(),
  opening: 'mortgage-advisor',
  givenName: 'Lena',
  surname: 'Hoffmann',
  email: 'Lena.Hoffmann@Example.de',
  phone: '+49 170 1234567',
  earliestStart: '2027-02-01',
  message: 'I have advised on mortgages at a savings bank for four years.\nI would like to work in English too.',
  consent: 'yes',
  ...over,
});
const cv = (data: Uint8Array | string = PDF, filename = 'Lebenslauf Lena.pdf'): Part => ({ name: 'cv', filename, type: 'application/pdf', data });
const partsOf = (fields: Record<string, string>, file: Part | null = cv()): Part[] => [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [file] : [])];

describe.each(DATABASE_KINDS)('job applications on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let ipCounter = 0;

  const submit = (parts: Part[], over: Partial<SubmitApplicationInput> = {}) => {
    const body = multipartBody(parts);
    return submitApplication(h.db, boss, { contentType: MULTIPART_TYPE, contentLength: body.length, body: streamOf(body), ip: `198.51.100.${++ipCounter}`, baseUrl: 'http://localhost:3000', now: NOW, openings: OPENINGS, ...over });
  };
  const mailsOf = async (id: string) => (await h.db.select().from(emails)).filter((e) => e.idempotencyKey.startsWith(`job-application:${id}:`));

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue, FAST);
  });
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  test('an application for an opening: stored with its CV, a confirmation to the applicant and a notice with the CV link to the team; no lead', async () => {
    const fields = answers();
    const result = await submit(partsOf(fields));
    expect(result).toMatchObject({ ok: true, duplicate: false, locale: 'en' });
    if (!result.ok) return;
    const [row] = await h.db.select().from(jobApplications).where(eq(jobApplications.id, result.id));
    expect(row).toMatchObject({ openingId: 'mortgage-advisor', openingTitle: 'Mortgage advisor (m/f/d)', givenName: 'Lena', email: 'lena.hoffmann@example.de', phone: '+49 170 1234567', earliestStart: '2027-02-01', locale: 'en', fileName: 'Lebenslauf Lena.pdf', contentType: 'application/pdf', sizeBytes: PDF.length });
    const [file] = await h.db.select().from(jobApplicationFiles).where(eq(jobApplicationFiles.applicationId, result.id));
    expect(file!.data.equals(PDF)).toBe(true);
    const mails = await mailsOf(fields.submissionId!);
    expect(mails).toHaveLength(2);
    const applicant = mails.find((m) => m.idempotencyKey.endsWith(':applicant'))!;
    expect(applicant).toMatchObject({ toAddress: 'lena.hoffmann@example.de', locale: 'en', template: 'jobApplicationConfirmation' });
    expect(applicant.text).toContain('Mortgage advisor (m/f/d)');
    expect(applicant.text).toContain('six months after our decision');
    const team = mails.find((m) => m.idempotencyKey.endsWith(':team'))!;
    expect(team).toMatchObject({ toAddress: SITE.email, locale: 'de', template: 'jobApplicationTeam' });
    expect(team.subject).toContain('Baufinanzierungsberater (m/w/d)');
    expect(team.text).toContain(`http://localhost:3000/api/staff/applications/${result.id}/cv`);
    expect(team.text).toContain('I would like to work in English too.');
    expect(await h.db.select().from(leads)).toEqual([]);
  });

  test('an unsolicited application (no opening) with a PNG scan, in German', async () => {
    const result = await submit(partsOf(answers({ opening: '', locale: 'de', phone: '' }), cv(PNG, 'scan.png')));
    expect(result).toMatchObject({ ok: true, locale: 'de' });
    if (!result.ok) return;
    const [row] = await h.db.select().from(jobApplications).where(eq(jobApplications.id, result.id));
    expect(row).toMatchObject({ openingId: null, openingTitle: null, phone: null, contentType: 'image/png', fileName: 'scan.png' });
  });

  test('the same submission twice → one application and two e-mails; the second answer says duplicate', async () => {
    const fields = answers({ email: 'twice@example.de' });
    const first = await submit(partsOf(fields));
    const second = await submit(partsOf(fields));
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(second).toMatchObject({ ok: true, duplicate: true });
    expect(second.ok && first.ok && second.id === first.id).toBe(true);
    expect((await h.db.select().from(jobApplications)).filter((a) => a.email === 'twice@example.de')).toHaveLength(1);
    expect(await mailsOf(fields.submissionId!)).toHaveLength(2);
  });

  test.each([
    { label: 'HTML named .pdf', file: cv(HTML, 'cv.pdf'), code: 'UNSUPPORTED_TYPE' },
    { label: 'plain text named .pdf', file: cv('Lena Hoffmann, CV', 'cv.pdf'), code: 'UNSUPPORTED_TYPE' },
    { label: 'an empty file', file: cv('', 'cv.pdf'), code: 'EMPTY_FILE' },
    { label: 'no file', file: null, code: 'NO_FILE' },
  ])('$label → $code, nothing stored', async ({ file, code }) => {
    const before = (await h.db.select().from(jobApplications)).length;
    const fields = answers();
    expect(await submit(partsOf(fields, file))).toMatchObject({ ok: false, code, errors: {} });
    expect((await h.db.select().from(jobApplications)).length).toBe(before);
    expect(await mailsOf(fields.submissionId!)).toEqual([]);
  });

  test('a CV one byte over 10 MB → FILE_TOO_LARGE while streaming; an announced larger body is refused unread', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n');
    expect(await submit(partsOf(answers(), cv(big)))).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await submitApplication(h.db, boss, { contentType: MULTIPART_TYPE, contentLength: 50 * 1024 * 1024, body, ip: '198.51.100.250', baseUrl: 'http://localhost', now: NOW, openings: OPENINGS })).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test('missing and invalid answers → INVALID_INPUT with a code per field (and the file problem beside them)', async () => {
    const fields = answers({ givenName: '', email: 'lena@@example', phone: 'call me', earliestStart: '2026-11-01', message: 'x'.repeat(2001), consent: '' });
    expect(await submit(partsOf(fields))).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      errors: { givenName: 'required', email: 'invalidEmail', phone: 'invalidPhone', earliestStart: 'invalidDate', message: 'tooLong', consent: 'consentRequired' },
    });
    expect(await submit(partsOf(answers({ email: '' }), cv(HTML)))).toMatchObject({ ok: false, code: 'UNSUPPORTED_TYPE', errors: { email: 'required' } });
    expect(await submit(partsOf(answers({ email: 'ａ@example.de' })))).toMatchObject({ ok: false, errors: { email: 'invalidEmail' } });
  });

  test('a body without a submission id or language, or not multipart → BAD_REQUEST', async () => {
    expect(await submit(partsOf(answers({ submissionId: 'short' })))).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await submit(partsOf(answers({ locale: 'fr' })))).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await submitApplication(h.db, boss, { contentType: 'application/json', contentLength: 2, body: streamOf(new Uint8Array([123, 125])), ip: '198.51.100.251', baseUrl: 'http://localhost', now: NOW })).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });

  test('an opening after its last day, or unknown → NOT_FOUND', async () => {
    expect(await submit(partsOf(answers()), { now: new Date('2027-03-01T10:00:00Z') })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await submit(partsOf(answers({ opening: 'astronaut' })))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  test(`more than ${APPLICATION_RATE_LIMIT.limit} applications from one address within the hour → RATE_LIMITED`, async () => {
    const ip = '192.0.2.77';
    const results = [];
    for (let i = 0; i <= APPLICATION_RATE_LIMIT.limit; i++) results.push(await submit(partsOf(answers({ earliestStart: 'bad' })), { ip }));
    expect(results.slice(0, -1).every((r) => !r.ok && r.code === 'INVALID_INPUT')).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });

  test('the CAPTCHA: a solution counts once; without one, a few per address (no JavaScript)', async () => {
    const payload = await solvedCaptcha(await newCaptchaChallenge(NOW));
    expect(await submit(partsOf(answers({ altcha: payload })))).toMatchObject({ ok: true });
    expect(await submit(partsOf(answers({ altcha: payload })))).toMatchObject({ ok: false, code: 'CAPTCHA_INVALID' });
    expect(await submit(partsOf(answers({ altcha: 'bm9wZQ==' })))).toMatchObject({ ok: false, code: 'CAPTCHA_INVALID' });
    const ip = '192.0.2.99';
    const plain = [];
    for (let i = 0; i < 4; i++) plain.push(await submit(partsOf(answers()), { ip }));
    expect(plain.slice(0, 3).every((r) => r.ok)).toBe(true);
    expect(plain[3]).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });

  test('the CV only for admins, each download audited', async () => {
    const [newest] = await listApplications(h.db);
    const added = await addStaff(h.db, { email: 'admin@hauslotse.de', name: 'Admin', role: 'admin' });
    if (!added.ok) throw new Error(added.code);
    const admin = added.staff;
    expect(await downloadApplicationCv(h.db, { staff: null, id: newest!.id })).toBeNull();
    expect(await downloadApplicationCv(h.db, { staff: { ...admin, role: 'advisor' }, id: newest!.id })).toBeNull();
    expect(await downloadApplicationCv(h.db, { staff: admin, id: 'not-a-uuid' })).toBeNull();
    const found = await downloadApplicationCv(h.db, { staff: admin, id: newest!.id, now: NOW });
    expect(found?.data.equals(PDF)).toBe(true);
    const audit = await h.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, newest!.id));
    expect(audit).toMatchObject([{ action: 'application.cv_downloaded', actorLabel: 'admin@hauslotse.de', subjectKind: 'job_application' }]);
  });

  test('the decision starts the six months: recorded once by an admin (audited), then the daily deletion removes the application and its CV', async () => {
    const fields = answers({ email: 'decided@example.de' });
    const result = await submit(partsOf(fields));
    if (!result.ok) throw new Error(result.code);
    const added = await addStaff(h.db, { email: 'decider@hauslotse.de', name: 'Decider', role: 'admin' });
    if (!added.ok) throw new Error(added.code);
    const decidedAt = new Date('2026-12-15T09:00:00Z');
    expect(await recordApplicationDecision(h.db, { staff: { ...added.staff, role: 'advisor' }, id: result.id, now: decidedAt })).toBeNull();
    expect(await recordApplicationDecision(h.db, { staff: added.staff, id: result.id, now: decidedAt })).toEqual({ decidedAt });
    expect(await recordApplicationDecision(h.db, { staff: added.staff, id: result.id, now: new Date('2027-01-10T09:00:00Z') })).toEqual({ decidedAt });
    const audit = await h.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, result.id));
    expect(audit.filter((e) => e.action === 'application.decided')).toHaveLength(1);

    expect(await purgeExpiredApplications(h.db, new Date('2027-06-14T09:00:00Z'))).toBe(0);
    expect(await h.db.select().from(jobApplications).where(eq(jobApplications.id, result.id))).toHaveLength(1);
    expect(await purgeExpiredApplications(h.db, new Date('2027-06-16T09:00:00Z'))).toBe(1);
    expect(await h.db.select().from(jobApplications).where(eq(jobApplications.id, result.id))).toEqual([]);
    expect(await h.db.select().from(jobApplicationFiles).where(eq(jobApplicationFiles.applicationId, result.id))).toEqual([]);
  });

  test('an application nobody decides is deleted twelve months after it arrived; a late decision does not keep it longer', async () => {
    const arrived = NOW;
    const undecided = await submit(partsOf(answers({ email: 'undecided@example.de' })));
    const lateDecided = await submit(partsOf(answers({ email: 'late@example.de' })));
    if (!undecided.ok || !lateDecided.ok) throw new Error('not submitted');
    const added = await addStaff(h.db, { email: 'late-decider@hauslotse.de', name: 'Late Decider', role: 'admin' });
    if (!added.ok) throw new Error(added.code);
    // Decided eleven months after arrival: six months from then would be seventeen after arrival.
    const decidedAt = new Date(arrived);
    decidedAt.setUTCMonth(decidedAt.getUTCMonth() + 11);
    await recordApplicationDecision(h.db, { staff: added.staff, id: lateDecided.id, now: decidedAt });
    const ids = [undecided.id, lateDecided.id];
    const kept = async () => (await h.db.select({ id: jobApplications.id }).from(jobApplications).where(inArray(jobApplications.id, ids))).length;
    const rows = (await listApplications(h.db)).filter((a) => ids.includes(a.id));
    const twelveMonths = new Date(arrived);
    twelveMonths.setUTCMonth(twelveMonths.getUTCMonth() + 12);
    expect(rows.map((row) => deletionDue(row))).toEqual([twelveMonths, twelveMonths]);

    const dayBefore = new Date(twelveMonths.getTime() - 86_400_000);
    await purgeExpiredApplications(h.db, dayBefore);
    expect(await kept()).toBe(2);
    await purgeExpiredApplications(h.db, new Date(twelveMonths.getTime() + 60_000));
    expect(await kept()).toBe(0);
    expect(await h.db.select().from(jobApplicationFiles).where(inArray(jobApplicationFiles.applicationId, ids))).toEqual([]);
  });
});
