/**
 * Public entry of the loans feature for the routes (src/app: pages and route handlers; ADR 023, issue 46).
 */
// "My loan", its plan and the landing's "keep as my loan" (issue 51 parts 1, 2 and 5).
export { MyLoanBody } from './components/MyLoanBody';
export { LoanPlanBody } from './components/LoanPlanBody';
export { keepLandingLoanRequest, loanFormRequest } from './loan-http';
// The rate watch and the back office's pipeline (issue 51 parts 3 and 4: the other half of the feature).
export { rateWatchRequest, rateWatchUnsubscribeRequest } from './rate-watch-http';
export { RateWatchUnsubscribeBody } from './components/RateWatchUnsubscribeBody';
export { RefinancePipelinePage } from './components/RefinancePipelinePage';
