/**
 * Public entry of the rates feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { BrokerSections } from './components/BrokerSections';
export { ratesFreshness } from './freshness';
export { rateHistory, rateHistoryCsv } from './history';
export { RateHistoryPage, rateHistoryMetadata } from './history-page';
export { marketFor, newestFreshness, todaysRatesForPage, todaysRatesOrNull } from './market';
export { RatesCityPage, RatesPage, RatesRegionPage, ratesCityMetadata, ratesMetadata, ratesRegionMetadata } from './pages';
export { PlaceNav } from './components/PlaceNav';
export { cityPlace, statePlace } from './rates-query';
export { resolveCityParams, resolveRegionParams } from './route-params';
