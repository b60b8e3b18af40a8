import { FORMATS } from '@/i18n/formats';
import type { Locale } from '@/i18n/routes';
import { fillPlaceholders } from '@/lib/placeholders';

/**
 * Texts and formats of the calculator, the same on the server (first render) and in the browser. The server
 * hands over the calculator's own messages (plain strings with {placeholders}); filling them needs no ICU
 * parser, which keeps the page's JavaScript small. Formats are the site's named formats (src/i18n/formats.ts).
 */
export type CalculatorMessages = { [key: string]: string | CalculatorMessages };

export interface CalculatorI18n {
  locale: Locale;
  t: (key: string, values?: Record<string, string | number>) => string;
  format: {
    number: (value: number, format: 'euro' | 'euroCents' | 'percent2' | Intl.NumberFormatOptions) => string;
    dateTime: (date: Date, format: 'short' | Intl.DateTimeFormatOptions) => string;
  };
}

export function createCalculatorI18n(locale: Locale, messages: CalculatorMessages): CalculatorI18n {
  const formats = FORMATS[locale];
  // Building an Intl formatter costs far more than using one: each is built once per format.
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const cached = <F>(cache: Map<string, F>, key: string, build: () => F): F => {
    let formatter = cache.get(key);
    if (!formatter) cache.set(key, (formatter = build()));
    return formatter;
  };
  return {
    locale,
    t(key, values) {
      let node: string | CalculatorMessages | undefined = messages;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node !== 'string') {
        console.error(`calculator: missing message ${key}`);
        return key;
      }
      return fillPlaceholders(node, values);
    },
    format: {
      number(value, format) {
        const options = typeof format === 'string' ? formats.number?.[format] : format;
        const key = typeof format === 'string' ? format : JSON.stringify(format);
        return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options)).format(value);
      },
      dateTime(date, format) {
        const options = typeof format === 'string' ? formats.dateTime?.[format] : format;
        const key = typeof format === 'string' ? format : JSON.stringify(format);
        return cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', ...options })).format(date);
      },
    },
  };
}

/** A field error of the calculator in its own words, with its bounds in the visitor's number formats. */
/** A coded field error of a calculator form (the form's own FieldError has this shape). */
export interface CodedFieldError {
  code: string;
  params: Record<string, number>;
}

export function fieldErrorText({ t, format }: CalculatorI18n, error: CodedFieldError): string {
  const p = error.params;
  const money = (n: number | undefined) => format.number(Math.round(n ?? 0), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  switch (error.code) {
    case 'INTEREST_TOO_HIGH':
    case 'COMMISSION_TOO_HIGH':
      return t(`errors.${error.code}`, { max: pct(p.max ?? 0) });
    case 'INTEREST_TOO_LOW':
      return t(`errors.${error.code}`, { min: pct(p.min ?? 0) });
    case 'PAYMENT_PERCENTAGE_RANGE':
      return t('errors.PAYMENT_PERCENTAGE_RANGE', {
        min: format.number((p.min ?? 0) * 100, { maximumFractionDigits: 2 }),
        max: format.number((p.max ?? 0) * 100, { maximumFractionDigits: 2 }),
      });
    case 'PAYMENT_TOO_HIGH':
    case 'PRICE_TOO_HIGH':
    case 'SAVINGS_TOO_HIGH':
      return t(`errors.${error.code}`, { max: money(p.max) });
    case 'PAYMENT_TOO_LOW':
    case 'PRICE_TOO_LOW':
    case 'SAVINGS_TOO_LOW':
      return t(`errors.${error.code}`, { min: money(p.min) });
    case 'REPAYMENT_TOO_HIGH':
      return t('errors.REPAYMENT_TOO_HIGH', { max: format.number((p.max ?? 0) * 100, { maximumFractionDigits: 2 }) });
    case 'BORN_RANGE':
      return t('errors.BORN_RANGE', { min: String(p.min ?? ''), max: String(p.max ?? '') });
    case 'REQUIRED':
    case 'NOT_A_NUMBER':
    case 'LOCATION_REQUIRED':
    case 'SAVINGS_NEGATIVE':
    case 'COMMISSION_NEGATIVE':
    case 'PAYMENT_NOT_POSITIVE':
    case 'REPAYMENT_NOT_POSITIVE':
      return t(`errors.${error.code}`);
    default:
      return t('errors.NOT_A_NUMBER');
  }
}
