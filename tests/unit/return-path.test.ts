/**
 * Where a login returns to (issue 48, part 7): the page that required it, with its query (the financing certificate's
 * prefill from a listing), and never anywhere else: a hostile `next` falls back to the account (security reference,
 * open redirects).
 */
import { describe, expect, test } from 'vitest';
import { landingPath, loginRouteFor } from '@/features/auth/http';
import { MAX_RETURN_PATH, returnPathOf, safeReturnPath } from '@/features/auth/return-path';
import { certificatePrefillQuery } from '@/features/certificates';

const CERTIFICATE_DE = '/de/konto/finanzierungszertifikat';
const PREFILL = `?${certificatePrefillQuery({ price: 385_000, zip: '80331', city: 'München', savings: 60_000 })}`;

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('safeReturnPath: only a page of this site in the visitor\'s language', () => {
  test.each([
    [`${CERTIFICATE_DE}${PREFILL}`, 'de'],
    [CERTIFICATE_DE, 'de'],
    ['/de/konto', 'de'],
    ['/de/konto/profil', 'de'],
    ['/en/account/financing-certificate?price=385000&prop_zip=80331', 'en'],
    ['/en/account/affordability?saveLogin=1&kind=budget', 'en'],
  ] as const)('%s (%s) is kept as it is', (path, locale) => {
    expect(safeReturnPath(path, locale)).toBe(path);
  });

  test.each([
    ['//evil.com'],
    ['//evil.com/de/konto'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\\/evil.com/de/konto'],
    ['https://evil.com'],
    ['https://evil.com/de/konto'],
    ['http:/de/konto'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)//de/konto'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/%2F%2Fevil.com'],
    ['/de/%2F%2Fevil.com'],
    ['/de/%5Cevil.com'],
    ['/%5C%5Cevil.com'],
    ['/de/konto/%2e%2e/%2e%2e/evil'],
    ['/de/../de/konto'],
    ['/de/./konto'],
    ['/de/konto#frag'],
    ['/de/konto\t'],
    ['/\t/evil.com'],
    ['/de/konto\n//evil.com'],
    [' /de/konto'],
    ['/de/konto?x=<script>'],
    ['de/konto'],
    ['evil.com'],
    [''],
    ['/de/gibt-es-nicht'],
    ['/xx/konto'],
    ['/en/account'],
    ['/de/anmelden'],
    ['/de/anmelden/bestaetigen?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['/de/team'],
    ['/de/team/leads'],
    [`/de/konto?x=${'a'.repeat(MAX_RETURN_PATH)}`],
  ])('%j (de) → null', (path) => {
    expect(safeReturnPath(path, 'de')).toBeNull();
  });

  test('the other language\'s path is refused for this one, and accepted for its own', () => {
    expect(safeReturnPath('/en/account/financing-certificate', 'de')).toBeNull();
    expect(safeReturnPath(`${CERTIFICATE_DE}${PREFILL}`, 'en')).toBeNull();
    expect(safeReturnPath('/en/account/financing-certificate', 'en')).toBe('/en/account/financing-certificate');
  });

  test('anything but a string → null', () => {
    for (const value of [null, undefined, 42, {}, ['/de/konto'], new File(['/de/konto'], 'next')]) expect(safeReturnPath(value, 'de')).toBeNull();
  });

  test('returnPathOf: a page\'s path with its query, as the page was asked', () => {
    expect(returnPathOf(CERTIFICATE_DE, { price: '385000', prop_zip: '80331', prop_city: 'München', savings: '60000' })).toBe(`${CERTIFICATE_DE}${PREFILL}`);
    expect(returnPathOf('/de/konto', {})).toBe('/de/konto');
    expect(returnPathOf('/de/konto', { a: ['1', '2'], b: undefined })).toBe('/de/konto?a=1&a=2');
  });
});

describe('a login asked with `next` lands there; a hostile one on the account', () => {
  test('the certificate request with its prefill: stored with the link, landed on after the login', () => {
    const stored = loginRouteFor(form({ locale: 'de', next: `${CERTIFICATE_DE}${PREFILL}` }), 'de');
    expect(stored).toBe(`${CERTIFICATE_DE}${PREFILL}`);
    expect(landingPath(stored, 'de')).toBe('/de/konto/finanzierungszertifikat?price=385000&prop_zip=80331&prop_city=M%C3%BCnchen&savings=60000');
  });

  test.each([['//evil.com'], ['/\\evil.com'], ['https://evil.com'], ['/%2F%2Fevil.com'], ['javascript:alert(1)'], ['/de/gibt-es-nicht'], ['/en/account/financing-certificate']])(
    'next=%j → nothing stored, the account',
    (next) => {
      const stored = loginRouteFor(form({ next }), 'de');
      expect(stored).toBeNull();
      expect(landingPath(stored, 'de')).toBe('/de/konto');
    },
  );

  test('a stored path is checked again on landing: another language or a tampered row lands on the account', () => {
    expect(landingPath(`${CERTIFICATE_DE}${PREFILL}`, 'en')).toBe('/en/account');
    expect(landingPath('//evil.com', 'de')).toBe('/de/konto');
    expect(landingPath('/\\evil.com', 'de')).toBe('/de/konto');
  });

  test('the property-search flow and the appointment page keep their own target, whatever `next` says', () => {
    expect(loginRouteFor(form({ flow: 'prop_search', next: CERTIFICATE_DE }), 'de')).toBe('account-property-search');
    expect(loginRouteFor(form({ route: 'appointment-slug', contactType: 'phone', next: CERTIFICATE_DE }), 'de')).toBe('appointment-slug:phone');
  });
});
