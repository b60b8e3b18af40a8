import { SITE } from '@/config/site';
import type { Locale } from '@/i18n/routes';
import { fillPlaceholders } from '@/lib/placeholders';
import deAbout from '@content/pages/de/about.json';
import deCareers from '@content/pages/de/careers.json';
import deImprint from '@content/pages/de/imprint.json';
import dePrivacy from '@content/pages/de/privacy.json';
import deService from '@content/pages/de/service.json';
import deTerms from '@content/pages/de/terms.json';
import enAbout from '@content/pages/en/about.json';
import enCareers from '@content/pages/en/careers.json';
import enImprint from '@content/pages/en/imprint.json';
import enPrivacy from '@content/pages/en/privacy.json';
import enService from '@content/pages/en/service.json';
import enTerms from '@content/pages/en/terms.json';

export interface StaticSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface StaticPage {
  updated: string;
  sections: StaticSection[];
}

export const STATIC_PAGE_SLUGS = ['about', 'careers', 'service', 'terms', 'privacy', 'imprint'] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

const PAGES: Record<Locale, Record<StaticPageSlug, StaticPage>> = {
  de: { about: deAbout, careers: deCareers, service: deService, terms: deTerms, privacy: dePrivacy, imprint: deImprint },
  en: { about: enAbout, careers: enCareers, service: enService, terms: enTerms, privacy: enPrivacy, imprint: enImprint },
};

/** Company facts that page texts refer to as {placeholders}; the config is their only source. */
export function placeholderValues(locale: Locale): Record<string, string> {
  const c = SITE.credit34i;
  return {
    brand: SITE.brand,
    legalName: SITE.legalName,
    street: SITE.address.street,
    zip: SITE.address.zip,
    city: SITE.address.city,
    phone: SITE.phone.display,
    email: SITE.email,
    managingDirectors: SITE.managingDirectors.join(locale === 'de' ? ' und ' : ' and '),
    registerCourt: SITE.commercialRegister.court,
    registerNumber: SITE.commercialRegister.number,
    vatId: SITE.vatId,
    permit: c.permit,
    authorityName: c.authority.name,
    authorityAddress: c.authority.address,
    registerNumber34i: c.registerNumber,
    registerName: c.registerName,
    registerUrl: c.registerUrl,
    insurerName: c.liabilityInsurer.name,
    insurerAddress: c.liabilityInsurer.address,
    insurerScope: c.liabilityInsurer.scope[locale],
  };
}

/** A static page's text with the company facts filled in; an unknown placeholder is a mistake in the page. */
function fill(text: string, values: Record<string, string>): string {
  return fillPlaceholders(text, values, (placeholder) => {
    throw new Error(`Unknown placeholder ${placeholder} in a static page`);
  });
}

/** A static page with the company facts filled in. */
export function getStaticPage(slug: StaticPageSlug, locale: Locale): StaticPage {
  const page = PAGES[locale][slug];
  const values = placeholderValues(locale);
  return {
    updated: page.updated,
    sections: page.sections.map((s) => ({
      ...s,
      heading: fill(s.heading, values),
      paragraphs: s.paragraphs.map((p) => fill(p, values)),
      items: s.items?.map((i) => fill(i, values)),
    })),
  };
}
