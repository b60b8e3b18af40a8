/**
 * The financing certificates' tables (issue 26, ADR 032): the lead's applicant information, the certificates and
 * the documents they ask for. A lead's certificate writes run under one advisory lock per lead, so two requests at
 * once cannot leave two current certificates.
 */
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { parseEuros } from '@/lib/forms/fields';
import { documents } from '@/features/documents/tables';
import { certificateApplicants, certificateDocuments, financingCertificates } from './tables';
import type { ApplicantType, CertificateField, CertificateRequest } from './certificate-form';
import type { CertificateFigures } from './amount';

/** How long a certificate is valid: three months from the day of issue (issue 26). */
export const VALIDITY_MONTHS = 3;

export type CertificateRow = typeof financingCertificates.$inferSelect;
export type CertificateDocumentRow = typeof certificateDocuments.$inferSelect;
/** What the verification page and the account call a certificate's state on a day. */
export type CertificateState = 'valid' | 'expired' | 'revoked' | 'superseded';

export function certificateState(row: Pick<CertificateRow, 'revokedAt' | 'supersededAt' | 'validUntil'>, today: string): CertificateState {
  if (row.revokedAt) return 'revoked';
  if (row.supersededAt) return 'superseded';
  return today > row.validUntil ? 'expired' : 'valid';
}

/** The last day of validity: the same day three months on (the month's last day where that month is shorter). */
export function validUntil(issueDate: string, months = VALIDITY_MONTHS): string {
  const [y, m, d] = issueDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
  return target.toISOString().slice(0, 10);
}

/** FZ- and eight characters without look-alikes (0/O, 1/I/L), in two groups: FZ-7K2M-9Q4P. */
export function newCertificateNumber(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `FZ-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

async function lockLeadCertificates(tx: Database, leadId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`certificates:${leadId}`}, 0))`);
}

/** spec `setApplicantsInformation`: the lead's applicant information, replacing what was there. */
export async function saveApplicants(db: Database, leadId: string, fields: Record<CertificateField, string>, now: Date): Promise<void> {
  await db
    .insert(certificateApplicants)
    .values({ leadId, fields, updatedAt: now })
    .onConflictDoUpdate({ target: certificateApplicants.leadId, set: { fields, updatedAt: now } });
}

export async function applicantFieldsOf(db: Database, leadId: string): Promise<Record<string, string> | null> {
  const [row] = await db.select({ fields: certificateApplicants.fields }).from(certificateApplicants).where(eq(certificateApplicants.leadId, leadId));
  return row?.fields ?? null;
}

/**
 * The household the lead gave for a certificate (issue 48: the property search's affordability takes it): the net
 * incomes of the one or two applicants added, adults (1 or 2) and children, and when they were saved; null without
 * saved applicants or without a usable primary income.
 */
export async function certificateHouseholdOf(db: Database, leadId: string): Promise<{ income: number; adults: 1 | 2; children: number; from: Date } | null> {
  const [row] = await db.select({ fields: certificateApplicants.fields, updatedAt: certificateApplicants.updatedAt }).from(certificateApplicants).where(eq(certificateApplicants.leadId, leadId));
  if (!row) return null;
  const euros = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : parseEuros(v));
  const primary = euros(row.fields.p_income);
  if (primary === null || primary <= 0) return null;
  const second = ['on', 'yes', 'true'].includes(row.fields.second ?? '');
  const secondary = second ? (euros(row.fields.s_income) ?? 0) : 0;
  const children = Number(row.fields.children || 0);
  return { income: Math.round(primary + secondary), adults: second ? 2 : 1, children: Number.isInteger(children) && children >= 0 ? children : 0, from: row.updatedAt };
}

/**
 * Issues a certificate (spec `requestPropertyCertificate`): the lead's current certificates are superseded by it
 * in the same transaction.
 */
export async function issueCertificate(
  db: Database,
  input: { leadId: string; locale: string; request: CertificateRequest; figures: CertificateFigures; today: string; now: Date },
): Promise<CertificateRow> {
  const { request } = input;
  const property = request.property;
  const propertyAddress = property ? [`${property.address.street} ${property.address.houseNumber}`.trim(), `${property.address.zipcode} ${property.address.city}`.trim()].filter(Boolean).join(', ') : null;
  return db.transaction(async (tx) => {
    await lockLeadCertificates(tx, input.leadId);
    await tx
      .update(financingCertificates)
      .set({ supersededAt: input.now })
      .where(and(eq(financingCertificates.leadId, input.leadId), isNull(financingCertificates.supersededAt), isNull(financingCertificates.revokedAt)));
    const [row] = await tx
      .insert(financingCertificates)
      .values({
        leadId: input.leadId,
        number: newCertificateNumber(),
        verifyToken: randomBytes(32).toString('base64url'),
        locale: input.locale,
        applicants: request.applicants.map((a) => ({ salutation: a.salutation, title: a.title, firstName: a.firstName, lastName: a.lastName })),
        figures: input.figures as unknown as Record<string, unknown>,
        loanAmount: input.figures.loan,
        maxPrice: input.figures.maxPrice,
        purchasePrice: property?.purchasePrice ?? null,
        propertyAddress,
        source: 'booking',
        issuedAt: input.now,
        validUntil: validUntil(input.today),
      })
      .returning();
    return row!;
  });
}

export interface CertificateWithDocuments extends CertificateRow {
  documents: (CertificateDocumentRow & { fileName: string | null })[];
}

/** The documents the certificates asked for, with the uploaded file's name. */
async function withDocuments(db: Database, rows: CertificateRow[]): Promise<CertificateWithDocuments[]> {
  if (rows.length === 0) return [];
  const docs = await db
    .select({ row: certificateDocuments, fileName: documents.fileName })
    .from(certificateDocuments)
    .leftJoin(documents, eq(documents.id, certificateDocuments.documentId))
    .where(inArray(certificateDocuments.certificateId, rows.map((r) => r.id)));
  return rows.map((r) => ({
    ...r,
    documents: docs
      .filter((d) => d.row.certificateId === r.id)
      .map((d) => ({ ...d.row, fileName: d.fileName }))
      .sort((a, b) => a.applicantType.localeCompare(b.applicantType)),
  }));
}

/** The lead's certificates, newest first, each with the documents it asked for. */
export async function certificatesOf(db: Database, leadId: string): Promise<CertificateWithDocuments[]> {
  return withDocuments(db, await db.select().from(financingCertificates).where(eq(financingCertificates.leadId, leadId)).orderBy(desc(financingCertificates.issuedAt)));
}

export async function certificateOfLead(db: Database, leadId: string, id: string): Promise<CertificateRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(financingCertificates).where(and(eq(financingCertificates.id, id), eq(financingCertificates.leadId, leadId)));
  return row ?? null;
}

export async function certificateByToken(db: Database, token: string): Promise<CertificateRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db.select().from(financingCertificates).where(eq(financingCertificates.verifyToken, token));
  return row ?? null;
}

export async function certificateByNumber(db: Database, number: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(financingCertificates).where(eq(financingCertificates.number, number.trim().toUpperCase()));
  return row ?? null;
}

/** Staff: the payslips and documents are checked; the certificate now says so. Only a valid certificate. Audited. */
export async function markDocumentsChecked(db: Database, number: string, actor: AuditActor, today: string, now: Date): Promise<{ ok: true; row: CertificateRow } | { ok: false; code: 'NOT_FOUND' | 'NO_CERTIFICATE' }> {
  const row = await certificateByNumber(db, number);
  if (!row) return { ok: false, code: 'NOT_FOUND' };
  if (certificateState(row, today) !== 'valid') return { ok: false, code: 'NO_CERTIFICATE' };
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx.update(financingCertificates).set({ status: 'documents_checked', checkedAt: now, checkedBy: actor.label }).where(eq(financingCertificates.id, row.id)).returning();
    await recordAudit(tx, { actor, action: 'certificate.documents_checked', subject: { kind: 'financing_certificate', id: row.number }, before: { status: row.status }, after: { status: changed!.status, checkedBy: actor.label }, at: now });
    return changed!;
  });
  return { ok: true, row: updated };
}

/** Staff: the certificate no longer holds; its verification page says "revoked" from now on. Audited. */
export async function revokeCertificate(db: Database, number: string, reason: string, actor: AuditActor, now: Date): Promise<{ ok: true; row: CertificateRow } | { ok: false; code: 'NOT_FOUND' | 'CONFLICT' }> {
  const row = await certificateByNumber(db, number);
  if (!row) return { ok: false, code: 'NOT_FOUND' };
  if (row.revokedAt) return { ok: false, code: 'CONFLICT' };
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx.update(financingCertificates).set({ revokedAt: now, revokedReason: reason.trim().slice(0, 500) }).where(eq(financingCertificates.id, row.id)).returning();
    await recordAudit(tx, { actor, action: 'certificate.revoked', subject: { kind: 'financing_certificate', id: row.number }, before: { revokedAt: null }, after: { revokedAt: now.toISOString(), reason: changed!.revokedReason }, at: now });
    return changed!;
  });
  return { ok: true, row: updated };
}

/** The lead's current certificate (newest, neither revoked, replaced nor expired), or null. */
export async function currentCertificate(db: Database, leadId: string, today: string): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(financingCertificates)
    .where(and(eq(financingCertificates.leadId, leadId), isNull(financingCertificates.supersededAt), isNull(financingCertificates.revokedAt)))
    .orderBy(desc(financingCertificates.issuedAt))
    .limit(1);
  return row && certificateState(row, today) === 'valid' ? row : null;
}

/**
 * spec `createDocumentsForFinancingCertificateRequest`: the current certificate asks for the applicant's payslip
 * of the month before (once; asking again is fine). Without `explicitCreatePayslip` nothing is asked for.
 */
export async function requestCertificateDocuments(
  db: Database,
  input: { leadId: string; applicantType: ApplicantType; explicitCreatePayslip: boolean; documentType: string; today: string; now: Date },
): Promise<{ ok: true; certificateId: string; documentType: string | null } | { ok: false; code: 'NO_CERTIFICATE' | 'NO_SECOND_APPLICANT' }> {
  return db.transaction(async (tx) => {
    await lockLeadCertificates(tx, input.leadId);
    const current = await currentCertificate(tx, input.leadId, input.today);
    if (!current) return { ok: false as const, code: 'NO_CERTIFICATE' as const };
    if (input.applicantType === 'secondary' && current.applicants.length < 2) return { ok: false as const, code: 'NO_SECOND_APPLICANT' as const };
    if (!input.explicitCreatePayslip) return { ok: true as const, certificateId: current.id, documentType: null };
    await tx
      .insert(certificateDocuments)
      .values({ certificateId: current.id, applicantType: input.applicantType, documentType: input.documentType, requestedAt: input.now })
      .onConflictDoNothing();
    return { ok: true as const, certificateId: current.id, documentType: input.documentType };
  });
}

/** The uploaded file answers the certificate's document request (spec `uploadDocumentExtended`). */
export async function attachCertificateDocument(db: Database, input: { certificateId: string; applicantType: ApplicantType; documentType: string; documentId: string; now: Date }): Promise<boolean> {
  const updated = await db
    .update(certificateDocuments)
    .set({ documentId: input.documentId, uploadedAt: input.now })
    .where(and(eq(certificateDocuments.certificateId, input.certificateId), eq(certificateDocuments.applicantType, input.applicantType), eq(certificateDocuments.documentType, input.documentType)))
    .returning({ id: certificateDocuments.id });
  return updated.length > 0;
}

/** The certificate's request for a document of an applicant, or null when it asked for none such. */
export async function documentRequest(db: Database, certificateId: string, applicantType: ApplicantType, documentType: string): Promise<CertificateDocumentRow | null> {
  const [row] = await db
    .select()
    .from(certificateDocuments)
    .where(and(eq(certificateDocuments.certificateId, certificateId), eq(certificateDocuments.applicantType, applicantType), eq(certificateDocuments.documentType, documentType)));
  return row ?? null;
}

/** The newest certificates for the staff page, each with the documents it asked for. */
export async function newestCertificates(db: Database, limit = 20): Promise<CertificateWithDocuments[]> {
  return withDocuments(db, await db.select().from(financingCertificates).orderBy(desc(financingCertificates.issuedAt)).limit(limit));
}

/** Everything the certificate feature keeps about a lead (the data export, GDPR Art. 15 and 20). */
export async function certificateDataOf(db: Database, leadId: string) {
  const [applicants] = await db.select({ fields: certificateApplicants.fields, updatedAt: certificateApplicants.updatedAt }).from(certificateApplicants).where(eq(certificateApplicants.leadId, leadId));
  const certificates = (await certificatesOf(db, leadId)).map(({ verifyToken: _token, leadId: _lead, ...row }) => ({
    ...row,
    documents: row.documents.map((d) => ({ applicantType: d.applicantType, documentType: d.documentType, requestedAt: d.requestedAt, uploadedAt: d.uploadedAt, fileName: d.fileName })),
  }));
  return { applicantInformation: applicants ?? null, certificates };
}
