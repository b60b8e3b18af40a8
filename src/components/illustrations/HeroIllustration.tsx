import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { ILLUSTRATIONS, type IllustrationName } from './index';

/**
 * A page's illustration beside its h1 (StandardPage's `illustration`): from 768 px on, with its translated
 * title; hidden on phones and small tablets, so that a calculator's first results stay in the first screen
 * (docs/design.md "Illustrations").
 */
export async function HeroIllustration({ name, locale }: { name: IllustrationName; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'illustrations' });
  const Art = ILLUSTRATIONS[name];
  return (
    <div className="hidden w-40 shrink-0 md:block lg:w-48" data-testid="hero-illustration">
      <Art title={t(name)} className="block h-auto w-full" />
    </div>
  );
}

/** The hero's title and introduction (`children`), with the illustration to their right when a page names one. */
export function IllustratedIntro({ name, locale, children }: { name?: IllustrationName; locale: Locale; children: ReactNode }) {
  if (!name) return <>{children}</>;
  return (
    <div className="flex items-center justify-between gap-8">
      <div className="min-w-0 flex-1">{children}</div>
      <HeroIllustration name={name} locale={locale} />
    </div>
  );
}
