/** The property radar's alert (issue 25; issue 46: the properties feature's own template, registered in src/server/email-templates.ts). */
import { SITE } from '@/config/site';
import { defineEmailTemplate, renderEmailElement } from '@/features/email/server';
import { PropertyAlertEmail } from './PropertyAlertEmail';

/** A listing in a property alert (issue 25): figures in euros and m², the place as "10115 Berlin". */
export interface AlertListing {
  title: string;
  place: string;
  price: number;
  /** The price before a reduction; null for a new listing. */
  previousPrice: number | null;
  livingArea: number;
  rooms: number | null;
  url: string;
  demo: boolean;
}

/**
 * To a lead: the listings new or reduced since the last alert of one property radar (../radar-alerts.ts), at most
 * ALERT_MAX_LISTINGS of them (`more` counts the rest), with the single-purpose unsubscribe link.
 */
export interface PropertyAlertData {
  givenName: string | null;
  radarName: string;
  listings: AlertListing[];
  more: number;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

export const propertyAlertEmail = defineEmailTemplate<PropertyAlertData>({
  name: 'propertyAlert',
  async render(d, { locale, t, frame }) {
    const tag = locale === 'de' ? 'de-DE' : 'en-GB';
    const euro = (n: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
    const area = (n: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(n);
    const count = d.listings.length + d.more;
    const texts = {
      ...frame,
      preview: t('propertyAlert.preview', { count, radar: d.radarName }),
      greeting: d.givenName ? t('propertyAlert.greetingNamed', { name: d.givenName }) : t('propertyAlert.greeting'),
      intro: t('propertyAlert.intro', { count, radar: d.radarName }),
      demo: d.listings.some((l) => l.demo) ? t('propertyAlert.demo') : null,
      more: d.more > 0 ? t('propertyAlert.more', { count: d.more }) : null,
      button: t('propertyAlert.button'),
      why: t('propertyAlert.why'),
      unsubscribe: t('propertyAlert.unsubscribe'),
      signature: t('propertyAlert.signature', { brand: SITE.brand }),
    };
    const items = d.listings.map((l) => ({
      title: l.demo ? `[Demo] ${l.title}` : l.title,
      facts: t('propertyAlert.facts', { price: euro(l.price), area: area(l.livingArea), rooms: l.rooms ?? 0, place: l.place }),
      change: l.previousPrice !== null ? t('propertyAlert.reduced', { before: euro(l.previousPrice), after: euro(l.price) }) : null,
      url: l.url,
    }));
    const element = <PropertyAlertEmail texts={texts} items={items} searchUrl={d.searchUrl} manageUrl={d.manageUrl} unsubscribeUrl={d.unsubscribeUrl} />;
    return renderEmailElement(t('propertyAlert.subject', { count, radar: d.radarName }), element);
  },
});

/** The properties feature's e-mails, for the composition root's registry. */
export const PROPERTIES_EMAILS = [propertyAlertEmail] as const;
