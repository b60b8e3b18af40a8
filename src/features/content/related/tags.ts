import type { ContentTag } from '../loader';

/** Tags of the related-content blocks (issue 12): the questions a visitor of these pages has. */
export const RELATED_TAGS = {
  calculator: ['repayment', 'fixation', 'purchase-costs'],
  rates: ['interest-rates', 'fixation', 'effective-rate'],
} as const satisfies Record<string, readonly ContentTag[]>;

/** The pages with a related-content block (route names) and their tags; the content endpoint's seo_faqs(url_page). */
export const RELATED_PAGE_TAGS: Readonly<Record<string, readonly ContentTag[]>> = {
  'german-mortgage-calculator-calculator': RELATED_TAGS.calculator,
  'calculators-slug': RELATED_TAGS.calculator,
  'mortgage-rates': RELATED_TAGS.rates,
  'mortgage-rates-region': RELATED_TAGS.rates,
  'mortgage-rates-region-city': RELATED_TAGS.rates,
};
