import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * The 403 of the staff pages (forbidden() in a page, e.g. an advisor opening another advisor's lead): said in
 * the visitor's language, with the way back to their leads.
 */
export default async function StaffForbidden() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const t = await getTranslations({ locale, namespace: 'staff.leads' });
  return (
    <main id="main" className="mx-auto max-w-3xl flex-1 px-4 py-12" data-testid="staff-forbidden">
      <h1 className="text-3xl font-bold">{t('forbidden.title')}</h1>
      <p className="mt-3">{t('forbidden.text')}</p>
      <p className="mt-4"><a className="underline" href={localizedPath('staff-leads', locale)}>{t('back')}</a></p>
    </main>
  );
}
