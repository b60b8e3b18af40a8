'use client';

import { LazyIsland } from '@/components/islands/LazyIsland';
import type { BudgetCalculatorProps } from './BudgetCalculator';
import type { RentBuyCalculatorProps } from './RentBuyCalculator';

type PlannerProps = { kind: 'budget'; props: BudgetCalculatorProps } | { kind: 'rentBuy'; props: RentBuyCalculatorProps };

/** The house-budget and rent-or-buy calculators as lazy islands (LazyIsland, ADR 010). */
export function PlannerIsland(planner: PlannerProps) {
  return (
    <LazyIsland
      mark="planner"
      label={planner.kind === 'budget' ? 'house budget' : 'rent or buy'}
      props={planner}
      load={async (el, signal, p) => {
        if (p.kind === 'budget') {
          const { mountBudget } = await import('./BudgetCalculator');
          return signal.cancelled ? null : mountBudget(el, p.props);
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
              const { RentBuyCalculator } = require('./RentBuyCalculator') as typeof import('./RentBuyCalculator');
              return <RentBuyCalculator {...planner.props} />;
              /* eslint-enable @typescript-eslint/no-require-imports */
            }
          : undefined
      }
    />
  );
}
