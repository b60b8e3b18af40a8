'use client';

import { useEffect, useId, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Icon, type IconName } from '@/components/ui/Icon';
import { useVisitor } from '@/components/layout/use-visitor';
import { openLoginDialog, showSnackbar } from './events';
import { SITE_LINKS_ID } from './site-links';

export interface SubmenuModel {
  title: string;
  description?: string;
  href: string;
  icon: IconName;
  articles: { title: string; href: string }[];
}

export interface NavItemModel {
  key: string;
  label: string;
  href: string;
  restricted: boolean;
  isNew: boolean;
  current: boolean;
  submenu: SubmenuModel[];
  viewAll?: { label: string; href: string };
}

export interface HeaderLabels {
  openMenu: string;
  closeMenu: string;
  mainNav: string;
  newBadge: string;
  getStarted: string;
  login: string;
  continueToDashboard: string;
  logout: string;
  logoutError: string;
  cta: string;
  homeLabel: string;
  brand: string;
  language: string;
  showSubmenu: string;
}

export interface HeaderNavProps {
  items: NavItemModel[];
  labels: HeaderLabels;
  homeHref: string;
  ctaHref: string;
  startHref: string;
  loginHref: string;
  dashboardHref: string;
  languageLinks: { locale: string; label: string; href: string; current: boolean }[];
  showLanguageSwitch: boolean;
  /** The site search (a server-rendered GET form), shown at the start of the header's right-hand group. */
  search?: React.ReactNode;
}

/** Scroll position at which the header switches to its compact, shadowed state (spec section 9). */
export const SCROLL_THRESHOLD = 100;
/** Tailwind `lg`: the mega navigation shows from here, the burger below. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function Logo({ brand }: { brand: string }) {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-700">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#1d6b57" />
        <path d="M7 16 16 8l9 8M10 14v10h12V14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M16 24v-5" stroke="#f2b53a" strokeWidth="2.4" />
      </svg>
      {brand}
    </span>
  );
}

export function HeaderNav(props: HeaderNavProps) {
  const { items, labels, homeHref } = props;
  // The visitor's state comes from the server after the cached page has loaded (ADR 012); until then the
  // account controls keep their space but stay invisible (without JavaScript they show the login link).
  const visitor = useVisitor();
  const eligible = visitor?.eligible ?? false;
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Set once the header's script runs: the menu button opens the drawer from then on (tests wait for it).
  const [live, setLive] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const drawerId = useId();

  // Spec section 4: scrolled from 100 px.
  useEffect(() => {
    setLive(true);
    const onScroll = () => setScrolled(window.scrollY >= SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The menu closes on any route change.
  useEffect(() => {
    setDrawerOpen(false);
    setOpenSubmenu(null);
  }, [pathname]);

  // The drawer closes when the viewport grows past the breakpoint, and on page show (back/forward cache).
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (mq.matches) setDrawerOpen(false);
    };
    const onPageShow = () => setDrawerOpen(false);
    mq.addEventListener('change', onChange);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      mq.removeEventListener('change', onChange);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const onRestrictedClick = (item: NavItemModel) => (e: React.MouseEvent) => {
    if (item.restricted && !eligible) {
      e.preventDefault();
      setDrawerOpen(false);
      openLoginDialog(item.key === 'propertyRadar' ? 'prop_search' : undefined);
    }
  };

  // Spec sections 4 and 8: on success go to the locale home; on failure an error snackbar without timeout.
  const logout = async () => {
    try {
      const res = await fetch('/api/v3/delete-cookie', { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
      if (res.status !== 200) throw new Error(`delete-cookie answered ${res.status}`);
      window.location.assign(homeHref);
    } catch (error) {
      console.error(error);
      showSnackbar({ status: 'error', message: labels.logoutError, timeout: null });
    }
  };

  const isDesktop = () => typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;

  return (
    <div
      data-scrolled={scrolled ? 'true' : 'false'}
      data-nav={live ? 'live' : 'static'}
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow ${scrolled ? 'shadow-md' : ''}`}
    >
      <div className={`mx-auto flex max-w-7xl items-center gap-4 px-4 ${scrolled ? 'h-14' : 'h-16'} transition-[height]`}>
        {/* On small screens, once scrolled, the call-to-action takes the logo's place (spec section 4). */}
        <a href={homeHref} aria-label={labels.homeLabel} className={scrolled ? 'hidden lg:block' : 'block'}>
          <Logo brand={labels.brand} />
        </a>
        {scrolled && (
          <a href={props.ctaHref} className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white lg:hidden">
            {labels.cta}
          </a>
        )}

        <nav aria-label={labels.mainNav} className="ml-2 hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li
                key={item.key}
                className="relative"
                onMouseEnter={() => isDesktop() && setOpenSubmenu(item.key)}
                onMouseLeave={() => isDesktop() && setOpenSubmenu((k) => (k === item.key ? null : k))}
                // Keyboard: the sub-menu opens when focus enters the item and closes when it leaves it.
                onFocus={() => isDesktop() && setOpenSubmenu(item.key)}
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenSubmenu((k) => (k === item.key ? null : k));
                }}
              >
                <a
                  href={item.href}
                  onClick={onRestrictedClick(item)}
                  aria-current={item.current ? 'page' : undefined}
                  className="flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {item.label}
                  {item.isNew && <span className="rounded bg-accent px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-ink">{labels.newBadge}</span>}
                  {item.restricted && !eligible && <Icon name="lock" className="h-3.5 w-3.5" />}
                </a>
                {/* Rendered only while open: the page hydrates faster without the hidden panels. */}
                {item.submenu.length > 0 && openSubmenu === item.key && (
                  <div className="absolute left-0 top-full w-[34rem] pt-2">
                    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
                      <ul className="grid grid-cols-2 gap-2">
                        {item.submenu.map((s) => (
                          <li key={s.href + s.title}>
                            <a href={s.href} className="flex gap-3 rounded-lg p-2 hover:bg-brand-50">
                              <Icon name={s.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                              <span>
                                <span className="block text-sm font-semibold">{s.title}</span>
                                {s.description && <span className="block text-xs text-muted">{s.description}</span>}
                              </span>
                            </a>
                            {s.articles.length > 0 && (
                              <ul className="ml-10 mt-1 space-y-1">
                                {s.articles.map((a) => (
                                  <li key={a.href}>
                                    <a href={a.href} className="text-xs text-muted hover:underline">{a.title}</a>
                                  </li>
                                ))}
                              </ul>
                            )}
                          </li>
                        ))}
                      </ul>
                      {item.viewAll && (
                        <a href={item.viewAll.href} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                          {item.viewAll.label} →
                        </a>
                      )}
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {props.search}
          {props.showLanguageSwitch && (
            <ul aria-label={labels.language} className="hidden items-center gap-1 text-sm lg:flex">
              {props.languageLinks.map((l) => (
                <li key={l.locale}>
                  <a href={l.href || undefined} hrefLang={l.locale} lang={l.locale} aria-current={l.current ? 'true' : undefined} className="rounded px-2 py-1 uppercase text-muted hover:bg-brand-50 aria-[current=true]:font-bold aria-[current=true]:text-ink">
                    {l.locale}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className={`hidden items-center gap-2 lg:flex ${visitor === null ? 'scripting:invisible' : ''}`} data-testid="header-account" data-visitor={visitor === null ? 'pending' : eligible ? 'eligible' : 'anonymous'}>
            {eligible ? (
              <>
                <a href={props.dashboardHref} className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">{labels.continueToDashboard}</a>
                <button type="button" onClick={logout} className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50">{labels.logout}</button>
              </>
            ) : (
              <a
                href={props.loginHref}
                onClick={(e) => {
                  e.preventDefault();
                  openLoginDialog();
                }}
                className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-ink hover:bg-brand-50"
              >
                {labels.login}
              </a>
            )}
          </div>
          <a href={props.ctaHref} className="hidden whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 2xl:inline-block">
            {labels.cta}
          </a>
          {/* A link to the footer's list of pages until the script runs (without JavaScript, or before it has
              arrived: the start-up scripts load after the first paint, ADR 022); then a button for the drawer. */}
          <a
            href={`#${SITE_LINKS_ID}`}
            role="button"
            className="rounded-md p-2 text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label={drawerOpen ? labels.closeMenu : labels.openMenu}
            onClick={(e) => {
              e.preventDefault();
              setDrawerOpen((o) => !o);
            }}
            onKeyDown={(e) => {
              // A button also answers the space bar (a link only Enter).
              if (e.key !== ' ') return;
              e.preventDefault();
              setDrawerOpen((o) => !o);
            }}
          >
            <Icon name={drawerOpen ? 'close' : 'menu'} className="h-6 w-6" />
          </a>
        </div>
      </div>

      <div id={drawerId} hidden={!drawerOpen} className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden" data-testid="mobile-drawer">
        {/* The drawer's content exists only while it is open: less to hydrate on every page. */}
        {drawerOpen && (
        <nav aria-label={labels.mainNav} className="px-4 py-3">
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.key} className="py-1">
                <div className="flex items-center">
                  <a href={item.href} onClick={onRestrictedClick(item)} className="flex flex-1 items-center gap-2 py-2 font-medium">
                    {item.label}
                    {item.isNew && <span className="rounded bg-accent px-1.5 py-0.5 text-[0.65rem] font-bold uppercase">{labels.newBadge}</span>}
                  </a>
                  {item.submenu.length > 0 && (
                    <button
                      type="button"
                      className="rounded p-2 hover:bg-brand-50"
                      aria-expanded={openSubmenu === item.key}
                      aria-label={`${labels.showSubmenu}: ${item.label}`}
                      onClick={() => setOpenSubmenu((k) => (k === item.key ? null : item.key))}
                    >
                      <Icon name="chevron" className={`h-5 w-5 transition-transform ${openSubmenu === item.key ? 'rotate-180' : ''}`} />
                    </button>
                  )}
                </div>
                {item.submenu.length > 0 && openSubmenu === item.key && (
                  <ul className="mb-2 space-y-1 pl-3">
                    {item.submenu.map((s) => (
                      <li key={s.href + s.title}>
                        <a href={s.href} className="flex items-center gap-2 rounded py-1.5 text-sm text-muted hover:text-ink">
                          <Icon name={s.icon} className="h-4 w-4 text-brand-600" />
                          {s.title}
                        </a>
                      </li>
                    ))}
                    {item.viewAll && (
                      <li>
                        <a href={item.viewAll.href} className="block py-1.5 text-sm font-semibold text-brand-700">{item.viewAll.label} →</a>
                      </li>
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <div className={`mt-4 flex flex-col gap-2 ${visitor === null ? 'invisible' : ''}`} data-testid="drawer-account">
            {eligible ? (
              <>
                <a href={props.dashboardHref} className="rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white">{labels.continueToDashboard}</a>
                <button type="button" onClick={logout} className="w-full rounded-lg border border-slate-300 px-4 py-3 font-semibold">{labels.logout}</button>
              </>
            ) : (
              <>
                <a href={props.startHref} className="rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white">{labels.getStarted}</a>
                <a
                  href={props.loginHref}
                  onClick={(e) => {
                    e.preventDefault();
                    setDrawerOpen(false);
                    openLoginDialog();
                  }}
                  className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold"
                >
                  {labels.login}
                </a>
              </>
            )}
          </div>
          <ul aria-label={labels.language} className="mt-4 flex gap-2 text-sm">
            {props.languageLinks.map((l) => (
              <li key={l.locale}>
                <a href={l.href || undefined} hrefLang={l.locale} lang={l.locale} aria-current={l.current ? 'true' : undefined} className="rounded border border-slate-200 px-3 py-1.5 aria-[current=true]:border-brand-600 aria-[current=true]:font-semibold">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        )}
      </div>
    </div>
  );
}
