import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/Avatar';
import { localizedPath } from '@/i18n/paths';
import { getDb } from '@/db';
import { listActiveAdvisors } from '@/features/advisors/server';
import { reviewSummary } from '../repository';
import { ReviewBadge } from './ReviewWidget';
import type { Locale } from '@/i18n/routes';

function initials(given: string, surname: string) {
  return `${given.charAt(0)}${surname.charAt(0)}`.toUpperCase();
}

/**
 * The advisor team from the database (the advisors feature's), with their pictures (initials stand in for a missing
 * one) and their reviews' average: kept by the reviews feature, which reads the advisors, so that advisors need
 * not know reviews. Demo advisors are labelled.
 */
export async function AdvisorList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'appointment' });
  const booking = await getTranslations({ locale, namespace: 'booking' });
  const db = await getDb();
  const advisors = await listActiveAdvisors(db);
  const demo = advisors.some((a) => a.isDemo);
  if (advisors.length === 0) return null;
  // Each advisor's published reviews (issue 29), shown only from the threshold on, like the site's.
  const ratings = await Promise.all(advisors.map((a) => reviewSummary(db, { advisorId: a.id })));
  return (
    <section aria-labelledby="advisors-title" className="mt-12">
      <h2 id="advisors-title" className="text-2xl font-bold">{t('advisorsTitle')}</h2>
      {demo && <p className="mt-2 text-sm text-muted" data-testid="demo-advisors-note">{t('demoAdvisorsNote')}</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {advisors.map((a, i) => (
          <li key={a.id} className="flex gap-4 rounded-2xl border border-slate-200 p-4">
            {a.picture ? (
              <Avatar name={`${a.givenName} ${a.surname}`} picture={a.picture} />
            ) : (
              <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700">
                {initials(a.givenName, a.surname)}
              </span>
            )}
            <div>
              <p className="font-semibold">
                {a.givenName} {a.surname}
                {a.isDemo && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('demoBadge')}</span>}
              </p>
              <p className="text-sm text-muted">{a.title[locale]}</p>
              {ratings[i] && (
                <div className="mt-1">
                  <ReviewBadge locale={locale} summary={ratings[i]} />
                </div>
              )}
              <p className="mt-1 text-sm">{a.description[locale]}</p>
              <p className="mt-1 text-xs text-muted">{t('advisorLanguages', { languages: a.languages.map((l) => t(`languageNames.${l}`)).join(', ') })}</p>
              <a href={`${localizedPath('appointment', locale)}?advisor=${a.enumValue.toLowerCase()}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                {booking('bookWith', { name: a.givenName })}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
