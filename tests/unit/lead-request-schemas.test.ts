/**
 * The rules of the lp-2 request forms (features/lead-requests/schemas.ts): every field's codes, both money
 * formats, the bounds, the fixation date range and the whole-request validation of the final POST.
 */
import { parseEuros } from '@/lib/forms/fields';
import { describe, expect, test } from 'vitest';
import {
  MONEY_LIMITS,
  STEPS,
  answerKeys,
  fixationEndBounds,
  validateRequest,
  validateStep,
} from '@/features/lead-requests/schemas';
import { requestSummary } from '@/features/lead-requests/summary';

const TODAY = '2026-11-23';
const [property, finances, timing, contact] = STEPS.purchase;
const [loan, refinanceProperty] = STEPS.refinance;
const run = (step: typeof property, fields: Record<string, string | undefined>) => validateStep(step!, new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)), TODAY);

describe('money as visitors type it', () => {
  test.each([
    { label: 'grouped with dots', input: '425.000', expected: 425000 },
    { label: 'plain digits', input: '425000', expected: 425000 },
    { label: 'grouped with spaces', input: ' 1 250 000 ', expected: 1250000 },
    { label: 'grouped with commas', input: '425,000', expected: 425000 },
    { label: 'zero', input: '0', expected: 0 },
    { label: 'words', input: 'viel', expected: null },
    { label: 'negative', input: '-5000', expected: null },
    { label: 'mixed grouping', input: '42.50.00', expected: null },
  ])('$label ("$input") → $expected', ({ input, expected }) => {
    expect(parseEuros(input)).toBe(expected);
  });
});

describe('purchase, step 1: price and location', () => {
  test.each([
    { label: '"425.000" in Berlin by postal code', fields: { price: '425.000', location: '10115' }, expected: { ok: true, value: { price: 425000, location: { input: '10115', postalCode: '10115', state: 'BE' } } } },
    { label: '"425000" in Munich by name', fields: { price: '425000', location: 'München' }, expected: { ok: true, value: { price: 425000, location: { input: 'München', cityId: 'muenchen', state: 'BY' } } } },
    { label: 'the English city name', fields: { price: '425000', location: 'cologne' }, expected: { ok: true, value: { price: 425000, location: { input: 'cologne', cityId: 'koeln', state: 'NW' } } } },
    { label: 'price at the lower bound', fields: { price: '100.000', location: '80331' }, expected: { ok: true, value: { price: 100000, location: { input: '80331', postalCode: '80331', state: 'BY' } } } },
    { label: 'empty fields', fields: { price: '', location: ' ' }, expected: { ok: false, errors: { price: 'required', location: 'required' } } },
    { label: 'missing fields', fields: {}, expected: { ok: false, errors: { price: 'required', location: 'required' } } },
    { label: 'price below the bound', fields: { price: '99.999', location: '10115' }, expected: { ok: false, errors: { price: 'tooLow' } } },
    { label: 'price above the bound', fields: { price: '10.000.001', location: '10115' }, expected: { ok: false, errors: { price: 'tooHigh' } } },
    { label: 'not an amount', fields: { price: '400k', location: '10115' }, expected: { ok: false, errors: { price: 'notAnAmount' } } },
    { label: 'unknown postal code and place', fields: { price: '425000', location: '00000' }, expected: { ok: false, errors: { location: 'unknownPlace' } } },
    { label: 'a place the lookup does not know', fields: { price: '425000', location: 'Atlantis' }, expected: { ok: false, errors: { location: 'unknownPlace' } } },
  ])('$label', ({ fields, expected }) => {
    expect(run(property, fields)).toEqual(expected);
  });

  test('the bounds are the calculator’s (spec § 9: 100,000 to 10,000,000)', () => {
    expect(MONEY_LIMITS.price).toEqual({ min: 100_000, max: 10_000_000 });
    expect(run(property, { price: '10.000.000', location: '10115' }).ok).toBe(true);
  });
});

describe('purchase, step 2 and 3: equity, income, timing', () => {
  test.each([
    { label: 'equity "80.000" and a range', fields: { equity: '80.000', income: '4000to6000' }, expected: { ok: true, value: { equity: 80000, income: '4000to6000' } } },
    { label: 'no equity (0) is allowed', fields: { equity: '0', income: 'below2500' }, expected: { ok: true, value: { equity: 0, income: 'below2500' } } },
    { label: 'nothing chosen', fields: { equity: '', income: '' }, expected: { ok: false, errors: { equity: 'required', income: 'required' } } },
    { label: 'a made-up range', fields: { equity: '1000', income: 'millions' }, expected: { ok: false, errors: { income: 'invalidChoice' } } },
  ])('$label', ({ fields, expected }) => {
    expect(run(finances, fields)).toEqual(expected);
  });

  test.each([
    { label: 'a known timing', fields: { timing: 'within6Months' }, expected: { ok: true, value: { timing: 'within6Months' } } },
    { label: 'none', fields: {}, expected: { ok: false, errors: { timing: 'required' } } },
    { label: 'unknown', fields: { timing: 'tomorrow' }, expected: { ok: false, errors: { timing: 'invalidChoice' } } },
  ])('timing: $label', ({ fields, expected }) => {
    expect(run(timing, fields)).toEqual(expected);
  });
});

describe('contact', () => {
  const ok = { givenName: 'Anna', surname: 'Lehmann', email: 'Anna@Example.de', phone: '', consent: 'yes' };
  test('valid; e-mail normalised; phone optional', () => {
    expect(run(contact, ok)).toEqual({ ok: true, value: { givenName: 'Anna', surname: 'Lehmann', email: 'anna@example.de', phone: null, consent: true } });
  });
  test.each([
    { label: 'a German phone', change: { phone: '+49 30 1234567' }, expected: { ok: true } },
    { label: 'a short surname', change: { surname: 'Xu' }, expected: { ok: true } },
    { label: 'a foreign phone', change: { phone: '+1 555 1234567' }, expected: { ok: false, errors: { phone: 'invalidPhone' } } },
    { label: 'no consent', change: { consent: '' }, expected: { ok: false, errors: { consent: 'consentRequired' } } },
    { label: 'an e-mail with a full-width ＠', change: { email: 'a＠b.de' }, expected: { ok: false, errors: { email: 'invalidEmail' } } },
    { label: 'no e-mail', change: { email: ' ' }, expected: { ok: false, errors: { email: 'required' } } },
    { label: 'digits in a name', change: { givenName: 'R2D2' }, expected: { ok: false, errors: { givenName: 'invalidName' } } },
    { label: 'empty names', change: { givenName: '', surname: '' }, expected: { ok: false, errors: { givenName: 'required', surname: 'required' } } },
    { label: 'a surname without letters', change: { surname: '--' }, expected: { ok: false, errors: { surname: 'invalidName' } } },
    { label: 'one-letter names (3 characters together, as the shared rule counts)', change: { givenName: 'A', surname: 'B' }, expected: { ok: true } },
  ])('$label', ({ change, expected }) => {
    expect(run(contact, { ...ok, ...change })).toMatchObject(expected);
  });
});

describe('refinance: remaining debt, end of the fixed-rate period, property value', () => {
  test('from a year back to ten years ahead, seen from today', () => {
    expect(fixationEndBounds(TODAY)).toEqual({ earliest: '2025-11', latest: '2036-11' });
  });

  test.each([
    { label: 'debt "250.000", June 2027', fields: { debt: '250.000', fixMonth: '6', fixYear: '2027' }, expected: { ok: true, value: { debt: 250000, fixEnd: '2027-06' } } },
    { label: 'debt "250000", the earliest month', fields: { debt: '250000', fixMonth: '11', fixYear: '2025' }, expected: { ok: true, value: { debt: 250000, fixEnd: '2025-11' } } },
    { label: 'the latest month', fields: { debt: '250000', fixMonth: '11', fixYear: '2036' }, expected: { ok: true, value: { debt: 250000, fixEnd: '2036-11' } } },
    { label: 'a month too early', fields: { debt: '250000', fixMonth: '10', fixYear: '2025' }, expected: { ok: false, errors: { fixEnd: 'fixEndTooEarly' } } },
    { label: 'a month too late', fields: { debt: '250000', fixMonth: '12', fixYear: '2036' }, expected: { ok: false, errors: { fixEnd: 'fixEndTooLate' } } },
    { label: 'no date', fields: { debt: '250000', fixMonth: '', fixYear: '2027' }, expected: { ok: false, errors: { fixEnd: 'required' } } },
    { label: 'month 13', fields: { debt: '250000', fixMonth: '13', fixYear: '2027' }, expected: { ok: false, errors: { fixEnd: 'invalidChoice' } } },
    { label: 'debt below 10,000', fields: { debt: '9.999', fixMonth: '6', fixYear: '2027' }, expected: { ok: false, errors: { debt: 'tooLow' } } },
    { label: 'debt above 10 million', fields: { debt: '10000001', fixMonth: '6', fixYear: '2027' }, expected: { ok: false, errors: { debt: 'tooHigh' } } },
  ])('$label', ({ fields, expected }) => {
    expect(run(loan, fields)).toEqual(expected);
  });

  test.each([
    { label: 'value "480.000"', value: '480.000', expected: { ok: true, value: { value: 480000 } } },
    { label: 'value at 50,000', value: '50000', expected: { ok: true, value: { value: 50000 } } },
    { label: 'value below 50,000', value: '49.999', expected: { ok: false, errors: { value: 'tooLow' } } },
    { label: 'value above 20 million', value: '20.000.001', expected: { ok: false, errors: { value: 'tooHigh' } } },
  ])('$label', ({ value, expected }) => {
    expect(run(refinanceProperty, { value })).toEqual(expected);
  });
});

describe('the whole request (final POST)', () => {
  const purchase = { price: '425.000', location: '10115', equity: '80000', income: '4000to6000', timing: 'within3Months', givenName: 'Anna', surname: 'Lehmann', email: 'anna@example.de', phone: '030 1234567', consent: 'yes' };

  test('all answers and the contact, apart', () => {
    expect(validateRequest('purchase', new URLSearchParams(purchase), TODAY)).toEqual({
      ok: true,
      request: { kind: 'purchase', answers: { price: 425000, location: { input: '10115', postalCode: '10115', state: 'BE' }, equity: 80000, income: '4000to6000', timing: 'within3Months' } },
      contact: { givenName: 'Anna', surname: 'Lehmann', email: 'anna@example.de', phone: '030 1234567', consent: true },
    });
  });

  test('a tampered earlier answer is found again: its step and code', () => {
    expect(validateRequest('purchase', new URLSearchParams({ ...purchase, income: 'lots' }), TODAY)).toEqual({ ok: false, stepIndex: 1, errors: { income: 'invalidChoice' } });
  });

  test('equity not below the price → refused on the finances step', () => {
    expect(validateRequest('purchase', new URLSearchParams({ ...purchase, equity: '425.000' }), TODAY)).toEqual({ ok: false, stepIndex: 1, errors: { equity: 'equityNotBelowPrice' } });
  });

  test('contact data never belongs to the query keys of a form', () => {
    for (const kind of ['purchase', 'refinance'] as const) {
      expect(answerKeys(kind)).not.toEqual(expect.arrayContaining(['email']));
      for (const key of ['givenName', 'surname', 'email', 'phone']) expect(answerKeys(kind)).not.toContain(key);
    }
  });
});

describe('summary lines in both languages', () => {
  test.each([
    { locale: 'de' as const, expected: [['Kaufpreis', '425.000 €'], ['Ort der Immobilie', '80331 (Bayern)'], ['Dein Eigenkapital', '80.000 €'], ['Monatliches Nettoeinkommen deines Haushalts', '4.000 bis 6.000 €'], ['Wann möchtest du kaufen?', 'innerhalb von 3 Monaten']] },
    { locale: 'en' as const, expected: [['Purchase price', '€425,000'], ['Location of the property', '80331 (Bavaria)'], ['Your equity', '€80,000'], ['Monthly net income of your household', '€4,000 to €6,000'], ['When do you plan to buy?', 'within 3 months']] },
  ])('purchase in $locale', ({ locale, expected }) => {
    const lines = requestSummary(locale, 'purchase', { price: 425000, location: { input: '80331', postalCode: '80331', state: 'BY' }, equity: 80000, income: '4000to6000', timing: 'within3Months' });
    expect(lines.map((l) => [l.label, l.value.replace(/\u00a0/g, ' ')])).toEqual(expected);
  });

  test('refinance in German: the month by name, a city by its name', () => {
    expect(requestSummary('de', 'refinance', { debt: 250000, fixEnd: '2027-06', value: 480000 }).map((l) => l.value.replace(/\u00a0/g, ' '))).toEqual(['250.000 €', 'Juni 2027', '480.000 €']);
    expect(requestSummary('en', 'purchase', { location: { input: 'koeln', cityId: 'koeln', state: 'NW' } })[0]!.value).toBe('Cologne (North Rhine-Westphalia)');
  });
});

describe('commercial property financing (issue 29): company, property, financing, contact', () => {
  const [company, commercialProperty, financing] = STEPS.commercial;
  const request = {
    company: '  Müller   Praxisbau GmbH ', legalForm: 'gmbh', propertyType: 'mixedUse', use: 'mixed', propertyValue: '2.400.000', location: 'Leipzig',
    loan: '1.800.000', rent: '96.000', start: 'within3Months', givenName: 'Jana', surname: 'Müller', email: 'jana@example.de', phone: '', consent: 'yes',
  };

  test.each([
    { label: 'a company and its legal form', fields: { company: ' Müller  Praxisbau GmbH', legalForm: 'gmbh' }, expected: { ok: true, value: { company: 'Müller Praxisbau GmbH', legalForm: 'gmbh' } } },
    { label: 'nothing', fields: {}, expected: { ok: false, errors: { company: 'required', legalForm: 'required' } } },
    { label: 'a name longer than 200 characters', fields: { company: 'A'.repeat(201), legalForm: 'ag' }, expected: { ok: false, errors: { company: 'tooLong' } } },
    { label: 'a made-up legal form', fields: { company: 'X', legalForm: 'ltd' }, expected: { ok: false, errors: { legalForm: 'invalidChoice' } } },
  ])('company: $label', ({ fields, expected }) => {
    expect(run(company, fields)).toEqual(expected);
  });

  test.each([
    { label: 'an apartment building in Leipzig for "2.400.000"', fields: { propertyType: 'apartmentBlock', use: 'let', propertyValue: '2.400.000', location: 'Leipzig' }, expected: { ok: true } },
    { label: 'value below 100,000', fields: { propertyType: 'office', use: 'ownUse', propertyValue: '99.999', location: '04109' }, expected: { ok: false, errors: { propertyValue: 'tooLow' } } },
    { label: 'value above 200 million', fields: { propertyType: 'office', use: 'ownUse', propertyValue: '200.000.001', location: '04109' }, expected: { ok: false, errors: { propertyValue: 'tooHigh' } } },
    { label: 'unknown use and place', fields: { propertyType: 'hotel', use: 'squatted', propertyValue: '500000', location: 'Atlantis' }, expected: { ok: false, errors: { use: 'invalidChoice', location: 'unknownPlace' } } },
  ])('property: $label', ({ fields, expected }) => {
    expect(run(commercialProperty, fields)).toMatchObject(expected);
  });

  test.each([
    { label: 'loan, rent and timing', fields: { loan: '1.800.000', rent: '96.000', start: 'later' }, expected: { ok: true, value: { loan: 1800000, rent: 96000, start: 'later' } } },
    { label: 'no rent (own use) is null', fields: { loan: '500000', rent: '', start: 'later' }, expected: { ok: true, value: { loan: 500000, rent: null, start: 'later' } } },
    { label: 'a rent that is no amount', fields: { loan: '500000', rent: 'some', start: 'later' }, expected: { ok: false, errors: { rent: 'notAnAmount' } } },
    { label: 'a loan below 50,000', fields: { loan: '49.999', rent: '', start: 'later' }, expected: { ok: false, errors: { loan: 'tooLow' } } },
  ])('financing: $label', ({ fields, expected }) => {
    expect(run(financing, fields)).toEqual(expected);
  });

  test('the whole request; its summary names every answer in both languages', () => {
    const checked = validateRequest('commercial', new URLSearchParams(request), TODAY);
    expect(checked).toMatchObject({ ok: true, request: { kind: 'commercial', answers: { company: 'Müller Praxisbau GmbH', legalForm: 'gmbh', propertyType: 'mixedUse', use: 'mixed', propertyValue: 2400000, loan: 1800000, rent: 96000, start: 'within3Months' } } });
    if (!checked.ok) throw new Error('valid request expected');
    expect(requestSummary('de', 'commercial', checked.request.answers).map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Name des Unternehmens: Müller Praxisbau GmbH',
      'Rechtsform: GmbH',
      'Art der Immobilie: Wohn- und Geschäftshaus',
      'Nutzung: teils selbst genutzt, teils vermietet',
      'Kaufpreis oder Wert: 2.400.000\u00a0€',
      'Ort der Immobilie: Leipzig (Sachsen)',
      'Darlehensbetrag: 1.800.000\u00a0€',
      'Nettokaltmiete pro Jahr: 96.000\u00a0€',
      'Wann brauchst du die Finanzierung?: innerhalb von 3 Monaten',
    ]);
    expect(requestSummary('en', 'commercial', { ...checked.request.answers, rent: null }).find((l) => l.label === 'Net cold rent per year')?.value).toBe('none (own use)');
  });

  test('a let property needs its rent; the loan at most 1.5 times the value; both on the financing step', () => {
    expect(validateRequest('commercial', new URLSearchParams({ ...request, rent: '' }), TODAY)).toEqual({ ok: false, stepIndex: 2, errors: { rent: 'rentRequired' } });
    expect(validateRequest('commercial', new URLSearchParams({ ...request, loan: '3.600.001' }), TODAY)).toEqual({ ok: false, stepIndex: 2, errors: { loan: 'loanAboveValue' } });
    expect(validateRequest('commercial', new URLSearchParams({ ...request, use: 'ownUse', rent: '' }), TODAY).ok).toBe(true);
  });

  test('the form keeps its answers in the query, never the contact', () => {
    expect(answerKeys('commercial')).toEqual(['company', 'legalForm', 'propertyType', 'use', 'propertyValue', 'location', 'loan', 'rent', 'start']);
  });
});
