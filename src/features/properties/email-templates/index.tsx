/** The property radar's alert (issue 25; issue 46: the properties feature's own template, registered in src/server/email-templates.ts). */
import { SITE } from '@/config/site';
import { defineEmailTemplate, renderEmailElement } from '@/features/email/server';
import { PropertyAlertEmail } from './PropertyAlertEmail';
import { listingEnquiryAdvisorEmail, listingEnquiryConfirmationEmail } from './ListingEnquiryEmails';

export { listingEnquiryAdvisorEmail, listingEnquiryConfirmationEmail, type ListingEnquiryAdvisorData, type ListingEnquiryConfirmationData, type EnquiryListing } from './ListingEnquiryEmails';

/**
 * A listing in a property alert (issue 25): figures in euros and m², the place as "10115 Berlin". What happened to it
 * since the radar last told of it (issue 48): new, back on the market after a withdrawal, price reduced, withdrawn.
 */
export interface AlertListing {
  change: 'new' | 'back' | 'reduced' | 'withdrawn';
  title: string;
  place: string;
  /** Today's price (a withdrawn listing's last). */
  price: number;
  /** reduced: the price before; new or back: the price it came with, when it has been reduced since; else null. */
  previousPrice: number | null;
  livingArea: number;
  rooms: number | null;
  url: string;
  demo: boolean;
  /**
   * Its monthly payment with the radar's own funds (`PropertyAlertData.savings`) at today's model rate, as the account
   * and the listing page show it (issue 48); null for a withdrawn listing or without rates.
   */
  monthlyPayment: number | null;
  /** How its price stands against the buyer's budget (affordability.ts), when the radar keeps an income; else null. */
  budget?: 'within' | 'limit' | 'above' | null;
}

/**
 * To a lead: the listings new, reduced or withdrawn since the last alert of one property radar (../radar-alerts.ts), at
 * most ALERT_MAX_LISTINGS of them, with the single-purpose unsubscribe link. `counts` counts every listing of the alert
 * by what happened (those beyond `listings` too; back on the market counts as new): the subject names the mix, and
 * the e-mail counts the listings it leaves out.
 */
export interface PropertyAlertData {
  givenName: string | null;
  radarName: string;
  listings: AlertListing[];
  /** The own funds the monthly payments assume (radar.ts radarSavings); null: none shown. */
  savings: number | null;
  counts: { new: number; reduced: number; withdrawn: number };
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
    const count = d.counts.new + d.counts.reduced + d.counts.withdrawn;
    const more = count - d.listings.length;
    // The subject names the mix: one kind in a sentence of its own, several as "2 new, 1 cheaper and 1 no longer on offer".
    const kinds = (['new', 'reduced', 'withdrawn'] as const).filter((k) => d.counts[k] > 0);
    const summary = new Intl.ListFormat(tag, { type: 'conjunction' }).format(kinds.map((k) => t(`propertyAlert.summary.${k}`, { count: d.counts[k] })));
    const subject = kinds.length === 1 ? t(`propertyAlert.subject.${kinds[0]!}`, { count, radar: d.radarName }) : t('propertyAlert.subject.mixed', { summary, radar: d.radarName });
    const texts = {
      ...frame,
      preview: t('propertyAlert.preview', { summary, radar: d.radarName }),
      greeting: d.givenName ? t('propertyAlert.greetingNamed', { name: d.givenName }) : t('propertyAlert.greeting'),
      intro: t('propertyAlert.intro', { count, radar: d.radarName }),
      demo: d.listings.some((l) => l.demo) ? t('propertyAlert.demo') : null,
      more: more > 0 ? t('propertyAlert.more', { count: more }) : null,
      button: t('propertyAlert.button'),
      why: t('propertyAlert.why'),
      unsubscribe: t('propertyAlert.unsubscribe'),
      signature: t('propertyAlert.signature', { brand: SITE.brand }),
    };
    const items = d.listings.map((l) => ({
      kind: l.change,
      label: t(`propertyAlert.label.${l.change}`),
      title: l.demo ? `[Demo] ${l.title}` : l.title,
      facts: t(l.change === 'withdrawn' ? 'propertyAlert.factsWithdrawn' : 'propertyAlert.facts', { price: euro(l.price), area: area(l.livingArea), rooms: l.rooms ?? 0, place: l.place }),
      change: l.previousPrice !== null && l.previousPrice > l.price ? t(l.change === 'reduced' ? 'propertyAlert.reduced' : 'propertyAlert.reducedSince', { before: euro(l.previousPrice), after: euro(l.price) }) : null,
      url: l.url,
      monthly: l.monthlyPayment !== null && d.savings !== null ? t('propertyAlert.monthly', { amount: euro(l.monthlyPayment), savings: euro(d.savings) }) : null,
      budget: l.budget ? t(`propertyAlert.budget.${l.budget}`) : null,
    }));
    const element = <PropertyAlertEmail texts={texts} items={items} searchUrl={d.searchUrl} manageUrl={d.manageUrl} unsubscribeUrl={d.unsubscribeUrl} />;
    return renderEmailElement(subject, element);
  },
});

/** The properties feature's e-mails, for the composition root's registry. */
export const PROPERTIES_EMAILS = [propertyAlertEmail, listingEnquiryConfirmationEmail, listingEnquiryAdvisorEmail] as const;
