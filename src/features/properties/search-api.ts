/**
 * A search result as the APIs answer it (POST /api/properties/search and the query endpoint's property_search):
 * snake_case, whole euros for money, the features the listing has as a list. `headline` is the title generated from
 * the listing's data in the request's locale, as the pages show it ("2-room apartment in Munich"; issue 48); `title`
 * stays the provider's own words in the feed's `language`. `image` is the title picture's 960-pixel JPEG (narrower
 * when the picture is: never enlarged), or the original's URL for an SVG drawing or an image stored before its sizes
 * existed, exactly what a card's `<img>` falls back to (issue 48, part 7).
 */
import type { Locale } from '@/i18n/routes';
import { imageSizeUrl, imageUrl } from './listing-images';
import { listingTitle } from './listing-texts';
import { LISTING_FEATURES } from './search-form';
import type { SearchResultItem } from './search';

/** The width of the title picture the APIs link to: the middle size, as a card's fallback `<img>` has it. */
const API_IMAGE_WIDTH = 960;

function apiImage(i: SearchResultItem): string | null {
  if (!i.imageId) return null;
  if (!i.imageHash || !i.imageMime) return imageUrl(i.imageId);
  return imageSizeUrl({ id: i.imageId, hash: i.imageHash, mime: i.imageMime, width: i.imageWidth, height: i.imageHeight }, API_IMAGE_WIDTH, 'jpg');
}

export function apiListing(i: SearchResultItem, locale: Locale) {
  return {
    slug: i.slug,
    demo: i.isDemo,
    type: i.type,
    subtype: i.subtype,
    headline: listingTitle(i, locale),
    title: i.title,
    language: i.language,
    postal_code: i.postalCode,
    place: i.place,
    lat: i.lat,
    lon: i.lon,
    distance_km: i.distanceKm === null ? null : Math.round(i.distanceKm * 10) / 10,
    price: i.price,
    living_area: i.livingArea,
    price_per_m2: Math.round(i.price / i.livingArea),
    rooms: i.rooms,
    plot_area: i.plotArea,
    year_built: i.yearBuilt,
    energy_class: i.energyClass,
    features: LISTING_FEATURES.filter((f) => i[f]),
    buyer_commission: i.buyerCommission,
    first_seen: i.firstSeenAt.toISOString(),
    image: apiImage(i),
    financing: i.financing?.ok
      ? {
          monthly_payment: Math.round(i.financing.monthlyPayment),
          purchase_costs: Math.round(i.financing.purchaseCosts),
          loan: Math.round(i.financing.loanAmount),
          interest_rate: i.financing.interestRate,
          savings: i.financing.savings,
          rate_curve_date: i.financing.curveDate,
          calculator_params: i.financing.calculatorParams,
        }
      : null,
  };
}
