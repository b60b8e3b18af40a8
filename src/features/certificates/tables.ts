import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from '../documents/tables';
import { leads } from '../leads/tables';

/**
 * The tables the certificates feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * What a lead entered for a financing certificate (issue 26, spec `setApplicantsInformation`): one or two
 * applicants, the household's finances and optionally the property, as the certificate form's fields. One row per
 * lead, replaced on every save; the form starts from it.
 */
export const certificateApplicants = pgTable('certificate_applicants', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** The certificate form's fields (features/certificates/certificate-form.ts), validated. */
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A financing certificate (issue 26, ADR 032): the amount the house-budget engine allowed for the applicants'
 * figures on the day of issue, with its assumptions, valid for three months. Status: based on the lead's own
 * figures until staff mark the documents checked; revoked by staff; superseded by the lead's next certificate.
 */
export const financingCertificates = pgTable(
  'financing_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Printed on the certificate and named by staff commands, e.g. FZ-7K2M-9Q4P. */
    number: text('number').notNull().unique(),
    /**
     * The secret of the verification link (32 random bytes, base64url). Kept readable: the link is printed on
     * every download of the PDF and is meant to be handed to estate agents; it shows only name, amount, status and
     * validity, and the number and issue date to match the PDF (ADR 032, session 29 amendment).
     */
    verifyToken: text('verify_token').notNull().unique(),
    /** The language the lead requested it in (the PDF is available in both). */
    locale: text('locale').notNull(),
    /** Applicants as printed: [{ salutation, title, firstName, lastName }]. */
    applicants: jsonb('applicants').$type<{ salutation: string; title: string; firstName: string; lastName: string }[]>().notNull(),
    /** The figures and assumptions of the calculation (features/certificates/amount.ts CertificateFigures). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    /** Highest loan and purchase price, whole euros. */
    loanAmount: integer('loan_amount').notNull(),
    maxPrice: integer('max_price').notNull(),
    /** A property the lead named (spec `requestPropertyCertificate`): its price and address, else null. */
    purchasePrice: integer('purchase_price'),
    propertyAddress: text('property_address'),
    /** spec `requestPropertyCertificate.source`: 'booking'. */
    source: text('source').notNull().default('booking'),
    /** 'self_reported' | 'documents_checked'. */
    status: text('status').notNull().default('self_reported'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Last day of validity (Europe/Berlin): three months after the day of issue. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: text('checked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('financing_certificates_lead').on(t.leadId, t.issuedAt)],
);

/**
 * The documents a certificate asks for (spec `createDocumentsForFinancingCertificateRequest`): per applicant, the
 * payslip of the month before the request (document type `OCTOBER_PAYSLIP`), requested first and then uploaded
 * (spec `uploadDocumentExtended`).
 */
export const certificateDocuments = pgTable(
  'certificate_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => financingCertificates.id, { onDelete: 'cascade' }),
    /** 'primary' | 'secondary'. */
    applicantType: text('applicant_type').notNull(),
    /** `<MONTHNAME>_PAYSLIP` of the month before the request, in English capitals. */
    documentType: text('document_type').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('certificate_documents_one').on(t.certificateId, t.applicantType, t.documentType)],
);
