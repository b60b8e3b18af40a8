import { notFound } from 'next/navigation';
import { FavouriteForm } from './components/SaveForms';
import { SaveEnhancer } from './components/SaveEnhancer';
import { SavedSavingsLink } from './components/SavedSavingsLink';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale } from '@/components/page/StandardPage';
import { JsonLd } from '@/components/layout/JsonLd';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/forms';
import { getDb } from '@/db';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { isoDateToDate, todayInBerlin } from '@/lib/dates';
import { todaysRatesForPage } from '@/features/rates/server';
import { listingFigures, searchHref } from './listing-query';
import { budgetStatus, searchBudget } from './affordability';
import { resolveSearchCentre } from './search';
import type { FormSource } from '@/lib/forms/parse-form';
import { keptForDataVersion } from '@/lib/data-version-memo';
import { imagesOf, listingBySlug, priceHistory, type ListingRow } from './listings-repository';
import { imageSizeUrl } from './listing-images';
import { ListingPictures } from './components/ListingPictures';
import { similarListings } from './search-repository';
import { ENERGY_CLASSES, LISTING_FEATURES } from './search-form';
import { ListingCard } from './components/ListingCard';
import { LocationMap } from './components/LocationMap';
import { ProviderTexts } from './components/ProviderTexts';
import { CertificateLink } from './components/CertificateLink';
import { ListingEnquiry } from './components/ListingEnquiry';
import { ListingPriceBand } from './components/ListingPriceBand';
import { commissionText, listingHeadline, listingTitle, placeName, providerLabel, providerLanguage } from './listing-texts';

type Params = Promise<{ locale: string; listing: string }>;

const SLUG = /^[a-z0-9-]{3,120}$/;

/**
 * The listing and what the page shows with it are the same for every visitor until the listings change (an import
 * that changes a listing's images or price updates its row too, which raises the page data version): kept per
 * version (issue 47), so a visitor's own savings cost only the render. The metadata and the page share the read.
 */
async function load(slug: string): Promise<ListingRow | null> {
  if (!SLUG.test(slug)) return null;
  const db = await getDb();
  return keptForDataVersion(db, `listing:${slug}`, () => listingBySlug(db, slug));
}

export async function listingMetadata({ params }: { params: Params }) {
  const { locale: raw, listing: slug } = await params;
  const locale = requireLocale(raw);
  const listing = await load(slug);
  if (!listing) return pageMetadata({ routeName: 'properties-listing', locale, params: { listing: slug }, values: { title: '' }, noindex: true });
  const format = await getFormatter({ locale });
  // Title and description from the structured data in the page's language (issue 48), never the feed's own title.
  const headline = listingHeadline(listing, locale);
  const description = [headline, format.number(listing.price, 'euro'), `${listing.postalCode} ${placeName(listing.place, locale)}`].join(' · ');
  // Demo listings are examples, not offers: kept out of search engines.
  return pageMetadata({ routeName: 'properties-listing', locale, params: { listing: slug }, values: { title: headline }, description, noindex: listing.isDemo || listing.withdrawnAt !== null });
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums text-ink">{children}</dd>
    </div>
  );
}

/**
 * `…/properties/<slug>`, `…/immobilien/<slug>`: one listing with everything a buyer compares (issue 25). `query`: the
 * search the visitor came from (listing-query.ts, issue 48): its savings for the payment, and the way back to it.
 */
export async function ListingPage({ params, query = {} }: { params: Params; query?: FormSource }) {
  const { locale: raw, listing: slug } = await params;
  const locale: Locale = requireLocale(raw);
  const listing = await load(slug);
  if (!listing) notFound();
  const db = await getDb();
  const today = todayInBerlin();
  const [t, format, images, prices, rates, similar] = await Promise.all([
    getTranslations({ locale, namespace: 'properties' }),
    getFormatter({ locale }),
    keptForDataVersion(db, `listing:${listing.id}:images`, () => imagesOf(db, listing.id)),
    keptForDataVersion(db, `listing:${listing.id}:prices`, () => priceHistory(db, listing.id)),
    todaysRatesForPage(db, today),
    listing.withdrawnAt === null ? keptForDataVersion(db, `listing:${listing.id}:similar`, () => similarListings(db, listing)) : Promise.resolve([]),
  ]);
  const tl = (key: string, values?: Record<string, string | number>) => t(`listing.${key}` as 'listing.facts', values as never);
  const has = (key: string) => t.has(`listing.${key}` as 'listing.facts');
  const euro = (v: number) => format.number(v, 'euro');
  const pct = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 2 });
  const day = (d: Date) => format.dateTime(d, 'short');
  const { visit, financing } = listingFigures(listing, query, today, rates?.market ?? null);
  // How the listing stands against the budget of the search it was opened from (issue 48, part 3), as its card said.
  const budget = rates && visit.search.income ? searchBudget(visit.search, visit.search.place ? resolveSearchCentre(visit.search.place) : null, today, rates.market) : null;
  const standing = budget ? budgetStatus(listing.price, budget) : null;
  const calculatorPath = localizedPath('german-mortgage-calculator-calculator', locale);
  const pageUrl = new URL(localizedPath('properties-listing', locale, { listing: listing.slug }), env.PUBLIC_BASE_URL).toString();
  const valueOf = (group: string, value: string | null) => (value === null ? null : has(`values.${group}.${value}`) ? tl(`values.${group}.${value}`) : value);
  const features = LISTING_FEATURES.filter((f) => listing[f]).map((f) => t(`search.features.${f}`));
  // The commission as the page's locale writes it ("3.57% incl. VAT"); the feed's own wording only when the import
  // could not read a figure from it, in its language and labelled as the provider's.
  const commissionValue = commissionText(listing.buyerCommission, locale);
  const address = listing.addressPublic && listing.street ? `${listing.street} ${listing.houseNumber ?? ''}, ${listing.postalCode} ${listing.place}`.replace(' ,', ',') : tl('addressHidden', { postalCode: listing.postalCode, place: listing.place });
  // Generated in the page's language (issue 48): the h1 and the breadcrumb; the feed's own texts below, labelled.
  const headline = listingHeadline(listing, locale);
  const foreign = providerLanguage(listing.language, locale);
  const mainPhoto = images.find((i) => i.kind !== 'floorplan');

  return (
    <StandardPage routeName="properties-listing" locale={locale} params={{ listing: listing.slug }} values={{ title: headline }} breadcrumbLabel={listingTitle(listing, locale)} introFromSm>
      <div className="flex flex-col gap-3">
        <a href={searchHref(locale, visit.params)} className="text-sm font-medium text-brand-700 underline" data-testid="listing-back">{tl('backToSearch')}</a>
        {visit.invalid && <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="listing-query-invalid">{tl('queryInvalid')}</p>}
        {listing.isDemo && <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="listing-demo-notice">{tl('demoNotice')}</p>}
        {listing.withdrawnAt && <p className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-ink" data-testid="listing-withdrawn">{tl('withdrawn', { date: day(listing.withdrawnAt) })}</p>}
      </div>

      {/* On a phone the figures box comes after the facts: the price and this visitor's monthly cost first, linked to it. */}
      {financing?.ok && (
        <p className="mt-4 rounded-xl border border-slate-200 bg-brand-50 px-4 py-3 text-ink lg:hidden" data-testid="listing-summary">
          <span className="font-semibold tabular-nums">{euro(listing.price)}</span>
          {' · '}
          <a href="#listing-financing" className="font-semibold text-brand-700 underline tabular-nums">{tl('summary', { monthly: euro(financing.monthlyPayment) })}</a>
        </p>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-8">
          <ListingPictures locale={locale} listing={listing} images={images} />
          <section aria-labelledby="listing-facts">
            <h2 id="listing-facts" className="text-xl font-semibold text-ink">{tl('facts')}</h2>
            <dl className="mt-3" data-testid="listing-facts">
              <Row label={tl('labels.price')} testId="fact-price">{euro(listing.price)}</Row>
              <Row label={tl('labels.perSqm')}>{euro(listing.price / listing.livingArea)}</Row>
              <Row label={tl('labels.type')}>{valueOf('subtype', listing.subtype) ?? t(`types.${listing.type as 'apartment'}`)}</Row>
              {listing.rooms !== null && <Row label={tl('labels.rooms')}>{format.number(listing.rooms)}</Row>}
              <Row label={tl('labels.livingArea')}>{t('card.area', { area: format.number(listing.livingArea, { maximumFractionDigits: 1 }) })}</Row>
              {listing.plotArea !== null && <Row label={tl('labels.plotArea')}>{t('card.area', { area: format.number(listing.plotArea, { maximumFractionDigits: 0 }) })}</Row>}
              {listing.floor !== null && <Row label={tl('labels.floor')}>{listing.floor === 0 ? tl('floorGround') : format.number(listing.floor)}</Row>}
              {listing.yearBuilt !== null && <Row label={tl('labels.yearBuilt')}>{String(listing.yearBuilt)}</Row>}
              {listing.condition && <Row label={tl('labels.condition')}>{valueOf('condition', listing.condition)}</Row>}
              {features.length > 0 && <Row label={tl('labels.features')}>{features.join(', ')}</Row>}
              {listing.hausgeld !== null && <Row label={tl('labels.hausgeld')}>{euro(listing.hausgeld)}</Row>}
              <Row label={tl('labels.commission')} testId="fact-commission">
                {commissionValue ?? (listing.buyerCommissionText ? (
                  <>
                    <span lang={foreign}>{listing.buyerCommissionText}</span> ({providerLabel('wording', listing.language, locale)})
                  </>
                ) : tl('commissionUnknown'))}
              </Row>
              <Row label={tl('labels.address')}>{address}</Row>
              <Row label={tl('labels.provider')}>{listing.providerName}</Row>
              <Row label={tl('labels.listingNumber')}>{listing.externalId}</Row>
              <Row label={tl('labels.firstSeen')}>{day(listing.firstSeenAt)}</Row>
            </dl>
          </section>
          <ProviderTexts listing={listing} locale={locale} />
          {(listing.energyClass || listing.energyValue !== null) && (
            <section aria-labelledby="listing-energy">
              <h2 id="listing-energy" className="text-xl font-semibold text-ink">{tl('energy.heading')}</h2>
              {listing.energyClass && (
                <ol className="mt-3 flex gap-1" aria-label={tl('energy.scale')} data-testid="energy-scale">
                  {ENERGY_CLASSES.map((c) => (
                    <li key={c} aria-current={c === listing.energyClass ? 'true' : undefined} className={`flex-1 rounded py-1 text-center text-xs font-semibold ${c === listing.energyClass ? 'bg-ink text-white ring-2 ring-amber-400' : 'bg-slate-100 text-slate-700'}`}>
                      {c}
                    </li>
                  ))}
                </ol>
              )}
              <dl className="mt-3">
                {listing.energyClass && <Row label={tl('energy.class')} testId="fact-energy-class">{listing.energyClass}</Row>}
                {listing.energyValue !== null && <Row label={tl('energy.value')}>{tl('energy.valueText', { value: format.number(listing.energyValue, { maximumFractionDigits: 1 }) })}</Row>}
                {listing.energyCertificate && <Row label={tl('energy.certificate')}>{tl(`energy.${listing.energyCertificate}`)}</Row>}
                {listing.energySource && <Row label={tl('energy.source')}>{valueOf('source', listing.energySource)}</Row>}
                {listing.heating && <Row label={tl('energy.heating')}>{valueOf('heating', listing.heating)}</Row>}
              </dl>
            </section>
          )}
          <section aria-labelledby="listing-prices">
            <h2 id="listing-prices" className="text-xl font-semibold text-ink">{tl('priceHistory.heading')}</h2>
            {prices.length <= 1 ? (
              <p className="mt-3 text-muted" data-testid="price-history-single">{tl('priceHistory.single', { date: day(prices[0]?.observedAt ?? listing.firstSeenAt) })}</p>
            ) : (
              <table className="mt-3 w-full text-left tabular-nums" data-testid="price-history">
                <thead>
                  <tr className="border-b border-slate-200 text-sm text-muted">
                    <th scope="col" className="py-2 font-medium">{tl('priceHistory.date')}</th>
                    <th scope="col" className="py-2 text-right font-medium">{tl('priceHistory.price')}</th>
                    <th scope="col" className="py-2 text-right font-medium">{tl('priceHistory.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {prices.map((row, i) => {
                    const before = prices[i - 1];
                    return (
                      <tr key={`${row.observedAt.toISOString()}-${i}`} className="border-b border-slate-100">
                        <td className="py-2">{day(row.observedAt)}</td>
                        <td className="py-2 text-right">{euro(row.price)}</td>
                        <td className="py-2 text-right">{before ? `${row.price >= before.price ? '+' : '−'}${pct(Math.abs(row.price / before.price - 1))}` : tl('priceHistory.first')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
          <ListingPriceBand listing={listing} locale={locale} />
        </div>

        <aside className="flex flex-col gap-8">
          <section aria-labelledby="listing-financing" className="rounded-2xl border border-slate-200 bg-brand-50 p-5" data-testid="listing-financing-box">
            <h2 id="listing-financing" className="text-xl font-semibold text-ink">{tl('financing.heading')}</h2>
            {!financing ? (
              <p className="mt-3 text-muted">{tl('financing.noRates')}</p>
            ) : !financing.ok ? (
              <p className="mt-3 text-muted">{tl('financing.outOfRange')}</p>
            ) : (
              <>
                <p className="mt-3 text-ink" data-testid="listing-monthly">
                  <span className="text-3xl font-bold tabular-nums" data-testid="listing-monthly-amount">{euro(financing.monthlyPayment)}</span> {t('card.perMonth')}
                </p>
                {standing && <p className="mt-2 text-sm font-semibold text-ink" data-testid="listing-budget" data-budget={standing}>{t(`card.budget.${standing}`)}</p>}
                <dl className="mt-3 text-sm">
                  <Row label={tl('financing.price')}>{euro(listing.price)}</Row>
                  <Row label={tl('financing.transferTax', { rate: pct(financing.transferTaxRate) })}>{euro(financing.transferTax)}</Row>
                  <Row label={tl('financing.notary')}>{euro(financing.notaryFee)}</Row>
                  <Row label={tl('financing.commission', { rate: pct(listing.buyerCommission ?? 0) })}>{euro(financing.commission)}</Row>
                  <Row label={tl('financing.costs')} testId="financing-costs">{euro(financing.purchaseCosts)}</Row>
                  <Row label={tl(visit.search.savingsGiven ? 'financing.savingsGiven' : 'financing.savings')} testId="financing-savings">−{euro(financing.savings)}</Row>
                  <Row label={tl('financing.loan')}>{euro(financing.loanAmount)}</Row>
                  <Row label={tl('financing.rate', { date: format.dateTime(isoDateToDate(financing.curveDate), 'short') })}>{pct(financing.interestRate)}</Row>
                </dl>
                <p className="mt-3 text-sm text-muted">{tl('financing.assumptions')}</p>
                {!visit.search.savingsGiven && <SavedSavingsLink locale={locale} template={tl('financing.useSaved', { savings: '{savings}' })} />}
              </>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              {financing && <a href={`${calculatorPath}?${financing.calculatorParams}`} className={PRIMARY_BUTTON_CLASS} data-testid="listing-calculator-link">{tl('financing.openCalculator')}</a>}
              <a href={`${localizedPath('appointment', locale)}?listing=${listing.slug}`} className={SECONDARY_BUTTON_CLASS} data-testid="listing-book-link">{tl('financing.book')}</a>
            </div>
            {!listing.withdrawnAt && (
              <>
                <FavouriteForm locale={locale} slug={listing.slug} />
                <SaveEnhancer />
              </>
            )}
          </section>
          <section aria-labelledby="listing-location">
            <h2 id="listing-location" className="text-xl font-semibold text-ink">{tl('location')}</h2>
            <p className="mt-2 text-muted">{address}</p>
            <div className="mt-3">
              <LocationMap lat={listing.lat} lon={listing.lon} label={`${tl('location')}: ${listing.postalCode} ${listing.place}`} locale={locale} />
            </div>
          </section>
          {!listing.withdrawnAt && <CertificateLink locale={locale} listing={listing} savings={visit.search.savingsGiven ? visit.search.savings : null} />}
          {/* Issue 48: the enquiry, empty for everyone (this page is kept for everyone); refusals and "sent" show on the private enquiry page. */}
          {!listing.withdrawnAt && <ListingEnquiry locale={locale} slug={listing.slug} isDemo={listing.isDemo} />}
        </aside>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="listing-similar" className="mt-10">
          <h2 id="listing-similar" className="text-xl font-semibold text-ink">{tl('similar')}</h2>
          <ol className="mt-4 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-listings">
            {similar.map((item, i) => (
              <ListingCard key={item.id} item={{ ...item, financing: null }} n={i + 1} locale={locale} params={visit.params} />
            ))}
          </ol>
        </section>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          name: headline,
          url: pageUrl,
          datePosted: listing.firstSeenAt.toISOString().slice(0, 10),
          ...(mainPhoto ? { image: new URL(imageSizeUrl(mainPhoto, 1600, 'jpg'), env.PUBLIC_BASE_URL).toString() } : {}),
          offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'EUR', availability: listing.withdrawnAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock' },
          about: {
            '@type': listing.type === 'house' ? 'SingleFamilyResidence' : 'Apartment',
            floorSize: { '@type': 'QuantitativeValue', value: listing.livingArea, unitCode: 'MTK' },
            ...(listing.rooms !== null ? { numberOfRooms: listing.rooms } : {}),
            ...(listing.yearBuilt !== null ? { yearBuilt: listing.yearBuilt } : {}),
            address: { '@type': 'PostalAddress', postalCode: listing.postalCode, addressLocality: listing.place, addressCountry: 'DE' },
            geo: { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lon },
          },
        }}
      />
    </StandardPage>
  );
}
