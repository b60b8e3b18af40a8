import { describe, expect, test } from 'vitest';
import { AppError, ERROR_STATUS, errorResponse, isErrorCode } from '@/lib/app-error';
import { apiError } from '@/lib/graphql/api-error';

describe('one error vocabulary (known debt 1)', () => {
  test('a REST error answers with the status of its code and the one body shape, never cached', async () => {
    const res = errorResponse(new AppError('RATE_LIMITED', 'email', { retryAfterSeconds: 42 }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', field: 'email', params: { retryAfterSeconds: 42 } } });
    const plain = errorResponse('FORBIDDEN_ORIGIN');
    expect(plain.status).toBe(403);
    expect(await plain.json()).toEqual({ error: { code: 'FORBIDDEN_ORIGIN', field: null, params: {} } });
  });

  test('a full PDF queue is the server’s BUSY (503), not the client’s RATE_LIMITED (429), and says when to try again', async () => {
    const res = errorResponse(new AppError('BUSY', null, { retryAfterSeconds: 3 }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(await res.json()).toEqual({ error: { code: 'BUSY', field: null, params: { retryAfterSeconds: 3 } } });
    // Retry-After only where the code means "later": another 503 with the same parameter gets none.
    expect(errorResponse(new AppError('NO_RATE_DATA', null, { retryAfterSeconds: 3 })).headers.get('retry-after')).toBeNull();
  });

  test('extra headers are added or replace the defaults whatever their case; the status still comes from the table', async () => {
    const res = errorResponse(new AppError('INVALID_INPUT', null, { fields: { price: 'REQUIRED' } }), { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  test('the codes the areas added: documents, login, lead requests', () => {
    expect([ERROR_STATUS.FILE_TOO_LARGE, ERROR_STATUS.TOO_MANY_FILES, ERROR_STATUS.STORAGE_FULL, ERROR_STATUS.NO_FILE]).toEqual([413, 409, 409, 400]);
    expect([ERROR_STATUS.CODE_WRONG, ERROR_STATUS.CODE_LOCKED, ERROR_STATUS.LINK_INVALID]).toEqual([400, 400, 410]);
    // Lead-request validation is INVALID_INPUT like every other validation error: 400, no 422 in the table.
    expect(Object.values(ERROR_STATUS)).not.toContain(422);
    expect(isErrorCode('FILE_TOO_LARGE')).toBe(true);
    expect(isErrorCode('INVALID')).toBe(false);
  });

  test('the query endpoint uses the same codes; the ones that concern the whole request carry their HTTP status', () => {
    expect(apiError('UNAUTHENTICATED').extensions).toMatchObject({ code: 'UNAUTHENTICATED', field: null, params: {}, http: { status: ERROR_STATUS.UNAUTHENTICATED } });
    expect(apiError('RATE_LIMITED', 'email', { retryAfterSeconds: 5 }).extensions).toMatchObject({ http: { status: 429, headers: { 'Retry-After': '5' } } });
    expect(apiError('INVALID_INPUT', 'price').extensions.http).toBeUndefined();
  });
});
