/** The e-mail queue's name (ADR 013): only the name here, so that the queue's start can create it without the outbox. */
export const EMAIL_QUEUE = 'email';
