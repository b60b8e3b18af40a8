/**
 * Public server entry of the security feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './captcha';
export * from './rate-limit';
export * from './render-guard';
