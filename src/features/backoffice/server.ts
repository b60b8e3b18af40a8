/**
 * Public server entry of the back-office feature (issue 28): the staff's lead list, pipeline board and lead
 * page. It reads what other features own and changes leads only through the leads feature's use cases.
 */
export * from './lead-list';
export * from './lead-case';
export { leadPropertyContext, type LeadPropertyContext, type LeadPropertyContextResult } from './property-context';
export { LeadListPage } from './components/LeadListPage';
export { LeadCasePage } from './components/LeadCasePage';
export { StaffCalendarPage } from './components/StaffCalendarPage';
export * from './shown-secrets';
export { StaffMembersPage } from './components/StaffMembersPage';
export { demoDataSummary, switchDemoDataOff, type DemoDataSummary } from './demo-data';
export { StaffAdminPage } from './components/StaffAdminPage';
export { SignInFirst } from './components/SignInFirst';
export { StaffAdvisorsPage } from './components/StaffAdvisorsPage';
export { StaffRatesPage } from './components/StaffRatesPage';
export { leadReport, fullReport, leadReportCsv, parseReportFilter, reportWeeks, REPORT_GROUPS, REPORT_COLUMNS, type ReportFilter, type ReportRow, type FullReportRow } from './lead-report';
export { LeadReportPage } from './components/LeadReportPage';
export { adminOnlyPage, staffPageMetadata } from './admin-page';
export { ADVISOR_DRAFT, SPREAD_DRAFT } from './drafts';
export { newestLeads } from './newest-leads';
