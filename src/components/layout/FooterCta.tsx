import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/**
 * Footer call-to-action: both buttons lead to the funnel start; the funnel parameter selects the path
 * (AF = what can I afford, OM = optimal mortgage; spec sections 2 and 4).
 */
export async function FooterCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footerCta' });
  const start = localizedPath('start-funnel', locale);
  return (
    <section aria-labelledby="footer-cta-title" className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="footer-cta-title" className="text-2xl font-bold text-ink">{t('title')}</h2>
          <p className="mt-1 text-muted">{t('text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={`${start}?funnel=AF`} className="rounded-lg border-2 border-brand-600 px-5 py-3 text-center font-semibold text-brand-700 hover:bg-white">{t('afford')}</a>
          <a href={`${start}?funnel=OM`} className="rounded-lg bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">{t('mortgage')}</a>
        </div>
      </div>
    </section>
  );
}
