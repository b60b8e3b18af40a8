'use client';

import { useEffect, useState } from 'react';
import { loadVisitor } from '@/components/layout/use-visitor';
import type { Locale } from '@/i18n/routes';

/**
 * A listing page opened without the visitor's savings (a shared link, a city page, a search engine; issue 48): a
 * logged-in lead with a saved mortgage calculation is offered the page computed with its own funds, the same that
 * fill the search's savings field (SavedSavings, GET /api/properties/savings). The link adds them to the address, so
 * the server computes the payment (and every link onwards carries them). `template` holds `{savings}`.
 */
export function SavedSavingsLink({ locale, template }: { locale: Locale; template: string }) {
  const [link, setLink] = useState<{ href: string; text: string } | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('savings')) return;
    let live = true;
    void loadVisitor()
      .then((visitor) => (visitor.eligible ? fetch('/api/properties/savings', { credentials: 'same-origin', headers: { accept: 'application/json' } }) : null))
      .then((res) => (!res ? { savings: null } : res.ok ? (res.json() as Promise<{ savings: number | null }>) : { savings: null }))
      .then(({ savings }) => {
        if (!live || savings === null) return;
        const url = new URL(window.location.href);
        url.searchParams.set('savings', String(savings));
        const amount = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(savings);
        setLink({ href: `${url.pathname}${url.search}`, text: template.replace('{savings}', amount) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale, template]);
  if (!link) return null;
  return (
    <p className="mt-3 text-sm">
      <a href={link.href} className="font-medium text-brand-700 underline" data-testid="listing-use-saved-savings">{link.text}</a>
    </p>
  );
}
