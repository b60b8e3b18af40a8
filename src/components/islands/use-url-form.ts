'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { track } from '@/lib/analytics';
import { typedBeforeHydration, type FormCodec, type TypedOptions } from './typed-before-hydration';

export interface UrlFormOptions<F> {
  /** The form as the server rendered it (the first render must equal that markup: it hydrates it). */
  initialForm: F;
  codec: FormCodec<F>;
  /** Path of the page (the GET form's action): the address becomes `${action}?${the form's parameters}`. */
  action: string;
  /** The island's element with the server's form (absent when rendered in the browser only). */
  container?: HTMLElement;
  /** The island's mark, set to 'live' once interactive (`data-calculator`, `data-planner`). */
  mark?: 'calculator' | 'planner';
  /** The inputs are the visitor's from the start (the address carried them): the address follows every change. */
  initiallyTouched: boolean;
  /** How to compare what was typed before hydration with what was rendered. */
  typed?: TypedOptions;
  /** Further parameters of the address (e.g. the open tab). */
  extraParams?: Record<string, string>;
  /** Runs once when interactive and nothing was typed before (e.g. restore a kept state): may return a form. */
  restore?: () => F | null;
  /** The address carried the form's inputs: the page view counted the calculation already (analytics, ADR 041). */
  inputsFromAddress?: boolean;
}

/**
 * The one URL-state hook of the calculators (issue 23): the form's state starts as the server rendered it;
 * once interactive, what the visitor typed into the server's form before wins (typedBeforeHydration), else a
 * kept state may be restored; then the address follows the form (history.replaceState, shareable and kept on
 * reload) from the visitor's first change on, so an untouched example keeps a clean address.
 */
export function useUrlForm<F>({ initialForm, codec, action, container, mark, initiallyTouched, typed, extraParams, restore, inputsFromAddress = false }: UrlFormOptions<F>) {
  const [form, setForm] = useState<F>(initialForm);
  const [touched, setTouched] = useState(initiallyTouched);
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  const once = useRef({ typed, restore });
  // The visitor's first own input is a calculation for analytics (ADR 041), once per page; inputs that came with
  // the address were counted with the page view.
  const counted = useRef(inputsFromAddress);
  const countCalculation = useRef(() => {
    if (counted.current) return;
    counted.current = true;
    track('calculator_used');
  });

  /* eslint-disable react-hooks/immutability -- `container` is the island's DOM element, not React data: marking it live is DOM work for this effect */
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (container && mark) container.dataset[mark] = 'live';
    setReady(true);
    const before = container ? typedBeforeHydration(container, initialForm, codec, once.current.typed) : null;
    if (before) {
      setForm(before);
      setTouched(true);
      countCalculation.current();
      return;
    }
    const restored = once.current.restore?.();
    if (restored) setForm(restored);
  }, [container, mark, initialForm, codec]);
  /* eslint-enable react-hooks/immutability */

  const params = useMemo(() => codec.toParams(form), [codec, form]);
  const extra = extraParams ? new URLSearchParams(extraParams).toString() : '';
  const query = useMemo(() => {
    const all = new URLSearchParams(params);
    for (const [k, v] of new URLSearchParams(extra)) all.set(k, v);
    return all.toString();
  }, [params, extra]);

  useEffect(() => {
    if (!ready || !touched) return;
    window.history.replaceState(window.history.state, '', `${action}?${query}`);
  }, [ready, touched, action, query]);

  /** A change by the visitor: the new form (or a function of the current one); the inputs are now theirs. */
  const update = useMemo(
    () => (next: F | ((current: F) => F)) => {
      setTouched(true);
      setForm(next);
      countCalculation.current();
    },
    [],
  );

  return { form, update, params, query, ready, touched, touch: () => setTouched(true) };
}
