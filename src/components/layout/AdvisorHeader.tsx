import { getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { Icon } from '@/components/ui/Icon';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { AdvisorLogin } from './AdvisorLogin';

/** Header of the appointment pages: logo, a reminder that advice is free, and the phone line. */
export async function AdvisorHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <a href={localizedPath('index', locale)} aria-label={t('home', { brand: SITE.brand })} className="text-xl font-bold text-brand-700">
          {SITE.brand}
        </a>
        <p className="hidden text-sm text-muted sm:block">{t('advisorTagline')}</p>
        <div className="flex items-center gap-4">
          <AdvisorLogin loginHref={localizedPath('login', locale)} labels={{ login: t('login'), text: t('advisorLoginText') }} />
          <a href={SITE.phone.href} className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Icon name="phone" className="h-4 w-4" />
            <span>{SITE.phone.display}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
