/**
 * The financing certificate's use cases (issue 26, ADR 032), shared by the account's forms and the query
 * endpoint: keep the applicants' information (spec `setApplicantsInformation`), issue a certificate on it
 * (spec `requestPropertyCertificate`), and the payslip flow (spec `createDocumentsForFinancingCertificateRequest`,
 * then `uploadDocumentExtended`).
 */
import type { Database } from '@/db/client';
import type { RateMarket } from '@/engine/rates/market';
import { uploadDocument, type UploadInput } from '@/features/documents/server';
import type { FieldErrors, FormSource } from '@/lib/forms/parse-form';
import { certificateAmount } from './amount';
import { parseCertificate, payslipDocumentType, type ApplicantType, type CertificateField } from './certificate-form';
import { attachCertificateDocument, currentCertificate, documentRequest, issueCertificate, requestCertificateDocuments, saveApplicants, type CertificateRow } from './repository';

export type CertificateOutcome =
  | { ok: true; certificate: CertificateRow }
  | { ok: false; errors: FieldErrors<CertificateField> }
  | { ok: false; code: 'NO_BUDGET' | 'NO_RATE_DATA' };

/**
 * The account's form in one step: the applicants' information is kept (even when the figures leave no budget, so
 * the lead can correct them), then the certificate is issued; it supersedes the lead's earlier ones.
 */
export async function requestCertificate(
  db: Database,
  input: { leadId: string; locale: string; source: FormSource; market: RateMarket | null; today: string; now: Date },
): Promise<CertificateOutcome> {
  const parsed = parseCertificate(input.source);
  if (!parsed.ok) return parsed;
  await saveApplicants(db, input.leadId, parsed.fields, input.now);
  const amount = certificateAmount(parsed.request, input.market, input.today);
  if (!amount.ok) return { ok: false, code: amount.code === 'NO_MARKET' ? 'NO_RATE_DATA' : 'NO_BUDGET' };
  const certificate = await issueCertificate(db, { leadId: input.leadId, locale: input.locale, request: parsed.request, figures: amount.figures, today: input.today, now: input.now });
  return { ok: true, certificate };
}

export type PayslipOutcome =
  | { ok: true; documentType: string; documentId: string; fileName: string }
  | { ok: false; step: 'docsRequest'; code: 'NO_CERTIFICATE' | 'NO_SECOND_APPLICANT' }
  | { ok: false; step: 'upload'; code: string };

/**
 * The spec's payslip flow: first the document request (the current certificate asks for this applicant's payslip
 * of the month before), and only when it succeeded the upload. A failed document request is logged as "Error on
 * docs Request" and the body is not read: the upload is skipped.
 */
export async function uploadPayslip(
  db: Database,
  input: Omit<UploadInput, 'category' | 'now'> & { applicantType: ApplicantType; today: string; now: Date },
): Promise<PayslipOutcome> {
  const documentType = payslipDocumentType(input.today);
  const requested = await requestCertificateDocuments(db, { leadId: input.leadId, applicantType: input.applicantType, explicitCreatePayslip: true, documentType, today: input.today, now: input.now });
  if (!requested.ok) {
    console.error('Error on docs Request', { lead: input.leadId, applicantType: input.applicantType, code: requested.code });
    void input.body?.cancel().catch(() => {});
    return { ok: false, step: 'docsRequest', code: requested.code };
  }
  // The spec's fields, when sent, must agree with the request: a payslip of another month or person is refused unstored.
  const acceptFields = (fields: Record<string, string>) =>
    (!fields.type || fields.type === 'platform_attachment') && (!fields.document_type || fields.document_type === documentType) && (!fields.applicant_type || fields.applicant_type === input.applicantType);
  const uploaded = await uploadDocument(db, { ...input, category: 'payslips', now: input.now, acceptFields });
  if (!uploaded.ok) return { ok: false, step: 'upload', code: uploaded.code };
  await attachCertificateDocument(db, { certificateId: requested.certificateId, applicantType: input.applicantType, documentType, documentId: uploaded.document.id, now: input.now });
  return { ok: true, documentType, documentId: uploaded.document.id, fileName: uploaded.document.fileName };
}

/**
 * spec `uploadDocumentExtended` on its own (the query endpoint: the client asked for the document first with
 * `createDocumentsForFinancingCertificateRequest`): the file is stored only when the lead's current certificate
 * asked for this document of this applicant.
 */
export async function uploadRequestedDocument(
  db: Database,
  input: { leadId: string; applicantType: ApplicantType; documentType: string; file: File; today: string; now: Date },
): Promise<PayslipOutcome> {
  const current = await currentCertificate(db, input.leadId, input.today);
  const asked = current ? await documentRequest(db, current.id, input.applicantType, input.documentType) : null;
  if (!current || !asked) return { ok: false, step: 'docsRequest', code: 'NO_CERTIFICATE' };
  // The document store reads a multipart body (streamed, with its limits): the file goes in as one.
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const body = new Response(form);
  const uploaded = await uploadDocument(db, { leadId: input.leadId, contentType: body.headers.get('content-type'), contentLength: null, body: body.body, category: 'payslips', now: input.now });
  if (!uploaded.ok) return { ok: false, step: 'upload', code: uploaded.code };
  await attachCertificateDocument(db, { certificateId: current.id, applicantType: input.applicantType, documentType: input.documentType, documentId: uploaded.document.id, now: input.now });
  return { ok: true, documentType: input.documentType, documentId: uploaded.document.id, fileName: uploaded.document.fileName };
}
