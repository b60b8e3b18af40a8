/**
 * A listing opened from a search (issue 48, listing-query.ts): the listing page reads the search's parameters with the
 * search's own schema, and its "Back to the search" restores the search as it was (filters, sort, page, savings).
 * Bad values give the page's defaults with a note; parameters that are not the search's are ignored.
 */
import { describe, expect, test } from 'vitest';
import { listingHref, listingQuery, searchHref } from '@/features/properties/listing-query';
import { DEFAULT_SEARCH_SAVINGS, searchToParams } from '@/features/properties/search-form';

const SEARCH = 'place=M%C3%BCnchen&radius=25&type=apartment&pmax=650000&rooms=3&balcony=on&savings=120000&sort=price_asc&page=3';
const sameParams = (a: string, b: string) => expect([...new URLSearchParams(a)].sort()).toEqual([...new URLSearchParams(b)].sort());

describe('the way back from a listing to its search', () => {
  test("a card's link carries the search, and the listing page's back link restores every parameter", () => {
    const href = listingHref('en', 'wohnung-muenchen-80331-abc123', SEARCH);
    expect(href).toBe(`/en/properties/wohnung-muenchen-80331-abc123?${SEARCH}`);
    const visit = listingQuery(new URL(href, 'https://x.test').searchParams);
    expect(visit.invalid).toBe(false);
    expect(visit.search).toMatchObject({ place: 'München', radius: 25, type: 'apartment', priceMax: 650_000, roomsMin: 3, features: ['balcony'], savings: 120_000, savingsGiven: true, sort: 'price_asc', page: 3 });
    const back = searchHref('en', visit.params);
    expect(back.split('?')[0]).toBe('/en/properties');
    sameParams(back.split('?')[1]!, SEARCH);
    expect(searchHref('de', visit.params).split('?')[0]).toBe('/de/immobilien');
  });

  test('the search page’s own parameters, as the page writes them, come back unchanged', () => {
    const visit = listingQuery({ place: 'Leipzig', savings: '95.000', page: '2' });
    expect(visit.search.savings).toBe(95_000);
    expect(visit.params).toBe(searchToParams(visit.search).toString());
    expect(visit.params).toBe('place=Leipzig&savings=95000&page=2');
  });

  test('without a search: the defaults, back to the plain search page', () => {
    for (const source of [new URLSearchParams(''), new URLSearchParams('utm_source=news&gclid=x'), {}]) {
      const visit = listingQuery(source);
      expect(visit).toMatchObject({ invalid: false, params: '', search: { savings: DEFAULT_SEARCH_SAVINGS, savingsGiven: false, page: 1 } });
      expect(searchHref('en', visit.params)).toBe('/en/properties');
    }
  });

  test('parameters that are not the search’s are ignored', () => {
    const visit = listingQuery(new URLSearchParams('savings=120000&utm_source=news&x=%3Cscript%3E'));
    expect(visit).toMatchObject({ invalid: false, params: 'savings=120000', search: { savings: 120_000 } });
  });

  test.each(['savings=viel', 'savings=-5', 'sort=cheap', 'page=0', 'pmin=500000&pmax=100000', 'radius=7', `place=${'x'.repeat(81)}`])('a bad value (%s): the defaults, and the page says so', (query) => {
    const visit = listingQuery(new URLSearchParams(query));
    expect(visit).toMatchObject({ invalid: true, params: '', search: { savings: DEFAULT_SEARCH_SAVINGS, savingsGiven: false } });
  });
});
