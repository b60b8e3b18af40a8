import { getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { Icon } from '@/components/ui/Icon';
import type { Locale } from '@/i18n/routes';

export async function TopBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'banner' });
  return (
    <div className="bg-brand-800 text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5">
        {/* On a phone only the number: the first screen is for the page (issue 24). */}
        <p className="hidden sm:block">{t('availability')}</p>
        <p className="flex items-center gap-2">
          <Icon name="phone" className="h-4 w-4" />
          <a href={SITE.phone.href} className="font-semibold underline-offset-2 hover:underline">{SITE.phone.display}</a>
          <span className="hidden sm:inline">· {t('hours')}</span>
        </p>
      </div>
    </div>
  );
}
