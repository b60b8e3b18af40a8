import { describe, expect, test } from 'vitest';
import { isLoopback, localRunBind, parseEnv, publicBaseUrlProblem } from '@/env';

describe('environment', () => {
  test('demo data is seeded by default only into the embedded database, never by default into a real PostgreSQL server', () => {
    expect(parseEnv({}).SEED_DEMO_DATA).toBe('true');
    expect(parseEnv({ DATABASE_URL: 'postgres://db.example/hauslotse' }).SEED_DEMO_DATA).toBe('false');
    expect(parseEnv({ DATABASE_URL: 'postgres://db.example/hauslotse', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe('true');
    expect(parseEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe('false');
  });

  test('a bad value fails with a readable message', () => {
    expect(() => parseEnv({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
  });

  describe('the daily Bundesbank fetch (ADR 019, known debt 2): on by default only for a production deployment', () => {
    const database = { DATABASE_URL: 'postgres://db.example/hauslotse' };
    const https = { PUBLIC_BASE_URL: 'https://www.hauslotse.de' };
    test.each([
      { label: 'a production deployment: DATABASE_URL and an https PUBLIC_BASE_URL', vars: { ...database, ...https }, expected: 'on' },
      { label: 'nothing set (tests, a local run)', vars: {}, expected: 'off' },
      { label: 'the embedded database behind an https address', vars: { ...https }, expected: 'off' },
      { label: 'DATABASE_URL without PUBLIC_BASE_URL', vars: { ...database }, expected: 'off' },
      { label: 'DATABASE_URL with a plain-http address', vars: { ...database, PUBLIC_BASE_URL: 'http://localhost:3210' }, expected: 'off' },
    ])('unset, for $label: $expected', ({ vars, expected }) => {
      expect(parseEnv(vars).RATES_FETCH).toBe(expected);
    });

    test('an explicit value always wins', () => {
      expect(parseEnv({ ...database, ...https, RATES_FETCH: 'off' }).RATES_FETCH).toBe('off');
      expect(parseEnv({ RATES_FETCH: 'on' }).RATES_FETCH).toBe('on');
      expect(parseEnv({ ...database, RATES_FETCH: 'on' }).RATES_FETCH).toBe('on');
      expect(() => parseEnv({ RATES_FETCH: 'yes' })).toThrow(/RATES_FETCH/);
    });
  });

  describe('PUBLIC_BASE_URL is required in production unless only this machine is served (issue 11)', () => {
    const prod = { NODE_ENV: 'production' };
    test.each([
      { label: 'a server on every interface', vars: { HOSTNAME_BIND: '0.0.0.0' } },
      { label: 'the default address (every interface)', vars: {} },
      { label: 'a real PostgreSQL server, even on loopback (a deployment behind a proxy)', vars: { HOSTNAME_BIND: '127.0.0.1', DATABASE_URL: 'postgres://db.example/hauslotse' } },
      { label: 'behind a trusted proxy, even on loopback', vars: { HOSTNAME_BIND: '127.0.0.1', TRUST_PROXY: 'true' } },
      { label: 'a public address of the machine', vars: { HOSTNAME_BIND: '192.0.2.10' } },
    ])('missing for $label: the start fails and says why', ({ vars }) => {
      const problem = publicBaseUrlProblem({ ...prod, ...vars });
      expect(problem).toMatch(/PUBLIC_BASE_URL: required in production/);
      expect(problem).toMatch(/http:\/\/localhost:3000/);
    });

    test.each([
      { label: 'set', vars: { PUBLIC_BASE_URL: 'https://www.hauslotse.de', DATABASE_URL: 'postgres://db.example/hauslotse' } },
      { label: 'a local run: loopback, embedded database, no proxy', vars: { HOSTNAME_BIND: '127.0.0.1' } },
      { label: 'a local run on IPv6 loopback', vars: { HOSTNAME_BIND: '::1' } },
    ])('not a problem when $label', ({ vars }) => {
      expect(publicBaseUrlProblem({ ...prod, ...vars })).toBeNull();
    });

    test('development and tests never need it', () => {
      expect(publicBaseUrlProblem({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db.example/hauslotse' })).toBeNull();
      expect(publicBaseUrlProblem({ NODE_ENV: 'test' })).toBeNull();
      expect(publicBaseUrlProblem({})).toBeNull();
    });

    test('npm start without PUBLIC_BASE_URL and DATABASE_URL listens on 127.0.0.1 (a local run), otherwise on every interface', () => {
      expect(localRunBind({})).toBe('127.0.0.1');
      expect(publicBaseUrlProblem({ ...prod, HOSTNAME_BIND: localRunBind({}) })).toBeNull();
      expect(localRunBind({ PUBLIC_BASE_URL: 'https://www.hauslotse.de' })).toBe('0.0.0.0');
      const withDatabase = { DATABASE_URL: 'postgres://db.example/hauslotse' };
      expect(localRunBind(withDatabase)).toBe('0.0.0.0');
      expect(publicBaseUrlProblem({ ...prod, ...withDatabase, HOSTNAME_BIND: localRunBind(withDatabase) })).not.toBeNull();
      expect(localRunBind({ TRUST_PROXY: 'true' })).toBe('0.0.0.0');
      // An explicit address is kept; the rule then decides.
      expect(localRunBind({ HOSTNAME_BIND: '0.0.0.0' })).toBe('0.0.0.0');
      // The end-to-end server (playwright.config.ts) sets PUBLIC_BASE_URL: it serves as before.
      expect(publicBaseUrlProblem({ ...prod, PUBLIC_BASE_URL: 'http://localhost:3210', HOSTNAME_BIND: localRunBind({ PUBLIC_BASE_URL: 'http://localhost:3210' }) })).toBeNull();
    });

    test.each([
      ['127.0.0.1', true],
      ['127.10.0.3', true],
      ['::1', true],
      ['[::1]', true],
      ['localhost', true],
      ['0.0.0.0', false],
      ['::', false],
      ['192.168.1.5', false],
      ['localhost.example.com', false],
      ['1270.0.0.1', false],
    ])('%s is loopback: %s', (address, expected) => {
      expect(isLoopback(address as string)).toBe(expected);
    });
  });
});
