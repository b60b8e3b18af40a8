import 'server-only';
/** Feature flags (ADR 040), for the server: settings, the admin's change, the visitor's bucket seed, the admin section. */
export * from './definitions';
export { flagSettings, flagSetting, setFlag, bucketSeed, SET_FLAG_ERRORS, type SetFlagError } from './repository';
export { FlagsSection } from './components/FlagsSection';
