/**
 * Review widget (spec section 2 "Footer", section 8 "Review widget structured-data rewrite: parse errors
 * logged, original markup returned"): both templates carry schema.org AggregateRating data with the rating
 * they are given (the published reviews' summary, features/reviews), and nothing in a brand name can break out of
 * the structured-data script element.
 */
import { describe, expect, test, vi } from 'vitest';
import { reviewWidgetTemplates, withAggregateRating, type Rating, type WidgetTexts } from '@/components/layout/review-widget';

/** Two brands' summaries, as the spec's widgets show them. */
const BRANDS = [
  { name: 'Hauslotse', reviewCount: 740 },
  { name: 'Hauslotse Rente', reviewCount: 133 },
] as const;

const LD = /<script\b[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi;

/** The JSON-LD blocks of a piece of markup, parsed. */
function dataBlocks(markup: string): unknown[] {
  return [...markup.matchAll(LD)].map((m) => JSON.parse(m[1]!));
}

/** How many script elements the markup closes; a brand name must never add one. */
const scriptCloses = (markup: string) => markup.match(/<\/script/gi)?.length ?? 0;

const texts: WidgetTexts = { score: '4,9 von 5', reviews: '740 Bewertungen', label: 'Bewertung 4,9 von 5 aus 740 Bewertungen' };

function ratingFor(brand: (typeof BRANDS)[number], brandName: string = brand.name): Rating {
  return { brandName, ratingValue: 4.9, bestRating: 5, reviewCount: brand.reviewCount, url: 'https://www.hauslotse.de' };
}

describe('withAggregateRating on the widget templates', () => {
  const cases = BRANDS.flatMap((brand) =>
    (['desktop', 'mobile'] as const).map((variant) => ({
      label: `${brand.name} ${variant}`,
      brand,
      variant,
      expected: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, reviewCount: brand.reviewCount },
    })),
  );

  test.each(cases)('$label → AggregateRating $expected.ratingValue / $expected.bestRating from $expected.reviewCount reviews', ({ brand, variant, expected }) => {
    const log = vi.fn();
    const markup = reviewWidgetTemplates(brand.name, texts)[variant];
    const out = withAggregateRating(markup, ratingFor(brand), log);
    expect(log).not.toHaveBeenCalled();
    const blocks = dataBlocks(out);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: brand.name, aggregateRating: expected });
    // Only the data block changed: the visible markup is the template's.
    expect(out.replace(LD, '')).toBe(markup.replace(LD, ''));
  });
});

describe('withAggregateRating on pasted markup', () => {
  const rating = ratingFor(BRANDS[0]);

  test.each([
    {
      label: 'block without name and url gets the brand and url',
      markup: '<div><script type="application/ld+json">{"@type":"Organization"}</script></div>',
      expected: { name: 'Hauslotse', url: 'https://www.hauslotse.de', aggregateRating: { ratingValue: 4.9, bestRating: 5, reviewCount: 740 } },
    },
    {
      label: 'an outdated rating is replaced by the config rating',
      markup: '<script type="application/ld+json">{"@type":"LocalBusiness","name":"Hauslotse","aggregateRating":{"@type":"AggregateRating","ratingValue":3.1,"reviewCount":12}}</script>',
      expected: { '@type': 'LocalBusiness', name: 'Hauslotse', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, reviewCount: 740 } },
    },
    {
      label: "single-quoted type attribute",
      markup: "<script type='application/ld+json'>{}</script>",
      expected: { '@type': 'Organization', aggregateRating: { ratingValue: 4.9 } },
    },
  ])('$label → $expected.aggregateRating.ratingValue', ({ markup, expected }) => {
    const log = vi.fn();
    const blocks = dataBlocks(withAggregateRating(markup, rating, log));
    expect(log).not.toHaveBeenCalled();
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject(expected);
  });

  test.each([
    { label: 'invalid JSON', markup: '<div><script type="application/ld+json">{"@type": "Organization",</script></div>' },
    { label: 'JSON array', markup: '<script type="application/ld+json">[{"@type":"Organization"}]</script>' },
    { label: 'JSON null', markup: '<script type="application/ld+json">null</script>' },
    { label: 'JSON number', markup: '<script type="application/ld+json">42</script>' },
    {
      label: 'one good and one broken block',
      markup: '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/ld+json">{oops}</script>',
    },
  ])('malformed data block ($label) → markup unchanged, error logged', ({ markup }) => {
    const log = vi.fn();
    expect(withAggregateRating(markup, rating, log)).toBe(markup);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toBeInstanceOf(Error);
  });

  test('without a log function, the error goes to console.error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const markup = '<script type="application/ld+json">{nope</script>';
      expect(withAggregateRating(markup, rating)).toBe(markup);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  test.each([
    { label: 'no script at all', markup: '<div class="widget">4,9 von 5</div>' },
    { label: 'a script of another type', markup: '<script type="text/plain">{not json}</script><p>x</p>' },
    { label: 'empty markup', markup: '' },
  ])('markup without a data block ($label) → unchanged, nothing logged', ({ markup }) => {
    const log = vi.fn();
    expect(withAggregateRating(markup, rating, log)).toBe(markup);
    expect(log).not.toHaveBeenCalled();
  });
});

describe("'<' in a brand name cannot break out of the script element", () => {
  const EVIL = 'Evil</script><script>alert(1)</script>';

  test.each([
    { label: 'brand name filled in by withAggregateRating', markup: '<div><script type="application/ld+json">{"@type":"Organization"}</script></div>', expected: EVIL },
  ])('$label → name $expected kept as data', ({ markup, expected }) => {
    const out = withAggregateRating(markup, ratingFor(BRANDS[0], EVIL), () => {});
    expect(scriptCloses(out)).toBe(1);
    expect(out).not.toContain('<script>alert');
    expect(dataBlocks(out)[0]).toMatchObject({ name: expected });
  });

  test.each(
    (['desktop', 'mobile'] as const).map((variant) => ({ label: `${variant} template`, variant, expected: EVIL })),
  )('$label with a brand name containing </script> → name $expected kept as data', ({ variant, expected }) => {
    const log = vi.fn();
    const template = reviewWidgetTemplates(EVIL, texts)[variant];
    const out = withAggregateRating(template, ratingFor(BRANDS[0], EVIL), log);
    for (const markup of [template, out]) {
      expect(scriptCloses(markup), markup.slice(markup.indexOf('<script'))).toBe(1);
      expect(markup).not.toContain('<script>alert');
    }
    expect(log).not.toHaveBeenCalled();
    expect(dataBlocks(out)[0]).toMatchObject({ name: expected, aggregateRating: { ratingValue: 4.9 } });
  });

  test.each([
    { label: 'brand name', brand: 'Müller & <Söhne>', texts, expected: 'Müller &amp; &lt;Söhne&gt;' },
    { label: 'score text', brand: 'Hauslotse', texts: { ...texts, score: '<b>4,9</b> von 5' }, expected: '&lt;b&gt;4,9&lt;/b&gt; von 5' },
    { label: 'accessible label', brand: 'Hauslotse', texts: { ...texts, label: 'say "hi"' }, expected: 'aria-label="say &quot;hi&quot;"' },
  ])('visible $label is HTML-escaped → $expected', ({ brand, texts: t, expected }) => {
    const { desktop, mobile } = reviewWidgetTemplates(brand, t);
    expect(desktop).toContain(expected);
    if (!expected.startsWith('Müller')) expect(mobile).toContain(expected);
  });
});
