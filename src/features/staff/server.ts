/**
 * Public server entry of the staff feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './cookies';
export * from './identity';
export * from './staff';
export * from './second-factor';
export { resolveTotpKey, totpCode, type TotpKey } from './totp';
export * from './members';
export { readStaffForm, readStaffUpload, type StaffForm, type StaffUpload } from './staff-form';
