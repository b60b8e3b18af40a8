/**
 * Downloads of the mortgage calculator (issue item 7): the financing plan (PDF, rendered by
 * ../financing-plan-pdf.tsx) and the monthly repayment schedule (CSV). Everything here is pure: the routes
 * parse the request (`parsePlanRequest`), then `buildFinancingPlan` / `buildScheduleCsv`, and respond.
 *
 * - request.ts: the request (calculator parameters, locale, date) and its validation
 * - texts.ts: the document texts (messages, namespace calculator.plan)
 * - formatters.ts: the screen's number and date formats for a locale
 * - schedule.ts: the monthly schedule and its CSV
 * - plan.ts: the PDF's content
 */
export { invalidInputError, parsePlanRequest, planDate, type PlanRequest, type PlanRequestResult } from './request';
export { planFileName } from './texts';
export { planFormatters, type PlanFormatters } from './formatters';
export { buildScheduleCsv, csvNumber, planSchedule } from './schedule';
export { buildFinancingPlan, type FinancingPlan, type PlanRow, type PlanSection } from './plan';
