/**
 * The Europace configuration (issue 50, part 4): EUROPACE_CLIENT_ID, EUROPACE_CLIENT_SECRET and EUROPACE_PARTNER_ID
 * all three or none, with a start-up message naming what is missing; the source is off (null) without them.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseEnv } from '@/env';

const ALL = { EUROPACE_CLIENT_ID: 'hauslotse-client', EUROPACE_CLIENT_SECRET: 'a-secret', EUROPACE_PARTNER_ID: 'ABC12' };

describe('the Europace variables', () => {
  test('none or all three are accepted; the addresses may point elsewhere (the stub)', () => {
    const none = parseEnv({});
    expect([none.EUROPACE_CLIENT_ID, none.EUROPACE_CLIENT_SECRET, none.EUROPACE_PARTNER_ID]).toEqual([undefined, undefined, undefined]);
    expect(parseEnv(ALL)).toMatchObject(ALL);
    expect(parseEnv({ ...ALL, EUROPACE_API_URL: 'http://127.0.0.1:4010', EUROPACE_TOKEN_URL: 'http://127.0.0.1:4010/auth/token' })).toMatchObject({
      EUROPACE_API_URL: 'http://127.0.0.1:4010',
      EUROPACE_TOKEN_URL: 'http://127.0.0.1:4010/auth/token',
    });
  });

  test('only some of them stop the start, naming each missing one', () => {
    expect(() => parseEnv({ EUROPACE_CLIENT_ID: 'hauslotse-client' })).toThrow(
      /Invalid environment variables:\n {2}- EUROPACE_CLIENT_SECRET: required when EUROPACE_CLIENT_ID is set .*\n {2}- EUROPACE_PARTNER_ID: required when EUROPACE_CLIENT_ID is set/,
    );
    expect(() => parseEnv({ EUROPACE_CLIENT_ID: 'x', EUROPACE_CLIENT_SECRET: 'y' })).toThrow(/EUROPACE_PARTNER_ID: required when EUROPACE_CLIENT_ID and EUROPACE_CLIENT_SECRET are set/);
    expect(() => parseEnv({ EUROPACE_PARTNER_ID: 'ABC12' })).toThrow(/EUROPACE_CLIENT_ID: required when EUROPACE_PARTNER_ID is set/);
  });

  test('a malformed partner id or address is refused with the others', () => {
    expect(() => parseEnv({ ...ALL, EUROPACE_PARTNER_ID: 'ABC-123' })).toThrow(/EUROPACE_PARTNER_ID: must be a Europace partner id: 5 letters or digits, e.g. ABC12/);
    expect(() => parseEnv({ ...ALL, EUROPACE_API_URL: 'not a url' })).toThrow(/EUROPACE_API_URL/);
    // Both kinds of problem in one message.
    expect(() => parseEnv({ EUROPACE_CLIENT_ID: 'x', SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL: must start with smtp:\/\/[\s\S]*EUROPACE_CLIENT_SECRET: required/);
  });
});

describe('europaceSourceFromEnv', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test('off without the variables (the test environment has none)', async () => {
    for (const name of Object.keys(ALL)) vi.stubEnv(name, undefined);
    vi.resetModules();
    const { europaceSourceFromEnv } = await import('@/features/offers/europace');
    expect(europaceSourceFromEnv()).toBeNull();
  });

  test('on with them: a marketplace source, the same one for the whole process', async () => {
    for (const [name, value] of Object.entries(ALL)) vi.stubEnv(name, value);
    vi.resetModules();
    const { europaceSourceFromEnv } = await import('@/features/offers/europace');
    const source = europaceSourceFromEnv();
    expect(source?.kind).toBe('marketplace');
    expect(europaceSourceFromEnv()).toBe(source);
  });
});
