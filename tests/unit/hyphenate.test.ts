import { describe, expect, test } from 'vitest';
import { hyphenateHeading } from '@/lib/hyphenate';

describe('hyphenateHeading', () => {
  test('long German compounds get soft hyphens at syllables; short words and English stay as they are', () => {
    const de = hyphenateHeading('Anschlussfinanzierung anfragen', 'de');
    expect(de.replaceAll('\u00ad', '')).toBe('Anschlussfinanzierung anfragen');
    expect(de).toContain('\u00ad');
    // Never inside the first or last two letters, never in the short word.
    expect(de.split(' ')[1]).toBe('anfragen');
    for (const part of de.split(' ')[0]!.split('\u00ad')) expect(part.length).toBeGreaterThanOrEqual(2);
    expect(hyphenateHeading('Baufinanzierungsrechner', 'de').split('\u00ad').length).toBeGreaterThan(3);
    expect(hyphenateHeading('Request refinancing', 'en')).toBe('Request refinancing');
    expect(hyphenateHeading('Kaufnebenkosten', 'de')).toBe('Kaufnebenkosten');
  });
});
