/**
 * Public server entry of the offers feature (ADR 023, issue 50): what other features' server code may use.
 * Each helper of issue 50 adds its own lines here.
 */
// The comparison for the client's case (part 2).
export { CALCULATOR_CASE_DEFAULTS, MARKETPLACE_TIMEOUT_MS, compareOffers, compareSheets, conditionSheetSource, offerCaseFromCalculation, type CompareOptions } from './comparison';
export { LenderOffersSection } from './components/LenderOffersSection';
// Lenders and their dated condition sheets (part 1).
export { countOfferedDemoLenders, lenderConditionsInForce, lenderSheetInForce, listLenders, retireDemoLenders, type LenderSummary } from './repository';
// The advisor's offer (part 3, session 29): the lead page's section and timeline steps, the account's section, the e-mail.
export { leadOfferEvents, offersDataOf, type OfferTimelineEvent } from './advisor-offers';
export { LeadOffersStaffSection } from './components/LeadOffersStaffSection';
export { CustomerOffersSection } from './components/CustomerOffersSection';
export { OFFERS_EMAILS, leadOfferEmail, type LeadOfferEmailData } from './email-templates';
