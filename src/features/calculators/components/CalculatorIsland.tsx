'use client';

import { LazyIsland } from '@/components/islands/LazyIsland';
import { nextTask } from '@/lib/tasks';
import type { MortgageCalculatorProps } from './MortgageCalculator';

type CalculatorProps = Omit<MortgageCalculatorProps, 'container'>;

/**
 * The mortgage calculator as a lazy island (LazyIsland, ADR 010): the server renders StaticCalculator; the
 * finance engine, then the calculator, load afterwards, each evaluated in a task of its own.
 */
export function CalculatorIsland(props: CalculatorProps) {
  return (
    <LazyIsland
      mark="calculator"
      label="mortgage calculator"
      props={props}
      load={async (el, signal, p) => {
        await import('../mortgage-form');
        await nextTask();
        const { mountCalculator } = await import('./MortgageCalculator');
        return signal.cancelled ? null : mountCalculator(el, p);
      }}
      server={
        typeof window === 'undefined'
          ? () => {
              // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the view into the browser bundle
              const { StaticCalculator } = require('./StaticCalculator') as typeof import('./StaticCalculator');
              return <StaticCalculator {...props} />;
            }
          : undefined
      }
    />
  );
}
