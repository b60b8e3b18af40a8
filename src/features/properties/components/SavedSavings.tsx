'use client';

import { useEffect } from 'react';
import { loadVisitor } from '@/components/layout/use-visitor';
import { formatMoneyTyping } from '@/lib/money-input';
import type { Locale } from '@/i18n/routes';

/**
 * The visitor's own funds on the cached search page (issue 25): when the savings field is empty and the address
 * names none, a logged-in lead's savings from their newest saved mortgage calculation
 * (GET /api/properties/savings) fill it, and the live search recomputes every card's monthly payment with them.
 * A stranger, or a lead without a saved calculation, keeps the stated default.
 */
export function SavedSavings({ fieldId, locale }: { fieldId: string; locale: Locale }) {
  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLInputElement) || field.value !== '' || new URLSearchParams(window.location.search).has('savings')) return;
    let live = true;
    // Only a logged-in lead can have a saved calculation (the page frame asks who the visitor is anyway).
    void loadVisitor()
      .then((visitor) => (visitor.eligible ? fetch('/api/properties/savings', { credentials: 'same-origin', headers: { accept: 'application/json' } }) : null))
      .then((res) => !res ? { savings: null } : (res.ok ? (res.json() as Promise<{ savings: number | null }>) : { savings: null }))
      .then(({ savings }) => {
        if (!live || savings === null || field.value !== '') return;
        field.value = formatMoneyTyping(String(savings), locale);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fieldId, locale]);
  return null;
}
