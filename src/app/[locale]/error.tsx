'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import deErrors from '@messages/de/errors.json';
import enErrors from '@messages/en/errors.json';
import { DEFAULT_LOCALE, isLocale, routeByName, withLocale } from '@/i18n/routes';

/**
 * Generic error page (spec: 'An error occurred' with a call-to-action to the appointment page).
 *
 * Next loads this boundary with every page, so it carries no i18n runtime: its three texts have no
 * placeholders and come straight from the `errors` message files (a few hundred bytes), not through a
 * client-side message provider.
 */
const TEXTS = { de: deErrors.errors, en: enErrors.errors } as const;

export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const t = TEXTS[locale];
  // The route table itself, not paths.ts: that module brings the region and city lists along.
  const appointment = withLocale(routeByName('appointment').paths[locale], locale);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{t.genericTitle}</title>
      <h1 className="text-3xl font-bold">{t.genericTitle}</h1>
      <p className="mt-4 text-lg text-muted">{t.genericMessage}</p>
      <a href={appointment} className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t.cta}
      </a>
    </main>
  );
}
