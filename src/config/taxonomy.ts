/**
 * Fixed vocabularies that shape URLs: calculator landing pages, contact types, blog and FAQ categories.
 * Slugs live here once; titles and descriptions are translated in messages (namespaces calculatorSlugs,
 * blogCategories, faqCategories, contactTypes).
 */
import { SITE } from './site';
import type { Locale } from '@/i18n/routes';

const product = SITE.brand.toLowerCase();

/**
 * Calculator landing pages under the mortgage calculator path (spec section 2). The position in this list is
 * what the language switch keeps: the n-th German page maps to the n-th English page. `tab` is the default
 * calculator tab: 0 financing overview, 1 loan and monthly payment, 2 interest rates by fixation,
 * 3 repayment schedule.
 */
export const CALCULATOR_SLUGS = [
  { id: 'homeLoan', slug: { de: 'hypothekenrechner', en: 'home-loan-calculator-germany' }, tab: 1 },
  { id: 'repayment', slug: { de: 'tilgungsrechner', en: 'mortgage-repayment-calculator-germany' }, tab: 3 },
  { id: 'interestRate', slug: { de: 'bauzinsrechner', en: 'mortgage-interest-rate-calculator-germany' }, tab: 2 },
  { id: 'financing', slug: { de: 'finanzierungsrechner', en: 'house-financing-calculator-germany' }, tab: 0 },
  { id: 'houseLoan', slug: { de: 'hauskreditrechner', en: 'credit-loan-calculator-germany' }, tab: 1 },
  { id: 'loan', slug: { de: 'darlehensrechner', en: 'emi-calculator-for-germany' }, tab: 3 },
] as const satisfies readonly { id: string; slug: Record<Locale, string>; tab: 0 | 1 | 2 | 3 }[];

export type CalculatorSlugId = (typeof CALCULATOR_SLUGS)[number]['id'];

export function calculatorBySlug(locale: Locale, slug: string) {
  return CALCULATOR_SLUGS.find((c) => c.slug[locale] === slug);
}

/** Ways to meet an advisor. The URL segment is the same in both locales (spec: "termin/... same three"). */
export const CONTACT_TYPES = ['phone', 'video', 'short-video', 'office'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export function isContactType(value: string): value is ContactType {
  return (CONTACT_TYPES as readonly string[]).includes(value);
}

/** Blog categories in listing order (spec section 2). `pension` is not listed in English. */
export const BLOG_CATEGORIES = [
  { id: 'homebuyingBasics', code: 'hb', order: 1, slug: { en: 'homebuying-basics', de: 'hauskauf-grundlagen' }, color: '#1d6b57', listed: { de: true, en: true } },
  { id: 'propertySearch', code: 'im', order: 2, slug: { en: 'property-search', de: 'immobiliensuche' }, color: '#2f5f98', listed: { de: true, en: true } },
  { id: 'mortgageFundamentals', code: 'fb', order: 3, slug: { en: 'mortgage-fundamentals', de: 'finanzierungsgrundlagen' }, color: '#8a4b08', listed: { de: true, en: true } },
  { id: 'mortgageAdvanced', code: 'tp', order: 4, slug: { en: 'mortgage-advanced', de: 'erweiterte-fortgeschritten' }, color: '#6b3fa0', listed: { de: true, en: true } },
  { id: 'customerStories', code: 'ks', order: 5, slug: { en: 'customer-stories', de: 'kundengeschichten' }, color: '#a3324a', listed: { de: true, en: true } },
  { id: 'insurances', code: 'in', order: 6, slug: { en: 'insurances', de: 'versicherung' }, color: '#33691e', listed: { de: true, en: true } },
  { id: 'marketNews', code: 'mn', order: 7, slug: { en: 'market-news', de: 'marktnews' }, color: '#00579b', listed: { de: true, en: true } },
  { id: 'pension', code: 'rt', order: 8, slug: { en: 'pension', de: 'rente' }, color: '#5d4037', listed: { de: true, en: false } },
] as const;

export type BlogCategoryId = (typeof BLOG_CATEGORIES)[number]['id'];

export function blogCategoryBySlug(locale: Locale, slug: string) {
  // The German market news category was also published as "marketnews"; accept both.
  if (locale === 'de' && slug === 'marketnews') slug = 'marktnews';
  return BLOG_CATEGORIES.find((c) => c.slug[locale] === slug);
}

/** FAQ categories with their two-letter codes (spec section 2). */
export const FAQ_CATEGORIES = [
  { id: 'about', code: 'ah', slug: { en: `about-${product}`, de: `ueber-${product}` } },
  { id: 'applyForMortgage', code: 'am', slug: { en: 'apply-for-mortgage', de: 'baufinanzierung-beantragen' } },
  { id: 'exploringOptions', code: 'eo', slug: { en: 'exploring-my-options', de: 'moeglichkeiten-fortgeschritten' } },
  { id: 'gettingStarted', code: 'gs', slug: { en: 'getting-started', de: 'moeglichkeiten-erkunden' } },
  { id: 'handyDefinitions', code: 'hd', slug: { en: 'handy-definitions', de: 'glossar' } },
  { id: 'mortgageFundamentals', code: 'mf', slug: { en: 'mortgage-fundamentals', de: 'grundlagen-baufinanzierung' } },
  { id: 'mortgageRates', code: 'mr', slug: { en: 'mortgage-rates', de: 'baufinanzierung-vergleich' } },
  { id: 'whatSpecial', code: 'ws', slug: { en: `what-special-${product}`, de: `${product}-beratung` } },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];

export function faqCategoryBySlug(locale: Locale, slug: string) {
  return FAQ_CATEGORIES.find((c) => c.slug[locale] === slug);
}
export function faqCategoryByCode(code: string) {
  return FAQ_CATEGORIES.find((c) => c.code === code);
}

/**
 * The seeded cities with a property page per type (issue 25: `/de/wohnung-kaufen-<city>`, `/de/haus-kaufen-<city>`):
 * those with a sourced price level of that type in vendor/price-levels/*.csv (city ids of engine/geo/cities). A
 * unit test keeps the lists equal to the files. The pages themselves follow the database
 * (features/properties/city-pages.ts: statistics or listings of the type), so an import adds cities; these lists
 * serve where no database is asked (the route tests, the build).
 */
export const PROPERTY_CITY_PAGES = {
  apartment: [
    'augsburg', 'berlin', 'bielefeld', 'bochum', 'bonn', 'braunschweig', 'bremen', 'chemnitz', 'darmstadt', 'dortmund', 'dresden',
    'duesseldorf', 'duisburg', 'erfurt', 'erlangen', 'essen', 'frankfurt-am-main', 'freiburg-im-breisgau', 'fuerth', 'gelsenkirchen', 'hagen',
    'halle-saale', 'hamburg', 'hamm', 'hannover', 'heidelberg', 'herne', 'ingolstadt', 'karlsruhe', 'kassel', 'kiel', 'koeln', 'krefeld',
    'leipzig', 'leverkusen', 'luebeck', 'magdeburg', 'mainz', 'mannheim', 'muelheim-an-der-ruhr', 'muenchen', 'muenster', 'neuss', 'nuernberg',
    'oberhausen', 'offenbach-am-main', 'oldenburg', 'osnabrueck', 'potsdam', 'regensburg', 'rostock', 'saarbruecken', 'solingen', 'stuttgart',
    'wiesbaden', 'wuerzburg', 'wuppertal',
  ],
  house: [
    'berlin', 'dortmund', 'dresden', 'duisburg', 'essen', 'frankfurt-am-main', 'freiburg-im-breisgau', 'halle-saale', 'hamburg', 'koeln',
    'leipzig', 'magdeburg', 'muenchen', 'muenster', 'wuppertal',
  ],
} as const satisfies Record<'apartment' | 'house', readonly string[]>;

export type PropertyCityType = keyof typeof PROPERTY_CITY_PAGES;

export function hasPropertyCityPage(type: PropertyCityType, cityId: string): boolean {
  return (PROPERTY_CITY_PAGES[type] as readonly string[]).includes(cityId);
}
