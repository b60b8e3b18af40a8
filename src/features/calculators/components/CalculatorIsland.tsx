'use client';

import { useEffect, useRef } from 'react';
import { nextTask } from '@/lib/tasks';
import type { CalculatorRoot, MortgageCalculatorProps } from './MortgageCalculator';

type CalculatorProps = Omit<MortgageCalculatorProps, 'container'>;

/** Events that mean the visitor is using the form: the interactive code is needed now. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/**
 * Lazy hydration of the calculator. The server renders the whole calculator (StaticCalculator) as a
 * working HTML form. The page's own hydration leaves that markup alone; the interactive calculator's code
 * (the finance engine and the form logic) loads when the browser is idle after the page has loaded, or at
 * once when the visitor starts using the form, and then hydrates the same markup as a root of its own. The
 * page thus paints and becomes responsive without waiting for that code, and nothing is re-created: focus,
 * caret and the layout stay, and what the visitor typed before carries over.
 */
export function CalculatorIsland(props: CalculatorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let started = false;
    let cancelled = false;
    let root: CalculatorRoot | null = null;
    const load = () => {
      if (started) return;
      started = true;
      // The finance engine first, then the calculator: two smaller scripts, each evaluated in a task of its
      // own, instead of one long task.
      import('../mortgage-form')
        .then(nextTask)
        .then(() => import('./MortgageCalculator'))
        .then(async ({ mountCalculator }) => {
          if (cancelled) return;
          const mounted = await mountCalculator(el, propsRef.current);
          if (cancelled) queueMicrotask(() => mounted.unmount());
          else root = mounted;
        })
        // The server-rendered form keeps working (it submits to the server) if the code cannot load.
        .catch((error) => console.error('mortgage calculator: interactive version not loaded', error));
    };
    for (const type of TRIGGERS) el.addEventListener(type, load, { capture: true, passive: true });

    // requestIdleCallback is missing in some browsers (Safari): a short timeout stands in.
    const idleCallback = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const whenIdle = () => {
      idle = idleCallback ? window.requestIdleCallback(load, { timeout: 1500 }) : window.setTimeout(load, 200);
    };
    // Rendered in the browser (not from the server's HTML): there is nothing to show until the code is there.
    if (el.childElementCount === 0) load();
    else if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    return () => {
      cancelled = true;
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
  }, []);

  // Server rendering: the static calculator goes into the HTML. Next compiles `typeof window` to a constant, so
  // this branch and the view's code are left out of the browser bundle, and the markup is not repeated in
  // the page's React payload. In the browser this element keeps that markup untouched (React does not
  // hydrate or replace the inner HTML of an element with dangerouslySetInnerHTML).
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { StaticCalculator } = require('./StaticCalculator') as typeof import('./StaticCalculator');
    return (
      <div ref={ref} data-calculator="static">
        <StaticCalculator {...props} />
      </div>
    );
  }
  return <div ref={ref} data-calculator="static" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
