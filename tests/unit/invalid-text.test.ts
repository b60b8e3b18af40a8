/**
 * NUL, other control characters and lone surrogates are bad input everywhere (issue 27 point 6): the text check
 * itself, the query endpoints (in variables and in the query's own string literals), JSON bodies, and the site
 * search — each answers INVALID_INPUT (or the search's own code), never INTERNAL and never a database error.
 * Malformed JSON is a BAD_REQUEST that does not echo what was sent.
 */
import { describe, expect, test } from 'vitest';
import { POST as mainEndpoint } from '@/app/api/graphql/route';
import { checkSearchQuery } from '@/features/content/search/search';
import { readJsonBody } from '@/lib/json-body';
import { hasInvalidText, isValidText } from '@/lib/text';

const post = (endpoint: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  endpoint(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) }));

describe('valid text', () => {
  test.each([
    ['Müller-Lüdenscheidt', true],
    ['line one\nline two\tand a tab\r\n', true],
    ['emoji 🏠 pairs', true],
    ['\u0000', false],
    ['a\u0007b', false],
    ['\u001b[31m', false],
    ['lone \ud83d high', false],
    ['lone \udc00 low', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidText(value)).toBe(valid);
  });
  test('nested values and keys', () => {
    expect(hasInvalidText({ a: [1, 'ok', { b: 'x\u0000' }] })).toBe(true);
    expect(hasInvalidText({ 'k\u0000': 1 })).toBe(true);
    expect(hasInvalidText({ a: [1, 'ok', null, true] })).toBe(false);
  });
});

describe('refused as bad input', () => {
  test('the query endpoint: NUL in a variable and in the query text itself', async () => {
    const inVariable = await post(mainEndpoint, '/api/graphql', { query: 'query($r: String) { rates_table(loan_amount: 300000, property_price: 400000, repayment: 0.02, region: $r) { curveDate } }', variables: { r: 'BE\u0000' } });
    const body = await inVariable.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'INVALID_INPUT', params: { reason: 'invalidText' } });
    const inLiteral = await post(mainEndpoint, '/api/graphql', { query: '{ rates_table(loan_amount: 300000, property_price: 400000, repayment: 0.02, region: "BE\\u0000") { curveDate } }' });
    expect((await inLiteral.json()).errors[0].extensions).toMatchObject({ code: 'INVALID_INPUT', params: { reason: 'invalidText' } });
  });

  // The content endpoint shares the plugin (queryLimitPlugins); its site search checks the query itself too. (Its
  // route is not imported here: tests/db/content-graphql.test.ts points its store at fixtures, and test files share modules.)
  test('the site search: NUL is SEARCH_QUERY_INVALID', () => {
    expect(checkSearchQuery('\u0000 mortgage')).toEqual({ ok: false, query: '', code: 'SEARCH_QUERY_INVALID' });
  });

  test('JSON bodies', async () => {
    const request = new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ place: 'Berlin\u0000' }) });
    await expect(readJsonBody(request)).rejects.toMatchObject({ code: 'INVALID_INPUT', params: { reason: 'invalidText' } });
  });
});

describe('malformed JSON', () => {
  test('the query endpoint says BAD_REQUEST without echoing the parser’s message or the bytes sent', async () => {
    const res = await mainEndpoint(new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": "{ __typename }", "secret-ish' }));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).not.toContain('secret-ish');
    expect(text).not.toContain('originalError');
  });
});
