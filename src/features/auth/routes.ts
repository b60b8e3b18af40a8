/**
 * Public entry of the auth feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { LoginDialog } from './components/LoginDialog';
export { LoginForms } from './components/LoginForms';
export type { LoginQuery } from './components/LoginForms';
export { LOGIN_EMAIL_COOKIE, loginCookieValue, loginEmailCookieOptions, readLoginCookie } from './cookies';
export { earlyLocale, loggedIn, loginErrorResponse, loginJson, loginPage, loginRouteFor, readAccountForm, readPostedForm, refuseBeforeBody, seeOther } from './http';
export { loginGreeting, loginWithCode, loginWithToken, requestLogin } from './login';
export { returnPathOf, safeReturnPath } from './return-path';
