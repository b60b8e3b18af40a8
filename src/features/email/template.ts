/**
 * The contract of an e-mail template (issue 46): each feature defines its own e-mails with `defineEmailTemplate`
 * and exports them through its `server.ts`; the e-mail feature renders and sends them and knows no domain.
 *
 * A template has a name (stored with the outbox row, unique across the application), renders its typed data in a
 * language to subject, HTML and plain text (at enqueue, ADR 013), and may build files at delivery (e.g. a
 * calendar file from the row's idempotency key). The composition root registers every template
 * (src/server/email-templates.ts); the delivery worker looks each row's template up there.
 */
import { render } from '@react-email/render';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { SITE } from '@/config/site';
import type { Database } from '@/db/client';
import type { emails } from './tables';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

/** The texts of `messages/<locale>/email.json` (namespace `email`), keys built by the templates. */
export type EmailTranslator = (key: string, values?: Record<string, string | number>) => string;

/** What the frame of every e-mail needs besides its preview line: language, brand heading, the two footer lines. */
export interface EmailFrame {
  lang: string;
  brand: string;
  footer: string;
  footerWhy: string;
}

/** What a template renders with: the recipient's language, the `email` messages in it, and the shared frame's texts. */
export interface EmailContext {
  locale: Locale;
  t: EmailTranslator;
  frame: EmailFrame;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An outbox row as the delivery worker reads it. */
export type EmailRow = typeof emails.$inferSelect;

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** Files built at delivery for an e-mail (e.g. the booking feature's calendar file). */
export type EmailAttachments = (db: Database, email: EmailRow) => Promise<EmailAttachment[]>;

const BRAND = Symbol.for('hauslotse.emailTemplate');

export interface EmailTemplate<Data> {
  readonly [BRAND]: true;
  /** Stored in the outbox row (`emails.template`) and looked up at delivery; unique across the application. */
  readonly name: string;
  /** Subject, HTML and plain text in the context's language. A property, not a method: data is checked strictly. */
  readonly render: (data: Data, context: EmailContext) => Promise<RenderedEmail>;
  /** Files made at delivery (each retry makes them again); none when absent. */
  readonly attachments?: EmailAttachments;
}

/**
 * Any template, whatever its data: what the registry holds. (`EmailTemplate<D>` is assignable to it because
 * `render` takes its data contravariantly.)
 */
export type AnyEmailTemplate = EmailTemplate<never>;

/** The data a template renders. */
export type EmailData<T> = T extends EmailTemplate<infer D> ? D : never;

/** Defines a feature's e-mail template (see the module's comment). */
export function defineEmailTemplate<Data>(definition: { name: string; render: (data: Data, context: EmailContext) => Promise<RenderedEmail>; attachments?: EmailAttachments }): EmailTemplate<Data> {
  if (!/^[a-zA-Z][\w.-]*$/.test(definition.name)) throw new Error(`An e-mail template needs a plain name, not "${definition.name}".`);
  return Object.freeze({ [BRAND]: true as const, ...definition });
}

export function isEmailTemplate(value: unknown): value is AnyEmailTemplate {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** The `email` namespace of the messages in a language. */
export function emailTranslator(locale: Locale): EmailTranslator {
  return createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'email' as never }) as unknown as EmailTranslator;
}

/** The context a template renders in: the language's messages and the frame every e-mail shares. */
export function emailContext(locale: Locale): EmailContext {
  const t = emailTranslator(locale);
  return {
    locale,
    t,
    frame: {
      lang: locale,
      brand: SITE.brand,
      footer: t('footer', { legalName: SITE.legalName, street: SITE.address.street, zip: SITE.address.zip, city: SITE.address.city }),
      footerWhy: t('footerWhy', { brand: SITE.brand }),
    },
  };
}

/** A react-email element as the e-mail's HTML and plain-text parts, with its subject. */
export async function renderEmailElement(subject: string, element: ReactElement): Promise<RenderedEmail> {
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}

/**
 * One e-mail of a feature's template with the data it renders. The template alone decides the data's type, so a
 * wrong data shape fails the typecheck.
 */
export interface EmailMessage<Data> {
  template: EmailTemplate<Data>;
  data: NoInfer<Data>;
}

/** Subject, HTML and plain text of a message in the recipient's language. */
export function renderEmail<Data>(locale: Locale, message: EmailMessage<Data>): Promise<RenderedEmail> {
  return message.template.render(message.data, emailContext(locale));
}
