/**
 * Public server entry of the documents feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './repository';
export * from './storage';
export { uploadDocument, MAX_FILE_BYTES, type UploadInput, type UploadResult } from './upload-document';
export { reviewDocument, REVIEW_REASON_MAX, type ReviewResult } from './review';
export { documentRejectedEmail, DOCUMENTS_EMAILS, type DocumentRejectedData } from './email-templates';
export { ACCEPTED_TYPES, checkUploadRequest, readUploadedFile, type AcceptedType, type ReadUploadOptions, type ReadUploadResult, type UploadReadErrorCode } from './read-upload';
export { attachmentDisposition, sanitizeFileName } from './file-name';
export { downloadDocumentAsStaff, type DownloadingStaff } from './staff-download';
