/**
 * Public entry of the properties feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { CityPropertiesPage, PropertyCityList, cityPropertiesMetadata } from './city-page';
export { ListingPage, listingMetadata } from './listing-page';
export { PropertiesPage, propertiesMetadata } from './pages';
export { ENQUIRY_DONE_COOKIE, ENQUIRY_DRAFT, enquiryDoneCookieOptions } from './enquiry-cookies';
export { sendListingEnquiry } from './enquiry';
export { EnquiryPage, enquiryMetadata } from './enquiry-page';
