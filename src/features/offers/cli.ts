/**
 * Public entry of the offers feature for the command-line scripts (scripts/) and the demo module (src/demo/; ADR 023,
 * issue 46): modules without React and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { insertDemoLenders, lenderConditionsInForce, type DemoLenderInput } from './repository';
export { importConditionSheets, type SheetImportReport } from './sheet-import';
export type { Employment, LenderKind, LoanPurpose, RateCell, Surcharges } from './model';
