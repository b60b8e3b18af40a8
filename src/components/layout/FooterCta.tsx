import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';

/**
 * Footer call-to-action: both buttons post the funnel (AF = what can I afford, OM = optimal mortgage) to
 * /api/funnel, which stores it on a known lead and opens the funnel's first question (spec sections 2 and 4).
 */
export async function FooterCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footerCta' });
  return (
    <section aria-labelledby="footer-cta-title" className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="footer-cta-title" className="text-2xl font-bold text-ink">{t('title')}</h2>
          <p className="mt-1 text-muted">{t('text')}</p>
        </div>
        {/* Plain POST forms: the funnel is stored on a known lead before the first question (spec §§ 2, 4). */}
        <form method="post" action="/api/funnel" className="flex flex-col gap-3 sm:flex-row">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" name="funnel" value="AF" className="rounded-lg border-2 border-brand-600 px-5 py-3 text-center font-semibold text-brand-700 hover:bg-white">{t('afford')}</button>
          <button type="submit" name="funnel" value="OM" className="rounded-lg bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">{t('mortgage')}</button>
        </form>
      </div>
    </section>
  );
}
