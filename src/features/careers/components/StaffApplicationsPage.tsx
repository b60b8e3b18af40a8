import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { listApplications } from '../repository';
import { deletionDue } from '../retention';

/** The applications for admins (issue 29): newest first, contact, start, message, and the CV's download. */
export async function StaffApplicationsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'careers.staff' });
  const rows = await listApplications(await getDb());
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const when = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const berlinDay = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  return (
    <section aria-labelledby="applications-h" className="max-w-5xl" data-testid="staff-applications">
      <h2 id="applications-h" className="text-2xl font-bold">{t('heading')}</h2>
      <p className="mt-1 text-sm text-muted">{t('retention')}</p>
      {rows.length === 0 ? (
        <p className="mt-4">{t('none')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {rows.map((a) => (
            <li key={a.id} className="rounded-2xl border border-slate-200 p-5" data-testid="staff-application">
              <h3 className="text-lg font-semibold wrap-break-word">{a.givenName} {a.surname}</h3>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{t('received')}</dt>
                <dd>{when.format(a.createdAt)}</dd>
                <dt className="font-semibold">{t('opening')}</dt>
                <dd>{a.openingTitle ?? t('unsolicited')}</dd>
                <dt className="font-semibold">{t('contact')}</dt>
                <dd className="wrap-break-word">
                  <a href={`mailto:${a.email}`} className="text-brand-700 underline">{a.email}</a>
                  {a.phone ? ` · ${a.phone}` : ''}
                </dd>
                <dt className="font-semibold">{t('start')}</dt>
                <dd>{day.format(new Date(`${a.earliestStart}T12:00:00Z`))}</dd>
                <dt className="font-semibold">{t('cv')}</dt>
                <dd>
                  <a href={`/api/staff/applications/${a.id}/cv`} className="font-semibold text-brand-700 underline wrap-break-word" data-testid="cv-download">{t('download', { file: a.fileName })}</a>
                </dd>
              </dl>
              {a.decidedAt ? (
                <p className="mt-2 text-sm" data-testid="application-decided">{t('decided', { decided: berlinDay.format(a.decidedAt), deleted: berlinDay.format(deletionDue(a)) })}</p>
              ) : (
                <form method="post" action={`/api/staff/applications/${a.id}/decided?locale=${locale}`} className="mt-2">
                  <p className="mb-1 text-sm" data-testid="application-undecided">{t('undecided', { deleted: berlinDay.format(deletionDue(a)) })}</p>
                  <button type="submit" className="rounded-lg border-2 border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50" data-testid="application-decide">{t('decide')}</button>
                </form>
              )}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">{t('message')}</summary>
                <p className="mt-1 whitespace-pre-wrap text-sm wrap-break-word">{a.message}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
