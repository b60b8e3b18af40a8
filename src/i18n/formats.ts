import type { Formats } from 'next-intl';
import type { Locale } from './routes';

/**
 * Named formats (spec section 5: money in euro, integers without decimals; rates as percent with two
 * decimals; dates dd.mm.yyyy). The locale decides separators: de "1.234 €", en "€1,234". English dates are
 * written with the month's name ("Jun 3, 2025" in the `en` locale), since 06/03/2025 reads differently in the
 * US and the UK.
 */
const NUMBER = {
  euro: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 },
  euroCents: { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 2 },
  percent2: { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 2 },
} satisfies Formats['number'];

export const FORMATS: Record<Locale, Formats> = {
  de: { number: NUMBER, dateTime: { short: { day: '2-digit', month: '2-digit', year: 'numeric' } } },
  en: { number: NUMBER, dateTime: { short: { day: 'numeric', month: 'short', year: 'numeric' } } },
};
