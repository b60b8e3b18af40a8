/**
 * Where a login lands (spec section 4): the property-search flow, the appointment page the dialog was opened on
 * (not a confirm page), else the account; and the CAPTCHA key the production server requires (ADR 016).
 */
import { describe, expect, test } from 'vitest';
import { landingPath, loginRouteFor } from '@/features/auth/http';
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
    expect(loginRouteFor(form(fields))).toBe(routeName);
    expect(landingPath(routeName, 'en')).toBe(path);
  });

  test('a stored value that is not one of ours lands on the account', () => {
    expect(landingPath('https://evil.example', 'de')).toBe('/de/konto');
    expect(landingPath('appointment-slug:evil', 'de')).toBe('/de/konto');
    expect(landingPath('appointment-slug:video', 'de')).toBe('/de/termin/video');
  });
});

describe('runtime secrets', () => {
  test('the production server refuses to start without CAPTCHA_HMAC_KEY; development and tests do not need it', () => {
    expect(() => assertRuntimeSecrets({ ...env, NODE_ENV: 'production', CAPTCHA_HMAC_KEY: undefined })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => assertRuntimeSecrets({ ...env, NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32) })).not.toThrow();
    expect(() => assertRuntimeSecrets({ ...env, NODE_ENV: 'development', CAPTCHA_HMAC_KEY: undefined })).not.toThrow();
  });
});
