'use client';

import { useEffect } from 'react';
import type { Locale } from '@/i18n/routes';
import { regroupMoneyField } from '@/lib/money-input';
import { normalizeMoney } from '@/lib/numbers';

/**
 * A GET form that updates its page as the visitor types (issue 14; the rates pages and the property search): a
 * pause in typing asks the server for the page with the new inputs (the same GET the form sends without
 * JavaScript), swaps in the `regions` (elements by id), marks the fields as the server does and puts the inputs
 * into the address. The form itself stays, so the focus and what is typed stay too; amounts (fields marked
 * `data-money`) are regrouped by thousands as they are typed. A change of a field named in `navigateOn` submits
 * the form instead (that choice has a page of its own). `dropEmpty` leaves empty fields out of the address (a
 * search's unused filters), as a plain GET would not.
 */
export function LiveForm({ formId, regions, navigateOn = [], dropEmpty = false }: { formId: string; regions: readonly string[]; navigateOn?: readonly string[]; dropEmpty?: boolean }) {
  const regionKey = regions.join(' ');
  const navigateKey = navigateOn.join(' ');
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const ids = regionKey.split(' ');
    const navigating = new Set(navigateKey.split(' ').filter(Boolean));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const update = async () => {
      const query = new URLSearchParams();
      // Amounts travel plain in the address (as the calculators' addresses carry them).
      const money = new Set([...form.querySelectorAll<HTMLInputElement>('input[data-money]')].map((f) => f.name));
      for (const [key, value] of new FormData(form)) if (typeof value === 'string' && !(dropEmpty && value === '')) query.set(key, money.has(key) ? normalizeMoney(value) : value);
      const url = `${form.getAttribute('action') ?? window.location.pathname}?${query.toString()}`;
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } });
        if (!response.ok && response.status !== 400) return;
        const next = new DOMParser().parseFromString(await response.text(), 'text/html');
        for (const id of ids) {
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
        if ((error as Error).name !== 'AbortError') console.error('live form: update failed', error);
      }
    };
    const schedule = (event: Event) => {
      const field = event.target;
      if (event.type === 'change' && (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) && navigating.has(field.name)) {
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
    // What the visitor typed before this script arrived (ADR 022: start-up scripts come after the first paint)
    // is in the fields but not yet in the page: update at once, as a pause in typing would.
    const changed = changedSinceLoad(form);
    if (changed.some((field) => navigating.has(field.name))) form.requestSubmit();
    else if (changed.length > 0) {
      for (const field of changed) if (field instanceof HTMLInputElement && field.dataset.money) regroupMoneyField(field, field.dataset.money as Locale);
      form.dataset.liveState = 'pending';
      void update();
    }
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
    };
  }, [formId, regionKey, navigateKey, dropEmpty]);
  return null;
}

/** The fields whose value differs from the one the page was rendered with. */
function changedSinceLoad(form: HTMLFormElement): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  const changed: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] = [];
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue) changed.push(field);
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) changed.push(field);
    } else if (field instanceof HTMLTextAreaElement && field.value !== field.defaultValue) changed.push(field);
  }
  return changed;
}
