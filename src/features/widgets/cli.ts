/**
 * Public entry of the widgets feature for the command-line scripts (scripts/) and the demo module (src/demo/; ADR 023,
 * issue 46): modules without React and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { addPartner, disablePartner, findDemoPartner, setPartnerOrigins } from './partners';
export type { Partner, PartnerResult } from './partners';
