/**
 * The shared validators of spec section 5 and the e-mail rules of the security reference
 * (src/features/leads/validators.ts).
 */
import { describe, expect, test } from 'vitest';
import { checkEmail, checkGermanPhone, checkName } from '@/lib/validators';

describe('checkEmail', () => {
  test.each([
    { label: 'plain address', input: 'anna.lehmann@example.de', expected: { ok: true, value: 'anna.lehmann@example.de' } },
    { label: 'upper case is stored lower case', input: 'Anna.Lehmann@Example.DE', expected: { ok: true, value: 'anna.lehmann@example.de' } },
    { label: 'surrounding spaces trimmed', input: '  anna@example.de ', expected: { ok: true, value: 'anna@example.de' } },
    { label: 'plus address', input: 'anna+bank@example.de', expected: { ok: true, value: 'anna+bank@example.de' } },
    { label: 'subdomain', input: 'a@mail.example.co.uk', expected: { ok: true, value: 'a@mail.example.co.uk' } },
    { label: 'umlaut domain in its ASCII form', input: 'jan@müller.de', expected: { ok: true, value: 'jan@xn--mller-kva.de' } },
    { label: 'empty', input: '', expected: { ok: false, code: 'required' } },
    { label: 'only spaces', input: '   ', expected: { ok: false, code: 'required' } },
    { label: 'full-width ＠ (NFKC look-alike)', input: 'a＠b.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'full-width letters', input: 'ａnna@b.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'quoted local part with an @', input: '"e@attacker.com"@victim.com', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'two @', input: 'a@b@c.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'no @', input: 'anna.example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'no domain dot', input: 'anna@localhost', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'IP literal', input: 'anna@[127.0.0.1]', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'numeric top-level domain', input: 'anna@10.0.0.1', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'comment', input: 'anna(comment)@example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'leading dot', input: '.anna@example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'double dot', input: 'an..na@example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'label starting with a hyphen', input: 'anna@-example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'space inside', input: 'an na@example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'header injection', input: 'anna@example.de\nBcc: x@y.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'non-ASCII local part', input: 'jürgen@example.de', expected: { ok: false, code: 'invalidEmail' } },
    { label: 'local part over 64 characters', input: `${'a'.repeat(65)}@example.de`, expected: { ok: false, code: 'invalidEmail' } },
    { label: 'address over 254 characters', input: `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.de`, expected: { ok: false, code: 'invalidEmail' } },
  ])('$label: "$input" → $expected', ({ input, expected }) => {
    expect(checkEmail(input)).toEqual(expected);
  });
});

describe('checkName (spec: trimmed, at least 3 characters, Latin, Greek or Cyrillic letters)', () => {
  test.each([
    { label: 'full name', input: 'Anna Lehmann', expected: { ok: true, value: 'Anna Lehmann' } },
    { label: 'spaces collapsed and trimmed', input: '  Anna   Lehmann ', expected: { ok: true, value: 'Anna Lehmann' } },
    { label: 'umlauts and ß', input: 'Jürgen Weiß', expected: { ok: true, value: 'Jürgen Weiß' } },
    { label: 'apostrophe', input: "Chidi O'Neill", expected: { ok: true, value: "Chidi O'Neill" } },
    { label: 'hyphen', input: 'Anna-Lena Schulz', expected: { ok: true, value: 'Anna-Lena Schulz' } },
    { label: 'initial with a dot', input: 'J. R. Smith', expected: { ok: true, value: 'J. R. Smith' } },
    { label: 'Greek', input: 'Νίκος Παππάς', expected: { ok: true, value: 'Νίκος Παππάς' } },
    { label: 'Cyrillic', input: 'Ольга Иванова', expected: { ok: true, value: 'Ольга Иванова' } },
    { label: 'exactly 3 characters', input: 'Ana', expected: { ok: true, value: 'Ana' } },
    { label: 'empty', input: ' ', expected: { ok: false, code: 'required' } },
    { label: 'two characters', input: 'Al', expected: { ok: false, code: 'invalidName' } },
    { label: 'digits', input: 'Anna 2', expected: { ok: false, code: 'invalidName' } },
    { label: 'markup', input: '<b>Anna</b>', expected: { ok: false, code: 'invalidName' } },
    { label: 'e-mail address', input: 'anna@example.de', expected: { ok: false, code: 'invalidName' } },
    { label: 'Chinese (not in the allowed scripts)', input: '王小明先生', expected: { ok: false, code: 'invalidName' } },
    { label: 'two separators in a row', input: 'Anna--Lena', expected: { ok: false, code: 'invalidName' } },
  ])('$label: "$input" → $expected', ({ input, expected }) => {
    expect(checkName(input)).toEqual(expected);
  });
});

describe('checkGermanPhone (spec: empty allowed; 00, +49, 49 or 0, then 6 to 20 digits, spaces, dashes, slashes or brackets)', () => {
  test.each([
    { label: 'empty is allowed', input: '', expected: { ok: true, value: null } },
    { label: 'mobile', input: '0151 23456789', expected: { ok: true, value: '0151 23456789' } },
    { label: 'international', input: '+49 30 1234567', expected: { ok: true, value: '+49 30 1234567' } },
    { label: '0049', input: '0049 (30) 123-4567', expected: { ok: true, value: '0049 (30) 123-4567' } },
    { label: '49 without plus', input: '49301234567', expected: { ok: true, value: '49301234567' } },
    { label: 'slash', input: '030/1234567', expected: { ok: true, value: '030/1234567' } },
    { label: 'too short', input: '03012', expected: { ok: false, code: 'invalidPhone' } },
    { label: 'too long', input: `030${'1'.repeat(21)}`, expected: { ok: false, code: 'invalidPhone' } },
    { label: 'foreign country code', input: '+43 1 1234567', expected: { ok: false, code: 'invalidPhone' } },
    { label: 'letters', input: '030 CALL-ME', expected: { ok: false, code: 'invalidPhone' } },
  ])('$label: "$input" → $expected', ({ input, expected }) => {
    expect(checkGermanPhone(input)).toEqual(expected);
  });
});
