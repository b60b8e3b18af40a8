/**
 * Public server entry of the advisors feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './repository';
export { pictureFile, pictureFiles, MAX_PICTURE_BYTES, type PictureCode } from './pictures';
export * from './profiles';
