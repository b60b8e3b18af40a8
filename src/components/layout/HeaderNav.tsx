'use client';

/**
 * The site header (the entry SiteHeader renders): the bar with logo, mega navigation, search, account controls
 * and burger, and the drawer below the `xl` breakpoint (the account controls show in the bar from `lg`). Its parts live in ./header/.
 */
import { useId } from 'react';
import { useVisitor } from '@/components/layout/use-visitor';
import { openLoginDialog } from './events';
import { DrawerAccount, HeaderAccount, logOut } from './header/AccountControls';
import { DesktopMenu } from './header/DesktopMenu';
import { DrawerLanguageLinks, HeaderLanguageLinks } from './header/LanguageLinks';
import { Logo } from './header/Logo';
import { MenuButton, MobileDrawer } from './header/MobileDrawer';
import type { HeaderLabels, LanguageLinkModel, NavItemModel, RestrictedClick } from './header/model';
import { useHeaderMenu } from './header/use-header-menu';

export type { HeaderLabels, NavItemModel, SubmenuModel } from './header/model';
export { SCROLL_THRESHOLD } from './header/model';

export interface HeaderNavProps {
  items: NavItemModel[];
  labels: HeaderLabels;
  homeHref: string;
  ctaHref: string;
  startHref: string;
  loginHref: string;
  dashboardHref: string;
  languageLinks: LanguageLinkModel[];
  showLanguageSwitch: boolean;
  /** The site search (a server-rendered GET form), shown at the start of the header's right-hand group. */
  search?: React.ReactNode;
}

export function HeaderNav(props: HeaderNavProps) {
  const { items, labels, homeHref } = props;
  // The visitor's state comes from the server after the cached page has loaded (ADR 012); until then the
  // account controls keep their space but stay invisible (without JavaScript they show the login link).
  const visitor = useVisitor();
  const eligible = visitor?.eligible ?? false;
  const { scrolled, live, drawerOpen, setDrawerOpen, openSubmenu, setOpenSubmenu } = useHeaderMenu();
  const drawerId = useId();

  const onRestrictedClick: RestrictedClick = (item) => (e) => {
    if (item.restricted && !eligible) {
      e.preventDefault();
      setDrawerOpen(false);
      openLoginDialog();
    }
  };
  const logout = () => void logOut(homeHref, labels.logoutError);
  const account = { labels, pending: visitor === null, eligible, dashboardHref: props.dashboardHref, loginHref: props.loginHref, onLogout: logout };

  return (
    <div
      data-scrolled={scrolled ? 'true' : 'false'}
      data-nav={live ? 'live' : 'static'}
      className={`border-b border-slate-200 bg-white transition-shadow ${scrolled ? 'shadow-md' : ''}`}
    >
      <div className={`mx-auto flex max-w-7xl items-center gap-3 px-4 2xl:max-w-screen-2xl 2xl:gap-4 ${scrolled ? 'h-14' : 'h-16'} transition-[height]`}>
        {/* On small screens, once scrolled, the call-to-action takes the logo's place (spec section 4). */}
        <a href={homeHref} aria-label={labels.homeLabel} className={scrolled ? 'hidden lg:block' : 'block'}>
          <Logo brand={labels.brand} />
        </a>
        {scrolled && (
          <a href={props.ctaHref} className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white lg:hidden">
            {labels.cta}
          </a>
        )}

        <DesktopMenu items={items} labels={labels} eligible={eligible} openSubmenu={openSubmenu} setOpenSubmenu={setOpenSubmenu} onRestrictedClick={onRestrictedClick} />

        <div className="ml-auto flex items-center gap-2">
          {props.search}
          {props.showLanguageSwitch && <HeaderLanguageLinks links={props.languageLinks} labels={labels} />}
          <HeaderAccount {...account} />
          <MenuButton labels={labels} drawerId={drawerId} drawerOpen={drawerOpen} setDrawerOpen={setDrawerOpen} />
        </div>
      </div>

      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        items={items}
        labels={labels}
        openSubmenu={openSubmenu}
        setOpenSubmenu={setOpenSubmenu}
        onRestrictedClick={onRestrictedClick}
        account={<DrawerAccount {...account} startHref={props.startHref} closeDrawer={() => setDrawerOpen(false)} />}
        languages={<DrawerLanguageLinks links={props.languageLinks} labels={labels} />}
      />
    </div>
  );
}
