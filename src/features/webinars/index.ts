/**
 * Public entry of the webinars feature (issue 29), browser-safe: the topics, the registration form's fields and
 * codes. Server code (registration, reminders, the landing list) is in ./server.ts.
 */
export { WEBINAR_TOPICS, isWebinarTopic, type WebinarTopic, REGISTRATION_FIELDS, REGISTRATION_CODES, REGISTRATION_FORM_ERRORS, type RegistrationField, type RegistrationFormError } from './schemas';
