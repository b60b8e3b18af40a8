/**
 * The booking use cases, one per file (issue 23): the calendar (./calendar.ts), scheduling (./schedule-appointment.ts),
 * the request's status (./booking-job.ts), moving or cancelling by link (./manage-appointment.ts) and a lead's
 * appointments (./lead-appointments.ts).
 */
export * from './calendar';
export * from './schedule-appointment';
export * from './booking-job';
export * from './manage-appointment';
export * from './lead-appointments';
