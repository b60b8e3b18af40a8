/**
 * The Europace BaufiSmart offer source (issue 50, part 4; ADR 050, section "Europace adapter"): an OfferSource that
 * asks Europace's marketplace for the client's case. No environment here (index.ts reads it), so tests build it
 * with their own configuration, fetch and clock.
 *
 * One compare:
 * 1. an access token from the Authorization API (OAuth2 client credentials; europace/authorization-api,
 *    authorization.yaml: `POST https://api.europace.de/auth/token`, client id and secret as HTTP Basic auth, form body
 *    grant_type=client_credentials and the scopes), cached until a minute before it expires;
 * 2. the case imported as a new Vorgang (`POST /kundenangaben`, europace/baufismart-kundenangaben-api);
 * 3. the result list computed (`POST /v3/vorgaenge/{vorgangsnummer}/ergebnisliste`, europace/baufismart-angebote-api).
 * The same case again (the same request body) within the result window re-reads the list by its id
 * (`GET /v3/vorgaenge/{vorgangsnummer}/ergebnisliste/{ergebnislisteId}`) instead of computing a new one; after the
 * window (or when Europace no longer has the list: 404) the list is computed again on the same Vorgang, without
 * importing the case a second time.
 *
 * Failures: everything throws MarketplaceError with a code (errors.ts), never a partial answer; the whole compare has
 * one deadline (default 4 s). A 401 with a cached token drops the token and tries once more with a new one.
 *
 * Both caches (the token and the case → result list map) live in this instance, i.e. per process: several app
 * instances each hold their own token (the Authorization API issues a token per request, any number may be valid at
 * once) and their own result ids, so a case compared on two instances is computed twice — harmless, at most one more
 * Vorgang in BaufiSmart.
 */
import { randomUUID } from 'node:crypto';
import type { OfferCase, OfferSource } from '../model';
import { MarketplaceError, type MarketplaceErrorCode } from './errors';
import { ERGEBNISLISTE_REQUEST, kundenangabenRequest, type Datenkontext } from './request';
import { ergebnislisteSchema, kundenangabenResponseSchema, Malformed, toComparison, tokenResponseSchema, type Ergebnisliste, type MarketplaceComparison } from './response';

/** The production hosts as published: angebote-openapi.yaml and kundenangaben-openapi.yaml `servers`, authorization.yaml `servers` + /token. */
export const EUROPACE_API_URL = 'https://baufinanzierung.api.europace.de';
export const EUROPACE_TOKEN_URL = 'https://api.europace.de/auth/token';

/**
 * The scopes the three calls need, as the repositories' READMEs list them: `baufinanzierung:vorgang:schreiben`
 * (Kundenangaben: create a case), `baufinanzierung:angebot:ermitteln` (Angebote: compute and read offers), and
 * `baufinanzierung:echtgeschaeft` for a case in the Datenkontext ECHT_GESCHAEFT (Kundenangaben: "to use api in
 * production mode").
 */
export function scopesFor(datenkontext: Datenkontext): string {
  return ['baufinanzierung:vorgang:schreiben', 'baufinanzierung:angebot:ermitteln', ...(datenkontext === 'ECHT_GESCHAEFT' ? ['baufinanzierung:echtgeschaeft'] : [])].join(' ');
}

/** Below the comparison's own limit (comparison.ts MARKETPLACE_TIMEOUT_MS, 5 s), so the adapter gives up first and says why. */
export const DEFAULT_TIMEOUT_MS = 4_000;
/**
 * Minutes a result list can be fetched again by its id: the Angebote API's README ("Fresh and recalculated offers
 * are available for 60 min after calculation over the API") and angebote-openapi.yaml ("maximal eine Stunde"). The
 * 120 minutes of issue 50 are those of the retired API v2 (README until 2021). A 404 inside the window is handled.
 */
export const RESULT_WINDOW_MINUTES = 60;
/** A token is renewed this long before Europace says it expires (expires_in). */
export const TOKEN_MARGIN_MS = 60_000;

export interface EuropaceConfig {
  clientId: string;
  clientSecret: string;
  /** The broker's BaufiSmart partner id: the Kundenbetreuer of the Vorgänge it creates. */
  partnerId: string;
  apiUrl?: string;
  tokenUrl?: string;
  /** The deadline of one compare, all calls together (default 4 s). */
  timeoutMs?: number;
  resultWindowMinutes?: number;
  /** ECHT_GESCHAEFT (default) or TEST_MODUS (Europace's test mode: test cases, no real business). */
  datenkontext?: Datenkontext;
  /** Cases whose result list is remembered (default 500; the oldest goes first). */
  maxCachedCases?: number;
}

export interface EuropaceDeps {
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface EuropaceSource extends OfferSource {
  readonly kind: 'marketplace';
  compare(offerCase: OfferCase): Promise<MarketplaceComparison>;
}

interface CachedResult {
  vorgangsnummer: string;
  resultId: string | null;
  /** When the list was computed (ms): the window runs from here, and the offers' validFrom. */
  computedAt: number;
}

type Step = 'token' | 'kundenangaben' | 'ergebnisliste';
type ApiAnswer = { status: 'ok'; data: unknown } | { status: 'notFound' } | { status: 'noContent' };

/** Seconds from Retry-After (delta seconds or an HTTP date), else from Europace's X-RateLimit-Reset (seconds). */
export function retryAfterSeconds(headers: Headers, now: Date): number | null {
  const value = headers.get('retry-after')?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return Number(value);
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  return reset && /^\d+$/.test(reset) ? Number(reset) : null;
}

function codeForStatus(status: number): MarketplaceErrorCode {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'unavailable';
  return 'badResponse';
}

async function traceIdOf(response: Response): Promise<string | undefined> {
  const header = response.headers.get('x-traceid');
  if (header) return header;
  try {
    const body = (await response.json()) as { traceId?: unknown };
    return typeof body.traceId === 'string' ? body.traceId : undefined;
  } catch {
    return undefined;
  }
}

export function createEuropaceSource(config: EuropaceConfig, deps: EuropaceDeps = {}): EuropaceSource {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const apiUrl = (config.apiUrl ?? EUROPACE_API_URL).replace(/\/+$/, '');
  const tokenUrl = config.tokenUrl ?? EUROPACE_TOKEN_URL;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const windowMs = (config.resultWindowMinutes ?? RESULT_WINDOW_MINUTES) * 60_000;
  const datenkontext = config.datenkontext ?? 'ECHT_GESCHAEFT';
  const maxCached = config.maxCachedCases ?? 500;

  let token: { value: string; expiresAt: number } | null = null;
  const results = new Map<string, CachedResult>();

  async function send(step: Step, url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal, redirect: 'follow' });
    } catch (error) {
      throw transportError(step, error);
    }
  }

  function transportError(step: Step, error: unknown): MarketplaceError {
    if (error instanceof MarketplaceError) return error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new MarketplaceError('timeout', `Europace: no answer within ${timeoutMs / 1000} s (${step})`, { step }, { cause: error });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new MarketplaceError('unavailable', `Europace unreachable (${step}): ${message}`, { step }, { cause: error });
  }

  async function failure(step: Step, response: Response): Promise<MarketplaceError> {
    const code = codeForStatus(response.status);
    const retry = code === 'rateLimited' ? { retryAfterSeconds: retryAfterSeconds(response.headers, now()) } : {};
    const traceId = await traceIdOf(response);
    return new MarketplaceError(code, `Europace ${step}: HTTP ${response.status}`, { status: response.status, step, ...retry, ...(traceId ? { traceId } : {}) });
  }

  async function readJson(step: Step, response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      const e = transportError(step, error);
      if (e.code === 'timeout') throw e;
      throw new MarketplaceError('badResponse', `Europace ${step}: the answer is not JSON`, { status: response.status, step }, { cause: error });
    }
  }

  async function accessToken(signal: AbortSignal, renew: boolean): Promise<string> {
    const at = now().getTime();
    if (!renew && token && at < token.expiresAt - TOKEN_MARGIN_MS) return token.value;
    token = null;
    // authorization.yaml: "Client-id and client-secret must be passed via HTTP Basic Auth."
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await send(
      'token',
      tokenUrl,
      {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopesFor(datenkontext) }).toString(),
      },
      signal,
    );
    // The Authorization API answers 400 for an unknown scope or client approval, 401 for wrong credentials: both
    // are our configuration, not a malformed answer.
    if (response.status === 400) throw new MarketplaceError('unauthorized', 'Europace token: HTTP 400 (scope or client approval)', { status: 400, step: 'token' });
    if (!response.ok) throw await failure('token', response);
    const parsed = tokenResponseSchema.safeParse(await readJson('token', response));
    if (!parsed.success) throw new MarketplaceError('badResponse', 'Europace token: unexpected answer', { status: response.status, step: 'token' });
    token = { value: parsed.data.access_token, expiresAt: at + parsed.data.expires_in * 1000 };
    return token.value;
  }

  /** An API call with the bearer token; one retry with a new token after a 401. */
  async function api(step: Step, method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal, contentType: string): Promise<ApiAnswer> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(signal, attempt > 0);
      const response = await send(
        step,
        `${apiUrl}${path}`,
        {
          method,
          headers: {
            Authorization: `Bearer ${bearer}`,
            Accept: contentType,
            'X-TraceId': `hauslotse-${randomUUID()}`,
            ...(body === undefined ? {} : { 'Content-Type': contentType }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        signal,
      );
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        continue;
      }
      if (response.status === 404 || response.status === 204) {
        await response.body?.cancel();
        return { status: response.status === 404 ? 'notFound' : 'noContent' };
      }
      if (!response.ok) throw await failure(step, response);
      return { status: 'ok', data: await readJson(step, response) };
    }
  }

  function parseList(data: unknown): Ergebnisliste {
    const parsed = ergebnislisteSchema.safeParse(data);
    if (!parsed.success) throw new MarketplaceError('badResponse', `Europace ergebnisliste: unexpected answer (${parsed.error.issues[0]?.path.join('.') ?? ''})`, { step: 'ergebnisliste' });
    return parsed.data;
  }

  async function importCase(body: unknown, signal: AbortSignal): Promise<string> {
    const answer = await api('kundenangaben', 'POST', '/kundenangaben', body, signal, 'application/json;version=1.0');
    const parsed = kundenangabenResponseSchema.safeParse(answer.status === 'ok' ? answer.data : null);
    if (!parsed.success) throw new MarketplaceError('badResponse', 'Europace kundenangaben: no vorgangsnummer in the answer', { step: 'kundenangaben' });
    return parsed.data.vorgangsnummer;
  }

  /** A new result list for the Vorgang; null: Europace has no offers to answer (204); undefined: no such Vorgang (404). */
  async function computeList(vorgangsnummer: string, signal: AbortSignal): Promise<Ergebnisliste | null | undefined> {
    const answer = await api('ergebnisliste', 'POST', `/v3/vorgaenge/${vorgangsnummer}/ergebnisliste`, ERGEBNISLISTE_REQUEST, signal, 'application/json');
    if (answer.status === 'notFound') return undefined;
    return answer.status === 'noContent' ? null : parseList(answer.data);
  }

  function remember(key: string, entry: CachedResult) {
    results.delete(key);
    results.set(key, entry);
    while (results.size > maxCached) results.delete(results.keys().next().value!);
  }

  async function compare(offerCase: OfferCase): Promise<MarketplaceComparison> {
    const signal = AbortSignal.timeout(timeoutMs);
    const body = kundenangabenRequest(offerCase, { partnerId: config.partnerId, datenkontext });
    // The key is the request itself: the same case sends the same body (its fields are built in a fixed order).
    const key = JSON.stringify(body);
    const cached = results.get(key);
    try {
      if (cached?.resultId && now().getTime() - cached.computedAt < windowMs) {
        const answer = await api('ergebnisliste', 'GET', `/v3/vorgaenge/${cached.vorgangsnummer}/ergebnisliste/${cached.resultId}`, undefined, signal, 'application/json');
        // 404: Europace no longer has the list (its window is over sooner than ours thought): compute it again.
        if (answer.status === 'ok') return toComparison(parseList(answer.data), { vorgangsnummer: cached.vorgangsnummer, validFrom: new Date(cached.computedAt).toISOString() });
      }
      let vorgangsnummer = cached?.vorgangsnummer ?? (await importCase(body, signal));
      let list = await computeList(vorgangsnummer, signal);
      if (list === undefined && cached) {
        // The remembered Vorgang is gone (archived or deleted in BaufiSmart): import the case afresh, once.
        vorgangsnummer = await importCase(body, signal);
        list = await computeList(vorgangsnummer, signal);
      }
      if (list === undefined) throw new MarketplaceError('badResponse', `Europace ergebnisliste: Vorgang ${vorgangsnummer} not found`, { status: 404, step: 'ergebnisliste' });
      const computedAt = now().getTime();
      remember(key, { vorgangsnummer, resultId: list?.ergebnislisteId ?? null, computedAt });
      return toComparison(list, { vorgangsnummer, validFrom: new Date(computedAt).toISOString() });
    } catch (error) {
      if (error instanceof Malformed) throw new MarketplaceError('badResponse', `Europace ergebnisliste: ${error.message}`, { step: 'ergebnisliste' }, { cause: error });
      throw transportError('ergebnisliste', error);
    }
  }

  return { kind: 'marketplace', compare };
}
