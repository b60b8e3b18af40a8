'use client';

import { useEffect, useState } from 'react';

/**
 * Copies a snippet. Shown only once JavaScript runs: without it the snippet stays selectable text in its
 * `<pre>`, and no button does nothing.
 */
export function CopyButton({ text, label, copiedLabel, failedLabel, testId }: { text: string; label: string; copiedLabel: string; failedLabel: string; testId: string }) {
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
        className="rounded-lg border-2 border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        data-testid={testId}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-muted">{state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}</span>
    </span>
  );
}
