/** The schema.org JobPosting of an opening's page (issue 29), from the opening's file and the company facts. */
import { SITE } from '@/config/site';
import type { Opening } from './openings';

export function jobPostingLd(opening: Opening, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    // Google reads HTML here; the body is written by the team and rendered from Markdown without raw HTML.
    description: `<p>${escapeHtml(opening.summary)}</p>${opening.html}`,
    datePosted: opening.datePosted,
    validThrough: opening.validThrough,
    employmentType: opening.employmentType.length === 1 ? opening.employmentType[0] : opening.employmentType,
    identifier: { '@type': 'PropertyValue', name: SITE.legalName, value: opening.id },
    hiringOrganization: { '@type': 'Organization', name: SITE.legalName, sameAs: SITE.productionOrigin, url: SITE.productionOrigin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: SITE.address.street, postalCode: SITE.address.zip, addressLocality: SITE.address.city, addressCountry: 'DE' },
    },
    ...(opening.salary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: opening.salary.min, maxValue: opening.salary.max, unitText: opening.salary.period } } }
      : {}),
    directApply: true,
    inLanguage: opening.locale,
    url,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
