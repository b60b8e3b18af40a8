'use client';

import { useEffect } from 'react';
import { loadVisitor } from '@/components/layout/use-visitor';
import { formatMoneyTyping } from '@/lib/money-input';
import type { Locale } from '@/i18n/routes';

/**
 * The visitor's own funds on the cached search page (issue 25): when the savings field is empty and the address
 * names none, a logged-in lead's savings from their newest saved mortgage calculation
 * (GET /api/properties/savings) fill it, and the live search recomputes every card's monthly payment with them.
 * A stranger, or a lead without a saved calculation, keeps the stated default. Likewise the household of the newest
 * saved house-budget calculation fills the empty "what you can afford" fields (income, adults, children; issue 48).
 */
type Saved = { savings: number | null; household?: { income: number; adults: number; children: number } | null };

export function SavedSavings({ fieldId, locale }: { fieldId: string; locale: Locale }) {
  useEffect(() => {
    const field = document.getElementById(fieldId);
    const income = document.getElementById('search-income');
    const query = new URLSearchParams(window.location.search);
    const wantSavings = field instanceof HTMLInputElement && field.value === '' && !query.has('savings');
    const wantHousehold = income instanceof HTMLInputElement && income.value === '' && !query.has('income');
    if (!wantSavings && !wantHousehold) return;
    let live = true;
    // Only a logged-in lead can have a saved calculation (the page frame asks who the visitor is anyway).
    void loadVisitor()
      .then((visitor) => (visitor.eligible ? fetch('/api/properties/savings', { credentials: 'same-origin', headers: { accept: 'application/json' } }) : null))
      .then((res) => (!res ? { savings: null } : res.ok ? (res.json() as Promise<Saved>) : { savings: null }))
      .then(({ savings, household }: Saved) => {
        if (!live) return;
        const fill = (el: HTMLElement | null, value: string) => {
          if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) return;
          el.value = value;
          el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
        };
        if (wantHousehold && household && income instanceof HTMLInputElement && income.value === '') {
          fill(document.getElementById('search-adults'), String(household.adults));
          fill(document.getElementById('search-children'), household.children > 0 ? String(household.children) : '');
          fill(income, formatMoneyTyping(String(household.income), locale));
        }
        if (wantSavings && savings !== null && field instanceof HTMLInputElement && field.value === '') fill(field, formatMoneyTyping(String(savings), locale));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fieldId, locale]);
  return null;
}
