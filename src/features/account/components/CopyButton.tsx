'use client';

import { useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard. Rendered only once JavaScript runs (the text it copies stays selectable on
 * the page without it), so there is never a button that does nothing.
 */
export function CopyButton({ text, label, copiedLabel, failedLabel }: { text: string; label: string; copiedLabel: string; failedLabel: string }) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setReady(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  if (!ready) return null;
  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
        className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        data-testid="copy-referral-link"
      >
        {label}
      </button>
      <span role="status" className="text-sm text-muted">{state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}</span>
    </span>
  );
}
