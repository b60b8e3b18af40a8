import { describe, expect, test } from 'vitest';
import { AppError, ERROR_STATUS, errorResponse } from '@/lib/app-error';
import { apiError } from '@/graphql/api-error';

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

  test('the query endpoint uses the same codes; the ones that concern the whole request carry their HTTP status', () => {
    expect(apiError('UNAUTHENTICATED').extensions).toMatchObject({ code: 'UNAUTHENTICATED', field: null, params: {}, http: { status: ERROR_STATUS.UNAUTHENTICATED } });
    expect(apiError('RATE_LIMITED', 'email', { retryAfterSeconds: 5 }).extensions).toMatchObject({ http: { status: 429, headers: { 'Retry-After': '5' } } });
    expect(apiError('INVALID_INPUT', 'price').extensions.http).toBeUndefined();
  });
});
