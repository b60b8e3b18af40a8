/**
 * A search result as the APIs answer it (POST /api/properties/search and the query endpoint's property_search):
 * snake_case, whole euros for money, the features the listing has as a list.
 */
import { LISTING_FEATURES } from './search-form';
import type { SearchResultItem } from './search';

export function apiListing(i: SearchResultItem) {
  return {
    slug: i.slug,
    demo: i.isDemo,
    type: i.type,
    subtype: i.subtype,
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
    image: i.imageId ? `/api/listings/images/${i.imageId}` : null,
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
