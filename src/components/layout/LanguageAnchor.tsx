import type { ReactNode } from 'react';

/**
 * One link of a language switch (header bar, drawer, footer): the page in that language, marked with its
 * language and, for the page's own language, as current. No link target when the page has no counterpart.
 */
export function LanguageAnchor({ link, className, children }: { link: { locale: string; href: string; current: boolean }; className: string; children: ReactNode }) {
  return (
    <a href={link.href || undefined} hrefLang={link.locale} lang={link.locale} aria-current={link.current ? 'true' : undefined} className={className}>
      {children}
    </a>
  );
}
