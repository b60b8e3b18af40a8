'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { setAnalyticsMode, track } from '@/lib/analytics';
import { loadVisitor } from './use-visitor';

/**
 * The page view of first-party analytics (ADR 041): one per page the visitor opens, also after client-side
 * navigation. Whether this host records comes with the page frame's visitor answer. Renders nothing.
 */
export function Analytics() {
  const pathname = usePathname();
  useEffect(() => {
    setAnalyticsMode(loadVisitor().then((visitor) => visitor.analytics));
  }, []);
  useEffect(() => {
    track('page_view');
  }, [pathname]);
  return null;
}
