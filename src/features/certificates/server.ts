/**
 * Public server entry of the financing certificates feature (issue 26, ADR 032): what the routes, the query endpoint,
 * the staff command and other features' server code may use.
 */
export { certificateFormRequest, payslipRequest, certificatePdfRequest, CERTIFICATE_DRAFT } from './certificate-http';
export { requestCertificate, uploadPayslip, type CertificateOutcome, type PayslipOutcome } from './certificates';
export { certificateAmount, CERTIFICATE_TERMS, type CertificateFigures } from './amount';
export { saveApplicants, applicantFieldsOf, certificateHouseholdOf, issueCertificate, certificatesOf, certificateByToken, certificateByNumber, markDocumentsChecked, revokeCertificate, currentCertificate, requestCertificateDocuments, certificateState, newestCertificates, certificateDataOf, validUntil, type CertificateRow, type CertificateState } from './repository';
export { staffCertificateAction, CERTIFICATE_NUMBER, type StaffCertificateAction } from './staff-actions';
export { renderCertificatePdf, certificatePdfFileName } from './pdf';
export { certificateVerifyUrl, printedName } from './links';
export { CertificateBody } from './components/CertificateBody';
export { VerifyBody } from './components/VerifyBody';
