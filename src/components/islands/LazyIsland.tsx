'use client';

import { useRef, type ReactNode } from 'react';
import { useLazyIsland, type IslandRoot } from './use-lazy-island';

export interface LazyIslandProps<P> {
  /** The island's props, as the server rendered it (the interactive version starts from them). */
  props: P;
  /** Loads the interactive version and hydrates `el` with it (literal dynamic imports, see below). */
  load: (el: HTMLElement, signal: { cancelled: boolean }, props: P) => Promise<IslandRoot | null>;
  /**
   * The server's markup, or undefined in the browser. The caller writes
   * `server={typeof window === 'undefined' ? () => <Static {...props} /> : undefined}` with a `require` of the
   * static view inside: Next compiles `typeof window` to a constant, so the view stays out of the browser
   * bundle and out of the page's React payload.
   */
  server: (() => ReactNode) | undefined;
  /** The element's mark (`data-calculator`, `data-planner`), which tests and styles look for. */
  mark: 'calculator' | 'planner';
  /** Name in error logs. */
  label: string;
}

/**
 * The one lazy-island wrapper of the calculators (ADR 010): the server renders the whole calculator as a working
 * HTML form; the page's own hydration leaves that markup alone (React does not hydrate or replace the inner HTML
 * of an element with dangerouslySetInnerHTML); the interactive code loads when the browser is idle after the
 * page has loaded, or at once when the visitor starts using the form, and then hydrates the same markup as a
 * root of its own (src/components/islands/use-lazy-island.ts).
 */
export function LazyIsland<P>({ props, load, server, mark, label }: LazyIslandProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ props, load });
  useLazyIsland(ref, (el, signal) => latest.current.load(el, signal, latest.current.props), label);
  const markProps = { [`data-${mark}`]: 'static' };
  if (server) return <div ref={ref} {...markProps}>{server()}</div>;
  return <div ref={ref} {...markProps} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
