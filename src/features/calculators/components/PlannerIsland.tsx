'use client';

import { LazyIsland } from '@/components/islands/LazyIsland';
import type { BudgetCalculatorProps } from './BudgetCalculator';
import type { RefinanceCalculatorProps } from './RefinanceCalculator';
import type { RentBuyCalculatorProps } from './RentBuyCalculator';

type PlannerProps = { kind: 'budget'; props: BudgetCalculatorProps } | { kind: 'rentBuy'; props: RentBuyCalculatorProps } | { kind: 'refinance'; props: RefinanceCalculatorProps };

const LABELS: Record<PlannerProps['kind'], string> = { budget: 'house budget', rentBuy: 'rent or buy', refinance: 'refinance' };

/** The house-budget, rent-or-buy and follow-up financing calculators as lazy islands (LazyIsland, ADR 010). */
export function PlannerIsland(planner: PlannerProps) {
  return (
    <LazyIsland
      mark="planner"
      label={LABELS[planner.kind]}
      props={planner}
      load={async (el, signal, p) => {
        if (p.kind === 'budget') {
          const { mountBudget } = await import('./BudgetCalculator');
          return signal.cancelled ? null : mountBudget(el, p.props);
        }
        if (p.kind === 'refinance') {
          const { mountRefinance } = await import('./RefinanceCalculator');
          return signal.cancelled ? null : mountRefinance(el, p.props);
        }
        const { mountRentBuy } = await import('./RentBuyCalculator');
        return signal.cancelled ? null : mountRentBuy(el, p.props);
      }}
      server={
        typeof window === 'undefined'
          ? () => {
              /* eslint-disable @typescript-eslint/no-require-imports -- server-only branch: static imports would put the calculators into the browser bundle */
              if (planner.kind === 'budget') {
                const { BudgetCalculator } = require('./BudgetCalculator') as typeof import('./BudgetCalculator');
                return <BudgetCalculator {...planner.props} />;
              }
              if (planner.kind === 'refinance') {
                const { RefinanceCalculator } = require('./RefinanceCalculator') as typeof import('./RefinanceCalculator');
                return <RefinanceCalculator {...planner.props} />;
              }
              const { RentBuyCalculator } = require('./RentBuyCalculator') as typeof import('./RentBuyCalculator');
              return <RentBuyCalculator {...planner.props} />;
              /* eslint-enable @typescript-eslint/no-require-imports */
            }
          : undefined
      }
    />
  );
}
