/*
 * A part of HeaderNav, imported only from there: it runs on the client as part of that component, without a
 * 'use client' boundary of its own, so its props may hold functions.
 */
import type { Dispatch, SetStateAction } from 'react';
import { Icon } from '@/components/ui/Icon';
import { DESKTOP_QUERY, type HeaderLabels, type NavItemModel, type RestrictedClick } from './model';

const isDesktop = () => typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;

/**
 * The mega navigation from the `xl` breakpoint (below it the drawer holds the items): the items in a row, an
 * item's sub-menu panel while hovered or focused. Compact below `2xl` (narrower padding, the NEW badges hidden) so
 * that the bar fits 1280 px with the longest labels and a logged-in lead's account links (issue 24).
 */
export function DesktopMenu({
  items,
  labels,
  eligible,
  openSubmenu,
  setOpenSubmenu,
  onRestrictedClick,
}: {
  items: NavItemModel[];
  labels: HeaderLabels;
  eligible: boolean;
  openSubmenu: string | null;
  setOpenSubmenu: Dispatch<SetStateAction<string | null>>;
  onRestrictedClick: RestrictedClick;
}) {
  return (
    <nav aria-label={labels.mainNav} className="ml-2 hidden min-w-0 flex-1 xl:block">
      <ul className="flex items-center gap-0.5">
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
              className="flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700 2xl:px-2"
            >
              {item.label}
              {item.isNew && <span className="hidden rounded bg-accent px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-ink 2xl:inline">{labels.newBadge}</span>}
              {item.restricted && !eligible && <Icon name="lock" className="h-3.5 w-3.5" />}
            </a>
            {/* Rendered only while open: the page hydrates faster without the hidden panels. */}
            {item.submenu.length > 0 && openSubmenu === item.key && <SubmenuPanel item={item} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubmenuPanel({ item }: { item: NavItemModel }) {
  return (
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
  );
}
