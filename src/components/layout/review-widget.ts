/**
 * Review widgets (spec sections 1, 2, 8): one desktop and one mobile template per brand, switched at 768 px,
 * carrying schema.org AggregateRating structured data. The markup is trusted template text (it may also be
 * pasted from a review platform); its structured data is rewritten with the rating of the published reviews
 * (features/reviews).
 * Markup whose data block cannot be parsed is logged and returned unchanged.
 */

export interface Rating {
  brandName: string;
  ratingValue: number;
  bestRating: number;
  reviewCount: number;
  url: string;
}

const LD_BLOCK = /(<script\b[^>]*type=["']application\/ld\+json["'][^>]*>)([\s\S]*?)(<\/script>)/gi;

/** Put the AggregateRating into every JSON-LD block of the markup. */
export function withAggregateRating(markup: string, rating: Rating, log: (message: string, error: unknown) => void = console.error): string {
  try {
    return markup.replace(LD_BLOCK, (_all, open: string, body: string, close: string) => {
      const data = JSON.parse(body) as Record<string, unknown>;
      if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('structured data is not an object');
      const next = {
        ...data,
        '@context': 'https://schema.org',
        '@type': data['@type'] ?? 'Organization',
        name: data.name ?? rating.brandName,
        url: data.url ?? rating.url,
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.ratingValue,
          bestRating: rating.bestRating,
          worstRating: 1,
          reviewCount: rating.reviewCount,
        },
      };
      return `${open}${JSON.stringify(next).replace(/</g, '\\u003c')}${close}`;
    });
  } catch (error) {
    log('review widget: structured data could not be rewritten; markup left unchanged', error);
    return markup;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface WidgetTexts {
  /** e.g. "4,9 von 5" */
  score: string;
  /** e.g. "740 Bewertungen" */
  reviews: string;
  /** Accessible label, e.g. "Bewertung 4,9 von 5 aus 740 Bewertungen" */
  label: string;
}

const STAR = '<svg viewBox="0 0 24 24" aria-hidden="true" class="h-4 w-4 fill-current"><path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z"/></svg>';

/** The two templates of a brand's widget. Both carry the same data block; CSS shows one of them. */
export function reviewWidgetTemplates(brandName: string, texts: WidgetTexts): { desktop: string; mobile: string } {
  const stars = `<span class="flex text-amber-500">${STAR.repeat(5)}</span>`;
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', name: brandName }).replace(/</g, '\\u003c')}</script>`;
  const name = escapeHtml(brandName);
  return {
    desktop:
      `<div class="flex items-center gap-4 rounded-xl border border-slate-200 bg-white px-5 py-3 shadow-sm" role="img" aria-label="${escapeHtml(texts.label)}">` +
      `<span class="text-3xl font-bold text-ink">${escapeHtml(texts.score.split(' ')[0] ?? '')}</span>` +
      `<span class="flex flex-col">${stars}<span class="text-sm text-muted">${escapeHtml(texts.score)} · ${escapeHtml(texts.reviews)}</span></span>` +
      `<span class="ml-2 text-sm font-semibold text-brand-700">${name}</span>${ld}</div>`,
    mobile:
      `<div class="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm" role="img" aria-label="${escapeHtml(texts.label)}">` +
      `${stars}<span class="font-semibold">${escapeHtml(texts.score)}</span><span class="text-muted">(${escapeHtml(texts.reviews)})</span>${ld}</div>`,
  };
}
