/**
 * The route table (src/i18n/routes.ts) and the path arithmetic on it (src/i18n/paths.ts): every page of the
 * site has one name, one message namespace and one path per locale, and every public path leads back to the
 * page it was built for. Spec section 2 "Public and account routes", "Calculator landing pages".
 */
import { describe, expect, test } from 'vitest';
import { LOCALES, ROUTES, routeByName, type Locale, asRouteName } from '@/i18n/routes';
import { enumerateRoutePaths, localizedPath, matchPath } from '@/i18n/paths';
import { permanentRedirectTarget } from '@/i18n/redirects';
import { hrefFor } from '@/i18n/links';
import { MENU, menuFor, type MenuItem } from '@/config/menu';
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const v of values) (seen.has(v) ? dupes : seen).add(v);
  return [...dupes];
}

/** A pattern with the parameter names erased: '/termin/[contactType]' and '/termin/[type]' are the same URL shape. */
const shape = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, '[]');

const ENUMERATED = enumerateRoutePaths();

describe('route table', () => {
  test.each([
    { label: 'route names', values: ROUTES.map((r) => r.name), expected: [] },
    { label: 'message keys (pages.<key>)', values: ROUTES.map((r) => r.key), expected: [] },
    { label: 'internal pathnames', values: ROUTES.map((r) => r.internal), expected: [] },
  ])('$label are unique → duplicates $expected', ({ values, expected }) => {
    expect(duplicates(values)).toEqual(expected);
  });

  test.each(ROUTES.map((route) => ({ label: route.name, route, expected: 'a path in de and en' })))(
    '$label → $expected',
    ({ route }) => {
      for (const locale of LOCALES) {
        const path = route.paths[locale];
        expect(path, `${route.name} ${locale}`).toMatch(/^\//);
        expect(path, `${route.name} ${locale}: no trailing slash`).toMatch(/^\/$|[^/]$/);
        expect(shape(path), `${route.name} ${locale}: no whitespace or upper case`).not.toMatch(/[\sA-Z]/);
      }
    },
  );

  test.each(LOCALES.map((locale) => ({ label: `patterns in ${locale}`, locale, expected: [] })))(
    '$label are unique → duplicates $expected',
    ({ locale, expected }) => {
      expect(duplicates(ROUTES.map((r) => shape(r.paths[locale])))).toEqual(expected);
    },
  );

  test('every route is enumerated at least once, except article, author and opening routes (their paths come from content), listings, the back office\'s lead pages and the partner widgets (from the database)', () => {
    const enumerated = new Set(ENUMERATED.map((e) => e.route.name));
    const missing = ROUTES.map((r) => r.name).filter((n) => !enumerated.has(n));
    expect(missing.sort()).toEqual(['blog-author', 'blog-slug-categoryCode', 'careers-opening', 'mortgage-faqs-category-slug-categoryCode', 'properties-listing', 'staff-lead', 'widget']);
  });

  test('enumerated paths are unique', () => {
    const all = ENUMERATED.flatMap((e) => LOCALES.map((l) => e.paths[l]));
    expect(duplicates(all)).toEqual([]);
  });
});

describe('every enumerated path matches back to its route and parameters', () => {
  const cases = ENUMERATED.flatMap(({ route, paths }) =>
    LOCALES.map((locale) => ({ label: paths[locale], path: paths[locale], locale, expected: route.name })),
  );

  test.each(cases)('$label → $expected', ({ path, locale, expected }) => {
    const match = matchPath(path);
    expect(match?.route.name).toBe(expected);
    expect(match?.locale).toBe(locale);
    // The matched parameters rebuild exactly the same path.
    expect(localizedPath(asRouteName(match!.route.name), locale, match!.params)).toBe(path);
  });

  test.each([
    { label: '/de/baufinanzierung/bayern/muenchen', expected: { name: 'mortgage-rates-region-city', params: { region: 'bayern', city: 'muenchen' } } },
    { label: '/en/mortgage-broker-germany/hesse/frankfurt', expected: { name: 'mortgage-broker-region-city', params: { region: 'hesse', city: 'frankfurt' } } },
    { label: '/en/german-mortgage-calculator/emi-calculator-for-germany', expected: { name: 'calculators-slug', params: { slug: 'emi-calculator-for-germany' } } },
    { label: '/de/termin/short-video/bestaetigung', expected: { name: 'appointment-confirm', params: { contactType: 'short-video' } } },
    { label: '/en/appointment/video/confirmation', expected: { name: 'appointment-slug-confirmation', params: { contactType: 'video' } } },
    { label: '/de/baufinanzierung-faq/glossar/was-ist-eine-grundschuld.hd', expected: { name: 'mortgage-faqs-category-slug-categoryCode', params: { category: 'glossar', article: 'was-ist-eine-grundschuld.hd' } } },
    { label: '/de/ueber-uns/', expected: { name: 'about', params: {} } },
    { label: '/de/ueber-uns?ref=footer', expected: { name: 'about', params: {} } },
    { label: '/en', expected: { name: 'index', params: {} } },
  ])('$label → $expected.name', ({ label, expected }) => {
    const match = matchPath(label);
    expect(match && { name: match.route.name, params: match.params }).toEqual(expected);
  });

  test.each([
    { label: 'unknown page', path: '/de/gibt-es-nicht', expected: null },
    { label: 'unsupported locale', path: '/fr/about', expected: null },
    { label: 'no locale', path: '/about', expected: null },
    { label: 'English path under the German locale', path: '/de/about', expected: null },
    { label: 'too many segments', path: '/de/baufinanzierung/bayern/muenchen/extra', expected: null },
    { label: 'malformed percent-encoding', path: '/de/baufinanzierung/%E0%A4%A', expected: null },
  ])('$label → $expected', ({ path, expected }) => {
    expect(matchPath(path)).toBe(expected);
  });
});

describe('enumerated parameter pages', () => {
  // Spec section 2 "Calculator landing pages", in order.
  const SPEC_CALCULATORS = {
    de: ['hypothekenrechner', 'tilgungsrechner', 'bauzinsrechner', 'finanzierungsrechner', 'hauskreditrechner', 'darlehensrechner'],
    en: [
      'home-loan-calculator-germany',
      'mortgage-repayment-calculator-germany',
      'mortgage-interest-rate-calculator-germany',
      'house-financing-calculator-germany',
      'credit-loan-calculator-germany',
      'emi-calculator-for-germany',
    ],
  } satisfies Record<Locale, string[]>;

  test.each([
    { label: 'German calculator slug pages', locale: 'de' as const, expected: SPEC_CALCULATORS.de.map((s) => `/de/baufinanzierungsrechner/${s}`) },
    { label: 'English calculator slug pages', locale: 'en' as const, expected: SPEC_CALCULATORS.en.map((s) => `/en/german-mortgage-calculator/${s}`) },
  ])('$label → $expected', ({ locale, expected }) => {
    const paths = ENUMERATED.filter((e) => e.route.name === 'calculators-slug').map((e) => e.paths[locale]);
    expect(paths).toEqual(expected);
  });

  test('there are 16 federal states', () => {
    expect(REGIONS).toHaveLength(16);
  });

  const families = [
    { family: 'rates', region: 'mortgage-rates-region', city: 'mortgage-rates-region-city', base: { de: '/de/baufinanzierung', en: '/en/mortgage-rates-germany' } },
    { family: 'broker', region: 'mortgage-broker-region', city: 'mortgage-broker-region-city', base: { de: '/de/baufinanzierung-vergleich', en: '/en/mortgage-broker-germany' } },
  ];

  test.each(families.flatMap((f) => LOCALES.map((l) => ({ label: `${f.family} region pages (${l})`, f, l, expected: 16 }))))(
    '$label → $expected pages, one per state',
    ({ f, l, expected }) => {
      const paths = ENUMERATED.filter((e) => e.route.name === f.region).map((e) => e.paths[l]);
      expect(paths).toHaveLength(expected);
      expect(new Set(paths)).toEqual(new Set(REGIONS.map((r) => `${f.base[l]}/${r.slug[l]}`)));
    },
  );

  test.each(families.flatMap((f) => LOCALES.map((l) => ({ label: `${f.family} city pages (${l})`, f, l, expected: CITIES.length }))))(
    '$label → $expected pages, each under its own state',
    ({ f, l, expected }) => {
      const paths = ENUMERATED.filter((e) => e.route.name === f.city).map((e) => e.paths[l]);
      expect(paths).toHaveLength(expected);
      const expectedPaths = CITIES.map((c) => {
        const region = REGIONS.find((r) => r.code === c.state);
        expect(region, `${c.id} has a known state`).toBeDefined();
        return `${f.base[l]}/${region!.slug[l]}/${c.slug[l]}`;
      });
      expect(new Set(paths)).toEqual(new Set(expectedPaths));
    },
  );

  test.each([
    { label: 'Munich (en)', path: '/en/mortgage-rates-germany/bavaria/munich', expected: true },
    { label: 'Köln (de)', path: '/de/baufinanzierung-vergleich/nordrhein-westfalen/koeln', expected: true },
    { label: 'Frankfurt am Main (de)', path: '/de/baufinanzierung/hessen/frankfurt-am-main', expected: true },
    { label: 'Munich under the wrong state', path: '/en/mortgage-rates-germany/hesse/munich', expected: false },
  ])('$label enumerated → $expected', ({ path, expected }) => {
    const all = new Set(ENUMERATED.flatMap((e) => LOCALES.map((l) => e.paths[l])));
    expect(all.has(path)).toBe(expected);
  });
});

describe('permanent redirects (301)', () => {
  test.each([
    { label: '/en/pension-gap-calculator', expected: '/en/retirement-calculator-germany' },
    { label: '/en/pension-gap-calculator/', expected: '/en/retirement-calculator-germany' },
    { label: '/de/pension-gap-calculator', expected: '/de/altersvorsorge-rechner' },
    { label: '/de/pension-gap-calculator/', expected: '/de/altersvorsorge-rechner' },
    { label: '/de/rentenluecke-rechner', expected: '/de/altersvorsorge-rechner' },
    { label: '/de/rentenluecke-rechner/', expected: '/de/altersvorsorge-rechner' },
    { label: '/en/rentenluecke-rechner', expected: null },
    { label: '/pension-gap-calculator', expected: null },
    { label: '/de/altersvorsorge-rechner', expected: null },
    { label: '/en/retirement-calculator-germany', expected: null },
    { label: '/de/pension-gap-calculator/extra', expected: null },
    { label: '/de', expected: null },
    { label: '/', expected: null },
  ])('$label → $expected', ({ label, expected }) => {
    expect(permanentRedirectTarget(label)).toBe(expected);
  });

  test.each(LOCALES.map((l) => ({ label: `${l} redirect target`, l, expected: 'retirement-calculator' })))(
    '$label is a page of the route table → $expected',
    ({ l, expected }) => {
      const target = permanentRedirectTarget(`/${l}/pension-gap-calculator`);
      expect(matchPath(target!)?.route.name).toBe(expected);
    },
  );
});

describe('menu', () => {
  test.each(LOCALES.map((l) => ({ label: l, l, expected: ['appointment', 'calculators', 'blog', 'faqs', 'properties'] })))(
    'menu $label contains the spec items → $expected',
    ({ l, expected }) => {
      const keys = menuFor(l).map((i) => i.langKey);
      for (const key of expected) expect(keys).toContain(key);
    },
  );

  test('an item without a link in a locale is hidden in that locale only', () => {
    const englishOnly: MenuItem = { langKey: 'testEnglishOnly', routeName: 'careers', links: { en: { route: 'careers' } } };
    MENU.push(englishOnly);
    try {
      expect(menuFor('de').map((i) => i.langKey)).not.toContain('testEnglishOnly');
      expect(menuFor('en').map((i) => i.langKey)).toContain('testEnglishOnly');
    } finally {
      MENU.splice(MENU.indexOf(englishOnly), 1);
    }
  });

  const links = LOCALES.flatMap((l) =>
    menuFor(l).flatMap((item) => [
      { label: `${l} ${item.langKey}`, l, link: item.links[l]!, expected: item.routeName },
      ...(item.submenu?.[l] ?? []).map((entry) => ({ label: `${l} ${item.langKey} › ${entry.titleKey}`, l, link: entry.link, expected: entry.link.route! })),
    ]),
  );

  test.each(links)('$label links to a page of route $expected', ({ l, link, expected }) => {
    const href = hrefFor(link, l);
    const match = matchPath(href);
    expect(match?.route.name, href).toBe(expected);
    expect(match?.locale).toBe(l);
  });

  test.each(MENU.map((item) => ({ label: item.langKey, item, expected: Boolean(item.restricted) })))(
    '$label restricted → $expected, and restricted exactly when it points into the account area',
    ({ item, expected }) => {
      const route = routeByName(item.routeName);
      expect(Boolean(route.restricted)).toBe(expected);
      expect(route.name.startsWith('account')).toBe(expected);
      if (expected) {
        expect(localizedPath(asRouteName(route.name), 'en')).toMatch(/^\/en\/account(\/|$)/);
        expect(localizedPath(asRouteName(route.name), 'de')).toMatch(/^\/de\/konto(\/|$)/);
      }
    },
  );

  test.each([
    { label: 'properties', key: 'properties', expected: true },
    { label: 'calculators', key: 'calculators', expected: false },
  ])('$label flagged new → $expected', ({ key, expected }) => {
    expect(Boolean(MENU.find((i) => i.langKey === key)?.isNew)).toBe(expected);
  });
});
