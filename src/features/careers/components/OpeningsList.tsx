import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { Opening } from '../openings';
import { formatDay } from './OpeningFacts';

/**
 * The careers page's list of open positions (title, place, type, last day), or the honest sentence that there is
 * none; either way the way to an unsolicited application.
 */
export async function OpeningsList({ locale, openings }: { locale: Locale; openings: Opening[] }) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  return (
    <div className="max-w-3xl">
      <section aria-labelledby="openings-h" className="mt-8" data-testid="openings">
        <h2 id="openings-h" className="text-2xl font-bold text-ink">{t('list.heading')}</h2>
        {openings.length === 0 ? (
          <p className="mt-3 rounded-xl bg-brand-50 p-4" data-testid="no-openings">{t('list.none')}</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {openings.map((o) => (
              <li key={o.id} className="rounded-2xl border border-slate-200 p-5" data-testid="opening">
                <h3 className="text-lg font-semibold">
                  <a href={localizedPath('careers-opening', locale, { opening: o.slug })} className="text-brand-700 underline wrap-break-word">{o.title}</a>
                </h3>
                <p className="mt-1 text-sm text-muted">
                  {[o.location, o.employmentType.map((e) => t(`employmentType.${e}`)).join(', '), t(`remote.${o.remote}`)].join(' · ')}
                </p>
                <p className="mt-2">{o.summary}</p>
                <p className="mt-2 text-sm text-muted">{t('list.applyBy', { date: formatDay(locale, o.validThrough) })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="unsolicited-h" className="mt-8 rounded-xl bg-brand-50 p-4">
        <h2 id="unsolicited-h" className="text-xl font-semibold">{t('list.unsolicitedHeading')}</h2>
        <p className="mt-1">{t('list.unsolicitedText')}</p>
        <a href={localizedPath('careers-apply', locale)} className="mt-2 inline-block font-semibold text-brand-700 underline" data-testid="unsolicited-link">{t('list.unsolicitedLink')}</a>
      </section>
    </div>
  );
}
