import 'server-only';
/** Public server entry of the reviews feature (issue 29): requests, submission, moderation, import, summary and components. */
export * from './index';
export { reviewSummary, publishedReviews, reviewsByStatus, type ReviewSummary, type ReviewRow } from './repository';
export { sendDueReviewRequests, reviewRequestForLink, submitReview, REQUEST_AFTER_HOURS, REQUEST_WINDOW_DAYS, type SubmitReviewResult } from './requests';
export { moderateReview, MODERATION_CODES, type ModerationCode } from './moderation';
export { importReviews, type ImportResult } from './import';
export { displayNameOf } from './schemas';
export { reviewRequestEmail, REVIEWS_EMAILS, type ReviewRequestData } from './email-templates';
export { ReviewBadge, ReviewWidget, ReviewList, ReviewsSection } from './components/ReviewWidget';
export { REVIEW_DRAFT, REVIEW_DONE_COOKIE, reviewDoneCookieOptions } from './cookies';
