/*
 * A part of HeaderNav, imported only from there: it runs on the client as part of that component, without a
 * 'use client' boundary of its own, so its props may hold functions.
 */
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Icon } from '@/components/ui/Icon';
import { SITE_LINKS_ID } from '../site-links';
import type { HeaderLabels, NavItemModel, RestrictedClick } from './model';

/**
 * The burger below the `xl` breakpoint. A link to the footer's list of pages until the script runs (without
 * JavaScript, or before it has arrived: the start-up scripts load after the first paint, ADR 022); then a
 * button for the drawer.
 */
export function MenuButton({
  labels,
  drawerId,
  drawerOpen,
  setDrawerOpen,
}: {
  labels: HeaderLabels;
  drawerId: string;
  drawerOpen: boolean;
  setDrawerOpen: Dispatch<SetStateAction<boolean>>;
}) {
  return (
    <a
      href={`#${SITE_LINKS_ID}`}
      role="button"
      className="rounded-md p-2 text-ink hover:bg-brand-50 xl:hidden"
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
  );
}

/** The drawer below the `xl` breakpoint: the items with their sub-menus folded, then `account` and `languages`. */
export function MobileDrawer({
  id,
  open,
  items,
  labels,
  openSubmenu,
  setOpenSubmenu,
  onRestrictedClick,
  account,
  languages,
}: {
  id: string;
  open: boolean;
  items: NavItemModel[];
  labels: HeaderLabels;
  openSubmenu: string | null;
  setOpenSubmenu: Dispatch<SetStateAction<string | null>>;
  onRestrictedClick: RestrictedClick;
  account: ReactNode;
  languages: ReactNode;
}) {
  return (
    <div id={id} hidden={!open} className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden" data-testid="mobile-drawer">
      {/* The drawer's content exists only while it is open: less to hydrate on every page. */}
      {open && (
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
          {account}
          {languages}
        </nav>
      )}
    </div>
  );
}
