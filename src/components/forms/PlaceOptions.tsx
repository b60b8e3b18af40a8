import type { Locale } from '@/i18n/routes';
import { placesByName } from '@/components/forms/places';

/** The options of every place select (calculators, funnel): states, then cities, each in the language's order. */
export function PlaceOptions({ locale, statesLabel, citiesLabel }: { locale: Locale; statesLabel: string; citiesLabel: string }) {
  const { regions, cities } = placesByName(locale);
  return (
    <>
      <optgroup label={statesLabel}>
        {regions.map((r) => <option key={r.code} value={r.code}>{r.name[locale]}</option>)}
      </optgroup>
      <optgroup label={citiesLabel}>
        {cities.map((c) => <option key={c.id} value={c.id}>{c.name[locale]}</option>)}
      </optgroup>
    </>
  );
}
