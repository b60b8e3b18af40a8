/**
 * A local stand-in for Europace (issue 50, part 4): the Authorization API's token endpoint and the two calls of the
 * offer source (Kundenangaben import, Angebote result list), answering the fixtures of tests/fixtures/europace
 * (written from Europace's published description, see its README). No test ever reaches Europace itself.
 *
 *   POST /auth/token                                   → token-response.json (HTTP Basic credentials checked)
 *   POST /kundenangaben                                → 201 kundenangaben-response.json (bearer token checked)
 *   POST /v3/vorgaenge/EU9VWS/ergebnisliste            → ergebnisliste-response.json
 *   GET  /v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B     → ergebnisliste-response.json
 *   POST /__stub/mode  (body: a mode)                  → switches the answers, for a test in another process
 *
 * Modes: 'ok'; 'error' (500 on the API), 'unauthorized' (401 on the API), 'rateLimited' (429 with Retry-After: 30),
 * 'tokenRefused' (401 from the token endpoint), 'hang' (the API accepts the request and never answers).
 * Every request is recorded. Plain erasable TypeScript and node: imports only, so that the e2e script can run it
 * with `node tests/support/europace-stub.ts PORT` (Node strips the types).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const STUB_MODES = ['ok', 'error', 'unauthorized', 'rateLimited', 'tokenRefused', 'hang'] as const;
export type StubMode = (typeof STUB_MODES)[number];

/** The credentials the stub accepts (the e2e server's EUROPACE_* variables). */
export const STUB_CREDENTIALS = { clientId: 'hauslotse-e2e', clientSecret: 'stub-secret-not-for-production', partnerId: 'ABC12' } as const;

export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface EuropaceStub {
  origin: string;
  /** For EUROPACE_API_URL and EUROPACE_TOKEN_URL. */
  apiUrl: string;
  tokenUrl: string;
  requests: StubRequest[];
  mode: StubMode;
  stop(): Promise<void>;
}

const FIXTURES = path.join(import.meta.dirname, '../fixtures/europace');
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

export async function startEuropaceStub(port = 0, mode: StubMode = 'ok'): Promise<EuropaceStub> {
  const token = (JSON.parse(fixture('token-response.json')) as { access_token: string }).access_token;
  const basic = `Basic ${Buffer.from(`${STUB_CREDENTIALS.clientId}:${STUB_CREDENTIALS.clientSecret}`).toString('base64')}`;
  const requests: StubRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const json = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-TraceId': `stub-${requests.length}`, ...headers }).end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stub');
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /__stub/mode') {
        const next = body.trim() as StubMode;
        if (!STUB_MODES.includes(next)) return json(res, 400, JSON.stringify({ error: `unknown mode ${next}` }));
        stub.mode = next;
        return json(res, 200, JSON.stringify({ mode: next }));
      }
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      if (route === 'POST /auth/token') {
        if (stub.mode === 'tokenRefused' || req.headers.authorization !== basic) return json(res, 401, fixture('token-401.json'));
        return json(res, 200, fixture('token-response.json'));
      }
      const api = route === 'POST /kundenangaben' || route === 'POST /v3/vorgaenge/EU9VWS/ergebnisliste' || route === 'GET /v3/vorgaenge/EU9VWS/ergebnisliste/LAPF9B';
      if (!api) return json(res, 404, JSON.stringify({ message: 'Not Found', statusCode: 404 }));
      if (req.headers.authorization !== `Bearer ${token}` || stub.mode === 'unauthorized') {
        res.writeHead(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }).end();
        return;
      }
      if (stub.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (stub.mode === 'error') return json(res, 500, fixture('ergebnisliste-500.json'));
      if (stub.mode === 'rateLimited') return json(res, 429, fixture('ergebnisliste-429.json'), { 'Retry-After': '30', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '30' });
      if (route === 'POST /kundenangaben') return json(res, 201, fixture('kundenangaben-response.json'), { 'Content-Type': 'application/json;version=1.0' });
      return json(res, 200, fixture('ergebnisliste-response.json'));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const stub: EuropaceStub = {
    origin,
    apiUrl: origin,
    tokenUrl: `${origin}/auth/token`,
    requests,
    mode,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}

// `node tests/support/europace-stub.ts PORT [MODE]`: run it on its own (the e2e server's EUROPACE_API_URL).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const stub = await startEuropaceStub(Number(process.argv[2] ?? 4010), (process.argv[3] as StubMode | undefined) ?? 'ok');
  console.log(`Europace stub on ${stub.origin} (token ${stub.tokenUrl})`);
  const stop = () => void stub.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
