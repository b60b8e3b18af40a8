'use client';

import { useEffect } from 'react';
import type { Locale } from '@/i18n/routes';
import { regroupMoneyField } from '@/lib/money-input';
import { normalizeMoney } from '@/lib/numbers';

/** Parts of the rates page that follow the form: the results and the form's error list. */
export const LIVE_RATES_REGIONS = ['rates-results', 'rates-form-errors'] as const;

/**
 * The rates pages' calculator updating as you type (issue 14): a pause in typing asks the server for the page
 * with the new inputs (the same GET the form sends without JavaScript), swaps in the results and the error list,
 * marks the fields as the server does and puts the inputs into the address. The form itself stays, so the focus
 * and what is typed stay too; amounts are regrouped by thousands as they are typed. No engine in the browser:
 * the figures are the server's. Choosing another place loads that place's page (its heading and intro name it).
 */
export function LiveRates({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const update = async () => {
      const query = new URLSearchParams();
      // Amounts travel plain in the address (as the other calculators' addresses carry them).
      const money = new Set([...form.querySelectorAll<HTMLInputElement>('input[data-money]')].map((f) => f.name));
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.set(key, money.has(key) ? normalizeMoney(value) : value);
      const url = `${form.getAttribute('action') ?? window.location.pathname}?${query.toString()}`;
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } });
        if (!response.ok) return;
        const next = new DOMParser().parseFromString(await response.text(), 'text/html');
        for (const id of LIVE_RATES_REGIONS) {
          const fresh = next.getElementById(id);
          const current = document.getElementById(id);
          if (fresh && current) current.replaceWith(document.importNode(fresh, true));
        }
        for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
          const twin = next.querySelector(`#${formId} [name="${field.name}"]`);
          for (const attr of ['aria-invalid', 'aria-describedby']) {
            const value = twin?.getAttribute(attr);
            if (value) field.setAttribute(attr, value);
            else field.removeAttribute(attr);
          }
        }
        window.history.replaceState(window.history.state, '', url);
        form.dataset.liveState = 'updated';
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.error('rates: update failed', error);
      }
    };
    const schedule = (event: Event) => {
      const field = event.target;
      // Another place has a page of its own (issue 24 point 7): the form goes there as it does without
      // JavaScript, so that heading, intro, title and figures all name the chosen place.
      if (event.type === 'change' && field instanceof HTMLSelectElement && field.name === 'place') {
        clearTimeout(timer);
        controller?.abort();
        form.requestSubmit();
        return;
      }
      if (event.type === 'input' && field instanceof HTMLInputElement && field.dataset.money) regroupMoneyField(field, field.dataset.money as Locale);
      form.dataset.liveState = 'pending';
      clearTimeout(timer);
      timer = setTimeout(update, 400);
    };
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);
    form.dataset.live = 'on';
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
    };
  }, [formId]);
  return null;
}
