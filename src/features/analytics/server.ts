import 'server-only';
/** First-party analytics (ADR 041), for the server: recording the browser's events and the weekly counts. */
export { analyticsEventSchema, analyticsVisitor, recordAnalyticsEvent, isProductionHost, type AnalyticsEventInput, type VisitorLabel } from './record';
export { analyticsReport, ANALYTICS_GROUPS, type AnalyticsGroup, type AnalyticsRow } from './report';
export { hasAnalyticsConsent, setAnalyticsConsent, leadAnalyticsEvents, ANALYTICS_CONSENT_PURPOSE, ANALYTICS_CONSENT_VERSION, MAX_LEAD_EVENTS, type LeadAnalyticsEvent } from './consent';
