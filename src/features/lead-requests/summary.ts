/**
 * The answers of a request as labelled lines in a language: shown on the confirmation page and repeated in
 * both e-mails, with the form's own labels (messages `leadRequest`), money in euros and places by name.
 */
import { createFormatter, createTranslator } from 'next-intl';
import { cityById } from '@/engine/geo/lookup';
import { regionByCode } from '@/engine/geo/regions';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import type { Place, RequestKind } from './schemas';

export interface SummaryLine {
  label: string;
  value: string;
}

type T = (key: string, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): T {
  return createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'leadRequest' as never }) as unknown as T;
}

/** A place as a visitor reads it: "10115 (Berlin)", "Munich (Bavaria)". */
export function placeName(place: Place, locale: Locale): string {
  const region = regionByCode(place.state).name[locale];
  if ('postalCode' in place) return `${place.postalCode} (${region})`;
  const city = cityById(place.cityId);
  return city ? `${city.name[locale]} (${region})` : place.input;
}

/** 'YYYY-MM' as "June 2027" / "Juni 2027". */
export function monthName(month: string, locale: Locale): string {
  const [y, m] = month.split('-').map(Number);
  return createFormatter({ locale, timeZone: 'UTC' }).dateTime(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 15)), { month: 'long', year: 'numeric' });
}

/** The answers given so far (all of them for a stored request), in the form's order. */
export function requestSummary(locale: Locale, kind: RequestKind, answers: Record<string, unknown>): SummaryLine[] {
  const t = translator(locale);
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
  const euro = (v: unknown) => format.number(Number(v), 'euro');
  const line = (field: string, value: string) => ({ label: t(`fields.${field}.label`), value });
  const has = (key: string) => answers[key] !== undefined && answers[key] !== null;
  const option = (field: string) => (has(field) ? line(field, t(`options.${field}.${String(answers[field])}`)) : null);
  const lines: (SummaryLine | null)[] =
    kind === 'commercial'
      ? [
          has('company') ? line('company', String(answers.company)) : null,
          option('legalForm'),
          option('propertyType'),
          option('use'),
          has('propertyValue') ? line('propertyValue', euro(answers.propertyValue)) : null,
          has('location') ? line('location', placeName(answers.location as Place, locale)) : null,
          has('loan') ? line('loan', euro(answers.loan)) : null,
          'rent' in answers ? line('rent', answers.rent === null ? t('summary.noRent') : euro(answers.rent)) : null,
          option('start'),
        ]
      : kind === 'purchase'
      ? [
          has('price') ? line('price', euro(answers.price)) : null,
          has('location') ? line('location', placeName(answers.location as Place, locale)) : null,
          has('equity') ? line('equity', euro(answers.equity)) : null,
          has('income') ? line('income', t(`options.income.${String(answers.income)}`)) : null,
          has('timing') ? line('timing', t(`options.timing.${String(answers.timing)}`)) : null,
        ]
      : [
          has('debt') ? line('debt', euro(answers.debt)) : null,
          has('fixEnd') ? line('fixEnd', monthName(String(answers.fixEnd), locale)) : null,
          has('value') ? line('value', euro(answers.value)) : null,
        ];
  return lines.filter((l): l is SummaryLine => l !== null);
}
