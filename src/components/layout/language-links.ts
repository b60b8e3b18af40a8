import { switchLocale } from '@/i18n/paths';
import { LOCALES, type Locale } from '@/i18n/routes';

export interface LanguageLink {
  locale: Locale;
  label: string;
  href: string;
  current: boolean;
}

const NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

/** Links to the current page in every locale (the current locale links to itself). */
export function languageLinks(currentPath: string | null, locale: Locale): LanguageLink[] {
  return LOCALES.map((l) => ({
    locale: l,
    label: NAMES[l],
    current: l === locale,
    href: l === locale ? (currentPath ?? `/${l}`) : currentPath ? switchLocale(currentPath, l).href : `/${l}`,
  }));
}
