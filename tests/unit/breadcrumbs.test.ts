/**
 * Breadcrumbs from the URL path (spec section 2 "Breadcrumbs", section 8 "Missing FAQ category in
 * breadcrumbs"). Labels come from a fake resolver so that each crumb shows which rule produced it.
 */
import { describe, expect, test, vi } from 'vitest';
import { buildBreadcrumbs, humanize, type Crumb, type CrumbLabels } from '@/i18n/breadcrumbs';
import { SITE } from '@/config/site';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const labels: CrumbLabels = {
  brand: SITE.brand,
  route: (key) => `route:${key}`,
  contactType: (type) => `ct:${type}`,
  calculator: (id) => `calc:${id}`,
  blogCategory: (id) => `blog:${id}`,
  faqCategory: (id) => `faq:${id}`,
};

const crumbs = (path: string, options: { lastLabel?: string } = {}) => {
  const warn = vi.fn();
  return { result: buildBreadcrumbs(path, labels, { ...options, warn }), warn };
};

const DE = { label: 'Hauslotse', href: '/de' };
const EN = { label: 'Hauslotse', href: '/en' };

describe('humanize', () => {
  test.each([
    { label: 'etf-sparplan', expected: 'ETF sparplan' },
    { label: 'mein-etf-depot', expected: 'Mein ETF depot' },
    { label: 'ETF', expected: 'ETF' },
    { label: 'netfonds', expected: 'Netfonds' },
    { label: 'etfs-erklaert', expected: 'Etfs erklaert' },
    { label: 'was_ist_eine_grundschuld', expected: 'Was ist eine grundschuld' },
    { label: 'handy--definitions', expected: 'Handy definitions' },
  ])('$label → $expected', ({ label, expected }) => {
    expect(humanize(label)).toBe(expected);
  });
});

describe('buildBreadcrumbs', () => {
  test.each<{ label: string; path: string; expected: Crumb[] }>([
    {
      label: 'locale segment reads as the brand and links to the locale home (de)',
      path: '/de/ueber-uns',
      expected: [DE, { label: 'route:about' }],
    },
    {
      label: 'locale segment reads as the brand and links to the locale home (en)',
      path: '/en/imprint',
      expected: [EN, { label: 'route:imprint' }],
    },
    {
      label: 'a city property page sits under its buying page, named by the city (de)',
      path: '/de/wohnung-kaufen-muenchen',
      expected: [DE, { label: 'route:buyApartment', href: '/de/wohnung-kaufen' }, { label: 'München' }],
    },
    {
      label: 'a city property page sits under its buying page, named by the city (en)',
      path: '/en/buy-house-cologne',
      expected: [EN, { label: 'route:buyHouse', href: '/en/buy-house' }, { label: 'Cologne' }],
    },
    {
      label: 'lp-2 is skipped',
      path: '/de/lp-2/immobilienfinanzierung-anfragen',
      expected: [DE, { label: 'route:lpPurchase' }],
    },
    {
      label: 'double slashes give no empty crumb',
      path: '/de//ueber-uns',
      expected: [DE, { label: 'route:about' }],
    },
    {
      label: 'trailing slash gives no empty crumb',
      path: '/en/about/',
      expected: [EN, { label: 'route:about' }],
    },
    {
      label: 'query string is ignored',
      path: '/en/about?utm_source=newsletter',
      expected: [EN, { label: 'route:about' }],
    },
    {
      label: 'only the last crumb is not a link',
      path: '/en/mortgage-rates-germany/bavaria',
      expected: [EN, { label: 'route:mortgageRates', href: '/en/mortgage-rates-germany' }, { label: 'Bavaria' }],
    },
    {
      label: 'phone is translated via the resolver',
      path: '/de/termin/phone',
      expected: [DE, { label: 'route:appointment', href: '/de/termin' }, { label: 'ct:phone' }],
    },
    {
      label: 'video is translated via the resolver',
      path: '/en/appointment/video',
      expected: [EN, { label: 'route:appointment', href: '/en/appointment' }, { label: 'ct:video' }],
    },
    {
      label: 'short-video is translated and links when not last',
      path: '/de/termin/short-video/bestaetigung',
      expected: [
        DE,
        { label: 'route:appointment', href: '/de/termin' },
        { label: 'ct:short-video', href: '/de/termin/short-video' },
        { label: 'route:appointmentConfirm' },
      ],
    },
    {
      label: 'calculator slug page uses the calculator label (de)',
      path: '/de/baufinanzierungsrechner/tilgungsrechner',
      expected: [DE, { label: 'route:mortgageCalculator', href: '/de/baufinanzierungsrechner' }, { label: 'calc:repayment' }],
    },
    {
      label: 'calculator slug page uses the calculator label (en)',
      path: '/en/german-mortgage-calculator/emi-calculator-for-germany',
      expected: [EN, { label: 'route:mortgageCalculator', href: '/en/german-mortgage-calculator' }, { label: 'calc:loan' }],
    },
    {
      label: 'region and city names in German',
      path: '/de/baufinanzierung/bayern/muenchen',
      expected: [DE, { label: 'route:mortgageRates', href: '/de/baufinanzierung' }, { label: 'Bayern', href: '/de/baufinanzierung/bayern' }, { label: 'München' }],
    },
    {
      label: 'region and city names in English',
      path: '/en/mortgage-rates-germany/bavaria/munich',
      expected: [EN, { label: 'route:mortgageRates', href: '/en/mortgage-rates-germany' }, { label: 'Bavaria', href: '/en/mortgage-rates-germany/bavaria' }, { label: 'Munich' }],
    },
    {
      label: 'broker city in English (Cologne)',
      path: '/en/mortgage-broker-germany/north-rhine-westphalia/cologne',
      expected: [
        EN,
        { label: 'route:mortgageBroker', href: '/en/mortgage-broker-germany' },
        { label: 'North Rhine-Westphalia', href: '/en/mortgage-broker-germany/north-rhine-westphalia' },
        { label: 'Cologne' },
      ],
    },
    {
      label: 'broker city in German (Frankfurt am Main)',
      path: '/de/baufinanzierung-vergleich/hessen/frankfurt-am-main',
      expected: [
        DE,
        { label: 'route:mortgageBroker', href: '/de/baufinanzierung-vergleich' },
        { label: 'Hessen', href: '/de/baufinanzierung-vergleich/hessen' },
        { label: 'Frankfurt am Main' },
      ],
    },
    {
      label: 'blog category then article (ETF upper-cased)',
      path: '/de/ratgeber/finanzierungsgrundlagen/etf-sparplan.afb',
      expected: [
        DE,
        { label: 'route:blog', href: '/de/ratgeber' },
        { label: 'blog:mortgageFundamentals', href: '/de/ratgeber/finanzierungsgrundlagen' },
        { label: 'ETF sparplan' },
      ],
    },
    {
      label: "German 'marketnews' spelling is the market news category",
      path: '/de/ratgeber/marketnews',
      expected: [DE, { label: 'route:blog', href: '/de/ratgeber' }, { label: 'blog:marketNews' }],
    },
    {
      label: 'FAQ overview → category → article',
      path: '/en/mortgage-faqs/handy-definitions/what-is-a-land-charge.hd',
      expected: [
        EN,
        { label: 'route:faqs', href: '/en/mortgage-faqs' },
        { label: 'faq:handyDefinitions', href: '/en/mortgage-faqs/handy-definitions' },
        { label: 'What is a land charge' },
      ],
    },
    {
      label: 'FAQ category page',
      path: '/de/baufinanzierung-faq/glossar',
      expected: [DE, { label: 'route:faqs', href: '/de/baufinanzierung-faq' }, { label: 'faq:handyDefinitions' }],
    },
  ])('$label: $path', ({ path, expected }) => {
    const { result, warn } = crumbs(path);
    expect(result).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    { label: 'unknown FAQ category page', path: '/en/mortgage-faqs/no-such-category', index: 2, expected: 'no such category' },
    { label: 'article under an unknown FAQ category', path: '/de/baufinanzierung-faq/gibt-es-nicht/frage.hd', index: 2, expected: 'gibt es nicht' },
  ])('$label → warning logged, label "$expected", no link', ({ path, index, expected }) => {
    const { result, warn } = crumbs(path);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(path.split('/')[3]);
    expect(result[index]!.label.toLowerCase()).toBe(expected);
    expect(result[index]!.href).toBeUndefined();
    expect(result.slice(0, 2)).toEqual([
      { label: 'Hauslotse', href: path.slice(0, 3) },
      { label: 'route:faqs', href: path.split('/').slice(0, 3).join('/') },
    ]);
  });

  test.each([
    { label: 'blog article title', path: '/en/mortgage-tips/market-news/rates-outlook.add', lastLabel: 'Rates outlook: what to expect in 2026', expected: 'Rates outlook: what to expect in 2026' },
    { label: 'FAQ question', path: '/de/baufinanzierung-faq/glossar/grundschuld.hd', lastLabel: 'Was ist eine Grundschuld?', expected: 'Was ist eine Grundschuld?' },
  ])('lastLabel overrides the last crumb ($label) → $expected', ({ path, lastLabel, expected }) => {
    const { result } = crumbs(path, { lastLabel });
    expect(result.at(-1)).toEqual({ label: expected });
    // The crumbs before it keep their own labels and links.
    expect(result.at(-2)?.href).toBe(path.split('/').slice(0, -1).join('/'));
  });

  test('without a warn option a missing FAQ category goes to console.warn', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      buildBreadcrumbs('/en/mortgage-faqs/no-such-category', labels);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('breadcrumbs with the real messages', () => {
  // The resolver the Breadcrumbs component builds (src/components/layout/Breadcrumbs.tsx).
  function realLabels(locale: Locale): CrumbLabels {
    const m = messagesFor(locale) as Record<string, Record<string, Record<string, unknown>>>;
    const text = (value: unknown, what: string) => {
      expect(typeof value, what).toBe('string');
      return value as string;
    };
    return {
      brand: SITE.brand,
      route: (key) => text(m.breadcrumbs!.routes![key], `breadcrumbs.routes.${key}`),
      contactType: (type) => text((m.contactTypes![type] as Record<string, unknown> | undefined)?.name, `contactTypes.${type}.name`),
      calculator: (id) => text((m.calculatorSlugs![id] as Record<string, unknown> | undefined)?.title, `calculatorSlugs.${id}.title`),
      blogCategory: (id) => text((m.blogCategories![id] as Record<string, unknown> | undefined)?.title, `blogCategories.${id}.title`),
      faqCategory: (id) => text((m.faqCategories![id] as Record<string, unknown> | undefined)?.title, `faqCategories.${id}.title`),
    };
  }

  test.each([
    { label: '/en/appointment/phone/confirm', locale: 'en' as const, expected: ['Hauslotse', 'Appointment', 'Phone call', 'Confirm'] },
    { label: '/en/mortgage-faqs/handy-definitions', locale: 'en' as const, expected: ['Hauslotse', 'FAQs', 'Handy definitions'] },
    { label: '/en/german-mortgage-calculator/home-loan-calculator-germany', locale: 'en' as const, expected: ['Hauslotse', 'Mortgage calculator', 'Home loan calculator for Germany'] },
  ])('$label → $expected', ({ label, locale, expected }) => {
    expect(buildBreadcrumbs(label, realLabels(locale), { warn: () => {} }).map((c) => c.label)).toEqual(expected);
  });

  test.each([
    { label: '/de/termin/phone', locale: 'de' as const, expected: 3 },
    { label: '/de/ratgeber/versicherung/gebaeudeversicherung.afb', locale: 'de' as const, expected: 4 },
    { label: '/de/baufinanzierung-faq/hauslotse-beratung', locale: 'de' as const, expected: 3 },
    { label: '/de/baufinanzierungsrechner/darlehensrechner', locale: 'de' as const, expected: 3 },
  ])('$label resolves every label from the German messages → $expected crumbs', ({ label, locale, expected }) => {
    const result = buildBreadcrumbs(label, realLabels(locale), { warn: () => {} });
    expect(result).toHaveLength(expected);
    for (const c of result) expect(c.label.trim()).not.toBe('');
  });
});
