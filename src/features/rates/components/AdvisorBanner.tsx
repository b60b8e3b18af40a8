'use client';

import { useState } from 'react';
import { useFlag, type FlagSetting } from '@/features/flags';

/**
 * A bar at the foot of the rates pages on wide screens that offers a free talk with an advisor, shown to the
 * visitors the feature flag `rates_advisor_banner` picks (ADR 040): the admins try whether it brings bookings.
 * Phones have the page frame's sticky booking button already (layout flag hasStickyBanner), so the bar shows from
 * the md breakpoint on. The close button hides it on this page.
 */
export function AdvisorBanner({ setting, href, text, cta, close }: { setting: FlagSetting; href: string; text: string; cta: string; close: string }) {
  const on = useFlag(setting);
  const [closed, setClosed] = useState(false);
  if (!on || closed) return null;
  return (
    <>
    {/* Room at the page's foot, so the bar never covers its last lines. */}
    <div className="hidden h-24 md:block" aria-hidden="true" />
    <aside aria-label={cta} className="fixed inset-x-0 bottom-0 z-30 hidden border-t border-brand-200 bg-white px-4 py-3 shadow-lg md:block" data-testid="advisor-banner">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-ink">{text}</p>
        <a href={href} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700">
          {cta}
        </a>
        <button type="button" onClick={() => setClosed(true)} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 underline hover:bg-brand-50 focus:outline-2 focus:outline-brand-700">
          {close}
        </button>
      </div>
    </aside>
    </>
  );
}
