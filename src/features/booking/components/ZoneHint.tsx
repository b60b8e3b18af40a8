'use client';

import { useEffect, useState } from 'react';
import { fillPlaceholders } from '@/lib/placeholders';

/**
 * The calendar is in German time unless the URL names another zone (`tz`). A server cannot know the visitor's
 * zone, so this island compares it with the page's and offers a link that shows the times there. Without
 * JavaScript the page stays in German time and says so.
 */
export function ZoneHint({ current, label }: { current: string; label: string }) {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
  }, []);
  if (!zone || zone === current) return null;
  const url = new URL(window.location.href);
  url.searchParams.set('tz', zone);
  url.searchParams.delete('page');
  return (
    <a href={url.pathname + url.search} className="font-semibold text-brand-700 underline" data-testid="zone-hint">
      {fillPlaceholders(label, { zone })}
    </a>
  );
}
