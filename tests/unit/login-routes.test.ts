/**
 * Where a login lands (spec section 4): the property-search flow, the appointment page the dialog was opened on
 * (not a confirm page), else the account; and the CAPTCHA key the production server requires (ADR 016).
 */
import { describe, expect, test } from 'vitest';
import { landingPath, loginError, loginErrorResponse, loginRouteFor } from '@/features/auth/http';
import type { LoginErrorCode } from '@/features/auth/login';
import { assertRuntimeSecrets, env } from '@/env';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the route a login link returns to', () => {
  test.each([
    [{}, null, '/en/account'],
    [{ flow: 'prop_search' }, 'account-property-search', '/en/account/property-search'],
    [{ route: 'appointment' }, 'appointment', '/en/appointment'],
    [{ route: 'appointment-slug', contactType: 'phone' }, 'appointment-slug:phone', '/en/appointment/phone'],
    [{ route: 'appointment-slug', contactType: '../../evil' }, 'appointment', '/en/appointment'],
    [{ route: 'appointment-confirm', contactType: 'phone' }, null, '/en/account'],
    [{ route: 'appointment-slug-confirmation', contactType: 'phone' }, null, '/en/account'],
    [{ route: 'account-refer' }, null, '/en/account'],
    [{ route: 'no-such-route' }, null, '/en/account'],
  ])('%o → %s → %s', (fields, routeName, path) => {
    expect(loginRouteFor(form(fields), 'en')).toBe(routeName);
    expect(landingPath(routeName, 'en')).toBe(path);
  });

  test('a stored value that is not one of ours lands on the account', () => {
    expect(landingPath('https://evil.example', 'de')).toBe('/de/konto');
    expect(landingPath('appointment-slug:evil', 'de')).toBe('/de/konto');
    expect(landingPath('appointment-slug:video', 'de')).toBe('/de/termin/video');
  });
});

describe('login errors: the site\'s error body for the dialog', () => {
  test.each<[LoginErrorCode, number, { code: string; field: string | null; params: Record<string, unknown> }]>([
    ['required', 400, { code: 'REQUIRED', field: 'email', params: { reason: 'required' } }],
    ['invalidEmail', 400, { code: 'INVALID_INPUT', field: 'email', params: { reason: 'invalidEmail' } }],
    ['CAPTCHA_INVALID', 400, { code: 'CAPTCHA_INVALID', field: null, params: {} }],
    ['CODE_WRONG', 400, { code: 'CODE_WRONG', field: 'code', params: {} }],
    ['CODE_LOCKED', 400, { code: 'CODE_LOCKED', field: 'code', params: {} }],
    ['LINK_INVALID', 410, { code: 'LINK_INVALID', field: null, params: {} }],
  ])('%s → %i %o', async (code, status, error) => {
    const response = loginErrorResponse(code);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
  });

  test('RATE_LIMITED: 429 with Retry-After and the seconds in params', async () => {
    const response = loginErrorResponse('RATE_LIMITED', 42);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED', field: null, params: { retryAfterSeconds: 42 } } });
    expect(loginError('RATE_LIMITED').params).toEqual({});
  });
});

describe('runtime secrets', () => {
  test('the production server refuses to start without CAPTCHA_HMAC_KEY; development and tests do not need it', () => {
    expect(() => assertRuntimeSecrets({ ...env, NODE_ENV: 'production', CAPTCHA_HMAC_KEY: undefined })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => assertRuntimeSecrets({ ...env, NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32), DATABASE_URL: undefined })).not.toThrow();
    expect(() => assertRuntimeSecrets({ ...env, NODE_ENV: 'development', CAPTCHA_HMAC_KEY: undefined })).not.toThrow();
  });
  test('the production server on PostgreSQL refuses to start without STAFF_TOTP_KEY (the embedded database keeps a key file)', () => {
    const production = { ...env, NODE_ENV: 'production' as const, CAPTCHA_HMAC_KEY: 'k'.repeat(32) };
    expect(() => assertRuntimeSecrets({ ...production, DATABASE_URL: 'postgres://db/hauslotse', STAFF_TOTP_KEY: undefined })).toThrow(/STAFF_TOTP_KEY/);
    expect(() => assertRuntimeSecrets({ ...production, DATABASE_URL: 'postgres://db/hauslotse', STAFF_TOTP_KEY: 't'.repeat(32) })).not.toThrow();
    expect(() => assertRuntimeSecrets({ ...production, DATABASE_URL: undefined, STAFF_TOTP_KEY: undefined })).not.toThrow();
  });
});
