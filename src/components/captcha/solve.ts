/**
 * Getting the CAPTCHA's solution for a form that is being sent (ADR 016), robust against the widget's own
 * verification. The ALTCHA widget starts verifying a moment after it is mounted (`auto="onload"`), and each
 * `verify()` aborts the one that runs: a visitor who sends the form before that moment starts a verification
 * that the widget's own one aborts (ours then returns null and leaves the state "error" while the widget's
 * goes on). So: wait for a running verification to end, start one only when none runs, and try again when ours
 * was aborted.
 */

/** What of the widget element is used here (the `altcha-widget` custom element). */
export interface SolvableWidget extends EventTarget {
  getState?: () => string;
  verify?: () => Promise<{ payload?: string | null } | null>;
}

/** Resolves when the widget's running verification ends (at once when none runs). */
function verificationEnded(node: SolvableWidget): Promise<void> {
  if (node.getState?.() !== 'verifying') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = (e: Event) => {
      const state = (e as CustomEvent<{ state?: string }>).detail?.state;
      if (state === 'verifying') return;
      node.removeEventListener('statechange', done);
      resolve();
    };
    node.addEventListener('statechange', done);
  });
}

/**
 * The solution: the one the widget has (`current()`, kept from its "verified" event), or the one it finds now.
 * null when it cannot find one (then the server applies the stricter budget without a solution).
 */
export async function solveCaptcha(node: SolvableWidget, current: () => string | null, attempts = 3): Promise<string | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const known = current();
    if (known) return known;
    if (node.getState?.() === 'verifying') {
      await verificationEnded(node);
      continue;
    }
    const result = await node.verify?.();
    if (result?.payload) return result.payload;
    if (!node.verify) break;
  }
  return current();
}
