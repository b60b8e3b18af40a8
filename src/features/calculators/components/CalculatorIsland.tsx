'use client';

import { useRef } from 'react';
import { useLazyIsland } from '@/components/islands/use-lazy-island';
import { nextTask } from '@/lib/tasks';
import type { MortgageCalculatorProps } from './MortgageCalculator';

type CalculatorProps = Omit<MortgageCalculatorProps, 'container'>;

/**
 * Lazy hydration of the calculator (ADR 010, src/components/islands/use-lazy-island.ts). The server renders the
 * whole calculator (StaticCalculator) as a working HTML form. The page's own hydration leaves that markup alone;
 * the interactive calculator's code (the finance engine and the form logic) loads when the browser is idle after
 * the page has loaded, or at once when the visitor starts using the form, and then hydrates the same markup as a
 * root of its own. Nothing is re-created: focus, caret and the layout stay, and what the visitor typed before
 * carries over.
 */
export function CalculatorIsland(props: CalculatorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  useLazyIsland(
    ref,
    async (el, signal) => {
      // The finance engine first, then the calculator: two smaller scripts, each evaluated in a task of its own.
      await import('../mortgage-form');
      await nextTask();
      const { mountCalculator } = await import('./MortgageCalculator');
      return signal.cancelled ? null : mountCalculator(el, propsRef.current);
    },
    'mortgage calculator',
  );

  // Server rendering: the static calculator goes into the HTML. Next compiles `typeof window` to a constant, so
  // this branch and the view's code are left out of the browser bundle, and the markup is not repeated in
  // the page's React payload. In the browser this element keeps that markup untouched (React does not
  // hydrate or replace the inner HTML of an element with dangerouslySetInnerHTML).
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the view into the browser bundle
    const { StaticCalculator } = require('./StaticCalculator') as typeof import('./StaticCalculator');
    return (
      <div ref={ref} data-calculator="static">
        <StaticCalculator {...props} />
      </div>
    );
  }
  return <div ref={ref} data-calculator="static" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
