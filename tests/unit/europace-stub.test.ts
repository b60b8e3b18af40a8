/**
 * The Europace offer source over real HTTP against the local stub (tests/support/europace-stub.ts), as the e2e run
 * uses it: the token, the case import, the result list and its re-read by id, and each of the stub's failure modes
 * as the comparison would see it. Nothing leaves this machine.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEuropaceSource, type EuropaceConfig } from '@/features/offers/europace/client';
import { MarketplaceError } from '@/features/offers/europace/errors';
import type { OfferCase } from '@/features/offers/model';
import { startEuropaceStub, STUB_CREDENTIALS, type EuropaceStub, type StubMode } from '../support/europace-stub';
import documentedCase from '../fixtures/europace/case.json';

const CASE = documentedCase as OfferCase;
let stub: EuropaceStub;
let config: EuropaceConfig;

beforeAll(async () => {
  stub = await startEuropaceStub(0);
  config = { ...STUB_CREDENTIALS, apiUrl: stub.apiUrl, tokenUrl: stub.tokenUrl, timeoutMs: 2_000 };
});
afterAll(async () => {
  await stub.stop();
});

async function setMode(mode: StubMode) {
  // Through HTTP, as a Playwright test in another process would.
  const response = await fetch(`${stub.origin}/__stub/mode`, { method: 'POST', body: mode });
  expect(response.status).toBe(200);
}

async function failureOf(promise: Promise<unknown>): Promise<MarketplaceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  return error as MarketplaceError;
}

describe('the Europace source against the local stub', () => {
  test('a comparison: token, case, result list; the same case again re-reads the list by its id', async () => {
    await setMode('ok');
    stub.requests.length = 0;
    const source = createEuropaceSource(config);
    const first = await source.compare(CASE);
    expect(first.offers.map((o) => [o.lenderName, o.effectiveRate, o.monthlyPayment])).toEqual([
      ['Sparkasse Musterstadt', 0.0356, 1461.33],
      ['Musterbank', 0.0364, 1480],
    ]);
    expect(first.alternatives.map((o) => o.conditionsSource)).toEqual(['Europace BaufiSmart, result LAPF9B, alternative with promotional loan (PROGRAMM_124)']);
    const again = await source.compare(CASE);
    expect(again.offers).toEqual(first.offers);
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/token',
      'POST /kundenangaben',
      'POST /v3/vorgaenge/EU9VWS/ergebnisliste',
      'GET /v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B',
    ]);
  });

  test.each<[StubMode, string, Record<string, unknown>]>([
    ['error', 'unavailable', { status: 500, step: 'kundenangaben' }],
    ['rateLimited', 'rateLimited', { status: 429, retryAfterSeconds: 30 }],
    ['unauthorized', 'unauthorized', { status: 401 }],
    ['tokenRefused', 'unauthorized', { status: 401, step: 'token' }],
  ])('stub mode %s → MarketplaceError %s', async (mode, code, details) => {
    await setMode(mode);
    const error = await failureOf(createEuropaceSource(config).compare(CASE));
    expect(error.code).toBe(code);
    expect(error.details).toMatchObject(details);
  });

  test('stub mode hang → timeout within the deadline', async () => {
    await setMode('hang');
    const started = Date.now();
    const error = await failureOf(createEuropaceSource({ ...config, timeoutMs: 300 }).compare(CASE));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
    await setMode('ok');
  });

  test('wrong credentials are refused by the stub, as by Europace', async () => {
    await setMode('ok');
    const error = await failureOf(createEuropaceSource({ ...config, clientSecret: 'wrong' }).compare(CASE));
    expect(error).toMatchObject({ code: 'unauthorized', details: { step: 'token' } });
  });
});
