/**
 * What every booking page does first (issue 46): the locale (else the 404 page), the contact type of the calendar
 * pages (an unknown one is the 404 page) with its name for the title, the request's locale for next-intl, the
 * booking parameters of the address with the topic the page stands for, and the landing visit's tracking (the
 * referrer of another site) where the page is a landing page; the confirm page also reads the calendar form's slot.
 * And the pages' metadata: their route's, not indexed behind the calendar (confirm, confirmation).
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isContactType, type ContactType } from '@/config/taxonomy';
import { env } from '@/env';
import type { Params } from '@/i18n/paths';
import { requireLocale } from '@/i18n/require-locale';
import type { Locale } from '@/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { firstValue } from '@/lib/search-params';
import { readBookingQuery, withExternalReferrer, type BookingQuery, type Topic } from './query';

type Search = Record<string, string | string[] | undefined>;

/** The pages where a visit lands (the type choice, its refinance variant), each with the topic it books. */
type ChoicePage = 'appointment' | 'refinance-appointment';
/** The pages of one contact type (`/appointment/[contactType]/…`). */
type ContactPage = 'appointment-slug' | 'appointment-confirm' | 'appointment-slug-confirmation';
export type BookingPageRoute = ChoicePage | ContactPage;

export type BookingChoicePageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Search> };
export type BookingContactPageProps = { params: Promise<{ locale: string; contactType: string }>; searchParams: Promise<Search> };

const PAGES: Record<BookingPageRoute, { topic?: Topic | null; landing: boolean; slot?: true; indexed: boolean }> = {
  appointment: { topic: null, landing: true, indexed: true },
  'refinance-appointment': { topic: 'refinance', landing: true, indexed: true },
  'appointment-slug': { landing: true, indexed: true },
  // The calendar's form sends the slot as one value "date|hour"; links and the form's way back use date and time.
  'appointment-confirm': { landing: false, slot: true, indexed: false },
  'appointment-slug-confirmation': { landing: false, indexed: false },
};

const SLOT = /^\d{4}-\d{2}-\d{2}\|\d{1,2}(\.\d)?$/;

/** A booking page's route facts for `StandardPage`/`PageFrame`: its name, locale, path parameters and title values. */
export interface BookingFrame {
  routeName: BookingPageRoute;
  locale: Locale;
  params: Params;
  values?: Record<string, string>;
}

export interface BookingPageSetup {
  locale: Locale;
  /** The address's parameters as they came (first values taken by the readers). */
  search: Search;
  /** The booking parameters that travel between the pages. */
  query: BookingQuery;
  frame: BookingFrame;
}

async function routeParams(raw: { locale: string; contactType?: string }) {
  const locale = requireLocale(raw.locale);
  if (raw.contactType === undefined) return { locale, contactType: null, name: null };
  if (!isContactType(raw.contactType)) notFound();
  const t = await getTranslations({ locale, namespace: 'contactTypes' });
  return { locale, contactType: raw.contactType, name: t(`${raw.contactType}.name`) };
}

const frameOf = (routeName: BookingPageRoute, locale: Locale, contactType: ContactType | null, name: string | null): BookingFrame =>
  contactType && name ? { routeName, locale, params: { contactType }, values: { contactType: name } } : { routeName, locale, params: {} };

/** The setup of a booking page (see the module's comment); the page renders from it. */
export async function bookingPage(routeName: ChoicePage, props: BookingChoicePageProps): Promise<BookingPageSetup>;
export async function bookingPage(routeName: ContactPage, props: BookingContactPageProps): Promise<BookingPageSetup & { contactType: ContactType; name: string }>;
export async function bookingPage(routeName: BookingPageRoute, props: BookingChoicePageProps | BookingContactPageProps): Promise<BookingPageSetup & { contactType: ContactType | null; name: string | null }> {
  const page = PAGES[routeName];
  const { locale, contactType, name } = await routeParams(await props.params);
  setRequestLocale(locale);
  const search = await props.searchParams;
  let query = readBookingQuery(search);
  if (page.topic !== undefined) query = { ...query, topic: page.topic };
  if (page.landing) query = withExternalReferrer(query, (await headers()).get('referer'), env.PUBLIC_BASE_URL);
  const slot = page.slot ? firstValue(search.slot) : undefined;
  if (slot && SLOT.test(slot)) [query.date, query.time] = slot.split('|') as [string, string];
  return { locale, contactType, name, search, query, frame: frameOf(routeName, locale, contactType, name) };
}

/** A booking page's `generateMetadata`: its route's title and description (with the contact type's name). */
export function bookingPageMetadata(routeName: BookingPageRoute): (props: { params: Promise<{ locale: string; contactType?: string }> }) => Promise<Metadata> {
  return async ({ params }) => {
    const { locale, contactType, name } = await routeParams(await params);
    const metadata = await pageMetadata({ routeName, locale, ...(contactType && name ? { params: { contactType }, values: { contactType: name } } : {}) });
    return PAGES[routeName].indexed ? metadata : { ...metadata, robots: { index: false, follow: false } };
  };
}
