import { getTranslations } from 'next-intl/server';
import { REGIONS, type StateCode } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

type Family = 'mortgage-rates' | 'mortgage-broker';

/** Internal links between the region and city pages of the rates or broker family. */
export async function PlaceLinks({ locale, family, state }: { locale: Locale; family: Family; state?: StateCode }) {
  const t = await getTranslations({ locale, namespace: 'places' });
  const regions = [...REGIONS].sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
  if (!state) {
    return (
      <section aria-labelledby="regions-title" className="mt-6">
        <h2 id="regions-title" className="text-xl font-semibold">{t('regions')}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {regions.map((r) => (
            <li key={r.code}>
              <a className="text-brand-700 underline-offset-2 hover:underline" href={localizedPath(`${family}-region`, locale, { region: r.slug[locale] })}>{r.name[locale]}</a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const region = REGIONS.find((r) => r.code === state)!;
  const cities = CITIES.filter((c) => c.state === state).sort((a, b) => b.population - a.population);
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="cities-title" className="mt-6">
      <h2 id="cities-title" className="text-xl font-semibold">{t('cities', { region: region.name[locale] })}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {cities.map((c) => (
          <li key={c.id}>
            <a className="text-brand-700 underline-offset-2 hover:underline" href={localizedPath(`${family}-region-city`, locale, { region: region.slug[locale], city: c.slug[locale] })}>{c.name[locale]}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
