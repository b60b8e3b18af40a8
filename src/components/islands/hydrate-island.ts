import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Turns the server-rendered markup in `container` into a React root for `element` (ADR 010): hydrates it in a
 * transition (split into small tasks), or renders afresh when the container is empty (the island was created
 * in the browser). Hydration problems are logged under `label`, not thrown.
 */
export function hydrateIsland(container: HTMLElement, element: ReactElement, label: string): Root {
  if (container.childElementCount === 0) {
    const root = createRoot(container);
    startTransition(() => root.render(element));
    return root;
  }
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => console.error(`${label}: hydration`, error),
    });
  });
  return root;
}
