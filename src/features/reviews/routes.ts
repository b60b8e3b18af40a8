/**
 * Public entry of the reviews feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { ReviewForm } from './components/ReviewForm';
export { StaffReviewsPage } from './components/StaffReviewsPage';
export { AdvisorList } from './components/AdvisorList';
