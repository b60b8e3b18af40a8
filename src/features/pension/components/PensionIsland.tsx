'use client';

import { useRef } from 'react';
import { useLazyIsland } from '@/components/islands/use-lazy-island';
import { nextTask } from '@/lib/tasks';
import type { PensionPlannerProps } from './PensionPlanner';

type IslandProps = Omit<PensionPlannerProps, 'container'>;

/**
 * Lazy hydration of the retirement planner, as the mortgage calculator's (ADR 010,
 * src/components/islands/use-lazy-island.ts): the server renders the whole planner (StaticPension) as a working
 * HTML form; the interactive planner's code (the pension engine, the form logic, the charts) loads when the
 * browser is idle after the page has loaded, or at once when the visitor starts using the planner, and then
 * hydrates the same markup as a root of its own.
 */
export function PensionIsland(props: IslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  useLazyIsland(
    ref,
    async (el, signal) => {
      // The engine and the form logic first, then the planner: two smaller scripts, each evaluated in a task of its own.
      await import('../pension-form');
      await nextTask();
      const { mountPlanner } = await import('./PensionPlanner');
      return signal.cancelled ? null : mountPlanner(el, propsRef.current);
    },
    'retirement planner',
  );

  // Server rendering: the static planner goes into the HTML and is left out of the browser bundle and of the
  // page's React payload (see CalculatorIsland). In the browser this element keeps that markup untouched.
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the view into the browser bundle
    const { StaticPension } = require('./StaticPension') as typeof import('./StaticPension');
    return (
      <div ref={ref} data-planner="static">
        <StaticPension {...props} />
      </div>
    );
  }
  return <div ref={ref} data-planner="static" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
