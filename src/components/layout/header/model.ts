/** What the server hands the header (see ../SiteHeader.tsx), and the header's breakpoints. */
import type { MouseEvent } from 'react';
import type { IconName } from '@/components/ui/Icon';

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

export interface LanguageLinkModel {
  locale: string;
  label: string;
  href: string;
  current: boolean;
}

/** Scroll position at which the header switches to its compact, shadowed state (spec section 9). */
export const SCROLL_THRESHOLD = 100;
/** Tailwind `lg`: the mega navigation shows from here, the burger below. */
export const DESKTOP_QUERY = '(min-width: 1280px)';

/** Handler of a menu item's link: a restricted item opens the login dialog for a visitor who may not see it. */
export type RestrictedClick = (item: NavItemModel) => (e: MouseEvent) => void;
