import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/forms';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { formatWebinarWhen } from '../emails';
import type { WebinarListing } from '../repository';

/**
 * The webinar dates of a landing page (issue 29): each upcoming date with its language, speaker, length and the
 * seats left, and the way to register (or onto the waiting list when it is full); the latest past dates with
 * their recording when there is one. No date: an honest sentence and what the visitor can do instead.
 */
export async function WebinarDates({ locale, upcoming, past }: { locale: Locale; upcoming: WebinarListing[]; past: WebinarListing[] }) {
  const t = await getTranslations({ locale, namespace: 'webinars' });
  const registerPath = localizedPath('webinar-register', locale);
  return (
    <section aria-labelledby="webinar-dates" className="mb-10 max-w-3xl" data-testid="webinar-dates">
      <h2 id="webinar-dates" className="text-2xl font-semibold text-ink">{t('datesHeading')}</h2>
      {upcoming.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-slate-200 p-5" data-testid="webinar-none">
          <p>{t('none')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={localizedPath('retirement-calculator', locale)} className={PRIMARY_BUTTON_CLASS}>{t('noneCalculator')}</a>
            <a href={localizedPath('appointment', locale)} className={SECONDARY_BUTTON_CLASS}>{t('noneAppointment')}</a>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t('datesIntro')}</p>
          <ul className="mt-4 grid gap-4">
            {upcoming.map((w) => {
              const when = formatWebinarWhen(w.startsAt, 'Europe/Berlin', locale);
              const full = w.seatsLeft === 0;
              return (
                <li key={w.id} className="rounded-2xl border border-slate-200 p-5" data-testid="webinar-date">
                  {w.isDemo && <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">{t('demoBadge')}</p>}
                  <h3 className="text-lg font-semibold text-ink">{w.title}</h3>
                  <p className="mt-1 font-medium">{when}</p>
                  <p className="mt-1 text-sm text-muted">
                    {t('duration', { minutes: w.durationMinutes })} · {t('language', { language: t(`languages.${w.language}`) })} · {t('speaker', { name: `${w.speaker.givenName} ${w.speaker.surname}` })}
                  </p>
                  <p className="mt-2 text-sm font-semibold" data-testid="webinar-seats">{full ? t('full') : t('seatsLeft', { left: w.seatsLeft, capacity: w.capacity })}</p>
                  {w.isDemo && <p className="mt-1 text-sm text-muted">{t('demoNote')}</p>}
                  <a href={`${registerPath}?webinar=${w.id}`} className={`${full ? SECONDARY_BUTTON_CLASS : PRIMARY_BUTTON_CLASS} mt-4 inline-block`} aria-label={t(full ? 'waitlistFor' : 'registerFor', { title: w.title, when })}>
                    {t(full ? 'waitlist' : 'register')}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {past.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-semibold text-ink">{t('pastHeading')}</h2>
          <ul className="mt-3 grid gap-2" data-testid="webinar-past">
            {past.map((w) => (
              <li key={w.id}>
                <span className="font-medium">{w.title}</span>, {formatWebinarWhen(w.startsAt, 'Europe/Berlin', locale)}
                {w.isDemo && ` (${t('demoBadge')})`}:{' '}
                {w.recordingUrl ? (
                  <a href={w.recordingUrl} className="text-brand-700 underline" rel="noopener">{t('recording')}</a>
                ) : (
                  <span className="text-muted">{t('noRecording')}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
