/** Public server entry of the partner widgets feature (ADR 044): what other features' server code may use. */
export * from './index';
export { partnerAttribution, activePartnerOrigins, widgetReturnPath } from './attribution';
export { findPartner, type Partner } from './partners';
