import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** Bottom banner on small screens for pages with the hasStickyBanner flag. */
export async function StickyBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'stickyBanner' });
  return (
    <div className="sticky bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] md:hidden">
      <a href={localizedPath('appointment', locale)} className="block rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white">{t('cta')}</a>
    </div>
  );
}
