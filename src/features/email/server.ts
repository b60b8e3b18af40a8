/**
 * Public server entry of the email feature (ADR 023): what other features' server code may use, besides ./index.ts.
 * The e-mail feature knows no domain (issue 46): the features define their own templates with the contract of
 * ./template.ts, build them from the shared frame and blocks of ./components, and the composition root registers
 * them (src/server/email-templates.ts).
 */
export * from './index';
export * from './erase';
export * from './outbox';
export * from './registry';
export * from './template';
export * from './transport';
export { BRAND_COLOUR, Layout, type Frame } from './components/Layout';
export { NoticeEmail, type NoticeTexts } from './components/NoticeEmail';
export { SummaryRows } from './components/SummaryRows';
