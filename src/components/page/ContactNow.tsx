import { getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { Icon } from '@/components/ui/Icon';
import type { Locale } from '@/i18n/routes';

/** Direct ways to reach an advisor: phone during opening hours and e-mail. */
export async function ContactNow({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'appointment' });
  return (
    <section aria-labelledby="contact-now" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="contact-now" className="text-xl font-semibold">{t('contactNowTitle')}</h2>
      <p className="mt-2 text-muted">{t('contactNowText')}</p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row">
        <li>
          <a href={SITE.phone.href} className="flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            <Icon name="phone" className="h-5 w-5" />
            {SITE.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${SITE.email}`} className="flex items-center gap-2 rounded-lg border-2 border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700">
            <Icon name="mail" className="h-5 w-5" />
            {SITE.email}
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm text-muted">{t('hours')}</p>
    </section>
  );
}
