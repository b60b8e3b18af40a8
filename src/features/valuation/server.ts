/**
 * Public server entry of the valuation feature (issue 26, ADR 023).
 */
export * from './index';
export { valueFromForm, chooseStatistic, type ValuationOutcome } from './valuation';
export { ValuationBody } from './components/ValuationBody';
export { ownedValuationsOf, type OwnedValuationSummary, type ValuationMethod } from './owned-summaries';
export { ownedPropertyRequest, ownedPropertiesOf, saveOwnedProperty, equityPosition, ownedDataOf } from './owned';
