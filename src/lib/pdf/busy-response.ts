/**
 * The answer to a PDF request that found the worker pool full (ADR 047): 503 BUSY with Retry-After, the site's
 * error body, and a sentence in the visitor's language in `params.message` — a PDF link is followed without a page
 * of the site around it, like the PDF routes' other refusals (INVALID_INPUT with `messages`).
 */
import { createTranslator, type Messages } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { isLocale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import type { PdfBusyError } from './pool';

/** `locale` as the request gave it (?locale=); German, the site's default, when it is not one of the site's. */
export function pdfBusyResponse(busy: PdfBusyError, locale: string | null, headers: Record<string, string> = {}): Response {
  const language = locale !== null && isLocale(locale) ? locale : 'de';
  const t = createTranslator({ locale: language, messages: messagesFor(language) as Messages, namespace: 'errors' });
  const seconds = busy.retryAfterSeconds;
  return errorResponse(new AppError('BUSY', null, { retryAfterSeconds: seconds, message: t('pdfBusy', { seconds }) }), headers);
}
