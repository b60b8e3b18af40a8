import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { FlagsSection, isFlagKey } from '@/features/flags/server';
import { demoDataSummary } from '../demo-data';

/** The admins' settings of the site (issue 28): demo data off in one action with what it changes shown first; feature flags (ADR 040). */
export async function StaffAdminPage({ locale, query, now }: { locale: Locale; query: Record<string, string | undefined>; now: Date }) {
  const [t, tl, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'staff.demoData' }),
    getTranslations({ locale, namespace: 'staff.leads' }),
    getTranslations({ locale, namespace: 'staff.flags' }),
  ]);
  const flagDone = query.done === 'flag' && isFlagKey(query.flag) ? query.flag : null;
  const summary = await demoDataSummary(await getDb(), now);
  const nothing = summary.advisors.length === 0 && summary.listings === 0 && summary.webinars === 0 && summary.lenders === 0;
  const done = query.done === 'demoOff' ? { advisors: Number(query.advisors ?? 0) || 0, listings: Number(query.listings ?? 0) || 0, lenders: Number(query.lenders ?? 0) || 0 } : null;
  return (
    <>
      <nav aria-label={tl('nav.team')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{tl('nav.team')}</a>
        <a className="underline" href={localizedPath('staff-leads', locale)}>{tl('nav.leads')}</a>
      </nav>
      {flagDone && <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="admin-done">{tf('done', { name: tf(`defs.${flagDone}.name`) })}</p>}
      {done && <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="admin-done">{t('done', done)}</p>}
      <section aria-labelledby="admin-demo" className="max-w-3xl rounded-xl border border-slate-200 p-4" data-testid="admin-demo">
        <h2 id="admin-demo" className="text-xl font-semibold">{t('title')}</h2>
        <p className="mt-2">{t('intro')}</p>
        {nothing ? (
          <p className="mt-3 font-medium" data-testid="admin-demo-nothing">{t('nothing')}</p>
        ) : (
          <>
            <p className="mt-3 font-medium">{t('willChange')}</p>
            <ul className="mt-1 list-disc pl-5" data-testid="admin-demo-changes">
              <li>{t('advisors', { count: summary.advisors.length, names: summary.advisors.join(', ') })}</li>
              <li>{t('listings', { count: summary.listings })}</li>
              {summary.webinars > 0 && <li>{t('webinars', { count: summary.webinars })}</li>}
              {summary.lenders > 0 && <li>{t('lenders', { count: summary.lenders })}</li>}
            </ul>
            <p className="mt-2">{t('appointments', { count: summary.upcomingAppointments })}</p>
            <p className="mt-2 text-sm text-muted">{t('kept')}</p>
            <form method="post" action="/api/staff/admin" className="mt-4">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="action" value="demoOff" />
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-3 font-semibold text-white hover:bg-red-800">{t('submit')}</button>
            </form>
          </>
        )}
      </section>
      <FlagsSection locale={locale} error={query.error ?? null} errorFlag={query.flag ?? null} />
    </>
  );
}
