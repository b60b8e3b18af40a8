'use client';

import { useEffect, useRef } from 'react';
import { nextTask } from '@/lib/tasks';
import type { PensionPlannerProps, PlannerRoot } from './PensionPlanner';

type IslandProps = Omit<PensionPlannerProps, 'container'>;

/** Events that mean the visitor is using the planner: the interactive code is needed now. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/**
 * Lazy hydration of the retirement planner, as the mortgage calculator's CalculatorIsland (ADR 010): the
 * server renders the whole planner (StaticPension) as a working HTML form; the interactive planner's code
 * (the pension engine, the form logic, the charts) loads when the browser is idle after the page has loaded,
 * or at once when the visitor starts using the planner, and then hydrates the same markup as a root of its own.
 */
export function PensionIsland(props: IslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let started = false;
    let cancelled = false;
    let root: PlannerRoot | null = null;
    const load = () => {
      if (started) return;
      started = true;
      // The engine and the form logic first, then the planner: two smaller scripts, each evaluated in a task of its own.
      import('../pension-form')
        .then(nextTask)
        .then(() => import('./PensionPlanner'))
        .then(async ({ mountPlanner }) => {
          if (cancelled) return;
          const mounted = await mountPlanner(el, propsRef.current);
          if (cancelled) queueMicrotask(() => mounted.unmount());
          else root = mounted;
        })
        // The server-rendered form keeps working (it submits to the server) if the code cannot load.
        .catch((error) => console.error('retirement planner: interactive version not loaded', error));
    };
    for (const type of TRIGGERS) el.addEventListener(type, load, { capture: true, passive: true });

    const idleCallback = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const whenIdle = () => {
      idle = idleCallback ? window.requestIdleCallback(load, { timeout: 1500 }) : window.setTimeout(load, 200);
    };
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
      const mounted = root;
      if (mounted) queueMicrotask(() => mounted.unmount());
    };
  }, []);

  // Server rendering: the static planner goes into the HTML and is left out of the browser bundle and of the
  // page's React payload (see CalculatorIsland). In the browser this element keeps that markup untouched.
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { StaticPension } = require('./StaticPension') as typeof import('./StaticPension');
    return (
      <div ref={ref} data-planner="static">
        <StaticPension {...props} />
      </div>
    );
  }
  return <div ref={ref} data-planner="static" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
