'use client';

import { useEffect, type RefObject } from 'react';

/** A hydrated island's React root. */
export interface IslandRoot {
  unmount(): void;
}

/** Events that mean the visitor is using the form: the interactive code is needed now. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/**
 * Lazy hydration of a server-rendered interactive form (ADR 010), shared by the calculators. The server renders
 * the whole form with its results as working HTML; the interactive code loads when the browser is idle after
 * the page has loaded, or at once when the visitor starts using the form, and then `mount` hydrates the same
 * markup as a React root of its own. `mount` loads its modules (ideally in separate tasks) and returns the root,
 * or null when `signal.cancelled` turned true meanwhile (the island was unmounted).
 *
 * An element without server markup (rendered in the browser after a navigation) mounts at once: there is nothing
 * to show until the code is there. If the code cannot load, the server-rendered form keeps working (it submits
 * to the server); the failure is logged under `label`.
 */
export function useLazyIsland(ref: RefObject<HTMLElement | null>, mount: (el: HTMLElement, signal: { cancelled: boolean }) => Promise<IslandRoot | null>, label: string): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const signal = { cancelled: false };
    let started = false;
    let root: IslandRoot | null = null;
    const load = () => {
      if (started) return;
      started = true;
      mount(el, signal)
        .then((mounted) => {
          if (!mounted) return;
          if (signal.cancelled) queueMicrotask(() => mounted.unmount());
          else root = mounted;
        })
        .catch((error) => console.error(`${label}: interactive version not loaded`, error));
    };
    for (const type of TRIGGERS) el.addEventListener(type, load, { capture: true, passive: true });

    // requestIdleCallback is missing in some browsers (Safari): a short timeout stands in.
    const idleCallback = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const whenIdle = () => {
      idle = idleCallback ? window.requestIdleCallback(load, { timeout: 1500 }) : window.setTimeout(load, 200);
    };
    if (el.childElementCount === 0) load();
    else if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    return () => {
      signal.cancelled = true;
      for (const type of TRIGGERS) el.removeEventListener(type, load, true);
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (idleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
      // Unmounting a root while React renders is not allowed: after this commit.
      const mounted = root;
      if (mounted) queueMicrotask(() => mounted.unmount());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the island mounts once; later prop changes reach it through the page, not through a new root
  }, []);
}
