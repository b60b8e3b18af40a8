'use client';

import { useEffect, useState } from 'react';
import type { SnackbarMessage } from './events';

const DEFAULT_TIMEOUT = 6000;

/** Snackbar (spec section 4): status info (default), success, warning or error; shown or hidden. */
export function Snackbar({ closeLabel }: { closeLabel: string }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);

  useEffect(() => {
    const onMessage = (e: Event) => setMessage((e as CustomEvent<SnackbarMessage>).detail);
    window.addEventListener('hauslotse:snackbar', onMessage);
    return () => window.removeEventListener('hauslotse:snackbar', onMessage);
  }, []);

  useEffect(() => {
    if (!message) return;
    const timeout = message.timeout === undefined ? DEFAULT_TIMEOUT : message.timeout;
    if (timeout === null) return;
    const id = window.setTimeout(() => setMessage(null), timeout);
    return () => window.clearTimeout(id);
  }, [message]);

  const status = message?.status ?? 'info';
  const colors = { info: 'bg-slate-800', success: 'bg-green-800', warning: 'bg-amber-800', error: 'bg-red-800' }[status];
  return (
    <div aria-live={status === 'error' ? 'assertive' : 'polite'} role={status === 'error' ? 'alert' : 'status'} className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {message && (
        <div data-status={status} className={`pointer-events-auto flex max-w-lg items-center gap-3 rounded-lg px-4 py-3 text-white shadow-lg ${colors}`}>
          {status === 'error' || status === 'warning' ? <span aria-hidden="true">⚠</span> : null}
          <span>{message.message}</span>
          <button type="button" onClick={() => setMessage(null)} className="ml-2 rounded px-2 py-1 text-sm underline">{closeLabel}</button>
        </div>
      )}
    </div>
  );
}
