/**
 * Issue 48, "found from everywhere": a visitor reaches the property half from every page — the header's
 * "Properties" item and the footer's column with the property search, buying a flat or a house, the radar and the
 * valuation — and from the home page, whose steps name finding a property; the radar's page tells a visitor who
 * is not logged in what the radar is, that it is free and needs an account, and leads to the search. Rendered with
 * the real messages of both languages.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { menuFor } from '@/config/menu';
import { footerColumns } from '@/components/layout/footer-links';
import { HomeStepsList } from '@/features/home/components/HomeSteps';
import { RadarIntroView } from '@/features/properties/components/RadarIntro';
import { hrefFor } from '@/i18n/links';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the views take the typed translators of their namespaces
const translator = (locale: Locale, namespace: string): any => createTranslator({ locale, messages: messagesFor(locale) as never, namespace: namespace as never });

const EXPECTED = {
  de: [
    ['/de/immobilien', 'Immobiliensuche'],
    ['/de/wohnung-kaufen', 'Wohnung kaufen'],
    ['/de/haus-kaufen', 'Haus kaufen'],
    ['/de/konto/immobilien-suche', 'Immobilienradar'],
    ['/de/konto/immobilienwert', 'Immobilienbewertung'],
  ],
  en: [
    ['/en/properties', 'Property search'],
    ['/en/buy-apartment', 'Buy an apartment'],
    ['/en/buy-house', 'Buy a house'],
    ['/en/account/property-search', 'Property radar'],
    ['/en/account/property-value', 'Property valuation'],
  ],
} as const;

describe.each(['de', 'en'] as const)('%s', (locale) => {
  const menu = translator(locale, 'menu');

  test('the header has a "Properties" item, not restricted, leading to the search, whose sub-menu holds the five links', () => {
    const item = menuFor(locale).find((i) => i.langKey === 'properties');
    expect(item).toBeDefined();
    expect(menu('properties.label')).toBe(locale === 'de' ? 'Immobilien' : 'Properties');
    expect(hrefFor(item!.links[locale]!, locale)).toBe(EXPECTED[locale][0][0]);
    expect(item!.restricted).toBeFalsy();
    expect(item!.submenu![locale]!.map((e) => [hrefFor(e.link, locale), menu(e.titleKey)])).toEqual(EXPECTED[locale]);
    // No item of the bar only opens the login dialog any more ("Property radar 🔒").
    expect(menuFor(locale).filter((i) => i.restricted)).toEqual([]);
  });

  test('the footer has a column with the same five links', () => {
    const columns = footerColumns(locale, { footer: translator(locale, 'footer'), routes: translator(locale, 'breadcrumbs.routes'), calculators: translator(locale, 'calculatorSlugs'), menu });
    const column = columns.find((c) => c.title === (locale === 'de' ? 'Immobilien' : 'Properties'));
    expect(column?.links.map((l) => [l.href, l.label])).toEqual(EXPECTED[locale]);
  });

  test('the home page’s steps name finding a property and link to the search', () => {
    const html = renderToStaticMarkup(createElement(HomeStepsList, { locale, t: translator(locale, 'home.steps') }));
    expect(html).toContain(locale === 'de' ? 'In vier Schritten zur eigenen Immobilie' : 'Your home and its financing in four steps');
    expect(html).toContain(locale === 'de' ? 'Immobilie finden' : 'Find your property');
    const link = /<a href="([^"]+)"[^>]*data-testid="home-step-find"[^>]*>([^<]+)<\/a>/.exec(html);
    expect(link?.slice(1)).toEqual([EXPECTED[locale][0][0], locale === 'de' ? 'Immobilien suchen' : 'Search properties']);
    expect(html.match(/<li /g)).toHaveLength(4);
  });

  test('the radar’s page for a visitor: what it does, free, needs an account, a link to the search and the login', () => {
    const login = locale === 'de' ? '/de/anmelden?flow=prop_search' : '/en/login?flow=prop_search';
    const html = renderToStaticMarkup(createElement(RadarIntroView, { t: translator(locale, 'properties.radarIntro'), searchHref: EXPECTED[locale][0][0], loginHref: login }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    if (locale === 'de') {
      expect(text).toContain('Was dein Immobilienradar für dich tut');
      expect(text).toContain('neue und günstigere Angebote');
      expect(text).toContain('Das Immobilienradar ist kostenlos. Es braucht ein Konto');
    } else {
      expect(text).toContain('What the property radar does for you');
      expect(text).toContain('new and cheaper listings');
      expect(text).toContain('The radar is free. It needs an account');
    }
    expect(text).not.toMatch(/Please log in|Bitte melde dich an/);
    expect(/<a href="([^"]+)"[^>]*data-testid="radar-intro-search"[^>]*>([^<]+)<\/a>/.exec(html)?.slice(1)).toEqual([EXPECTED[locale][0][0], locale === 'de' ? 'Immobilien suchen' : 'Search properties']);
    expect(html).toContain(`href="${login}"`);
  });
});
