/**
 * Public entry of the account feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { AccountPage } from './components/AccountPage';
export { PROFILE_DRAFT, profileInput, unclaimAdvisor, updateProfile } from './profile';
export { SIGNUP_DRAFT } from './signup-form';
