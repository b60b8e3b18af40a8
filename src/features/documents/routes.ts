/**
 * Public entry of the documents feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export type { DocumentViewer } from './access';
export { isEmploymentType } from './checklist';
export { UploadDocuments } from './components/UploadDocuments';
export { attachmentDisposition } from './file-name';
export { uploadPage, uploadPageState } from './http';
export { deleteDocument, readDocumentForViewer } from './repository';
export { downloadDocumentAsStaff } from './staff-download';
export { uploadDocument } from './upload-document';
