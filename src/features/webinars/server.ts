import 'server-only';
/** Public server entry of the webinars feature (issue 29): the landing list, registration, cancel, reminders, calendar files. */
export * from './index';
export { createWebinar, setRecordingUrl, webinarsOfTopic, webinarListing, countShownDemoWebinars, registrationsOfLead, type WebinarListing } from './repository';
export { registerForWebinar, SUBMISSION_ID, WEBINAR_CONSENT, type RegisterResult } from './register';
export { cancelRegistration, registrationForLink, type CancelOutcome } from './cancel';
export { sendDueWebinarReminders } from './reminders';
export { webinarEmailAttachments } from './attachments';
export { webinarEmail, WEBINARS_EMAILS, type WebinarMailData } from './email-templates';
export { formatWebinarWhen } from './emails';
export { WEBINAR_DRAFT, WEBINAR_DONE_COOKIE, webinarDoneCookieOptions } from './cookies';
export { newWebinarSchema, type NewWebinar } from './schemas';
