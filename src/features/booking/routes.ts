/**
 * Public entry of the booking feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { accountAppointmentError, manageTokenForLead } from './account-appointments';
export { appointmentForLink, appointmentJob, bookedAppointments, calendarPage, cancelByToken, provenBooking, rescheduleByToken, scheduleAppointment } from './booking';
export { calendarFeed } from './calendar-feed';
export { AlreadyBooked } from './components/AlreadyBooked';
export { BookingConfirmation } from './components/BookingConfirmation';
export { ConfirmBooking } from './components/ConfirmBooking';
export { ContactTypeChoice } from './components/ContactTypeChoice';
export { NoShowBanner } from './components/NoShowBanner';
export { SlotPicker } from './components/SlotPicker';
export { BOOKING_DONE_COOKIE, BOOKING_DRAFT, BOOKING_FIELD_CODES, BOOKING_FORM_ERRORS, MANAGE_DONE_COOKIE, MANAGE_OUTCOMES, bookingDoneCookieOptions, manageDoneCookieOptions } from './cookies';
export { bookingPage, bookingPageMetadata, type BookingChoicePageProps, type BookingContactPageProps } from './page-setup';
export { backButtonShown, confirmQuery } from './query';
