import { describe, expect, test } from 'vitest';
import { parseEnv } from '@/env';

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

  test('the daily Bundesbank fetch is off unless RATES_FETCH=on (ADR 019)', () => {
    expect(parseEnv({}).RATES_FETCH).toBe('off');
    expect(parseEnv({ RATES_FETCH: 'on' }).RATES_FETCH).toBe('on');
    expect(() => parseEnv({ RATES_FETCH: 'yes' })).toThrow(/RATES_FETCH/);
  });
});
