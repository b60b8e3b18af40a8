'use client';

import { useEffect, useImperativeHandle, useRef, type DetailedHTMLProps, type HTMLAttributes, type Ref } from 'react';
import { solveCaptcha } from './solve';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { challenge?: string; auto?: string; name?: string; language?: string; configuration?: string };
    }
  }
}

export interface CaptchaHandle {
  /** The solution for the form: the one the widget found, or it solves now. null when it fails. */
  solve(): Promise<string | null>;
  /** A used solution is refused by the server: the next request needs a new challenge. */
  reset(): void;
}

type WidgetElement = HTMLElement & {
  getState?: () => string;
  verify?: () => Promise<{ payload: string } | null>;
  reset?: () => void;
};

/**
 * The proof-of-work CAPTCHA of the login e-mail step (ALTCHA, self-hosted: ADR 016). It fetches a challenge
 * from `/api/auth/captcha` and solves it in a worker as soon as it loads (about 0.2 s); the form carries the
 * solution as the hidden input `altcha`. The widget's script loads after the page, only where it is shown.
 * `start="focus"` (a form on a page most visitors only read, e.g. a listing's enquiry): nothing is loaded, fetched or
 * solved until the visitor first moves into the form; a submit before that solves then.
 */
export function CaptchaWidget({ locale, strings, ref, start = 'load' }: { locale: string; strings: Record<string, string>; ref?: Ref<CaptchaHandle>; start?: 'load' | 'focus' }) {
  const element = useRef<WidgetElement>(null);
  const payload = useRef<string | null>(null);
  const ready = useRef<Promise<void> | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      payload.current = detail?.state === 'verified' ? (detail.payload ?? null) : null;
      // Visible to tests and styles: unverified, verifying, verified, error, expired.
      if (detail?.state) node.setAttribute('data-captcha-state', detail.state);
    };
    node.addEventListener('statechange', onState);
    const setUp = () =>
      import('./altcha-setup').then(({ setupAltcha }) => {
        setupAltcha(locale, strings);
        return customElements.whenDefined('altcha-widget').then(() => undefined);
      });
    if (start === 'load') {
      ready.current = setUp();
      return () => node.removeEventListener('statechange', onState);
    }
    // On focus: the first focus inside the form sets the widget up and starts solving.
    const form = node.closest('form');
    const begin = () => {
      if (ready.current) return;
      ready.current = setUp().then(() => void (node as WidgetElement).verify?.());
    };
    form?.addEventListener('focusin', begin, { once: true });
    return () => {
      node.removeEventListener('statechange', onState);
      form?.removeEventListener('focusin', begin);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are fixed for a page; the widget is set up once
  }, []);

  useImperativeHandle(ref, () => ({
    async solve() {
      if (payload.current) return payload.current;
      if (!ready.current) {
        // start="focus" and the form was sent without a focus inside it (e.g. submitted by a script or an assistive tool).
        const { setupAltcha } = await import('./altcha-setup');
        setupAltcha(locale, strings);
        ready.current = customElements.whenDefined('altcha-widget').then(() => undefined);
      }
      await ready.current;
      const node = element.current;
      return node ? solveCaptcha(node, () => payload.current) : null;
    },
    reset() {
      payload.current = null;
      const node = element.current;
      node?.reset?.();
      void node?.verify?.();
    },
  }));

  return (
    <altcha-widget
      ref={element}
      challenge="/api/auth/captcha"
      auto={start === 'load' ? 'onload' : undefined}
      name="altcha"
      language={locale}
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      suppressHydrationWarning
      data-testid="captcha"
    />
  );
}
