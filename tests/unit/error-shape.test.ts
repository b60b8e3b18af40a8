/**
 * One error vocabulary (issue 23): every REST endpoint answers an error as `{ error: { code, field, params } }`
 * with the status of its code in ERROR_STATUS (errorResponse, src/lib/app-error.ts); the engine has one error
 * class (src/engine/errors.ts). The scans read the sources; the requests run the handlers where an error comes
 * before any database or cookie access.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { POST as documentsPost } from '@/app/api/account/documents/route';
import { POST as loginCodePost } from '@/app/api/auth/login-code/route';
import { POST as loginLinkPost } from '@/app/api/auth/login-link/route';
import { POST as leadRequestsPost } from '@/app/api/lead-requests/route';
import { DOCUMENT_ERROR_CODES } from '@/features/documents/errors';
import { ERROR_STATUS, isErrorCode } from '@/lib/app-error';

const SRC = path.join(import.meta.dirname, '../../src');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, keep);
    return keep(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (full: string) => path.relative(SRC, full).split(path.sep).join('/');

/** Every route handler of the site, and the features' HTTP helpers they answer through. */
const HTTP_SOURCES = [
  ...files(path.join(SRC, 'app'), (name) => name === 'route.ts'),
  ...files(path.join(SRC, 'features'), (name) => name === 'http.ts'),
].map((full) => ({ file: rel(full), text: fs.readFileSync(full, 'utf8') }));

/**
 * Not an error answer: /api/health is the readiness report of a load balancer probe (its 503 body says why the
 * instance is not ready, docs/architecture.md).
 */
const READINESS_PROBE = 'app/api/health/route.ts';

function hits(pattern: RegExp, except: readonly string[] = []): string[] {
  return HTTP_SOURCES.filter((s) => !except.includes(s.file)).flatMap((s) =>
    s.text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${s.file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('REST error answers have the one shape and the status of the table', () => {
  test('the scan sees the routes (a broken pattern would pass everything)', () => {
    expect(HTTP_SOURCES.length).toBeGreaterThan(30);
    expect(HTTP_SOURCES.map((s) => s.file)).toEqual(expect.arrayContaining(['app/api/lead-requests/route.ts', 'app/api/auth/login-link/route.ts', 'app/api/account/documents/route.ts', 'features/auth/http.ts', 'features/documents/http.ts']));
  });

  test('no hand-built `{ ok: false … }` answer', () => {
    expect(hits(/\bok:\s*false\b/)).toEqual([]);
  });

  test('no JSON built by hand: errors go through errorResponse, never Response.json / new Response(JSON.stringify(…)) with an error', () => {
    expect(hits(/new Response\(\s*JSON\.stringify\(/)).toEqual([]);
    expect(hits(/(?:Response|NextResponse)\.json\([^)]*\berror\b/)).toEqual([]);
    expect(hits(/\berrorBody\(/)).toEqual([]);
  });

  test('no status number written next to an answer: 4xx and 5xx come from ERROR_STATUS', () => {
    expect(hits(/\bstatus:\s*[45]\d\d\b/, [READINESS_PROBE])).toEqual([]);
  });

  test('every status of the table is a client or server error; the codes the documents area uses are in it', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(status >= 400 && status < 600, code).toBe(true);
    for (const code of DOCUMENT_ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
    expect(isErrorCode('INVALID')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

const FOREIGN = { origin: 'https://evil.example', host: 'localhost:3000', accept: 'application/json' };

function post(url: string, fields: Record<string, string>, headers: Record<string, string>): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`http://localhost:3000${url}`, { method: 'POST', body, headers });
}

async function expectError(response: Response, status: number, error: { code: string; field: string | null; params: Record<string, unknown> }) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error });
}

describe('the endpoints that used other shapes answer JSON callers with the one body', () => {
  test('login dialog: a foreign origin is 403 FORBIDDEN_ORIGIN (link and code step)', async () => {
    await expectError(await loginLinkPost(post('/api/auth/login-link', { email: 'a@b.de', locale: 'en' }, FOREIGN)), 403, { code: 'FORBIDDEN_ORIGIN', field: null, params: {} });
    await expectError(await loginCodePost(post('/api/auth/login-code', { code: '123456', locale: 'en' }, FOREIGN)), 403, { code: 'FORBIDDEN_ORIGIN', field: null, params: {} });
  });

  test('lead requests: a foreign origin is 403, a form without a known kind 400 BAD_REQUEST on `kind`', async () => {
    await expectError(await leadRequestsPost(post('/api/lead-requests', { kind: 'purchase', locale: 'en' }, FOREIGN)), 403, { code: 'FORBIDDEN_ORIGIN', field: null, params: {} });
    const same = { origin: 'http://localhost:3000', host: 'localhost:3000', accept: 'application/json' };
    await expectError(await leadRequestsPost(post('/api/lead-requests', { kind: 'lottery', locale: 'en' }, same)), 400, { code: 'BAD_REQUEST', field: 'kind', params: {} });
  });

  test('documents: a foreign origin is 403 FORBIDDEN_ORIGIN', async () => {
    const request = new Request('http://localhost:3000/api/account/documents?locale=en', { method: 'POST', body: 'x', headers: { ...FOREIGN, 'content-type': 'multipart/form-data; boundary=x' } });
    await expectError(await documentsPost(request), 403, { code: 'FORBIDDEN_ORIGIN', field: null, params: {} });
  });
});

describe('the engine has one error class', () => {
  test('no other Error subclass in src/engine', () => {
    const classes = files(path.join(SRC, 'engine'), (name) => /\.tsx?$/.test(name)).flatMap((full) =>
      [...fs.readFileSync(full, 'utf8').matchAll(/class\s+(\w+)\s+extends\s+\w*Error\b/g)].map((m) => `${rel(full)}: ${m[1]}`),
    );
    expect(classes).toEqual(['engine/errors.ts: EngineInputError']);
  });
});
