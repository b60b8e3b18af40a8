/** First-party analytics (ADR 041): the browser side is shared by every feature and lives in src/lib/analytics.ts. */
export { ANALYTICS_EVENTS, type AnalyticsEventName } from '@/lib/analytics';
