import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import { readFormState } from '@/lib/forms/form-state';
import { firstValue } from '@/lib/search-params';
import { ListingEnquiry } from './components/ListingEnquiry';
import { ENQUIRY_DONE_COOKIE, ENQUIRY_DRAFT } from './enquiry-cookies';
import { enquiryIsFor, enquiryListing } from './enquiry';
import { ENQUIRY_CODES, ENQUIRY_FORM_ERRORS } from './enquiry-form';
import { listingHeadline } from './listing-texts';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function enquiryMetadata({ params }: Props) {
  return { ...(await standardMetadata('property-enquiry', await params)), robots: { index: false, follow: false } };
}

/**
 * `/de/immobilien-anfrage?listing=<slug>`, `/en/property-enquiry?…`: the private side of a listing's enquiry (issue 48).
 * The listing page itself is kept for everyone (ADR 012), so what belongs to one visitor shows here, rendered per
 * request and never kept (it reads cookies; it is no data page, so it says `private, no-store`): after a refused POST
 * the form again with the codes from the address and the typed values from the draft cookie, in the visitor's
 * language; after a sent one "sent", only to the browser holding that enquiry's id (cookie).
 */
export async function EnquiryPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'properties.enquiry' });
  const db = await getDb();
  const jar = await cookies();
  const listing = await enquiryListing(db, firstValue(query.listing) ?? '');
  if (!listing) {
    return (
      <StandardPage routeName="property-enquiry" locale={locale}>
        <p className="max-w-2xl" data-testid="enquiry-unknown">{t('unknown')}</p>
        <a href={localizedPath('properties', locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('backToListing')}</a>
      </StandardPage>
    );
  }
  const listingPath = localizedPath('properties-listing', locale, { listing: listing.slug });
  const title = listingHeadline(listing, locale);
  const back = <a href={listingPath} className="mt-4 inline-block font-semibold text-brand-700 underline" data-testid="enquiry-back">{t('backToListing')}</a>;
  const doneId = jar.get(ENQUIRY_DONE_COOKIE)?.value ?? '';
  if (firstValue(query.sent) === '1' && (await enquiryIsFor(db, doneId, listing.id))) {
    return (
      <StandardPage routeName="property-enquiry" locale={locale}>
        <div role="status" className="max-w-2xl rounded-lg bg-green-50 p-4 text-green-900" data-testid="enquiry-sent">
          <h2 className="text-lg font-semibold">{t('sent.heading')}</h2>
          <p className="mt-1">{t('sent.text')}</p>
          {listing.isDemo && <p className="mt-2 text-sm">{t('sent.demo')}</p>}
        </div>
        <p className="mt-4 font-medium text-ink">{title}</p>
        {back}
      </StandardPage>
    );
  }
  const form = readFormState({ errors: firstValue(query.errors), error: firstValue(query.error) }, jar.get(ENQUIRY_DRAFT.name)?.value, {
    cookie: ENQUIRY_DRAFT,
    codes: ENQUIRY_CODES,
    formErrors: ENQUIRY_FORM_ERRORS,
  });
  const gone = listing.withdrawnAt !== null;
  return (
    <StandardPage routeName="property-enquiry" locale={locale}>
      <p className="max-w-2xl font-medium text-ink" data-testid="enquiry-listing-title">{title}</p>
      {back}
      <div className="mt-6 max-w-2xl">
        {gone ? (
          <p className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-ink" data-testid="enquiry-gone">{t('formErrors.LISTING_GONE')}</p>
        ) : (
          <ListingEnquiry locale={locale} slug={listing.slug} isDemo={listing.isDemo} form={form} />
        )}
      </div>
    </StandardPage>
  );
}
