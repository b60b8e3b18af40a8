/** Public entry of the reviews feature (issue 29), browser-safe: the form's fields and codes, the threshold. */
export { REVIEW_FIELDS, REVIEW_CODES, REVIEW_FORM_ERRORS, REVIEWS_MIN_COUNT, REVIEW_TEXT_MAX, type ReviewField } from './schemas';
