/**
 * The 16 German federal states (Länder) with their names and URL slugs in both languages.
 * `code` is the ISO 3166-2:DE subdivision code without the "DE-" prefix.
 */
import type { Locale } from '../locale';

export const STATE_CODES = [
  'BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH',
] as const;

export type StateCode = (typeof STATE_CODES)[number];

export interface Region {
  code: StateCode;
  name: { de: string; en: string };
  slug: { de: string; en: string };
}

export const REGIONS: readonly Region[] = [
  { code: 'BW', name: { de: 'Baden-Württemberg', en: 'Baden-Württemberg' }, slug: { de: 'baden-wuerttemberg', en: 'baden-wuerttemberg' } },
  { code: 'BY', name: { de: 'Bayern', en: 'Bavaria' }, slug: { de: 'bayern', en: 'bavaria' } },
  { code: 'BE', name: { de: 'Berlin', en: 'Berlin' }, slug: { de: 'berlin', en: 'berlin' } },
  { code: 'BB', name: { de: 'Brandenburg', en: 'Brandenburg' }, slug: { de: 'brandenburg', en: 'brandenburg' } },
  { code: 'HB', name: { de: 'Bremen', en: 'Bremen' }, slug: { de: 'bremen', en: 'bremen' } },
  { code: 'HH', name: { de: 'Hamburg', en: 'Hamburg' }, slug: { de: 'hamburg', en: 'hamburg' } },
  { code: 'HE', name: { de: 'Hessen', en: 'Hesse' }, slug: { de: 'hessen', en: 'hesse' } },
  { code: 'MV', name: { de: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Western Pomerania' }, slug: { de: 'mecklenburg-vorpommern', en: 'mecklenburg-western-pomerania' } },
  { code: 'NI', name: { de: 'Niedersachsen', en: 'Lower Saxony' }, slug: { de: 'niedersachsen', en: 'lower-saxony' } },
  { code: 'NW', name: { de: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' }, slug: { de: 'nordrhein-westfalen', en: 'north-rhine-westphalia' } },
  { code: 'RP', name: { de: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' }, slug: { de: 'rheinland-pfalz', en: 'rhineland-palatinate' } },
  { code: 'SL', name: { de: 'Saarland', en: 'Saarland' }, slug: { de: 'saarland', en: 'saarland' } },
  { code: 'SN', name: { de: 'Sachsen', en: 'Saxony' }, slug: { de: 'sachsen', en: 'saxony' } },
  { code: 'ST', name: { de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' }, slug: { de: 'sachsen-anhalt', en: 'saxony-anhalt' } },
  { code: 'SH', name: { de: 'Schleswig-Holstein', en: 'Schleswig-Holstein' }, slug: { de: 'schleswig-holstein', en: 'schleswig-holstein' } },
  { code: 'TH', name: { de: 'Thüringen', en: 'Thuringia' }, slug: { de: 'thueringen', en: 'thuringia' } },
];

export function regionByCode(code: StateCode): Region {
  const r = REGIONS.find((x) => x.code === code);
  if (!r) throw new Error(`unknown state code ${code}`);
  return r;
}

export function regionBySlug(locale: Locale, slug: string): Region | undefined {
  return REGIONS.find((r) => r.slug[locale] === slug);
}
