import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { asRouteName } from '@/i18n/routes';

export interface ErrorViewProps {
  locale: Locale;
  status?: number;
  /** Given title; else '404 Not Found' for 404, else 'An error occurred' (spec section 2 "Error page"). */
  title?: string;
  message?: string;
  /** Route name of the call-to-action (default: appointment). */
  ctaRoute?: string;
  ctaLabel?: string;
  /**
   * A picture above the heading (the full 404 page's signpost). Not by default: src/app/[locale]/not-found.tsx
   * travels in every page's payload and stays compact.
   */
  illustration?: ReactNode;
}

export async function ErrorView({ locale, status, title, message, ctaRoute = 'appointment', ctaLabel, illustration }: ErrorViewProps) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  const heading = title ?? (status === 404 ? t('notFoundTitle') : t('genericTitle'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{heading}</title>
      {illustration}
      <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted">{message ?? (status === 404 ? t('notFoundMessage') : t('genericMessage'))}</p>
      <a href={localizedPath(asRouteName(ctaRoute), locale)} className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {ctaLabel ?? t('cta')}
      </a>
    </div>
  );
}
