import type { Formats } from 'next-intl';

/**
 * Named formats (spec section 5: money in euro, de-DE style, integers without decimals; rates as percent
 * with two decimals; dates dd.mm.yyyy). The locale decides separators: de "1.234 €", en "€1,234".
 */
export const FORMATS = {
  number: {
    euro: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 },
    euroCents: { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 2 },
    percent2: { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 2 },
  },
  dateTime: {
    short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  },
} satisfies Formats;
