/**
 * Public entry of the webinars feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { RegistrationForm } from './components/RegistrationForm';
export { WebinarDates } from './components/WebinarDates';
