/**
 * Attribution of a new lead (src/features/leads/attribution.ts): spec defaults 'n/a', hostile values.
 */
import { describe, expect, test } from 'vitest';
import { attributionFrom } from '@/features/leads/attribution';

describe('attributionFrom', () => {
  test.each([
    { label: 'nothing known → spec defaults', query: '', referrer: null, expected: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', documentReferrer: 'n/a', gclid: null, fbclid: null } },
    { label: 'all parameters', query: 'utm_source=google&utm_medium=cpc&utm_campaign=herbst&gclid=G1&fbclid=F1', referrer: 'https://www.google.de/', expected: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'herbst', documentReferrer: 'https://www.google.de/', gclid: 'G1', fbclid: 'F1' } },
    { label: 'empty values count as missing', query: 'utm_source=&gclid=', referrer: '', expected: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', documentReferrer: 'n/a', gclid: null, fbclid: null } },
    { label: 'javascript: referrer is no referrer', query: '', referrer: 'javascript:alert(1)', expected: { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', documentReferrer: 'n/a', gclid: null, fbclid: null } },
    { label: 'control characters removed', query: 'utm_source=a%0D%0Ab', referrer: null, expected: { utmSource: 'ab', utmMedium: 'n/a', utmCampaign: 'n/a', documentReferrer: 'n/a', gclid: null, fbclid: null } },
  ])('$label', ({ query, referrer, expected }) => {
    expect(attributionFrom(new URLSearchParams(query), referrer)).toEqual(expected);
  });

  test('an oversized value is cut to 500 characters', () => {
    expect(attributionFrom(new URLSearchParams(`utm_campaign=${'x'.repeat(5000)}`), null).utmCampaign).toHaveLength(500);
  });
});
