import deCommon from '@messages/de/common.json';
import dePages from '@messages/de/pages.json';
import enCommon from '@messages/en/common.json';
import enPages from '@messages/en/pages.json';
import type { Locale } from './routes';

/**
 * Messages are split by area into messages/<locale>/<area>.json; each file's top-level keys are namespaces.
 * A namespace lives in exactly one file (checked by tests/unit/messages.test.ts).
 */
export const MESSAGE_FILES: Record<Locale, Record<string, Record<string, unknown>>> = {
  de: { common: deCommon, pages: dePages },
  en: { common: enCommon, pages: enPages },
};

export function messagesFor(locale: Locale): Record<string, unknown> {
  return Object.assign({}, ...Object.values(MESSAGE_FILES[locale]));
}
