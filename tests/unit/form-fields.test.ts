import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceField, emailField, moneyField, nameField, optionalChoiceField, phoneField, checkboxField, parseEuros } from '@/lib/forms/fields';
import { decodeDraft, decodeFieldErrors, draftCookie, encodeDraft, encodeFieldErrors, readFormState, refusalQuery } from '@/lib/forms/form-state';
import { formField, parseForm } from '@/lib/forms/parse-form';

const CODES = ['required', 'invalidEmail', 'invalidName', 'invalidPhone', 'invalidChoice', 'notAnAmount', 'tooLow', 'tooHigh'];
const schema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  status: optionalChoiceField(['a', 'b'] as const),
  size: choiceField(['s', 'm'] as const),
  price: moneyField({ min: 100, max: 1000 }),
  consent: checkboxField,
});
const FIELDS = ['name', 'email', 'phone', 'status', 'size', 'price', 'consent'];
const parse = (source: Parameters<typeof parseForm>[1]) => parseForm(schema, source, FIELDS, { codes: CODES, fallback: 'invalidChoice' });

describe('parseForm: a posted form or a query into typed values or one code per field', () => {
  it('returns the typed values of a valid form, whatever carries it', () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ name: ' Anna  Maria ', email: 'Anna@Example.DE', phone: '', status: '', size: 'm', price: '1.000', consent: 'on' })) body.set(k, v);
    const expected = { name: 'Anna Maria', email: 'anna@example.de', phone: null, status: null, size: 'm', price: 1000, consent: true };
    expect(parse(body)).toEqual({ ok: true, data: expected });
    expect(parse(new URLSearchParams([...body].map(([k, v]) => [k, String(v)])))).toEqual({ ok: true, data: expected });
    expect(parse({ name: ['Anna Maria', 'Other'], email: 'anna@example.de', size: 'm', price: '1000', consent: 'yes' })).toMatchObject({ ok: true, data: { name: 'Anna Maria', consent: true, phone: null } });
  });

  it('gives each failing field the code of its first failing rule; absent fields count as empty', () => {
    expect(parse({ email: 'not-an-address', phone: '12', status: 'x', price: '99' })).toEqual({
      ok: false,
      errors: { name: 'required', email: 'invalidEmail', phone: 'invalidPhone', status: 'invalidChoice', size: 'required', price: 'tooLow' },
    });
    expect(parse({ name: 'A', email: 'a@b.de', size: 'xl', price: 'abc' })).toEqual({ ok: false, errors: { name: 'invalidName', size: 'invalidChoice', price: 'notAnAmount' } });
  });

  it('reads at most 500 characters of a field and ignores uploaded files', () => {
    const body = new FormData();
    body.set('a', 'x'.repeat(5000));
    body.set('f', new Blob(['file']), 'f.txt');
    expect(formField(body, 'a')).toHaveLength(500);
    expect(formField(body, 'f')).toBe('');
    expect(formField({}, 'missing')).toBe('');
  });

  it('reads euros as people type them', () => {
    expect(parseEuros('425.000')).toBe(425000);
    expect(parseEuros('425 000')).toBe(425000);
    expect(parseEuros('425000,4')).toBe(425000);
    expect(parseEuros('-5')).toBeNull();
    expect(parseEuros('zwölf')).toBeNull();
  });
});

describe('form state: codes in the address, what was typed in a short-lived cookie', () => {
  const cookie = draftCookie('hl_test_draft', ['name', 'email'] as const);

  it('names the draft cookie for plain http and makes it HttpOnly, Lax and short-lived', () => {
    expect(cookie.name).toBe('hl_test_draft');
    expect(cookie.options).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/', maxAge: 600 });
  });

  it('round-trips the named fields only, each at most 200 characters', () => {
    const body = new FormData();
    body.set('name', 'Jürgen Groß');
    body.set('email', 'j@example.de');
    body.set('password', 'never kept');
    const value = encodeDraft(cookie, body);
    expect(value).not.toMatch(/[^A-Za-z0-9_-]/);
    expect(decodeDraft(cookie, value)).toEqual({ name: 'Jürgen Groß', email: 'j@example.de' });
    expect(decodeDraft(cookie, encodeDraft(cookie, { name: 'n'.repeat(300), email: '' }))?.name).toHaveLength(200);
  });

  it('refuses a tampered or oversized cookie instead of failing', () => {
    expect(decodeDraft(cookie, 'not base64 json')).toBeNull();
    expect(decodeDraft(cookie, Buffer.from('[1,2]').toString('base64url'))).toEqual({ name: '', email: '' });
    expect(decodeDraft(cookie, Buffer.from(JSON.stringify({ name: 5 })).toString('base64url'))).toEqual({ name: '', email: '' });
    expect(decodeDraft(cookie, 'a'.repeat(5000))).toBeNull();
    expect(decodeDraft(cookie, undefined)).toBeNull();
  });

  it('encodes field errors for the address and reads back known fields and codes only', () => {
    const encoded = encodeFieldErrors({ email: 'invalidEmail', name: 'required' });
    expect(encoded).toBe('email:invalidEmail,name:required');
    expect(decodeFieldErrors(`${encoded},evil:<script>,name:other,phone:required`, ['name', 'email'], ['required', 'invalidEmail'])).toEqual({ email: 'invalidEmail', name: 'required' });
    expect(refusalQuery(new URLSearchParams('step=3'), { errors: { email: 'invalidEmail' } }).toString()).toBe('step=3&errors=email%3AinvalidEmail');
    expect(refusalQuery(new URLSearchParams(), { error: 'RATE_LIMITED' }).toString()).toBe('error=RATE_LIMITED');
  });

  it('gives a page the refusal and the draft together', () => {
    const body = new FormData();
    body.set('name', 'Ann Lee');
    const state = readFormState({ errors: 'email:invalidEmail', error: 'BOGUS' }, encodeDraft(cookie, body), { cookie, codes: ['invalidEmail'], formErrors: ['RATE_LIMITED'] });
    expect(state).toEqual({ errors: { email: 'invalidEmail' }, error: null, draft: { name: 'Ann Lee', email: '' } });
    expect(readFormState({ error: 'RATE_LIMITED' }, undefined, { cookie, codes: [], formErrors: ['RATE_LIMITED'] })).toEqual({ errors: {}, error: 'RATE_LIMITED', draft: null });
  });
});
