import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import type { Opening } from '../openings';

const tag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** A day (YYYY-MM-DD) as the locale writes it. */
export function formatDay(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

/** An opening's key facts as a description list. */
export async function OpeningFacts({ locale, opening }: { locale: Locale; opening: Opening }) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const euro = (n: number) => new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
  const rows: [string, string][] = [
    [t('facts.location'), opening.location],
    [t('facts.type'), opening.employmentType.map((e) => t(`employmentType.${e}`)).join(', ')],
    [t('facts.hours'), opening.hours],
    [t('facts.remote'), t(`remote.${opening.remote}`)],
    ...(opening.salary ? [[t('facts.salary'), t('facts.salaryRange', { min: euro(opening.salary.min), max: euro(opening.salary.max), period: t(`facts.period.${opening.salary.period}`) })] as [string, string]] : []),
    [t('facts.datePosted'), formatDay(locale, opening.datePosted)],
    [t('facts.validThrough'), formatDay(locale, opening.validThrough)],
  ];
  return (
    <section aria-labelledby="facts-h" className="rounded-2xl bg-brand-50 p-5" data-testid="opening-facts">
      <h2 id="facts-h" className="text-lg font-semibold">{t('facts.heading')}</h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
