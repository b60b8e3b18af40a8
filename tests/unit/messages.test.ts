/**
 * Translations (messages/{de,en}/*.json) and static page texts (content/pages/{de,en}/*.json): both
 * languages say the same things, every page has its texts, every ICU message parses and uses the same
 * arguments in both languages, and the company facts in the imprint come from the config.
 */
import { describe, expect, test } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_FILES, messagesFor } from '@/i18n/messages';
import { LOCALES, ROUTES, type Locale } from '@/i18n/routes';
import { MENU } from '@/config/menu';
import { CHOICES as FUNNEL_CHOICES, STEPS as FUNNEL_STEPS } from '@/features/funnel/answers';
import { SITE } from '@/config/site';
import { BLOG_CATEGORIES, CALCULATOR_SLUGS, CONTACT_TYPES, FAQ_CATEGORIES } from '@/config/taxonomy';
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import { STATIC_PAGE_SLUGS, getStaticPage } from '@/features/content/static-pages';
import rawDeImprint from '@content/pages/de/imprint.json';
import rawEnImprint from '@content/pages/en/imprint.json';

type Tree = Record<string, unknown>;

/** Every leaf as [path, value]; array items are addressed by index, so arrays compare by length and item keys. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, value]];
}

function get(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

const AREAS = Object.keys(MESSAGE_FILES.de);
const MERGED: Record<Locale, Tree> = { de: messagesFor('de'), en: messagesFor('en') };

const sources = [
  ...AREAS.map((area) => ({ label: `messages/*/${area}.json`, de: MESSAGE_FILES.de[area] as Tree, en: MESSAGE_FILES.en[area] as Tree })),
  { label: 'merged messages', de: MERGED.de, en: MERGED.en },
];

describe('de and en have the same keys', () => {
  test('both locales have the same area files', () => {
    expect(Object.keys(MESSAGE_FILES.en).sort()).toEqual([...AREAS].sort());
  });

  test.each(sources.map((s) => ({ ...s, expected: 'no missing keys' })))('$label → $expected', ({ de, en }) => {
    const deKeys = new Set(leaves(de).map(([p]) => p));
    const enKeys = new Set(leaves(en).map(([p]) => p));
    expect({ onlyInGerman: [...deKeys].filter((k) => !enKeys.has(k)), onlyInEnglish: [...enKeys].filter((k) => !deKeys.has(k)) }).toEqual({
      onlyInGerman: [],
      onlyInEnglish: [],
    });
  });

  test.each(LOCALES.map((l) => ({ label: l, l, expected: [] })))('$label: a namespace lives in exactly one area file → clashes $expected', ({ l, expected }) => {
    const namespaces = Object.values(MESSAGE_FILES[l]).flatMap((file) => Object.keys(file));
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i)).toEqual(expected);
  });
});

describe('message values', () => {
  test.each(LOCALES.map((l) => ({ label: l, l, expected: [] })))('$label: every leaf is a non-empty string → offenders $expected', ({ l, expected }) => {
    const bad = leaves(MERGED[l]).filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([p]) => p);
    expect(bad).toEqual(expected);
  });

  test('fewer than 5% of the German texts are identical to the English ones', () => {
    const de = new Map(leaves(MERGED.de));
    const pairs = leaves(MERGED.en).filter(([p]) => de.has(p));
    const identical = pairs.filter(([p, v]) => de.get(p) === v).map(([p, v]) => `${p} = ${JSON.stringify(v)}`);
    expect(pairs.length).toBeGreaterThan(100);
    expect(identical.length / pairs.length, `identical in de and en:\n${identical.join('\n')}`).toBeLessThan(0.05);
  });
});

// Element types of the ICU AST (@formatjs/icu-messageformat-parser TYPE): 1 argument, 2 number, 3 date,
// 4 time, 5 select, 6 plural, 8 tag.
interface AstElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

function argumentNames(elements: AstElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') into.add(el.value);
    if (el.type === 8 && typeof el.value === 'string') into.add(`<${el.value}>`);
    for (const option of Object.values(el.options ?? {})) argumentNames(option.value, into);
    if (el.children) argumentNames(el.children, into);
  }
  return into;
}

describe('ICU messages', () => {
  const cases = LOCALES.flatMap((l) => leaves(MERGED[l]).map(([path, message]) => ({ label: `${l} ${path}`, l, message, expected: 'parses' })));

  test.each(cases)('$label → $expected', ({ l, message }) => {
    expect(() => new IntlMessageFormat(message as string, l)).not.toThrow();
  });

  const de = new Map(leaves(MERGED.de));
  const argCases = leaves(MERGED.en)
    .filter(([p, v]) => typeof v === 'string' && (v.includes('{') || String(de.get(p)).includes('{')))
    .map(([path, en]) => ({ label: path, en: en as string, de: de.get(path) as string, expected: 'same arguments in de and en' }));

  test('there are messages with arguments to compare', () => {
    expect(argCases.length).toBeGreaterThan(10);
  });

  test.each(argCases)('$label → $expected', ({ en, de: german }) => {
    const names = (m: string, l: Locale) => [...argumentNames(new IntlMessageFormat(m, l).getAst() as AstElement[])].sort();
    expect(names(german, 'de')).toEqual(names(en, 'en'));
  });
});

describe('page texts', () => {
  const routeKeys = ROUTES.map((r) => r.key);

  test.each(LOCALES.map((l) => ({ label: l, l, expected: [...routeKeys].sort() })))('$label: pages.* has exactly the route keys', ({ l, expected }) => {
    expect(Object.keys(MERGED[l].pages as Tree).sort()).toEqual(expected);
  });

  const fields = ['metaTitle', 'metaDescription', 'title', 'intro'] as const;
  test.each(LOCALES.flatMap((l) => routeKeys.map((key) => ({ label: `${l} pages.${key}`, l, key, expected: fields.join(', ') }))))(
    '$label has $expected',
    ({ l, key }) => {
      for (const field of fields) {
        const value = get(MERGED[l], `pages.${key}.${field}`);
        expect(typeof value, `pages.${key}.${field}`).toBe('string');
        expect((value as string).trim(), `pages.${key}.${field}`).not.toBe('');
      }
    },
  );

  /** The longest text a page fills into an argument, so the limit holds for every page of a route. */
  function longestValues(l: Locale, key: string): Record<string, string> {
    const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
    const m = MERGED[l];
    const titlesOf = (ns: string, field: string) => Object.values(m[ns] as Record<string, Tree>).map((v) => String(v[field]));
    return {
      region: longest(REGIONS.map((r) => r.name[l])),
      city: longest(CITIES.map((c) => c.name[l])),
      contactType: longest(titlesOf('contactTypes', 'name')),
      category: longest(key.startsWith('faq') ? titlesOf('faqCategories', 'title') : titlesOf('blogCategories', 'title')),
      // Articles bring their titles from the content (not bounded here); calculator pages use their own
      // calculatorSlugs.<id>.metaTitle / metaDescription (checked below), not the pages.calculatorSlug fallback.
      title: '',
      // The demo authors' names (content/authors): the longest is 14 characters.
      author: 'Miriam Schulz.',
      brand: SITE.brand,
    };
  }

  const limits = [
    { field: 'metaTitle', max: 70 },
    { field: 'metaDescription', max: 170 },
  ];
  const limitCases = LOCALES.flatMap((l) =>
    routeKeys.flatMap((key) => limits.map(({ field, max }) => ({ label: `${l} pages.${key}.${field}`, l, key, field, expected: max }))),
  );

  test.each(limitCases)('$label ≤ $expected characters', ({ l, key, field, expected }) => {
    const message = get(MERGED[l], `pages.${key}.${field}`) as string;
    const filled = String(new IntlMessageFormat(message, l).format(longestValues(l, key)));
    expect(filled.length, filled).toBeLessThanOrEqual(expected);
  });

  const calcLimitCases = LOCALES.flatMap((l) =>
    CALCULATOR_SLUGS.flatMap((c) => limits.map(({ field, max }) => ({ label: `${l} calculatorSlugs.${c.id}.${field}`, l, path: `calculatorSlugs.${c.id}.${field}`, expected: max }))),
  );
  test.each(calcLimitCases)('$label ≤ $expected characters', ({ l, path, expected }) => {
    const value = get(MERGED[l], path);
    expect(typeof value).toBe('string');
    expect((value as string).length, value as string).toBeLessThanOrEqual(expected);
  });
});

describe('vocabularies have their texts', () => {
  const required = [
    ...CALCULATOR_SLUGS.flatMap((c) => ['title', 'subtitle', 'stepsHeader', 'metaTitle', 'metaDescription'].map((f) => `calculatorSlugs.${c.id}.${f}`)),
    ...BLOG_CATEGORIES.flatMap((c) => ['title', 'extendedTitle', 'description'].map((f) => `blogCategories.${c.id}.${f}`)),
    ...FAQ_CATEGORIES.flatMap((c) => ['title', 'description'].map((f) => `faqCategories.${c.id}.${f}`)),
    ...CONTACT_TYPES.map((t) => `contactTypes.${t}.name`),
    ...ROUTES.map((r) => `breadcrumbs.routes.${r.key}`),
    ...MENU.map((i) => `menu.${i.langKey}.label`),
    ...MENU.flatMap((i) => (i.readMore ? [`menu.${i.readMore}`] : [])),
    ...MENU.flatMap((i) =>
      Object.values(i.submenu ?? {}).flatMap((entries) => entries!.flatMap((e) => [`menu.${e.titleKey}`, ...(e.descriptionKey ? [`menu.${e.descriptionKey}`] : [])])),
    ),
    // Keys the funnels' data name (read through dataTranslator, which the type system cannot follow).
    ...Object.entries(FUNNEL_STEPS).flatMap(([funnel, steps]) => steps.flatMap((step) => ['title', 'hint'].map((f) => `funnel.questions.${funnel}.${step.id}.${f}`))),
    ...Object.entries(FUNNEL_CHOICES).flatMap(([field, options]) => (options as readonly string[]).map((o) => `funnel.options.${field}.${o}`)),
  ];
  const cases = LOCALES.flatMap((l) => [...new Set(required)].map((path) => ({ label: `${l} ${path}`, l, path, expected: 'a text' })));

  test.each(cases)('$label → $expected', ({ l, path }) => {
    const value = get(MERGED[l], path);
    expect(typeof value).toBe('string');
    expect((value as string).trim()).not.toBe('');
  });
});

describe('error catalogue texts (spec section 8)', () => {
  test.each([
    { label: 'en errors.notFoundTitle', l: 'en' as const, args: {}, expected: '404 Not Found' },
    { label: 'en errors.genericTitle', l: 'en' as const, args: {}, expected: 'An error occurred' },
    { label: 'en errors.categoryNotFoundTitle', l: 'en' as const, args: {}, expected: '404 - Category not found' },
    { label: 'en errors.categoryNotFoundMessage', l: 'en' as const, args: { category: 'rente' }, expected: 'We cannot find the category rente' },
    { label: 'en errors.authorNotFoundTitle', l: 'en' as const, args: {}, expected: '404 - Author not found' },
    { label: 'en errors.authorNotFoundMessage', l: 'en' as const, args: { author: 'jane-doe' }, expected: 'We cannot find the Author jane-doe' },
    { label: 'en errors.returnToBlog', l: 'en' as const, args: {}, expected: 'Return to the blog' },
    { label: 'en errors.logoutFailed', l: 'en' as const, args: {}, expected: 'There was an error logging out, please try again' },
    { label: 'de errors.logoutFailed', l: 'de' as const, args: {}, expected: 'Ein Fehler beim Ausloggen ist aufgetreten, Bitte versuche es noch einmal' },
  ])('$label → $expected', ({ label, l, args, expected }) => {
    const message = get(MERGED[l], label.split(' ')[1]!) as string;
    expect(new IntlMessageFormat(message, l).format(args)).toBe(expected);
  });
});

describe('static pages', () => {
  test.each(STATIC_PAGE_SLUGS.map((slug) => ({ label: slug, slug, expected: 'same sections in de and en' })))('$label → $expected', ({ slug }) => {
    const de = getStaticPage(slug, 'de');
    const en = getStaticPage(slug, 'en');
    expect(de.sections.length).toBeGreaterThan(0);
    expect(de.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(new Set(de.sections.map((s) => s.id)).size, 'section ids are unique').toBe(de.sections.length);
  });

  const fillCases = STATIC_PAGE_SLUGS.flatMap((slug) => LOCALES.map((l) => ({ label: `${l} ${slug}`, slug, l, expected: 'every placeholder filled' })));

  test.each(fillCases)('$label → $expected', ({ slug, l }) => {
    const page = getStaticPage(slug, l);
    const texts = page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]);
    for (const text of texts) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\{[a-zA-Z0-9]+\}/);
    }
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  const imprintFacts = [
    { label: 'commercial register number', expected: SITE.commercialRegister.number },
    { label: 'register court', expected: SITE.commercialRegister.court },
    { label: '§ 34i register number', expected: SITE.credit34i.registerNumber },
    { label: 'legal name', expected: SITE.legalName },
    { label: 'VAT id', expected: SITE.vatId },
    { label: 'street', expected: SITE.address.street },
  ];
  test.each(LOCALES.flatMap((l) => imprintFacts.map((f) => ({ ...f, label: `${l} imprint: ${f.label}`, l }))))('$label → $expected', ({ l, expected }) => {
    const text = JSON.stringify(getStaticPage('imprint', l));
    expect(text).toContain(expected);
  });

  test.each([
    { label: 'de imprint', raw: rawDeImprint, expected: ['{registerNumber}', '{registerNumber34i}'] },
    { label: 'en imprint', raw: rawEnImprint, expected: ['{registerNumber}', '{registerNumber34i}'] },
  ])('$label names the register numbers by placeholder only → $expected', ({ raw, expected }) => {
    const text = JSON.stringify(raw);
    for (const placeholder of expected) expect(text).toContain(placeholder);
    expect(text).not.toContain(SITE.credit34i.registerNumber);
    expect(text).not.toContain(SITE.commercialRegister.number);
  });
});
