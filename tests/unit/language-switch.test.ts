/**
 * The language switch and hreflang alternates (spec section 2 "Header and navigation", section 8 "Locale
 * switch errors: empty link"). One labelled case per rule; expected paths are written out from the spec's
 * route table, not computed with the code under test.
 */
import { describe, expect, test } from 'vitest';
import { switchLocale } from '@/i18n/paths';
import { alternatesFor } from '@/i18n/links';
import type { Locale } from '@/i18n/routes';

interface Case {
  label: string;
  from: string;
  to: Locale;
  expected: string;
}

const check = ({ from, to, expected }: Case) => {
  expect(switchLocale(from, to)).toEqual({ href: expected, external: false });
};

/** Both directions of a pair of paths that are the same page. */
function pairs(label: string, list: [de: string, en: string][]): Case[] {
  return list.flatMap(([de, en]) => [
    { label: `${label}: ${de}`, from: de, to: 'en' as const, expected: en },
    { label: `${label}: ${en}`, from: en, to: 'de' as const, expected: de },
  ]);
}

describe('region and city pages use their counterpart in the other locale', () => {
  test.each<Case>([
    ...pairs('rates region', [
      ['/de/baufinanzierung/bayern', '/en/mortgage-rates-germany/bavaria'],
      ['/de/baufinanzierung/nordrhein-westfalen', '/en/mortgage-rates-germany/north-rhine-westphalia'],
      ['/de/baufinanzierung/thueringen', '/en/mortgage-rates-germany/thuringia'],
    ]),
    ...pairs('rates city', [
      ['/de/baufinanzierung/bayern/muenchen', '/en/mortgage-rates-germany/bavaria/munich'],
      ['/de/baufinanzierung/nordrhein-westfalen/koeln', '/en/mortgage-rates-germany/north-rhine-westphalia/cologne'],
      ['/de/baufinanzierung/hessen/frankfurt-am-main', '/en/mortgage-rates-germany/hesse/frankfurt'],
      ['/de/baufinanzierung/niedersachsen/braunschweig', '/en/mortgage-rates-germany/lower-saxony/brunswick'],
    ]),
    ...pairs('broker region', [['/de/baufinanzierung-vergleich/hessen', '/en/mortgage-broker-germany/hesse']]),
    ...pairs('broker city', [
      ['/de/baufinanzierung-vergleich/nordrhein-westfalen/koeln', '/en/mortgage-broker-germany/north-rhine-westphalia/cologne'],
      ['/de/baufinanzierung-vergleich/bayern/nuernberg', '/en/mortgage-broker-germany/bavaria/nuremberg'],
    ]),
    { label: 'rates overview: /de/baufinanzierung', from: '/de/baufinanzierung', to: 'en', expected: '/en/mortgage-rates-germany' },
    { label: 'broker overview: /en/mortgage-broker-germany', from: '/en/mortgage-broker-germany', to: 'de', expected: '/de/baufinanzierung-vergleich' },
  ])('$label → $expected', check);

  test.each<Case>([
    { label: 'unknown region on a rates path', from: '/en/mortgage-rates-germany/atlantis', to: 'de', expected: '' },
    { label: 'unknown city on a rates path', from: '/de/baufinanzierung/bayern/atlantis', to: 'en', expected: '' },
    { label: 'German region slug under the English path', from: '/en/mortgage-rates-germany/bayern', to: 'de', expected: '' },
    { label: 'unknown region on a broker path', from: '/de/baufinanzierung-vergleich/atlantis', to: 'en', expected: '' },
  ])('$label → empty link $expected', check);
});

describe('calculator pages map to the same-position calculator', () => {
  // Spec section 2 "Calculator landing pages": the n-th German page is the n-th English page.
  test.each<Case>(
    pairs('calculator', [
      ['/de/baufinanzierungsrechner/hypothekenrechner', '/en/german-mortgage-calculator/home-loan-calculator-germany'],
      ['/de/baufinanzierungsrechner/tilgungsrechner', '/en/german-mortgage-calculator/mortgage-repayment-calculator-germany'],
      ['/de/baufinanzierungsrechner/bauzinsrechner', '/en/german-mortgage-calculator/mortgage-interest-rate-calculator-germany'],
      ['/de/baufinanzierungsrechner/finanzierungsrechner', '/en/german-mortgage-calculator/house-financing-calculator-germany'],
      ['/de/baufinanzierungsrechner/hauskreditrechner', '/en/german-mortgage-calculator/credit-loan-calculator-germany'],
      ['/de/baufinanzierungsrechner/darlehensrechner', '/en/german-mortgage-calculator/emi-calculator-for-germany'],
      ['/de/baufinanzierungsrechner', '/en/german-mortgage-calculator'],
      ['/de/immobilienkreditrechner', '/en/mortgage-calculators'],
      ['/de/altersvorsorge-rechner', '/en/retirement-calculator-germany'],
      ['/de/mieten-oder-kaufen-rechner.ia', '/en/rent-or-buy-in-germany.ia'],
    ]),
  )('$label → $expected', check);

  test.each<Case>([
    { label: 'unknown calculator slug', from: '/de/baufinanzierungsrechner/gibt-es-nicht', to: 'en', expected: '' },
  ])('$label → empty link $expected', check);
});

describe('FAQ pages map the category code to the other slug', () => {
  // Spec section 2 "Blog and FAQ": FAQ category slugs English / German ({product} = hauslotse).
  test.each<Case>(
    pairs('FAQ category', [
      ['/de/baufinanzierung-faq/ueber-hauslotse', '/en/mortgage-faqs/about-hauslotse'],
      ['/de/baufinanzierung-faq/baufinanzierung-beantragen', '/en/mortgage-faqs/apply-for-mortgage'],
      ['/de/baufinanzierung-faq/moeglichkeiten-fortgeschritten', '/en/mortgage-faqs/exploring-my-options'],
      ['/de/baufinanzierung-faq/moeglichkeiten-erkunden', '/en/mortgage-faqs/getting-started'],
      ['/de/baufinanzierung-faq/glossar', '/en/mortgage-faqs/handy-definitions'],
      ['/de/baufinanzierung-faq/grundlagen-baufinanzierung', '/en/mortgage-faqs/mortgage-fundamentals'],
      ['/de/baufinanzierung-faq/baufinanzierung-vergleich', '/en/mortgage-faqs/mortgage-rates'],
      ['/de/baufinanzierung-faq/hauslotse-beratung', '/en/mortgage-faqs/what-special-hauslotse'],
      ['/de/baufinanzierung-faq', '/en/mortgage-faqs'],
    ]),
  )('$label → $expected', check);

  test.each<Case>([
    { label: 'English article → German category', from: '/en/mortgage-faqs/handy-definitions/what-is-a-land-charge.hd', to: 'de', expected: '/de/baufinanzierung-faq/glossar' },
    { label: 'German article → English category', from: '/de/baufinanzierung-faq/baufinanzierung-beantragen/welche-unterlagen-brauche-ich.am', to: 'en', expected: '/en/mortgage-faqs/apply-for-mortgage' },
    { label: 'German article about the brand → English category', from: '/de/baufinanzierung-faq/ueber-hauslotse/wer-ist-hauslotse.ah', to: 'en', expected: '/en/mortgage-faqs/about-hauslotse' },
  ])('$label → $expected', check);
});

describe('blog pages go to the other blog', () => {
  test.each<Case>([
    ...pairs('blog index', [['/de/ratgeber', '/en/mortgage-tips']]),
    // Categories listed in both languages map exactly.
    ...pairs('blog category', [
      ['/de/ratgeber/hauskauf-grundlagen', '/en/mortgage-tips/homebuying-basics'],
      ['/de/ratgeber/immobiliensuche', '/en/mortgage-tips/property-search'],
      ['/de/ratgeber/finanzierungsgrundlagen', '/en/mortgage-tips/mortgage-fundamentals'],
      ['/de/ratgeber/erweiterte-fortgeschritten', '/en/mortgage-tips/mortgage-advanced'],
      ['/de/ratgeber/kundengeschichten', '/en/mortgage-tips/customer-stories'],
      ['/de/ratgeber/versicherung', '/en/mortgage-tips/insurances'],
      ['/de/ratgeber/marktnews', '/en/mortgage-tips/market-news'],
    ]),
    { label: "German 'marketnews' spelling", from: '/de/ratgeber/marketnews', to: 'en', expected: '/en/mortgage-tips/market-news' },
    { label: 'German-only pension category (rente) → English blog index', from: '/de/ratgeber/rente', to: 'en', expected: '/en/mortgage-tips' },
    { label: 'pension category → German pension category (listed in German)', from: '/en/mortgage-tips/pension', to: 'de', expected: '/de/ratgeber/rente' },
    { label: 'unknown blog category → other blog index', from: '/en/mortgage-tips/no-such-category', to: 'de', expected: '/de/ratgeber' },
    { label: 'German article → English blog index', from: '/de/ratgeber/finanzierungsgrundlagen/eigenkapital-richtig-einsetzen.afb', to: 'en', expected: '/en/mortgage-tips' },
    { label: 'English article → German blog index', from: '/en/mortgage-tips/market-news/rates-outlook.add', to: 'de', expected: '/de/ratgeber' },
  ])('$label → $expected', check);
});

describe('unknown paths fall back to the calculators page of the target locale', () => {
  test.each<Case>([
    { label: 'unknown German path', from: '/de/gibt-es-nicht', to: 'en', expected: '/en/mortgage-calculators' },
    { label: 'unknown English path', from: '/en/no-such-page', to: 'de', expected: '/de/immobilienkreditrechner' },
    { label: 'English slug under the German locale', from: '/de/about', to: 'en', expected: '/en/mortgage-calculators' },
    { label: 'path without a locale', from: '/about', to: 'de', expected: '/de/immobilienkreditrechner' },
  ])('$label → $expected', check);
});

describe('full URLs navigate for real', () => {
  test.each([
    { label: 'https://www.hauslotse.de/de/ueber-uns', to: 'en' as const, expected: { href: 'https://www.hauslotse.de/en/about', external: true } },
    { label: 'https://www.hauslotse.de/en/mortgage-rates-germany/bavaria/munich', to: 'de' as const, expected: { href: 'https://www.hauslotse.de/de/baufinanzierung/bayern/muenchen', external: true } },
    { label: 'http://localhost:3000/de/impressum', to: 'en' as const, expected: { href: 'http://localhost:3000/en/imprint', external: true } },
    { label: 'https://www.hauslotse.de/de/gibt-es-nicht', to: 'en' as const, expected: { href: 'https://www.hauslotse.de/en/mortgage-calculators', external: true } },
    { label: 'https://www.hauslotse.de/en/mortgage-rates-germany/atlantis', to: 'de' as const, expected: { href: '', external: true } },
  ])('$label → $expected.href', ({ label, to, expected }) => {
    expect(switchLocale(label, to)).toEqual(expected);
  });
});

describe('static and appointment pages', () => {
  test.each<Case>(
    pairs('page', [
      ['/de', '/en'],
      ['/de/impressum', '/en/imprint'],
      ['/de/ueber-uns', '/en/about'],
      ['/de/agb', '/en/terms'],
      ['/de/datenschutz', '/en/privacy'],
      ['/de/service', '/en/service'],
      ['/de/termin', '/en/appointment'],
      ['/de/termin/phone', '/en/appointment/phone'],
      ['/de/termin/short-video', '/en/appointment/short-video'],
      ['/de/termin/phone/bestaetigung', '/en/appointment/phone/confirm'],
      ['/de/termin/video/bestaetigt', '/en/appointment/video/confirmation'],
      ['/de/anschlussfinanzierung-termin', '/en/refinance-appointment'],
      ['/de/konto/empfehlen', '/en/account/refer'],
      ['/de/konto/immobilien-suche', '/en/account/property-search'],
      ['/de/lp-2/immobilienfinanzierung-anfragen', '/en/lp-2/request-property-financing'],
    ]),
  )('$label → $expected', check);

  test.each<Case>([
    { label: 'trailing slash', from: '/de/ueber-uns/', to: 'en', expected: '/en/about' },
    { label: 'same locale keeps the page', from: '/de/impressum', to: 'de', expected: '/de/impressum' },
    { label: 'unknown contact type', from: '/de/termin/brieftaube', to: 'en', expected: '' },
  ])('$label → $expected', check);
});

describe('alternatesFor: canonical URL and hreflang', () => {
  test.each([
    {
      label: 'about (de)',
      args: ['about', 'de', {}] as const,
      expected: { canonical: '/de/ueber-uns', languages: { de: '/de/ueber-uns', en: '/en/about', 'x-default': '/de/ueber-uns' } },
    },
    {
      label: 'about (en)',
      args: ['about', 'en', {}] as const,
      expected: { canonical: '/en/about', languages: { de: '/de/ueber-uns', en: '/en/about', 'x-default': '/de/ueber-uns' } },
    },
    {
      label: 'home (en)',
      args: ['index', 'en', {}] as const,
      expected: { canonical: '/en', languages: { de: '/de', en: '/en', 'x-default': '/' } },
    },
    {
      label: 'city rates page (en)',
      args: ['mortgage-rates-region-city', 'en', { region: 'bavaria', city: 'munich' }] as const,
      expected: {
        canonical: '/en/mortgage-rates-germany/bavaria/munich',
        languages: { de: '/de/baufinanzierung/bayern/muenchen', en: '/en/mortgage-rates-germany/bavaria/munich', 'x-default': '/de/baufinanzierung/bayern/muenchen' },
      },
    },
    {
      label: 'calculator slug page (de)',
      args: ['calculators-slug', 'de', { slug: 'tilgungsrechner' }] as const,
      expected: {
        canonical: '/de/baufinanzierungsrechner/tilgungsrechner',
        languages: {
          de: '/de/baufinanzierungsrechner/tilgungsrechner',
          en: '/en/german-mortgage-calculator/mortgage-repayment-calculator-germany',
          'x-default': '/de/baufinanzierungsrechner/tilgungsrechner',
        },
      },
    },
    {
      label: 'FAQ category (en)',
      args: ['mortgage-faqs-category', 'en', { category: 'handy-definitions' }] as const,
      expected: {
        canonical: '/en/mortgage-faqs/handy-definitions',
        languages: { de: '/de/baufinanzierung-faq/glossar', en: '/en/mortgage-faqs/handy-definitions', 'x-default': '/de/baufinanzierung-faq/glossar' },
      },
    },
    {
      label: 'German-only blog category (no English alternate)',
      args: ['blog-category', 'de', { category: 'rente' }] as const,
      expected: { canonical: '/de/ratgeber/rente', languages: { de: '/de/ratgeber/rente', 'x-default': '/de/ratgeber/rente' } },
    },
    {
      label: 'blog article (no counterpart by rule)',
      args: ['blog-slug-categoryCode', 'en', { category: 'market-news', article: 'rates-outlook.add' }] as const,
      expected: {
        canonical: '/en/mortgage-tips/market-news/rates-outlook.add',
        languages: { en: '/en/mortgage-tips/market-news/rates-outlook.add', 'x-default': '/en/mortgage-tips/market-news/rates-outlook.add' },
      },
    },
  ])('$label → $expected.canonical', ({ args, expected }) => {
    expect(alternatesFor(args[0], args[1], { ...args[2] })).toEqual(expected);
  });
});
