/**
 * Public server entry of the booking feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export * from './account-appointments';
export * from './booking';
export * from './components/UpcomingAppointments';
export * from './emails';
export * from './attachments';
export * from './email-templates';
export * from './reminders';
export * from './staff-calendar';
export { addAbsence, setWeekdayHours, type ScheduleResult } from './advisor-schedule';
export { issueCalendarToken } from './calendar-feed';
export { activeAdvisors, type AdvisorRow } from './advisors';
