'use client';

import { useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard. Rendered only once JavaScript runs (the text it copies stays selectable on
 * the page without it), so there is never a button that does nothing. Shared by the referral link and the
 * widget library's snippets.
 */
export function CopyButton({ text, label, copiedLabel, failedLabel, testId, look = 'primary' }: { text: string; label: string; copiedLabel: string; failedLabel: string; testId: string; look?: 'primary' | 'secondary' }) {
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
        className={look === 'primary' ? 'rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700' : 'rounded-lg border-2 border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50'}
        data-testid={testId}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-muted">{state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}</span>
    </span>
  );
}
