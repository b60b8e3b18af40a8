'use client';

import { LazyIsland } from '@/components/islands/LazyIsland';
import { nextTask } from '@/lib/tasks';
import type { PensionPlannerProps } from './PensionPlanner';

type IslandProps = Omit<PensionPlannerProps, 'container'>;

/**
 * The retirement planner as a lazy island (LazyIsland, ADR 010): the server renders StaticPension; the engine
 * and the form logic, then the planner, load afterwards, each evaluated in a task of its own.
 */
export function PensionIsland(props: IslandProps) {
  return (
    <LazyIsland
      mark="planner"
      label="retirement planner"
      props={props}
      load={async (el, signal, p) => {
        await import('../pension-form');
        await nextTask();
        const { mountPlanner } = await import('./PensionPlanner');
        return signal.cancelled ? null : mountPlanner(el, p);
      }}
      server={
        typeof window === 'undefined'
          ? () => {
              // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the view into the browser bundle
              const { StaticPension } = require('./StaticPension') as typeof import('./StaticPension');
              return <StaticPension {...props} />;
            }
          : undefined
      }
    />
  );
}
