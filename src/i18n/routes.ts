/**
 * THE route table. Every page of the site is declared here once, in both locales. next-intl's localized
 * pathnames, links, hreflang alternates, canonical URLs, the sitemap, breadcrumbs and the language switch
 * all derive from this table (see docs/decisions/002-routing.md).
 *
 * `internal` is the pathname of the page inside `src/app/[locale]/` (what Next.js sees after the proxy
 * rewrote the localized path). Dynamic segments are written `[name]` in every form.
 */

import { LOCALES, type Locale } from '@/engine/locale';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Page frames (spec section 2, Layouts):
 * - default: mega header, drawer, breadcrumbs, footer call-to-action, footer, snackbar, login dialog
 * - advisor: advisor header instead of the mega header
 * - noFooter: default without the footer
 * - simpleFooter: compact footer without language switcher
 * - blank: only the page body (and the skip link)
 * - plain: default without the footer call-to-action and breadcrumbs
 */
export type LayoutVariant = 'default' | 'advisor' | 'noFooter' | 'simpleFooter' | 'blank' | 'plain';

export interface LayoutFlags {
  hideAppFooter: boolean;
  hideBreadcrumbs: boolean;
  hideFooterCTA: boolean;
  hasStickyBanner: boolean;
}

export interface RouteDef {
  /** Route name as the spec uses it (e.g. `calculators-slug`). Unique. */
  name: string;
  /** Message namespace key under `pages.` in messages/{de,en}.json. */
  key: string;
  internal: string;
  paths: Record<Locale, string>;
  layout: LayoutVariant;
  flags?: Partial<LayoutFlags>;
  /** Pages that need a login (account area) or carry per-visitor state are kept out of the sitemap. */
  sitemap: boolean;
  /** Visitors who are not eligible are sent to the login dialog (menu items pointing here). */
  restricted?: boolean;
}

type Def = Omit<RouteDef, 'layout' | 'sitemap'> & { layout?: LayoutVariant; sitemap?: boolean };

function r<const N extends string>(def: Def & { name: N }): RouteDef & { name: N } {
  return { layout: 'default', sitemap: true, ...def };
}

export const ROUTES = [
  r({ name: 'index', key: 'home', internal: '/', paths: { en: '/', de: '/' }, flags: { hideBreadcrumbs: true } }),

  // Appointments (bodies: booking issue)
  r({ name: 'appointment', key: 'appointment', internal: '/appointment', paths: { en: '/appointment', de: '/termin' }, layout: 'advisor' }),
  r({ name: 'appointment-slug', key: 'appointmentSlot', internal: '/appointment/[contactType]', paths: { en: '/appointment/[contactType]', de: '/termin/[contactType]' }, layout: 'advisor' }),
  r({ name: 'appointment-confirm', key: 'appointmentConfirm', internal: '/appointment/[contactType]/confirm', paths: { en: '/appointment/[contactType]/confirm', de: '/termin/[contactType]/bestaetigung' }, layout: 'noFooter', sitemap: false }),
  r({ name: 'appointment-slug-confirmation', key: 'appointmentConfirmation', internal: '/appointment/[contactType]/confirmation', paths: { en: '/appointment/[contactType]/confirmation', de: '/termin/[contactType]/bestaetigt' }, layout: 'noFooter', sitemap: false }),
  r({ name: 'manage-appointment', key: 'manageAppointment', internal: '/manage-appointment', paths: { en: '/manage-appointment', de: '/termin-verwalten' }, layout: 'plain', sitemap: false }),
  r({ name: 'refinance-appointment', key: 'refinanceAppointment', internal: '/refinance-appointment', paths: { en: '/refinance-appointment', de: '/anschlussfinanzierung-termin' }, layout: 'advisor' }),

  // Company and legal
  r({ name: 'about', key: 'about', internal: '/about', paths: { en: '/about', de: '/ueber-uns' } }),
  r({ name: 'search', key: 'search', internal: '/search', paths: { en: '/search', de: '/suche' }, sitemap: false }),
  r({ name: 'careers', key: 'careers', internal: '/careers', paths: { en: '/careers', de: '/karriere' } }),
  r({ name: 'careers-apply', key: 'careersApply', internal: '/careers/apply', paths: { en: '/careers/unsolicited-application', de: '/karriere/initiativbewerbung' } }),
  r({ name: 'careers-opening', key: 'careersOpening', internal: '/careers/[opening]', paths: { en: '/careers/[opening]', de: '/karriere/[opening]' } }),
  r({ name: 'service', key: 'service', internal: '/service', paths: { en: '/service', de: '/service' } }),
  r({ name: 'terms', key: 'terms', internal: '/terms', paths: { en: '/terms', de: '/agb' } }),
  r({ name: 'privacy', key: 'privacy', internal: '/privacy', paths: { en: '/privacy', de: '/datenschutz' } }),
  r({ name: 'imprint', key: 'imprint', internal: '/imprint', paths: { en: '/imprint', de: '/impressum' } }),
  r({ name: 'referral-program', key: 'referralProgram', internal: '/referral-program', paths: { en: '/referral-program', de: '/empfehlungsprogramm' } }),
  r({ name: 'login', key: 'login', internal: '/login', paths: { en: '/login', de: '/anmelden' }, layout: 'plain', sitemap: false }),
  r({ name: 'login-confirm', key: 'loginConfirm', internal: '/login/confirm', paths: { en: '/login/confirm', de: '/anmelden/bestaetigen' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff', key: 'staff', internal: '/staff', paths: { en: '/staff', de: '/team' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-leads', key: 'staffLeads', internal: '/staff/leads', paths: { en: '/staff/leads', de: '/team/leads' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-calendar', key: 'staffCalendar', internal: '/staff/calendar', paths: { en: '/staff/calendar', de: '/team/kalender' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-members', key: 'staffMembers', internal: '/staff/members', paths: { en: '/staff/members', de: '/team/mitglieder' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-advisors', key: 'staffAdvisors', internal: '/staff/advisors', paths: { en: '/staff/advisors', de: '/team/berater' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-rates', key: 'staffRates', internal: '/staff/rates', paths: { en: '/staff/rates', de: '/team/zinsmodell' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-lenders', key: 'staffLenders', internal: '/staff/lenders', paths: { en: '/staff/lenders', de: '/team/banken' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-refinance-pipeline', key: 'staffRefinancePipeline', internal: '/staff/refinance-pipeline', paths: { en: '/staff/refinance-pipeline', de: '/team/anschlussfinanzierungen' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-applications', key: 'staffApplications', internal: '/staff/applications', paths: { en: '/staff/applications', de: '/team/bewerbungen' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-report', key: 'staffReport', internal: '/staff/report', paths: { en: '/staff/report', de: '/team/auswertung' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-admin', key: 'staffAdmin', internal: '/staff/admin', paths: { en: '/staff/admin', de: '/team/verwaltung' }, layout: 'plain', sitemap: false }),
  r({ name: 'staff-lead', key: 'staffLead', internal: '/staff/leads/[lead]', paths: { en: '/staff/leads/[lead]', de: '/team/leads/[lead]' }, layout: 'plain', sitemap: false }),
  r({ name: 'mailbox', key: 'mailbox', internal: '/mailbox', paths: { en: '/mailbox', de: '/postfach' }, layout: 'plain', sitemap: false }),
  r({ name: 'start-funnel', key: 'criteriaStart', internal: '/criteria/start', paths: { en: '/criteria/start', de: '/kriterien/start' } }),
  r({ name: 'funnel-report', key: 'funnelReport', internal: '/criteria/recommendation', paths: { en: '/criteria/recommendation', de: '/kriterien/empfehlung' }, sitemap: false }),

  // Calculators
  r({ name: 'calculators', key: 'calculators', internal: '/mortgage-calculators', paths: { en: '/mortgage-calculators', de: '/immobilienkreditrechner' } }),
  r({ name: 'german-mortgage-calculator-calculator', key: 'mortgageCalculator', internal: '/german-mortgage-calculator', paths: { en: '/german-mortgage-calculator', de: '/baufinanzierungsrechner' } }),
  r({ name: 'calculators-slug', key: 'calculatorSlug', internal: '/german-mortgage-calculator/[slug]', paths: { en: '/german-mortgage-calculator/[slug]', de: '/baufinanzierungsrechner/[slug]' } }),
  r({ name: 'retirement-calculator', key: 'retirementCalculator', internal: '/retirement-calculator-germany', paths: { en: '/retirement-calculator-germany', de: '/altersvorsorge-rechner' } }),
  r({ name: 'rent-or-buy', key: 'rentOrBuy', internal: '/rent-or-buy-in-germany.ia', paths: { en: '/rent-or-buy-in-germany.ia', de: '/mieten-oder-kaufen-rechner.ia' } }),
  r({ name: 'house-budget', key: 'houseBudget', internal: '/how-much-house-can-i-afford-calculator.ia', paths: { en: '/how-much-house-can-i-afford-calculator.ia', de: '/wie-viel-haus-kann-ich-mir-leisten-rechner.ia' } }),

  // Rates and broker pages, per region and city
  r({ name: 'mortgage-rates', key: 'mortgageRates', internal: '/mortgage-rates-germany', paths: { en: '/mortgage-rates-germany', de: '/baufinanzierung' }, flags: { hasStickyBanner: true } }),
  r({ name: 'mortgage-rates-history', key: 'mortgageRatesHistory', internal: '/mortgage-rates-germany/history', paths: { en: '/mortgage-rates-germany/history', de: '/baufinanzierung/zinsentwicklung' } }),
  r({ name: 'mortgage-rates-region', key: 'mortgageRatesRegion', internal: '/mortgage-rates-germany/[region]', paths: { en: '/mortgage-rates-germany/[region]', de: '/baufinanzierung/[region]' }, flags: { hasStickyBanner: true } }),
  r({ name: 'mortgage-rates-region-city', key: 'mortgageRatesCity', internal: '/mortgage-rates-germany/[region]/[city]', paths: { en: '/mortgage-rates-germany/[region]/[city]', de: '/baufinanzierung/[region]/[city]' }, flags: { hasStickyBanner: true } }),
  r({ name: 'mortgage-broker', key: 'mortgageBroker', internal: '/mortgage-broker-germany', paths: { en: '/mortgage-broker-germany', de: '/baufinanzierung-vergleich' } }),
  r({ name: 'mortgage-broker-region', key: 'mortgageBrokerRegion', internal: '/mortgage-broker-germany/[region]', paths: { en: '/mortgage-broker-germany/[region]', de: '/baufinanzierung-vergleich/[region]' } }),
  r({ name: 'mortgage-broker-region-city', key: 'mortgageBrokerCity', internal: '/mortgage-broker-germany/[region]/[city]', paths: { en: '/mortgage-broker-germany/[region]/[city]', de: '/baufinanzierung-vergleich/[region]/[city]' } }),

  // Editorial content (bodies: content issue)
  r({ name: 'blog', key: 'blog', internal: '/mortgage-tips', paths: { en: '/mortgage-tips', de: '/ratgeber' }, flags: { hideBreadcrumbs: true } }),
  r({ name: 'blog-category', key: 'blogCategory', internal: '/mortgage-tips/[category]', paths: { en: '/mortgage-tips/[category]', de: '/ratgeber/[category]' } }),
  r({ name: 'blog-author', key: 'blogAuthor', internal: '/mortgage-tips/author/[author]', paths: { en: '/mortgage-tips/author/[author]', de: '/ratgeber/autor/[author]' } }),
  r({ name: 'blog-slug-categoryCode', key: 'blogArticle', internal: '/mortgage-tips/[category]/[article]', paths: { en: '/mortgage-tips/[category]/[article]', de: '/ratgeber/[category]/[article]' } }),
  r({ name: 'mortgage-faqs', key: 'faqs', internal: '/mortgage-faqs', paths: { en: '/mortgage-faqs', de: '/baufinanzierung-faq' }, flags: { hideBreadcrumbs: true, hideFooterCTA: true } }),
  r({ name: 'mortgage-faqs-category', key: 'faqCategory', internal: '/mortgage-faqs/[category]', paths: { en: '/mortgage-faqs/[category]', de: '/baufinanzierung-faq/[category]' } }),
  r({ name: 'mortgage-faqs-category-slug-categoryCode', key: 'faqArticle', internal: '/mortgage-faqs/[category]/[article]', paths: { en: '/mortgage-faqs/[category]/[article]', de: '/baufinanzierung-faq/[category]/[article]' } }),

  // Properties
  r({ name: 'properties', key: 'properties', internal: '/properties', paths: { en: '/properties', de: '/immobilien' } }),
  r({ name: 'properties-listing', key: 'propertyListing', internal: '/properties/[listing]', paths: { en: '/properties/[listing]', de: '/immobilien/[listing]' }, sitemap: false }),
  r({ name: 'property-enquiry', key: 'propertyEnquiry', internal: '/property-enquiry', paths: { en: '/property-enquiry', de: '/immobilien-anfrage' }, sitemap: false }),
  r({ name: 'buy-apartment', key: 'buyApartment', internal: '/buy-apartment', paths: { en: '/buy-apartment', de: '/wohnung-kaufen' } }),
  r({ name: 'buy-house', key: 'buyHouse', internal: '/buy-house', paths: { en: '/buy-house', de: '/haus-kaufen' } }),
  r({ name: 'buy-apartment-city', key: 'buyApartmentCity', internal: '/buy-apartment/[city]', paths: { en: '/buy-apartment-[city]', de: '/wohnung-kaufen-[city]' } }),
  r({ name: 'buy-house-city', key: 'buyHouseCity', internal: '/buy-house/[city]', paths: { en: '/buy-house-[city]', de: '/haus-kaufen-[city]' } }),

  // Landing pages
  r({ name: 'lp-2-purchase', key: 'lpPurchase', internal: '/lp-2/request-property-financing', paths: { en: '/lp-2/request-property-financing', de: '/lp-2/immobilienfinanzierung-anfragen' }, layout: 'simpleFooter' }),
  r({ name: 'lp-2-refinance', key: 'lpRefinance', internal: '/lp-2/request-refinancing', paths: { en: '/lp-2/request-refinancing', de: '/lp-2/anschlussfinanzierung-anfragen' }, layout: 'simpleFooter' }),
  r({ name: 'lp-2-commercial', key: 'lpCommercialRequest', internal: '/lp-2/request-commercial-financing', paths: { en: '/lp-2/request-commercial-financing', de: '/lp-2/gewerbefinanzierung-anfragen' }, layout: 'simpleFooter' }),
  r({ name: 'lp-2-received', key: 'lpReceived', internal: '/lp-2/request-received', paths: { en: '/lp-2/request-received', de: '/lp-2/anfrage-erhalten' }, layout: 'simpleFooter', sitemap: false }),
  r({ name: 'lp-financing-certificate', key: 'lpFinancingCertificate', internal: '/lp/financing-certificate', paths: { en: '/lp/financing-certificate', de: '/lp/finanzierungszertifikat' }, layout: 'simpleFooter' }),
  r({ name: 'lp-refinancing', key: 'lpRefinancing', internal: '/lp/refinancing', paths: { en: '/lp/refinancing', de: '/lp/anschlussfinanzierung' }, layout: 'simpleFooter' }),
  r({ name: 'lp-commercial', key: 'lpCommercial', internal: '/lp/commercial-property-financing', paths: { en: '/lp/commercial-property-financing', de: '/lp/gewerbliche-immobilienfinanzierungen' }, layout: 'simpleFooter' }),
  r({ name: 'lp-webinar', key: 'lpWebinar', internal: '/lp/webinar-german-pensions', paths: { en: '/lp/webinar-german-pensions', de: '/lp/webinar-gesetzliche-rente' }, layout: 'simpleFooter' }),
  r({ name: 'webinar-register', key: 'webinarRegister', internal: '/webinar/register', paths: { en: '/webinar/register', de: '/webinar/anmelden' }, layout: 'simpleFooter', sitemap: false }),
  r({ name: 'review', key: 'review', internal: '/review', paths: { en: '/review', de: '/bewertung' }, layout: 'simpleFooter', sitemap: false }),
  r({ name: 'staff-reviews', key: 'staffReviews', internal: '/staff/reviews', paths: { en: '/staff/reviews', de: '/team/bewertungen' }, layout: 'plain', sitemap: false }),
  r({ name: 'webinar-cancel', key: 'webinarCancel', internal: '/webinar/cancel', paths: { en: '/webinar/cancel', de: '/webinar/abmelden' }, layout: 'simpleFooter', sitemap: false }),
  r({ name: 'widget-library', key: 'widgetLibrary', internal: '/widget-library', paths: { en: '/widget-library', de: '/widget-bibliothek' } }),
  // The partner widgets inside a partner's iframe (ADR 044): no frame, not in the sitemap, noindex.
  r({ name: 'widget', key: 'widget', internal: '/widget/[widget]/[partner]', paths: { en: '/widget/[widget]/[partner]', de: '/widget/[widget]/[partner]' }, layout: 'blank', sitemap: false }),
  r({ name: 'topics', key: 'topics', internal: '/topics', paths: { en: '/topics', de: '/themen' } }),

  // Account area (restricted; bodies: login issue)
  r({ name: 'account', key: 'account', internal: '/account', paths: { en: '/account', de: '/konto' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-refer', key: 'accountRefer', internal: '/account/refer', paths: { en: '/account/refer', de: '/konto/empfehlen' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'property-alerts-unsubscribe', key: 'propertyAlertsUnsubscribe', internal: '/property-alerts/unsubscribe', paths: { en: '/property-alerts/unsubscribe', de: '/immobilienradar/abmelden' }, layout: 'plain', sitemap: false }),
  r({ name: 'rate-watch-unsubscribe', key: 'rateWatchUnsubscribe', internal: '/rate-watch/unsubscribe', paths: { en: '/rate-watch/unsubscribe', de: '/zinswaechter/abmelden' }, layout: 'plain', sitemap: false }),
  r({ name: 'account-property-search', key: 'accountPropertySearch', internal: '/account/property-search', paths: { en: '/account/property-search', de: '/konto/immobilien-suche' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-financing-certificate', key: 'accountFinancingCertificate', internal: '/account/financing-certificate', paths: { en: '/account/financing-certificate', de: '/konto/finanzierungszertifikat' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'certificate-verify', key: 'certificateVerify', internal: '/financing-certificate/verify', paths: { en: '/financing-certificate/verify', de: '/finanzierungszertifikat/pruefen' }, layout: 'plain', sitemap: false }),
  r({ name: 'account-property-value', key: 'accountPropertyValue', internal: '/account/property-value', paths: { en: '/account/property-value', de: '/konto/immobilienwert' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-upload-documents', key: 'accountUploadDocuments', internal: '/account/upload-documents', paths: { en: '/account/upload-documents', de: '/konto/unterlagen-hochladen' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-data', key: 'accountData', internal: '/account/your-data', paths: { en: '/account/your-data', de: '/konto/deine-daten' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-affordability', key: 'accountAffordability', internal: '/account/affordability', paths: { en: '/account/affordability', de: '/konto/finanzierbarkeit' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-profile', key: 'accountProfile', internal: '/account/profile', paths: { en: '/account/profile', de: '/konto/profil' }, layout: 'plain', sitemap: false, restricted: true }),
  // A homeowner's current loan and its plan (issue 51, ADR 052).
  r({ name: 'account-my-loan', key: 'accountMyLoan', internal: '/account/my-loan', paths: { en: '/account/my-loan', de: '/konto/mein-darlehen' }, layout: 'plain', sitemap: false, restricted: true }),
  r({ name: 'account-loan-plan', key: 'accountLoanPlan', internal: '/account/my-loan/plan', paths: { en: '/account/my-loan/plan', de: '/konto/mein-darlehen/plan' }, layout: 'plain', sitemap: false, restricted: true }),
];

/** Paths that answer 301 to a route (both locales). */
export const PERMANENT_REDIRECTS: readonly { from: Record<Locale, string[]>; to: string }[] = [
  {
    from: { en: ['/pension-gap-calculator'], de: ['/pension-gap-calculator', '/rentenluecke-rechner'] },
    to: 'retirement-calculator',
  },
];

const byName = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));

export type RouteName = (typeof ROUTES)[number]['name'];

const ROUTE_NAMES: ReadonlySet<string> = new Set(ROUTES.map((route) => route.name));

export function isRouteName(value: string): value is RouteName {
  return ROUTE_NAMES.has(value);
}

/** A route name read from data (menus, content, forms, route definitions): checked, like routeByName an unknown one throws. */
export function asRouteName(value: string): RouteName {
  if (!isRouteName(value)) throw new Error(`Unknown route: ${value}`);
  return value;
}

/** A route's locale path under its locale prefix: '/' → '/de', '/termin' → '/de/termin'. */
export function withLocale(path: string, locale: Locale): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function routeByInternal(internal: string): RouteDef | undefined {
  return ROUTES.find((route) => route.internal === internal);
}

/** next-intl `pathnames` config derived from the table. */
export const PATHNAMES = Object.fromEntries(
  ROUTES.map((route) => [route.internal, route.internal === '/' ? '/' : { de: route.paths.de, en: route.paths.en }]),
) as Record<string, string | Record<Locale, string>>;
