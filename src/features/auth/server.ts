/**
 * Public server entry of the auth feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './http';
export { returnPathOf, safeReturnPath } from './return-path';
export { loginLinkEmail, LOGIN_LINK_MINUTES, AUTH_EMAILS, type LoginLinkData } from './email-templates';
