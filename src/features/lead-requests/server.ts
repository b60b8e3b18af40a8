/** Public server entry of the lead-requests feature (ADR 023): what other features' server code may use. */
export { REQUEST_KINDS, type RequestKind } from './schemas';
export { requestSummary, type SummaryLine } from './summary';
export { RequestForm, type RequestEmbed, type PerRequest } from './components/RequestForm';
export { PARTNER_FIELDS, type PartnerAttribution } from './submit';
export { widgetContactDraft } from './widget-draft';
export { leadRequestConfirmationEmail, leadRequestAdvisorEmail, LEAD_REQUEST_EMAILS, type LeadRequestConfirmationData, type LeadRequestAdvisorData } from './email-templates';
