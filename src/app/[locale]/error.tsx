'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';

/** Generic error page (spec: 'An error occurred' with a call-to-action to the appointment page). */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('genericTitle')}</h1>
      <p className="mt-4 text-lg text-muted">{t('genericMessage')}</p>
      <a href={localizedPath('appointment', isLocale(locale) ? locale : 'de')} className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white">{t('cta')}</a>
    </main>
  );
}
