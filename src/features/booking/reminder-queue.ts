/**
 * The job queue of appointment reminders (issue 10), beside the e-mail queue in pg-boss (ADR 013, ADR 018).
 * Only names and numbers here, so that the e-mail queue's start (features/email/outbox.ts startBoss) can create
 * this queue too without importing the booking code that sends through the outbox.
 */
export const REMINDER_QUEUE = 'appointment-reminder';

/** The reminder e-mail is due this long before the appointment's start. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** A reminder job: the appointment and the SEQUENCE it had when the job was scheduled (a move or a cancel raises it). */
export interface ReminderJob {
  appointmentId: string;
  sequence: number;
}
