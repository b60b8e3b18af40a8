/**
 * GraphQL types of the financing certificate (issue 26; spec section 7 "Appointments and certificates"). All four
 * operations are the logged-in lead's and need this site as Origin. Conventions: src/graphql/shared-schema.ts.
 */
export const certificatesTypeDefs = /* GraphQL */ `
  "A current address; country as ISO 3166-1 alpha-2 (DE, AT, …, or OTHER), default Germany."
  input CertificateAddressInput {
    street: String!
    houseNumber: String!
    zipcode: String!
    city: String!
    country: String = "DE"
  }

  "One applicant. salutation: mrs | mr | none; title: dr | prof | prof_dr or empty. netIncome: net income a month in whole euros."
  input ApplicantInput {
    salutation: String = "none"
    title: String = ""
    firstName: String!
    lastName: String!
    "Required for the primary applicant."
    email: String
    address: CertificateAddressInput!
    netIncome: Int!
  }

  "The household's figures in whole euros: savings for the purchase, other loan payments a month, children in the household."
  input CertificateFinancesInput {
    savings: Int!
    otherLoans: Int = 0
    children: Int = 0
  }

  "The property's address; the postal code decides the transfer tax."
  input PropertyAddressInput {
    zipcode: String!
    city: String = ""
    street: String = ""
    houseNumber: String = ""
  }

  enum ApplicantType {
    primary
    secondary
  }

  "A financing certificate. state: valid | expired | revoked | superseded; status: self_reported | documents_checked."
  type FinancingCertificate {
    number: String!
    status: String!
    state: String!
    loan_amount: Int!
    max_price: Int!
    purchase_price: Int
    issued_at: String!
    valid_until: String!
    "The public verification page (for estate agents)."
    verify_url: String!
    "The PDF in the given language, for the logged-in lead."
    pdf_url(locale: Locale = de): String!
  }

  type CertificateResult {
    success: Boolean!
    certificate: FinancingCertificate!
  }

  type CertificateDocumentsResult {
    success: Boolean!
    "The payslip asked for, e.g. OCTOBER_PAYSLIP (the month before the request); null without explicitCreatePayslip."
    document_type: String
  }

  "A file of the GraphQL multipart request (only uploadDocumentExtended takes one)."
  scalar Upload

  extend type Query {
    "Logged-in lead: their certificates, newest first."
    financingCertificates: [FinancingCertificate!]!
  }

  extend type Mutation {
    "Logged-in lead: one or two applicants and the household's figures, kept for the certificate (replaces earlier ones)."
    setApplicantsInformation(primary: ApplicantInput!, secondary: ApplicantInput, finances: CertificateFinancesInput!): Success!
    "Logged-in lead: issues the certificate on the applicant information (setApplicantsInformation first), optionally for a property; source is booking. Replaces the lead's current certificate."
    requestPropertyCertificate(purchasePrice: Int, source: String = "booking", address: PropertyAddressInput): CertificateResult!
    "Logged-in lead: the current certificate asks for the applicant's payslip of the month before (with explicitCreatePayslip)."
    createDocumentsForFinancingCertificateRequest(applicantType: ApplicantType!, explicitCreatePayslip: Boolean = true): CertificateDocumentsResult!
    "Logged-in lead, as a GraphQL multipart request: the payslip the certificate asked for. type: platform_attachment; document_type as createDocumentsForFinancingCertificateRequest answered; one PDF, JPEG or PNG of at most 10 MB."
    uploadDocumentExtended(file: Upload!, type: String!, document_type: String!, applicant_type: ApplicantType!): StepResult!
  }
`;
