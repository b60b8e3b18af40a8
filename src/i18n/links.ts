import type { MenuLink } from '@/config/menu';
import { counterpartPath, localizedPath, type Params } from './paths';
import { LOCALES, type Locale, asRouteName } from './routes';

export function hrefFor(link: MenuLink, locale: Locale): string {
  if (link.href) return link.href;
  if (!link.route) throw new Error('A link needs a route or an href');
  const params = typeof link.params === 'function' ? link.params(locale) : (link.params ?? {});
  return localizedPath(asRouteName(link.route), locale, params);
}

/** Canonical path and hreflang alternates of a page. A locale without an exact counterpart is left out. */
export function alternatesFor(routeName: string, locale: Locale, params: Params = {}) {
  const canonical = localizedPath(asRouteName(routeName), locale, params);
  const languages: Partial<Record<Locale | 'x-default', string>> = {};
  for (const l of LOCALES) {
    const path = counterpartPath(canonical, l);
    if (path) languages[l] = path;
  }
  const xDefault = routeName === 'index' ? '/' : (languages.de ?? canonical);
  languages['x-default'] = xDefault;
  return { canonical, languages };
}
