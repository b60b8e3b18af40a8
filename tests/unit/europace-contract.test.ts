/**
 * Contract tests of the Europace BaufiSmart offer source (issue 50, part 4) on the fixtures of
 * tests/fixtures/europace, written from Europace's published API description (see its README). The HTTP layer is a
 * fake fetch here; tests/unit/europace-stub.test.ts runs the same client over HTTP against the local stub.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { OfferCase, RankedOffer } from '@/features/offers/model';
import { createEuropaceSource, retryAfterSeconds, scopesFor, type EuropaceConfig } from '@/features/offers/europace/client';
import { MarketplaceError } from '@/features/offers/europace/errors';
import { addMonths, kundenangabenRequest } from '@/features/offers/europace/request';
import { lenderKindFromName, rank } from '@/features/offers/europace/response';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/europace');
const fixtureText = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const fixture = <T = unknown>(name: string): T => JSON.parse(fixtureText(name)) as T;

const CASE = fixture<OfferCase>('case.json');
const CONFIG: EuropaceConfig = { clientId: 'client-1', clientSecret: 's3cret', partnerId: 'ABC12', apiUrl: 'https://api.test', tokenUrl: 'https://auth.test/auth/token' };
const T0 = new Date('2026-11-27T09:15:00.000Z');

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Handler = (call: Call, signal: AbortSignal | undefined) => Response | Promise<Response>;

const jsonResponse = (status: number, body: string, headers: Record<string, string> = {}) => new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Europace as the fixtures describe it; `override` answers a route differently. */
function fakeEuropace(override: Partial<Record<string, Handler>> = {}) {
  const calls: Call[] = [];
  const routes: Record<string, Handler> = {
    'POST https://auth.test/auth/token': () => jsonResponse(200, fixtureText('token-response.json')),
    'POST https://api.test/kundenangaben': () => jsonResponse(201, fixtureText('kundenangaben-response.json')),
    'POST https://api.test/v3/vorgaenge/EU9VWS/ergebnisliste': () => jsonResponse(200, fixtureText('ergebnisliste-response.json')),
    'GET https://api.test/v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B': () => jsonResponse(200, fixtureText('ergebnisliste-response.json')),
    ...override,
  };
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    if (!handler) return jsonResponse(404, '{}');
    return handler(call, init?.signal ?? undefined);
  }) as typeof globalThis.fetch;
  const routesCalled = () => calls.map((c) => `${c.method} ${c.url.replace(/^https:\/\/(api|auth)\.test/, '')}`);
  /** The calls to the Angebote and Kundenangaben APIs, without the token's. */
  const apiCalled = () => routesCalled().filter((r) => r !== 'POST /auth/token');
  return { fetch, calls, routesCalled, apiCalled };
}

function clock(start = T0) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

async function failureOf(promise: Promise<unknown>): Promise<MarketplaceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  return error as MarketplaceError;
}

/** What fixtures/europace/ergebnisliste-response.json must become, fetched at T0. */
const SPARKASSE: RankedOffer = {
  lenderId: 'europace:SPK_MUSTERSTADT',
  lenderName: 'Sparkasse Musterstadt',
  lenderKind: 'savings_bank',
  isDemo: false,
  source: 'marketplace',
  nominalRate: 0.0348,
  effectiveRate: 0.0356,
  monthlyPayment: 1461.33,
  residualDebt: 243583.15,
  totalCost: 99582.75, // 98,942.75 interest over the 10 years + 640.00 land-register costs
  surchargesApplied: [],
  validFrom: '2026-11-27T09:15:00.000Z',
  conditionsSource: 'Europace BaufiSmart, result LAPF9B',
};
const MUSTERBANK: RankedOffer = {
  ...SPARKASSE,
  lenderId: 'europace:MUSTERBANK',
  lenderName: 'Musterbank',
  lenderKind: 'bank',
  nominalRate: 0.0355,
  effectiveRate: 0.0364,
  monthlyPayment: 1480,
  residualDebt: 243302.12,
  totalCost: 101542.12,
};
const KFW_ALTERNATIVE: RankedOffer = {
  ...MUSTERBANK,
  nominalRate: 0.0338,
  effectiveRate: 0.0345,
  monthlyPayment: 1433.33,
  residualDebt: 243996.82, // 167,408.46 (bank) + 76,588.36 (KfW)
  totalCost: 96436.42, // 68,408.06 + 440.00 + 27,588.36
  conditionsSource: 'Europace BaufiSmart, result LAPF9B, alternative with promotional loan (PROGRAMM_124)',
};

describe('the request: our documented case as Europace spells it', () => {
  test('the case import equals the fixture written from the Kundenangaben schema', () => {
    expect(kundenangabenRequest(CASE, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' })).toEqual(fixture('kundenangaben-request.json'));
  });

  test('a compare sends the token request, the case and the result-list request exactly so', async () => {
    const europace = fakeEuropace();
    await createEuropaceSource(CONFIG, { fetch: europace.fetch, now: () => T0 }).compare(CASE);
    expect(europace.routesCalled()).toEqual(['POST /auth/token', 'POST /kundenangaben', 'POST /v3/vorgaenge/EU9VWS/ergebnisliste']);
    const [token, kundenangaben, ergebnisliste] = europace.calls as [Call, Call, Call];
    // authorization.yaml: client id and secret as HTTP Basic auth, a form body with the grant and the scopes.
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('client-1:s3cret').toString('base64')}`);
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'client_credentials',
      scope: 'baufinanzierung:vorgang:schreiben baufinanzierung:angebot:ermitteln baufinanzierung:echtgeschaeft',
    });
    expect(JSON.parse(kundenangaben.body)).toEqual(fixture('kundenangaben-request.json'));
    expect(kundenangaben.headers['content-type']).toBe('application/json;version=1.0');
    expect(kundenangaben.headers.authorization).toBe('Bearer I6MTU3...wet46');
    expect(JSON.parse(ergebnisliste.body)).toEqual(fixture('ergebnisliste-request.json'));
    expect(ergebnisliste.headers.authorization).toBe('Bearer I6MTU3...wet46');
    expect(ergebnisliste.headers['x-traceid']).toMatch(/^hauslotse-/);
  });

  test('test mode asks for no production scope', () => {
    expect(scopesFor('TEST_MODUS')).toBe('baufinanzierung:vorgang:schreiben baufinanzierung:angebot:ermitteln');
    expect(kundenangabenRequest(CASE, { partnerId: 'ABC12', datenkontext: 'TEST_MODUS' })).toMatchObject({ importMetadaten: { datenkontext: 'TEST_MODUS' } });
  });

  test.each([
    ['employed', 'ANGESTELLTER'],
    ['civil_servant', 'BEAMTER'],
    ['self_employed', 'SELBSTSTAENDIGER'],
    ['retired', 'RENTNER'],
  ] as const)('employment %s → beschaeftigung %s', (employment, type) => {
    const body = kundenangabenRequest({ ...CASE, employment }, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' }) as { kundenangaben: { haushalte: { kunden: { finanzielles: unknown }[] }[] } };
    expect(body.kundenangaben.haushalte[0]!.kunden[0]!.finanzielles).toEqual({ beschaeftigung: { '@type': type } });
  });

  test('a let property is VERMIETET', () => {
    expect(JSON.stringify(kundenangabenRequest({ ...CASE, use: 'let' }, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' }))).toContain('"nutzungsart":{"@type":"VERMIETET"}');
  });

  test('a forward loan: a refinance (ANSCHLUSSFINANZIERUNG) with a FORWARDDARLEHEN paid out after the lead time', () => {
    const body = kundenangabenRequest({ ...CASE, purpose: 'forward', forwardMonths: 18, date: '2026-08-31' }, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' }) as {
      kundenangaben: { finanzierungsbedarf: unknown };
    };
    expect(body.kundenangaben.finanzierungsbedarf).toEqual({
      finanzierungszweck: { '@type': 'ANSCHLUSSFINANZIERUNG', marktwertFinanzierungsobjekt: 400000 },
      finanzierungsbausteine: [
        {
          '@type': 'FORWARDDARLEHEN',
          darlehensbetrag: 320000,
          annuitaetendetails: {
            zinsbindungInJahren: 10,
            tilgungswunsch: { '@type': 'TILGUNG_IN_PROZENT', tilgungssatzInProzent: 2 },
            sondertilgungJaehrlich: 5,
            auszahlungszeitpunkt: '2028-02-29',
          },
        },
      ],
    });
  });

  test('a refinance and a construction name their purpose; odd percentages carry no binary noise', () => {
    const refinance = kundenangabenRequest({ ...CASE, purpose: 'refinance', repaymentRate: 0.0235, specialRepayment: 0.07 }, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' });
    expect(JSON.stringify(refinance)).toContain('"finanzierungszweck":{"@type":"ANSCHLUSSFINANZIERUNG","marktwertFinanzierungsobjekt":400000}');
    expect(JSON.stringify(refinance)).toContain('"tilgungssatzInProzent":2.35}');
    expect(JSON.stringify(refinance)).toContain('"sondertilgungJaehrlich":7}');
    const construction = kundenangabenRequest({ ...CASE, purpose: 'construction' }, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' });
    expect(JSON.stringify(construction)).toContain('"finanzierungszweck":{"@type":"NEUBAU","herstellungskostenInklusiveEigenleistungen":400000}');
  });

  test('the transfer tax goes as the state’s percentage (Europace cannot derive it without an address)', () => {
    expect(JSON.stringify(kundenangabenRequest({ ...CASE, state: 'NW' }, { partnerId: 'ABC12', datenkontext: 'ECHT_GESCHAEFT' }))).toContain('"grunderwerbsteuer":{"wert":6.5,"einheit":"PROZENT"}');
  });

  test('months are added on the calendar, the day clamped to the month’s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-27', 14)).toBe('2028-01-27');
    expect(addMonths('2026-05-15', 0)).toBe('2026-05-15');
  });
});

describe('the response: the fixture result list as ranked offers', () => {
  test('two bank offers ranked by effective rate, the KfW alternative kept apart, nothing excluded', async () => {
    const europace = fakeEuropace();
    const result = await createEuropaceSource(CONFIG, { fetch: europace.fetch, now: () => T0 }).compare(CASE);
    expect(result.offers).toEqual([SPARKASSE, MUSTERBANK]);
    expect(result.alternatives).toEqual([KFW_ALTERNATIVE]);
    expect(result).toMatchObject({ excluded: [], fallback: null, resultId: 'LAPF9B', vorgangsnummer: 'EU9VWS', notFeasible: 0 });
  });

  test('offers Europace calls not feasible are left out; an empty list (204) means no conditions', async () => {
    const list = fixture<{ ergebnisliste: { machbarkeit: string }[] }>('ergebnisliste-response.json');
    list.ergebnisliste[1]!.machbarkeit = 'NICHT_MACHBAR';
    const europace = fakeEuropace({ 'POST https://api.test/v3/vorgaenge/EU9VWS/ergebnisliste': () => jsonResponse(200, JSON.stringify(list)) });
    const result = await createEuropaceSource(CONFIG, { fetch: europace.fetch, now: () => T0 }).compare(CASE);
    expect(result.offers.map((o) => o.lenderName)).toEqual(['Sparkasse Musterstadt']);
    expect(result.notFeasible).toBe(1);

    const empty = fakeEuropace({ 'POST https://api.test/v3/vorgaenge/EU9VWS/ergebnisliste': () => new Response(null, { status: 204 }) });
    const none = await createEuropaceSource(CONFIG, { fetch: empty.fetch, now: () => T0 }).compare(CASE);
    expect(none).toMatchObject({ offers: [], alternatives: [], fallback: { reason: 'noConditions' }, resultId: null });
  });

  test('our ranking: effective rate, then monthly payment, then total cost', () => {
    const a = { ...SPARKASSE, lenderId: 'a', effectiveRate: 0.035, monthlyPayment: 1500, totalCost: 100 };
    const b = { ...a, lenderId: 'b', monthlyPayment: 1400 };
    const c = { ...b, lenderId: 'c', totalCost: 90 };
    const d = { ...a, lenderId: 'd', effectiveRate: 0.034, monthlyPayment: 1600 };
    expect(rank([a, b, c, d]).map((o) => o.lenderId)).toEqual(['d', 'c', 'b', 'a']);
  });

  test('the lender kind from the name', () => {
    expect(lenderKindFromName('Sparkasse Musterstadt')).toBe('savings_bank');
    expect(lenderKindFromName('Kreissparkasse Köln')).toBe('savings_bank');
    expect(lenderKindFromName('Wüstenrot Bausparkasse AG')).toBe('building_society');
    expect(lenderKindFromName('Allianz Lebensversicherungs-AG')).toBe('insurer');
    expect(lenderKindFromName('Debeka Versicherung')).toBe('insurer');
    expect(lenderKindFromName('Musterbank')).toBe('bank');
  });
});

describe('the token', () => {
  test('one token serves compares until a minute before it expires', async () => {
    const europace = fakeEuropace();
    const time = clock();
    const source = createEuropaceSource(CONFIG, { fetch: europace.fetch, now: time.now });
    await source.compare(CASE);
    await source.compare({ ...CASE, loan: 300000 });
    time.advance(3600_000 - 61_000); // expires_in 3600: still more than a minute left
    await source.compare({ ...CASE, loan: 280000 });
    expect(europace.routesCalled().filter((r) => r === 'POST /auth/token')).toHaveLength(1);
    time.advance(2_000); // less than a minute left: renewed
    await source.compare({ ...CASE, loan: 260000 });
    expect(europace.routesCalled().filter((r) => r === 'POST /auth/token')).toHaveLength(2);
  });

  test('a 401 with a cached token fetches a new token and tries once more', async () => {
    let refused = 0;
    const europace = fakeEuropace({
      'POST https://api.test/kundenangaben': () => (refused++ === 0 ? new Response(null, { status: 401 }) : jsonResponse(201, fixtureText('kundenangaben-response.json'))),
    });
    const result = await createEuropaceSource(CONFIG, { fetch: europace.fetch, now: () => T0 }).compare(CASE);
    expect(result.offers).toHaveLength(2);
    expect(europace.routesCalled()).toEqual(['POST /auth/token', 'POST /kundenangaben', 'POST /auth/token', 'POST /kundenangaben', 'POST /v3/vorgaenge/EU9VWS/ergebnisliste']);
  });
});

describe('the result window (60 minutes as Europace publishes it; per instance)', () => {
  test('the same case within the window re-reads the list by its id; after it, the list is computed again on the same Vorgang', async () => {
    const europace = fakeEuropace();
    const time = clock();
    const source = createEuropaceSource(CONFIG, { fetch: europace.fetch, now: time.now });
    await source.compare(CASE);
    time.advance(59 * 60_000);
    const again = await source.compare(CASE);
    expect(europace.apiCalled().slice(2)).toEqual(['GET /v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B']);
    // The conditions are those of the first computation.
    expect(again.offers[0]!.validFrom).toBe('2026-11-27T09:15:00.000Z');
    time.advance(2 * 60_000);
    const later = await source.compare(CASE);
    expect(europace.apiCalled().slice(3)).toEqual(['POST /v3/vorgaenge/EU9VWS/ergebnisliste']);
    expect(later.offers[0]!.validFrom).toBe('2026-11-27T10:16:00.000Z');
  });

  test('another case is no hit; a configured window of 120 minutes is honoured', async () => {
    const europace = fakeEuropace();
    const time = clock();
    const source = createEuropaceSource({ ...CONFIG, resultWindowMinutes: 120 }, { fetch: europace.fetch, now: time.now });
    await source.compare(CASE);
    await source.compare({ ...CASE, fixationYears: 15 });
    expect(europace.apiCalled().slice(2)).toEqual(['POST /kundenangaben', 'POST /v3/vorgaenge/EU9VWS/ergebnisliste']);
    time.advance(119 * 60_000);
    await source.compare(CASE);
    expect(europace.apiCalled().slice(4)).toEqual(['GET /v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B']);
  });

  test('a list Europace no longer has (404) is computed again', async () => {
    const europace = fakeEuropace({ 'GET https://api.test/v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B': () => jsonResponse(404, '{"statusCode":404}') });
    const time = clock();
    const source = createEuropaceSource(CONFIG, { fetch: europace.fetch, now: time.now });
    await source.compare(CASE);
    time.advance(10 * 60_000);
    const result = await source.compare(CASE);
    expect(europace.apiCalled().slice(2)).toEqual(['GET /v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B', 'POST /v3/vorgaenge/EU9VWS/ergebnisliste']);
    expect(result.offers).toHaveLength(2);
  });
});

describe('every failure is a MarketplaceError with its code, never a partial answer', () => {
  const ERGEBNISLISTE = 'POST https://api.test/v3/vorgaenge/EU9VWS/ergebnisliste';
  const run = (override: Partial<Record<string, Handler>>, config: Partial<EuropaceConfig> = {}) =>
    failureOf(createEuropaceSource({ ...CONFIG, ...config }, { fetch: fakeEuropace(override).fetch, now: () => T0 }).compare(CASE));

  test('wrong credentials at the token endpoint (401 invalid_client) → unauthorized', async () => {
    const error = await run({ 'POST https://auth.test/auth/token': () => jsonResponse(401, fixtureText('token-401.json')) });
    expect(error).toMatchObject({ code: 'unauthorized', details: { status: 401, step: 'token' } });
  });

  test('a refused scope at the token endpoint (400 invalid_scope) → unauthorized', async () => {
    const error = await run({ 'POST https://auth.test/auth/token': () => jsonResponse(400, '{"error":"invalid_scope","error_description":"Invalid, unknown or malformed scope"}') });
    expect(error).toMatchObject({ code: 'unauthorized', details: { status: 400, step: 'token' } });
  });

  test('401 again with a new token, or 403 → unauthorized', async () => {
    expect(await run({ [ERGEBNISLISTE]: () => new Response(null, { status: 401 }) })).toMatchObject({ code: 'unauthorized', details: { status: 401, step: 'ergebnisliste' } });
    expect(await run({ 'POST https://api.test/kundenangaben': () => jsonResponse(403, '{}') })).toMatchObject({ code: 'unauthorized', details: { status: 403, step: 'kundenangaben' } });
  });

  test('429 → rateLimited, with Retry-After kept', async () => {
    const error = await run({ [ERGEBNISLISTE]: () => jsonResponse(429, fixtureText('ergebnisliste-429.json'), { 'Retry-After': '30' }) });
    expect(error).toMatchObject({ code: 'rateLimited', details: { status: 429, retryAfterSeconds: 30, traceId: 'angebote-8b4d0e' } });
  });

  test('429 with only Europace’s X-RateLimit-Reset, or a Retry-After date, or nothing', async () => {
    expect(await run({ [ERGEBNISLISTE]: () => jsonResponse(429, fixtureText('ergebnisliste-429.json'), { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '42' }) })).toMatchObject({
      details: { retryAfterSeconds: 42 },
    });
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'Fri, 27 Nov 2026 09:17:00 GMT' }), T0)).toBe(120);
    expect(await run({ 'POST https://auth.test/auth/token': () => new Response(null, { status: 429 }) })).toMatchObject({ code: 'rateLimited', details: { retryAfterSeconds: null, step: 'token' } });
  });

  test.each([500, 502, 503, 504])('HTTP %i → unavailable', async (status) => {
    const error = await run({ [ERGEBNISLISTE]: () => jsonResponse(status, fixtureText('ergebnisliste-500.json')) });
    expect(error).toMatchObject({ code: 'unavailable', details: { status, step: 'ergebnisliste' } });
  });

  test('no connection → unavailable', async () => {
    const error = await run({
      'POST https://auth.test/auth/token': () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(error).toMatchObject({ code: 'unavailable', details: { step: 'token' } });
  });

  test('no answer within the deadline (all calls together) → timeout', async () => {
    const hang: Handler = (_call, signal) =>
      new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      });
    const started = Date.now();
    const error = await run({ [ERGEBNISLISTE]: hang }, { timeoutMs: 100 });
    expect(error).toMatchObject({ code: 'timeout', details: { step: 'ergebnisliste' } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('the default deadline is 8 seconds', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('@/features/offers/europace/client');
    expect(DEFAULT_TIMEOUT_MS).toBe(4_000);
  });

  test('a refused case (422 Problem), an answer that is no JSON, or one without a figure we show → badResponse', async () => {
    expect(await run({ 'POST https://api.test/kundenangaben': () => jsonResponse(422, '{"type":"https://api.europace.de/kundenangaben/problem/constraint-violation","title":"Ungültig","status":422}') })).toMatchObject({
      code: 'badResponse',
      details: { status: 422, step: 'kundenangaben' },
    });
    expect(await run({ [ERGEBNISLISTE]: () => new Response('<html>Wartungsarbeiten</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }) })).toMatchObject({ code: 'badResponse' });
    const list = fixture<{ ergebnisliste: { darlehen: { zinsBindung: Record<string, unknown> }[] }[] }>('ergebnisliste-response.json');
    delete list.ergebnisliste[1]!.darlehen[0]!.zinsBindung.restschuldNachZinsBindungsEnde;
    expect(await run({ [ERGEBNISLISTE]: () => jsonResponse(200, JSON.stringify(list)) })).toMatchObject({ code: 'badResponse', details: { step: 'ergebnisliste' } });
    const noRate = fixture<{ ergebnisliste: Record<string, unknown>[] }>('ergebnisliste-response.json');
    delete noRate.ergebnisliste[2]!.effektivZins;
    expect(await run({ [ERGEBNISLISTE]: () => jsonResponse(200, JSON.stringify(noRate)) })).toMatchObject({ code: 'badResponse' });
  });

  test('a failed compare remembers nothing: the next one starts afresh', async () => {
    let fail = true;
    const europace = fakeEuropace({ [ERGEBNISLISTE]: () => (fail ? jsonResponse(500, fixtureText('ergebnisliste-500.json')) : jsonResponse(200, fixtureText('ergebnisliste-response.json'))) });
    const source = createEuropaceSource(CONFIG, { fetch: europace.fetch, now: () => T0 });
    await failureOf(source.compare(CASE));
    fail = false;
    expect((await source.compare(CASE)).offers).toHaveLength(2);
    expect(europace.routesCalled().slice(3)).toEqual(['POST /kundenangaben', 'POST /v3/vorgaenge/EU9VWS/ergebnisliste']);
  });
});
