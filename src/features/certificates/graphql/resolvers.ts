/**
 * Resolvers of the financing certificate (issue 26): the inputs become the account form's fields, so both go
 * through one parser (certificate-form.ts) and one use case; errors name the input's own paths.
 */
import { loggedIn, requireOrigin } from '@/features/leads/server';
import { todaysRatesOrNull } from '@/features/rates/server';
import { apiError } from '@/lib/graphql/api-error';
import type { GraphQLContext } from '@/lib/graphql/context';
import { takeUpload } from '@/lib/graphql/uploads';
import { isLocale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { certificateAmount } from '../amount';
import { APPLICANT_TYPES, CERTIFICATE_FIELDS, parseCertificate, payslipDocumentType, type ApplicantType, type CertificateField } from '../certificate-form';
import { uploadRequestedDocument } from '../certificates';
import { certificateVerifyUrl } from '../links';
import { applicantFieldsOf, certificatesOf, certificateState, issueCertificate, requestCertificateDocuments, saveApplicants, type CertificateRow } from '../repository';

type Maybe<T> = T | null | undefined;
interface AddressInput { street: string; houseNumber: string; zipcode: string; city: string; country?: Maybe<string> }
interface ApplicantInput { salutation?: Maybe<string>; title?: Maybe<string>; firstName: string; lastName: string; email?: Maybe<string>; address: AddressInput; netIncome: number }
interface FinancesInput { savings: number; otherLoans?: Maybe<number>; children?: Maybe<number> }
interface PropertyAddressInput { zipcode: string; city?: Maybe<string>; street?: Maybe<string>; houseNumber?: Maybe<string> }

/** Form field → the input's path, for error answers. */
const INPUT_PATH: Record<CertificateField, string> = Object.fromEntries(
  CERTIFICATE_FIELDS.map((f) => {
    const [prefix, key] = [f.slice(0, 2), f.slice(2)];
    const applicant = prefix === 'p_' ? 'primary' : prefix === 's_' ? 'secondary' : null;
    const names: Record<string, string> = { salutation: 'salutation', title: 'title', first: 'firstName', last: 'lastName', email: 'email', street: 'address.street', house: 'address.houseNumber', zip: 'address.zipcode', city: 'address.city', country: 'address.country', income: 'netIncome' };
    if (applicant) return [f, `${applicant}.${names[key]}`];
    const others: Record<string, string> = { second: 'secondary', children: 'finances.children', loans: 'finances.otherLoans', savings: 'finances.savings', prop_street: 'address.street', prop_house: 'address.houseNumber', prop_zip: 'address.zipcode', prop_city: 'address.city', price: 'purchasePrice' };
    return [f, others[f]];
  }),
) as Record<CertificateField, string>;

function applicantFields(prefix: 'p' | 's', a: ApplicantInput): Record<string, string> {
  return {
    [`${prefix}_salutation`]: a.salutation ?? 'none', [`${prefix}_title`]: a.title ?? '', [`${prefix}_first`]: a.firstName, [`${prefix}_last`]: a.lastName, [`${prefix}_email`]: a.email ?? '',
    [`${prefix}_street`]: a.address.street, [`${prefix}_house`]: a.address.houseNumber, [`${prefix}_zip`]: a.address.zipcode, [`${prefix}_city`]: a.address.city, [`${prefix}_country`]: a.address.country ?? 'DE',
    [`${prefix}_income`]: String(a.netIncome),
  };
}

function refused(errors: Partial<Record<CertificateField, string>>) {
  const [field, code] = Object.entries(errors)[0] as [CertificateField, string];
  return apiError(code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', INPUT_PATH[field] ?? field, { reason: code, fields: Object.fromEntries(Object.entries(errors).map(([f, c]) => [INPUT_PATH[f as CertificateField] ?? f, c])) });
}

function apiCertificate(row: CertificateRow, today: string) {
  return {
    number: row.number,
    status: row.status,
    state: certificateState(row, today),
    loan_amount: row.loanAmount,
    max_price: row.maxPrice,
    purchase_price: row.purchasePrice,
    issued_at: row.issuedAt.toISOString(),
    valid_until: row.validUntil,
    verify_url: certificateVerifyUrl(isLocale(row.locale) ? row.locale : 'de', row.verifyToken),
    pdf_url: ({ locale }: { locale: string }) => `/api/account/financing-certificate/${row.id}/pdf?locale=${locale}`,
  };
}

export const certificatesResolvers = {
  Query: {
    financingCertificates: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const lead = await loggedIn(ctx);
      const today = todayInBerlin(ctx.now());
      return (await certificatesOf(await ctx.db(), lead.id)).map((row) => apiCertificate(row, today));
    },
  },
  Mutation: {
    setApplicantsInformation: async (_: unknown, args: { primary: ApplicantInput; secondary?: Maybe<ApplicantInput>; finances: FinancesInput }, ctx: GraphQLContext) => {
      requireOrigin(ctx);
      const lead = await loggedIn(ctx);
      const db = await ctx.db();
      // The property stays as it was saved (requestPropertyCertificate sets it).
      const saved = (await applicantFieldsOf(db, lead.id)) ?? {};
      const source = {
        ...applicantFields('p', args.primary),
        ...(args.secondary ? { second: 'on', ...applicantFields('s', args.secondary) } : {}),
        savings: String(args.finances.savings),
        loans: String(args.finances.otherLoans ?? 0),
        children: String(args.finances.children ?? 0),
        prop_street: saved.prop_street ?? '', prop_house: saved.prop_house ?? '', prop_zip: saved.prop_zip ?? '', prop_city: saved.prop_city ?? '', price: saved.price ?? '',
      };
      const parsed = parseCertificate(source);
      if (!parsed.ok) throw refused(parsed.errors);
      await saveApplicants(db, lead.id, parsed.fields, ctx.now());
      return { success: true };
    },
    requestPropertyCertificate: async (_: unknown, args: { purchasePrice?: Maybe<number>; source?: Maybe<string>; address?: Maybe<PropertyAddressInput> }, ctx: GraphQLContext) => {
      requireOrigin(ctx);
      const lead = await loggedIn(ctx);
      if ((args.source ?? 'booking') !== 'booking') throw apiError('INVALID_INPUT', 'source', { reason: 'invalidChoice', allowed: ['booking'] });
      const db = await ctx.db();
      const saved = await applicantFieldsOf(db, lead.id);
      if (!saved) throw apiError('REQUIRED', 'applicants', { reason: 'setApplicantsInformationFirst' });
      const a = args.address;
      const source = { ...saved, price: args.purchasePrice === null || args.purchasePrice === undefined ? '' : String(args.purchasePrice), prop_zip: a?.zipcode ?? '', prop_city: a?.city ?? '', prop_street: a?.street ?? '', prop_house: a?.houseNumber ?? '' };
      const parsed = parseCertificate(source);
      if (!parsed.ok) throw refused(parsed.errors);
      const now = ctx.now();
      const today = todayInBerlin(now);
      await saveApplicants(db, lead.id, parsed.fields, now);
      const rates = await todaysRatesOrNull(db, today);
      const amount = certificateAmount(parsed.request, rates?.market ?? null, today);
      if (!amount.ok) throw apiError(amount.code === 'NO_MARKET' ? 'NO_RATE_DATA' : 'NO_BUDGET', amount.code === 'NO_MARKET' ? null : 'primary.netIncome');
      const row = await issueCertificate(db, { leadId: lead.id, locale: lead.locale ?? 'de', request: parsed.request, figures: amount.figures, today, now });
      return { success: true, certificate: apiCertificate(row, today) };
    },
    createDocumentsForFinancingCertificateRequest: async (_: unknown, args: { applicantType: ApplicantType; explicitCreatePayslip?: Maybe<boolean> }, ctx: GraphQLContext) => {
      requireOrigin(ctx);
      const lead = await loggedIn(ctx);
      const now = ctx.now();
      const today = todayInBerlin(now);
      const result = await requestCertificateDocuments(await ctx.db(), { leadId: lead.id, applicantType: args.applicantType, explicitCreatePayslip: args.explicitCreatePayslip ?? true, documentType: payslipDocumentType(today), today, now });
      if (!result.ok) throw apiError(result.code, result.code === 'NO_SECOND_APPLICANT' ? 'applicantType' : null);
      return { success: true, document_type: result.documentType };
    },
    uploadDocumentExtended: async (_: unknown, args: { file: unknown; type: string; document_type: string; applicant_type: ApplicantType }, ctx: GraphQLContext) => {
      requireOrigin(ctx);
      const lead = await loggedIn(ctx);
      if (args.type !== 'platform_attachment') throw apiError('INVALID_INPUT', 'type', { reason: 'invalidChoice', allowed: ['platform_attachment'] });
      if (!(APPLICANT_TYPES as readonly string[]).includes(args.applicant_type)) throw apiError('INVALID_INPUT', 'applicant_type', { reason: 'invalidChoice' });
      if (!/^[A-Z]+_PAYSLIP$/.test(args.document_type)) throw apiError('INVALID_INPUT', 'document_type', { reason: 'invalidChoice' });
      const file = takeUpload(ctx.request, args.file);
      if (!file) throw apiError('NO_FILE', 'file');
      const now = ctx.now();
      const outcome = await uploadRequestedDocument(await ctx.db(), { leadId: lead.id, applicantType: args.applicant_type, documentType: args.document_type, file, today: todayInBerlin(now), now });
      if (!outcome.ok) throw apiError(outcome.code as 'NO_CERTIFICATE', outcome.step === 'docsRequest' ? 'document_type' : 'file', { step: outcome.step });
      return { step: 'PAYSLIP_UPLOADED' };
    },
  },
  Upload: {
    // The multipart adapter (src/graphql/uploads.ts) puts the file's key where the spec puts null.
    serialize: (v: unknown) => v,
    parseValue: (v: unknown) => v,
  },
};
