/**
 * Public server entry of the leads feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export * from './browsers';
export * from './consents';
export * from './cookies';
export * from './lead-state';
export * from './lead-updates';
export * from './referral';
export * from './repository';
export * from './sessions';
export * from './signup';
export * from './graphql/identity';
export * from './pipeline';
export * from './email-templates';
export * from './staff-access';
