/**
 * The financing certificate's operations of the query endpoint (issue 26; spec section 7) with the spec's argument
 * names, over HTTP on PGlite and PostgreSQL: setApplicantsInformation, requestPropertyCertificate,
 * createDocumentsForFinancingCertificateRequest and uploadDocumentExtended (a GraphQL multipart request), the
 * lead's certificates; strangers are refused, bad input gets a code and the field, never INTERNAL.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { BOUNDARY, multipartBody, PDF, type Part } from '../support/multipart';
import { SESSION_COOKIE } from '@/features/leads/cookies';
import { createSession } from '@/features/leads/sessions';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { seedRates } from '@/features/rates/import/seed';
import { startBoss, stopBoss } from '@/server/queues';
import { createGraphQLServer, handleGraphQLRequest } from '@/graphql/server';

const ORIGIN = 'http://localhost';
type Answer = { status: number; data: Record<string, unknown> | null | undefined; errors: { extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> } }[] | undefined };

const APPLICANTS = /* GraphQL */ `
  mutation Applicants($primary: ApplicantInput!, $secondary: ApplicantInput, $finances: CertificateFinancesInput!) {
    setApplicantsInformation(primary: $primary, secondary: $secondary, finances: $finances) { success }
  }
`;
const REQUEST = /* GraphQL */ `
  mutation Request($purchasePrice: Int, $source: String, $address: PropertyAddressInput) {
    requestPropertyCertificate(purchasePrice: $purchasePrice, source: $source, address: $address) {
      success
      certificate { number status state loan_amount max_price purchase_price valid_until verify_url pdf_url(locale: en) }
    }
  }
`;
const DOCUMENTS = /* GraphQL */ `
  mutation Docs($applicantType: ApplicantType!, $explicitCreatePayslip: Boolean) {
    createDocumentsForFinancingCertificateRequest(applicantType: $applicantType, explicitCreatePayslip: $explicitCreatePayslip) { success document_type }
  }
`;
const UPLOAD = /* GraphQL */ `
  mutation Upload($file: Upload!, $type: String!, $document_type: String!, $applicant_type: ApplicantType!) {
    uploadDocumentExtended(file: $file, type: $type, document_type: $document_type, applicant_type: $applicant_type) { step }
  }
`;
const ANNA = { salutation: 'mrs', title: 'dr', firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.de', address: { street: 'Hauptstraße', houseNumber: '5a', zipcode: '10115', city: 'Berlin' }, netIncome: 3200 };
const BEN = { firstName: 'Ben', lastName: 'Müller', address: { street: 'Hauptstraße', houseNumber: '5a', zipcode: '10115', city: 'Berlin' }, netIncome: 2400 };

describe.each(DATABASE_KINDS)('certificate operations of the query endpoint on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let server: ReturnType<typeof createGraphQLServer>;
  let anna: string;
  let solo: string;
  const clock = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedRates(h.db, clock);
    boss = await startBoss(h.queue);
    server = createGraphQLServer({ db: async () => h.db, mailQueue: async () => boss, now: () => clock });
    const session = async (email: string) => {
      const { lead } = await findOrCreateLead(h.db, { email, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
      return (await createSession(h.db, lead.id, clock)).id;
    };
    anna = await session('anna@example.de');
    solo = await session('solo@example.de');
  }, 90_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  async function send(body: BodyInit, contentType: string, { session = anna as string | null, origin = ORIGIN as string | null } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': contentType, accept: 'application/json' };
    if (origin) headers.origin = origin;
    if (session) headers.cookie = `${SESSION_COOKIE}=${session}`;
    const res = await handleGraphQLRequest(new Request('http://localhost/api/graphql', { method: 'POST', headers, body }), server);
    const json = (await res.json()) as { data?: Record<string, unknown> | null; errors?: Answer['errors'] };
    return { status: res.status, data: json.data, errors: json.errors };
  }
  const gql = (query: string, variables: Record<string, unknown> = {}, options: { session?: string | null; origin?: string | null } = {}) => send(JSON.stringify({ query, variables }), 'application/json', options);
  const code = (a: Answer) => a.errors?.[0]?.extensions?.code;
  const upload = (parts: Part[], options: { session?: string | null } = {}) => send(new Uint8Array(multipartBody(parts)), `multipart/form-data; boundary=${BOUNDARY}`, options);
  const operations = (variables: Record<string, unknown>) => JSON.stringify({ query: UPLOAD, variables: { file: null, type: 'platform_attachment', document_type: 'OCTOBER_PAYSLIP', applicant_type: 'primary', ...variables } });
  const payslipParts = (variables: Record<string, unknown> = {}): Part[] => [
    { name: 'operations', value: operations(variables) },
    { name: 'map', value: JSON.stringify({ 0: ['variables.file'] }) },
    { name: '0', filename: 'gehalt-oktober.pdf', type: 'application/pdf', data: PDF },
  ];

  test('strangers and foreign sites are refused before anything is kept', async () => {
    const stranger = await gql(APPLICANTS, { primary: ANNA, finances: { savings: 80000 } }, { session: null });
    expect([stranger.status, code(stranger)]).toEqual([401, 'UNAUTHENTICATED']);
    const foreign = await gql(APPLICANTS, { primary: ANNA, finances: { savings: 80000 } }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const list = await gql('{ financingCertificates { number } }', {}, { session: null });
    expect(code(list)).toBe('UNAUTHENTICATED');
    const file = await upload(payslipParts(), { session: null });
    expect([file.status, code(file)]).toEqual([401, 'UNAUTHENTICATED']);
  });

  test('setApplicantsInformation: bad input named by the input’s path; good input kept', async () => {
    const bad = await gql(APPLICANTS, { primary: { ...ANNA, email: 'anna@', address: { ...ANNA.address, zipcode: '1011' } }, finances: { savings: -5 } });
    expect(code(bad)).toBe('INVALID_INPUT');
    expect(bad.errors?.[0]?.extensions?.params?.fields).toEqual({ 'primary.email': 'invalidEmail', 'primary.address.zipcode': 'invalidPostalCode', 'finances.savings': 'notAnAmount' });
    const good = await gql(APPLICANTS, { primary: ANNA, secondary: BEN, finances: { savings: 80000, otherLoans: 150, children: 1 } });
    expect(good.errors).toBeUndefined();
    expect(good.data).toEqual({ setApplicantsInformation: { success: true } });
  });

  test('requestPropertyCertificate: without applicant information, a wrong source or postal code refused; then a certificate for the property', async () => {
    expect(code(await gql(REQUEST, { purchasePrice: 420000 }, { session: solo }))).toBe('REQUIRED');
    expect(code(await gql(REQUEST, { purchasePrice: 420000, source: 'website' }))).toBe('INVALID_INPUT');
    const badZip = await gql(REQUEST, { purchasePrice: 420000, address: { zipcode: 'abc' } });
    expect([code(badZip), badZip.errors?.[0]?.extensions?.field]).toEqual(['INVALID_INPUT', 'address.zipcode']);
    const ok = await gql(REQUEST, { purchasePrice: 420000, source: 'booking', address: { zipcode: '04109', city: 'Leipzig', street: 'Markt', houseNumber: '1' } });
    expect(ok.errors).toBeUndefined();
    const result = (ok.data as { requestPropertyCertificate: { success: boolean; certificate: Record<string, unknown> } }).requestPropertyCertificate;
    expect(result.success).toBe(true);
    expect(result.certificate).toMatchObject({ status: 'self_reported', state: 'valid', purchase_price: 420000, valid_until: '2027-02-23' });
    expect(result.certificate.number).toMatch(/^FZ-/);
    expect(result.certificate.loan_amount).toBeGreaterThan(300_000);
    expect(result.certificate.verify_url).toMatch(/\/de\/finanzierungszertifikat\/pruefen\?token=[A-Za-z0-9_-]{43}$/);
    expect(result.certificate.pdf_url).toMatch(/^\/api\/account\/financing-certificate\/[0-9a-f-]{36}\/pdf\?locale=en$/);
  });

  test('createDocumentsForFinancingCertificateRequest: the payslip of the month before; no certificate or no second applicant refused', async () => {
    expect(code(await gql(DOCUMENTS, { applicantType: 'primary' }, { session: solo }))).toBe('NO_CERTIFICATE');
    const asked = await gql(DOCUMENTS, { applicantType: 'primary', explicitCreatePayslip: true });
    expect(asked.data).toEqual({ createDocumentsForFinancingCertificateRequest: { success: true, document_type: 'OCTOBER_PAYSLIP' } });
    const without = await gql(DOCUMENTS, { applicantType: 'secondary', explicitCreatePayslip: false });
    expect(without.data).toEqual({ createDocumentsForFinancingCertificateRequest: { success: true, document_type: null } });
    expect(code(await gql(DOCUMENTS, { applicantType: 'third' }))).toBe('INVALID_INPUT');
    // A one-person certificate has no second applicant to ask a payslip of.
    await gql(APPLICANTS, { primary: { ...ANNA, email: 'solo@example.de' }, finances: { savings: 60000 } }, { session: solo });
    expect((await gql(REQUEST, {}, { session: solo })).errors).toBeUndefined();
    const second = await gql(DOCUMENTS, { applicantType: 'secondary' }, { session: solo });
    expect([code(second), second.errors?.[0]?.extensions?.field]).toEqual(['NO_SECOND_APPLICANT', 'applicantType']);
  });

  test('uploadDocumentExtended as a multipart request: the requested payslip is stored; one not asked for, a wrong type or no file refused; bad bodies are 4xx', async () => {
    const ok = await upload(payslipParts());
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ uploadDocumentExtended: { step: 'PAYSLIP_UPLOADED' } });
    const notAsked = await upload(payslipParts({ applicant_type: 'secondary' }));
    expect(code(notAsked)).toBe('NO_CERTIFICATE');
    expect(code(await upload(payslipParts({ type: 'avatar' })))).toBe('INVALID_INPUT');
    expect(code(await upload(payslipParts({ document_type: 'lohnzettel' })))).toBe('INVALID_INPUT');
    const html = await upload([...payslipParts().slice(0, 2), { name: '0', filename: 'x.pdf', type: 'application/pdf', data: '<html></html>' }]);
    expect(code(html)).toBe('UNSUPPORTED_TYPE');
    expect(code(await gql(UPLOAD, { file: 'upload:0', type: 'platform_attachment', document_type: 'OCTOBER_PAYSLIP', applicant_type: 'primary' }))).toBe('NO_FILE');
    const noMap = await upload([{ name: 'operations', value: operations({}) }]);
    expect([noMap.status, code(noMap)]).toEqual([400, 'BAD_REQUEST']);
    const badPath = await upload([{ name: 'operations', value: operations({}) }, { name: 'map', value: JSON.stringify({ 0: ['variables.type'] }) }, payslipParts()[2]!]);
    expect(badPath.status).toBe(400);
    const big = await upload([...payslipParts().slice(0, 2), { name: '0', filename: 'big.pdf', type: 'application/pdf', data: new Uint8Array(11 * 1024 * 1024) }]);
    expect([big.status, code(big)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const list = await gql('{ financingCertificates { number state } }');
    expect((list.data as { financingCertificates: unknown[] }).financingCertificates).toHaveLength(1);
  });
});
