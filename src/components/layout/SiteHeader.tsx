import { getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { menuFor } from '@/config/menu';
import { hrefFor } from '@/i18n/links';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { HeaderSearch } from './HeaderSearch';
import { HeaderNav, type NavItemModel } from './HeaderNav';
import type { LanguageLink } from './language-links';
import { dataTranslator } from '@/i18n/app-config';

export async function SiteHeader({ locale, currentRoute, languageLinks }: { locale: Locale; currentRoute: string | null; languageLinks: LanguageLink[] }) {
  const t = dataTranslator(await getTranslations({ locale, namespace: 'menu' }));
  const th = await getTranslations({ locale, namespace: 'header' });
  const items: NavItemModel[] = menuFor(locale).map((item) => ({
    key: item.langKey,
    label: t(`${item.langKey}.label`),
    href: hrefFor(item.links[locale]!, locale),
    restricted: Boolean(item.restricted),
    isNew: Boolean(item.isNew),
    current: item.routeName === currentRoute,
    submenu: (item.submenu?.[locale] ?? []).map((s) => ({
      title: t(s.titleKey),
      description: s.descriptionKey ? t(s.descriptionKey) : undefined,
      href: hrefFor(s.link, locale),
      icon: s.icon,
      articles: (s.articles ?? []).map((a) => ({ title: t(a.titleKey), href: hrefFor(a.link, locale) })),
    })),
    viewAll: item.readMore ? { label: t(item.readMore), href: hrefFor(item.links[locale]!, locale) } : undefined,
  }));

  return (
    <HeaderNav
      items={items}
      homeHref={localizedPath('index', locale)}
      ctaHref={localizedPath('appointment', locale)}
      startHref={localizedPath('start-funnel', locale)}
      loginHref={localizedPath('login', locale)}
      dashboardHref={localizedPath('account', locale)}
      languageLinks={languageLinks}
      search={<HeaderSearch locale={locale} />}
      // Spec: the header's language switch shows only in development; the footer dropdown is the public one.
      showLanguageSwitch={process.env.NODE_ENV === 'development'}
      labels={{
        openMenu: th('openMenu'),
        closeMenu: th('closeMenu'),
        mainNav: th('mainNav'),
        newBadge: th('newBadge'),
        getStarted: th('getStarted'),
        login: th('login'),
        continueToDashboard: th('continueToDashboard'),
        logout: th('logout'),
        logoutError: (await getTranslations({ locale, namespace: 'errors' }))('logoutFailed'),
        cta: th('cta'),
        homeLabel: th('home', { brand: SITE.brand }),
        brand: SITE.brand,
        language: th('language'),
        showSubmenu: th('showSubmenu'),
      }}
    />
  );
}
