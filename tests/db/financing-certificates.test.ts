/**
 * The financing certificate (issue 26) on PGlite and PostgreSQL: the account form issues a certificate from the
 * house-budget engine and keeps the applicants' details; a new one supersedes the old; the spec's payslip flow
 * (the document request first, the upload only on its success; a failed request logged as "Error on docs Request"
 * with the body left unread); staff mark documents checked and revoke; the verification states; the PDF names
 * both applicants and the amount; the data export holds it all. And `npm run staff -- certificate …`.
 */
import { auditEntries } from '@/features/audit/server';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase, migratedDataDir } from '../support/databases';
import { MULTIPART_TYPE, multipartBody, PDF, streamOf } from '../support/multipart';
import { pdfText } from '../support/pdf-text';
import { openDatabase } from '@/db/client';
import { staffCommand } from '../../scripts/staff';
import { runCommand } from '../support/command';
import { documents } from '@/features/documents/tables';
import { marketOn } from '@/engine/rates/fixtures';
import { requestCertificate, uploadPayslip } from '@/features/certificates/certificates';
import { applicantFieldsOf, certificateByNumber, certificateByToken, certificatesOf, certificateState, markDocumentsChecked, revokeCertificate, certificateDataOf } from '@/features/certificates/repository';
import { renderCertificatePdf } from '@/features/certificates/pdf';
import { staffCertificateAction } from '@/features/certificates/staff-actions';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';

const TODAY = '2026-11-27';
const NOW = new Date('2026-11-27T10:00:00Z');
const LATER = new Date('2026-11-27T11:00:00Z');
const market = marketOn(TODAY);
const FORM = {
  p_salutation: 'mrs', p_title: 'dr', p_first: 'Anna', p_last: 'Schmidt', p_email: 'anna@example.de', p_street: 'Hauptstraße', p_house: '5a', p_zip: '10115', p_city: 'Berlin', p_income: '3.200',
  second: 'on', s_salutation: 'mr', s_first: 'Ben', s_last: 'Müller', s_street: 'Hauptstraße', s_house: '5a', s_zip: '10115', s_city: 'Berlin', s_income: '2.400',
  children: '1', loans: '150', savings: '80.000', price: '420.000', prop_zip: '04109', prop_city: 'Leipzig', prop_street: 'Markt', prop_house: '1',
};

describe.each(DATABASE_KINDS)('financing certificates on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let leadId: string;
  let soloId: string;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const lead = async (email: string) => (await findOrCreateLead(h.db, { email, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) })).lead.id;
    leadId = await lead('anna@example.de');
    soloId = await lead('solo@example.de');
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  const issue = (source: Record<string, string>, now = NOW, id = leadId) => requestCertificate(h.db, { leadId: id, locale: 'de', source, market, today: TODAY, now });
  const payslip = (applicantType: 'primary' | 'secondary', id = leadId, fields: Record<string, string> = {}) => {
    const body = multipartBody([
      { name: 'type', value: 'platform_attachment' },
      { name: 'document_type', value: fields.document_type ?? 'OCTOBER_PAYSLIP' },
      { name: 'applicant_type', value: fields.applicant_type ?? applicantType },
      { name: 'file', filename: 'gehalt-oktober.pdf', type: 'application/pdf', data: PDF },
    ]);
    let read = 0;
    const stream = streamOf(body);
    const reader = stream.getReader();
    // No chunk is pulled before the reader asks (highWaterMark 0): `read` counts what the upload read.
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          read += value.byteLength;
          controller.enqueue(value);
        },
      },
      { highWaterMark: 0 },
    );
    return { run: () => uploadPayslip(h.db, { leadId: id, applicantType, contentType: MULTIPART_TYPE, contentLength: body.length, body: counted, today: TODAY, now: NOW }), read: () => read };
  };
  const documentCount = async (id: string) => (await h.db.select({ n: count() }).from(documents).where(eq(documents.leadId, id)))[0]!.n;

  test('the form issues a certificate: the engine’s amount, both applicants, the property, valid three months; the details are kept', async () => {
    const outcome = await issue(FORM);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || !('certificate' in outcome)) return;
    const c = outcome.certificate;
    expect(c.number).toMatch(/^FZ-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(c.verifyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c).toMatchObject({ status: 'self_reported', validUntil: '2027-02-27', purchasePrice: 420_000, propertyAddress: 'Markt 1, 04109 Leipzig', source: 'booking', locale: 'de' });
    expect(c.applicants).toEqual([{ salutation: 'mrs', title: 'dr', firstName: 'Anna', lastName: 'Schmidt' }, { salutation: 'mr', title: '', firstName: 'Ben', lastName: 'Müller' }]);
    expect(c.figures).toMatchObject({ netIncome: 5600, maxInstallment: 2090, limitedBy: 'guidance', transferTax: 0.055, priceWithin: true });
    expect(c.loanAmount).toBe((c.figures as { loan: number }).loan);
    expect(certificateState(c, TODAY)).toBe('valid');
    expect(await applicantFieldsOf(h.db, leadId)).toMatchObject({ p_first: 'Anna', s_last: 'Müller', savings: '80000', price: '420000' });
  });

  test('a refused form keeps nothing and names each field; figures without a budget are kept for correcting', async () => {
    const refused = await issue({ ...FORM, p_email: 'anna@', savings: '' }, NOW, soloId);
    expect(refused).toEqual({ ok: false, errors: { p_email: 'invalidEmail', savings: 'required' } });
    expect(await applicantFieldsOf(h.db, soloId)).toBeNull();
    const poor = await issue({ ...FORM, second: '', p_income: '1.200', price: '', prop_zip: '', prop_city: '', prop_street: '', prop_house: '' }, NOW, soloId);
    expect(poor).toEqual({ ok: false, code: 'NO_BUDGET' });
    expect(await applicantFieldsOf(h.db, soloId)).toMatchObject({ p_income: '1200' });
    expect(await certificatesOf(h.db, soloId)).toEqual([]);
  });

  test('the payslip flow: the document request first, then the upload; asking for a second applicant of a one-person certificate fails before the body is read', async () => {
    const primary = payslip('primary');
    const done = await primary.run();
    expect(done).toMatchObject({ ok: true, documentType: 'OCTOBER_PAYSLIP', fileName: 'gehalt-oktober.pdf' });
    const [current] = await certificatesOf(h.db, leadId);
    expect(current!.documents).toMatchObject([{ applicantType: 'primary', documentType: 'OCTOBER_PAYSLIP', fileName: 'gehalt-oktober.pdf' }]);
    expect(current!.documents[0]!.uploadedAt).toEqual(NOW);
    // A payslip of another month in the body is refused unstored.
    const before = await documentCount(leadId);
    expect(await payslip('secondary', leadId, { document_type: 'SEPTEMBER_PAYSLIP' }).run()).toMatchObject({ ok: false, step: 'upload', code: 'BAD_REQUEST' });
    expect(await documentCount(leadId)).toBe(before);

    // The solo lead's one-person certificate: the request for a second applicant's payslip fails.
    expect(await issue({ ...FORM, second: '' }, NOW, soloId)).toMatchObject({ ok: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = payslip('secondary', soloId);
    expect(await second.run()).toEqual({ ok: false, step: 'docsRequest', code: 'NO_SECOND_APPLICANT' });
    expect(log).toHaveBeenCalledWith('Error on docs Request', expect.objectContaining({ code: 'NO_SECOND_APPLICANT' }));
    log.mockRestore();
    expect(second.read()).toBe(0);
    expect(await documentCount(soloId)).toBe(0);
  });

  test('a new certificate supersedes the current one; documents go to the new one only', async () => {
    const [old] = await certificatesOf(h.db, leadId);
    const outcome = await issue({ ...FORM, savings: '120.000' }, LATER);
    if (!outcome.ok || !('certificate' in outcome)) throw new Error('not issued');
    expect(outcome.certificate.maxPrice).toBeGreaterThan(old!.maxPrice);
    const list = await certificatesOf(h.db, leadId);
    expect(list.map((c) => [c.number, certificateState(c, TODAY)])).toEqual([
      [outcome.certificate.number, 'valid'],
      [old!.number, 'superseded'],
    ]);
    expect((await certificateByToken(h.db, old!.verifyToken))!.supersededAt).toEqual(LATER);
    expect(list[0]!.documents).toEqual([]);
  });

  test('staff: documents checked on a valid certificate; revoked with a reason; the verification states', async () => {
    const [current, old] = await certificatesOf(h.db, leadId);
    expect(await markDocumentsChecked(h.db, old!.number, { kind: 'command', label: 'berater@hauslotse.de' }, TODAY, LATER)).toEqual({ ok: false, code: 'NO_CERTIFICATE' });
    expect(await markDocumentsChecked(h.db, 'FZ-XXXX-XXXX', { kind: 'command', label: 'berater@hauslotse.de' }, TODAY, LATER)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const checked = await markDocumentsChecked(h.db, current!.number.toLowerCase(), { kind: 'command', label: 'berater@hauslotse.de' }, TODAY, LATER);
    expect(checked.ok && checked.row).toMatchObject({ status: 'documents_checked', checkedBy: 'berater@hauslotse.de' });
    const revoked = await revokeCertificate(h.db, current!.number, 'Arbeitsvertrag in der Probezeit', { kind: 'command', label: 'npm run staff' }, LATER);
    expect(revoked.ok && revoked.row).toMatchObject({ revokedReason: 'Arbeitsvertrag in der Probezeit' });
    expect(await revokeCertificate(h.db, current!.number, 'again', { kind: 'command', label: 'npm run staff' }, LATER)).toEqual({ ok: false, code: 'CONFLICT' });
    // Both actions are in the audit log (issue 28, ADR 036), the refused ones are not.
    const audit = await auditEntries(h.db, { subjectId: current!.number });
    expect(audit.map((e) => [e.action, e.actorLabel, e.before, e.after])).toEqual([
      ['certificate.revoked', 'npm run staff', { revokedAt: null }, { revokedAt: LATER.toISOString(), reason: 'Arbeitsvertrag in der Probezeit' }],
      ['certificate.documents_checked', 'berater@hauslotse.de', { status: 'self_reported' }, { status: 'documents_checked', checkedBy: 'berater@hauslotse.de' }],
    ]);
    const row = (await certificateByNumber(h.db, current!.number))!;
    expect(certificateState(row, TODAY)).toBe('revoked');
    expect(certificateState({ ...row, revokedAt: null }, '2027-02-27')).toBe('valid');
    expect(certificateState({ ...row, revokedAt: null }, '2027-02-28')).toBe('expired');
    expect(await certificateByToken(h.db, 'x'.repeat(43))).toBeNull();
    expect(await certificateByToken(h.db, "' or 1=1 --")).toBeNull();
    // With no valid certificate, a payslip's document request fails and nothing is read or stored.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const late = payslip('primary');
    expect(await late.run()).toEqual({ ok: false, step: 'docsRequest', code: 'NO_CERTIFICATE' });
    log.mockRestore();
    expect(late.read()).toBe(0);
  });

  test('the PDF, in both languages, names both applicants, the amount, the status and the verification link', async () => {
    const [, old] = await certificatesOf(h.db, leadId);
    const de = pdfText(await renderCertificatePdf(old!, 'de', TODAY));
    const euro = (n: number, l: 'de' | 'en') => new Intl.NumberFormat(l === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n).replace(/\u00a0/g, ' ');
    expect(de).toContain('Finanzierungszertifikat');
    expect(de).toContain('Dr. Anna Schmidt');
    expect(de).toContain('Ben Müller');
    expect(de).toContain(euro(old!.loanAmount, 'de'));
    expect(de).toContain('Auf Basis eigener Angaben');
    expect(de).toContain('Durch ein neueres Zertifikat ersetzt');
    expect(de).toContain(`/de/finanzierungszertifikat/pruefen?token=${old!.verifyToken}`);
    expect(de).toContain('Seite 1 von 1');
    const en = pdfText(await renderCertificatePdf(old!, 'en', TODAY));
    expect(en).toContain('Financing certificate');
    expect(en).toContain(euro(old!.loanAmount, 'en'));
    expect(en).toContain(`/en/financing-certificate/verify?token=${old!.verifyToken}`);
    expect(en).toContain('Page 1 of 1');
  });

  test('the data export holds the applicant information and every certificate, without the verification secret', async () => {
    const data = await certificateDataOf(h.db, leadId);
    expect(data.applicantInformation?.fields).toMatchObject({ p_first: 'Anna' });
    expect(data.certificates).toHaveLength(2);
    expect(JSON.stringify(data)).not.toContain((await certificatesOf(h.db, leadId))[0]!.verifyToken);
  });

  test('staff actions from the back office: an advisor only on their own leads, the certificate must be the lead\'s, a revocation needs a reason', async () => {
    const solo = { ...FORM, second: '', s_salutation: '', s_first: '', s_last: '', s_street: '', s_house: '', s_zip: '', s_city: '', s_income: '' };
    const outcome = await issue(solo, LATER, soloId);
    if (!outcome.ok || !('certificate' in outcome)) throw new Error('not issued');
    const number = outcome.certificate.number;
    const admin = { role: 'admin', advisorId: null };
    const stranger = { role: 'advisor', advisorId: '00000000-0000-4000-8000-000000000000' };
    const actor = { kind: 'command' as const, label: 'lead-page@hauslotse.de' };
    const act = (viewer: typeof admin | typeof stranger, input: { number: string; action: string; reason?: string; leadId?: string }) => staffCertificateAction(h.db, viewer, input, actor, TODAY, LATER);
    expect(await act(stranger, { number, action: 'check' })).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await act(admin, { number, action: 'check', leadId })).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await act(admin, { number: 'FZ-1', action: 'check' })).toEqual({ ok: false, code: 'BAD_NUMBER' });
    expect(await act(admin, { number, action: 'delete' })).toEqual({ ok: false, code: 'BAD_ACTION' });
    expect(await act(admin, { number, action: 'revoke', reason: '  ' })).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    expect((await certificateByNumber(h.db, number))).toMatchObject({ status: 'self_reported', revokedAt: null });
    expect(await act(admin, { number: number.toLowerCase(), action: 'check', leadId: soloId })).toEqual({ ok: true, action: 'checked', number });
    expect((await certificateByNumber(h.db, number))).toMatchObject({ status: 'documents_checked', checkedBy: 'lead-page@hauslotse.de' });
    expect(await act(admin, { number, action: 'revoke', reason: 'Einkommen nicht belegt', leadId: soloId })).toEqual({ ok: true, action: 'revoked', number });
    expect(await act(admin, { number, action: 'check', leadId: soloId })).toEqual({ ok: false, code: 'NO_CERTIFICATE' });
    expect((await auditEntries(h.db, { subjectId: number })).map((e) => e.action)).toEqual(['certificate.revoked', 'certificate.documents_checked']);
  });
});

describe('npm run staff -- certificate', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-certificate-cmd-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dataDir = migratedDataDir(path.join(dir, 'pglite'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, PGLITE_DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'scripts/staff.ts'), ...args], { cwd: process.cwd(), env, encoding: 'utf8', timeout: 120_000 });

  test('marks a certificate’s documents checked, then revokes it; wrong numbers and missing reasons are refused', async () => {
    let handle = await openDatabase({ dataDir });
    await handle.migrate();
    const { lead } = await findOrCreateLead(handle.db, { email: 'cmd@example.de', locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
    const outcome = await requestCertificate(handle.db, { leadId: lead.id, locale: 'de', source: { ...FORM, second: '' }, market, today: todayOf(), now: new Date() });
    if (!outcome.ok || !('certificate' in outcome)) throw new Error('not issued');
    const number = outcome.certificate.number;
    await handle.close();

    // The real process once (its entry, the database it opens itself), then the same command in this process.
    const added = run('add', 'pruefer@hauslotse.de', 'advisor', 'Petra Prüfer');
    expect([added.status, added.stdout]).toEqual([0, 'Added advisor Petra Prüfer <pruefer@hauslotse.de>.\n']);
    handle = await openDatabase({ dataDir });
    const staff = (...args: string[]) => runCommand(staffCommand, handle, ...args);
    const checked = await staff('certificate', 'check', number, 'pruefer@hauslotse.de');
    expect(checked.err).toBe('');
    expect(checked.out).toContain(`Certificate ${number}: documents checked by pruefer@hauslotse.de.`);
    const noReason = await staff('certificate', 'revoke', number);
    expect(noReason.code).toBe(2);
    const unknown = await staff('certificate', 'revoke', 'FZ-2222-2222', 'Test');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no certificate FZ-2222-2222');
    const revoked = await staff('certificate', 'revoke', number, 'Einkommen nicht belegt');
    expect(revoked.out).toContain(`Certificate ${number} revoked: Einkommen nicht belegt.`);

    const row = (await certificateByNumber(handle.db, number))!;
    await handle.close();
    expect(row).toMatchObject({ status: 'documents_checked', checkedBy: 'pruefer@hauslotse.de', revokedReason: 'Einkommen nicht belegt' });
  }, 180_000);
});

function todayOf(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}
