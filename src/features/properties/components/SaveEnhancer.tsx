'use client';

import { useEffect } from 'react';
import { openLoginDialog } from '@/components/layout/events';
import { loadVisitor } from '@/components/layout/use-visitor';

/**
 * Saving without leaving the page (issue 25): forms marked `data-save-form` (save a radar, save a favourite)
 * post with fetch and show the answer in their `[data-save-status]` element; a visitor who is not logged in
 * gets the login dialog of the property-search flow (the server keeps the save until then). The visitor's state
 * (GET /api/visitor, asked once per page) tells that nobody is logged in: the dialog opens at once, and the post
 * only leaves the save with the server, which accepts it for later (202, issue 48: no 401 in the console). Without
 * JavaScript the same forms post and redirect. One listener on the document, so forms that the live search
 * swaps in work too. Texts come from the form's data attributes (data-done, data-link, data-failed, data-login).
 */
export function SaveEnhancer() {
  useEffect(() => {
    const onSubmit = async (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-save-form')) return;
      event.preventDefault();
      const status = form.querySelector<HTMLElement>('[data-save-status]');
      const say = (text: string, link?: { href: string; label: string }) => {
        if (!status) return;
        status.textContent = text;
        if (link) {
          const a = document.createElement('a');
          a.href = link.href;
          a.textContent = link.label;
          a.className = 'ml-1 font-semibold text-brand-700 underline';
          status.append(' ', a);
        }
      };
      // Not `form.action`: the forms have a field named `action`, which that property would return.
      const body = new FormData(form);
      if (event.submitter instanceof HTMLButtonElement && event.submitter.name) body.set(event.submitter.name, event.submitter.value);
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      button?.setAttribute('aria-disabled', 'true');
      const askLogin = () => {
        say(form.dataset.login ?? '');
        openLoginDialog('prop_search');
      };
      try {
        const loggedOut = !(await loadVisitor()).eligible;
        if (loggedOut) askLogin();
        const response = await fetch(form.getAttribute('action') ?? '', { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' });
        // 202: the save waits for the login (a session that ended since the page loaded answers so too).
        if (response.status === 202 || response.status === 401) {
          if (!loggedOut) askLogin();
          return;
        }
        const data = (await response.json().catch(() => null)) as { ok?: boolean; location?: string; radar?: { name: string; created?: boolean } } | null;
        if (!response.ok || !data?.ok) {
          say(form.dataset.failed ?? '');
          return;
        }
        const text = (data.radar?.created === false ? form.dataset.exists : form.dataset.done) ?? '';
        say(text.replace('{name}', data.radar?.name ?? ''), data.location ? { href: data.location, label: form.dataset.link ?? '' } : undefined);
      } catch {
        say(form.dataset.failed ?? '');
      } finally {
        button?.removeAttribute('aria-disabled');
      }
    };
    document.addEventListener('submit', onSubmit);
    // The forms now save in place (a click before this posts the plain form, which works too).
    document.documentElement.dataset.saveForms = 'ready';
    return () => {
      document.removeEventListener('submit', onSubmit);
      delete document.documentElement.dataset.saveForms;
    };
  }, []);
  return null;
}
