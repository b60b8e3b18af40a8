/**
 * Public entry of the security feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { newCaptchaChallenge } from './captcha';
export { hitRateLimit } from './rate-limit';
