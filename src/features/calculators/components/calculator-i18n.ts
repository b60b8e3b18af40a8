import { FORMATS } from '@/i18n/formats';
import type { Locale } from '@/i18n/routes';

/**
 * Texts and formats of the calculator, the same on the server (first render) and in the browser. The server
 * hands over the calculator's own messages (plain strings with {placeholders}); filling them needs no ICU
 * parser, which keeps the page's JavaScript small. Formats are the site's named formats (src/i18n/formats.ts).
 */
export type CalculatorMessages = { [key: string]: string | CalculatorMessages };

export interface CalculatorI18n {
  t: (key: string, values?: Record<string, string | number>) => string;
  format: {
    number: (value: number, format: 'euro' | 'euroCents' | 'percent2' | Intl.NumberFormatOptions) => string;
    dateTime: (date: Date, format: 'short' | Intl.DateTimeFormatOptions) => string;
  };
}

export function createCalculatorI18n(locale: Locale, messages: CalculatorMessages): CalculatorI18n {
  const formats = FORMATS[locale];
  const numberFormats = new Map<string, Intl.NumberFormat>();
  return {
    t(key, values) {
      let node: string | CalculatorMessages | undefined = messages;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node !== 'string') {
        console.error(`calculator: missing message ${key}`);
        return key;
      }
      return node.replace(/\{(\w+)\}/g, (all, name: string) => (values?.[name] === undefined ? all : String(values[name])));
    },
    format: {
      number(value, format) {
        if (typeof format === 'string') {
          let nf = numberFormats.get(format);
          if (!nf) {
            nf = new Intl.NumberFormat(locale, formats.number?.[format]);
            numberFormats.set(format, nf);
          }
          return nf.format(value);
        }
        return new Intl.NumberFormat(locale, format).format(value);
      },
      dateTime(date, format) {
        const options = typeof format === 'string' ? formats.dateTime?.[format] : format;
        return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', ...options }).format(date);
      },
    },
  };
}
