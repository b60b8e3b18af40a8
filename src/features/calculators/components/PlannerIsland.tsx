'use client';

import { useRef } from 'react';
import { useLazyIsland } from '@/components/islands/use-lazy-island';
import type { BudgetCalculatorProps } from './BudgetCalculator';
import type { RentBuyCalculatorProps } from './RentBuyCalculator';

type PlannerProps = { kind: 'budget'; props: BudgetCalculatorProps } | { kind: 'rentBuy'; props: RentBuyCalculatorProps };

/**
 * Lazy hydration of the house-budget and rent-or-buy calculators (ADR 010, like CalculatorIsland): the server
 * renders the calculator into the HTML as a working GET form with its result; the calculator's code (form logic
 * and finance engine) loads when the browser is idle after the page has loaded, or at once when the visitor starts
 * using the form, and then hydrates the same markup as a root of its own.
 */
export function PlannerIsland(planner: PlannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const plannerRef = useRef(planner);
  useLazyIsland(
    ref,
    async (el, signal) => {
      const p = plannerRef.current;
      if (p.kind === 'budget') {
        const { mountBudget } = await import('./BudgetCalculator');
        return signal.cancelled ? null : mountBudget(el, p.props);
      }
      const { mountRentBuy } = await import('./RentBuyCalculator');
      return signal.cancelled ? null : mountRentBuy(el, p.props);
    },
    planner.kind === 'budget' ? 'house budget' : 'rent or buy',
  );

  // Server rendering only (Next compiles `typeof window` to a constant: the calculators stay out of the page's
  // bundle and its React payload); in the browser the element keeps the server's markup untouched.
  if (typeof window === 'undefined') {
    /* eslint-disable @typescript-eslint/no-require-imports -- server-only branch: static imports would put the calculators into the browser bundle */
    const content =
      planner.kind === 'budget'
        ? (() => {
            const { BudgetCalculator } = require('./BudgetCalculator') as typeof import('./BudgetCalculator');
            return <BudgetCalculator {...planner.props} />;
          })()
        : (() => {
            const { RentBuyCalculator } = require('./RentBuyCalculator') as typeof import('./RentBuyCalculator');
            return <RentBuyCalculator {...planner.props} />;
          })();
    /* eslint-enable @typescript-eslint/no-require-imports */
    return <div ref={ref} data-planner="static">{content}</div>;
  }
  return <div ref={ref} data-planner="static" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
