/**
 * The booking use cases, one per file (issue 23): the calendar (./calendar.ts), a booking's
 * contact fields on the form kit's rules (./contact.ts), scheduling (./schedule-appointment.ts),
 * the request's status (./booking-job.ts), moving or cancelling by link (./manage-appointment.ts) and a lead's
 * appointments (./lead-appointments.ts).
 */
export * from './calendar';
export * from './contact';
export * from './schedule-appointment';
export * from './booking-job';
export * from './manage-appointment';
export * from './lead-appointments';
