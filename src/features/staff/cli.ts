/**
 * Public entry of the staff feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { addStaffMember, makeStaffLoginLink } from './members';
export { resetSecondFactor } from './second-factor';
export { STAFF_LINK_MAX_SECONDS, STAFF_LINK_SECONDS, findStaffByEmail } from './staff';
