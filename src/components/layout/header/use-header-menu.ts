'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { DESKTOP_QUERY, SCROLL_THRESHOLD } from './model';

/**
 * The header's state: scrolled or not, whether its script runs, the drawer and the open sub-menu (one key for
 * the desktop panel and the drawer's list alike), with the events that change them.
 */
export function useHeaderMenu() {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Set once the header's script runs: the menu button opens the drawer from then on (tests wait for it).
  const [live, setLive] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);

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

  return { scrolled, live, drawerOpen, setDrawerOpen, openSubmenu, setOpenSubmenu };
}
