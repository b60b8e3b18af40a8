'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoginDialogTexts {
  title: string;
  titlePropertySearch: string;
  text: string;
  continue: string;
  close: string;
}

/** Login dialog width (spec section 9). */
const WIDTH = 540;

/**
 * Mount point of the login/signup dialog (spec section 2). Opens through the query parameter `signup`
 * (optionally `flow`, where `prop_search` is the property-search flow), a login button or a restricted menu
 * item; closes on outside click or Escape. Its steps (e-mail, signup, magic link) come with the login issue;
 * until then it leads to the login page.
 */
export function LoginDialog({ texts, loginHref }: { texts: LoginDialogTexts; loginHref: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [flow, setFlow] = useState<string | null>(null);

  const open = useCallback((nextFlow: string | null) => {
    setFlow(nextFlow);
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has('signup')) open(params.get('flow'));
    const onOpen = (e: Event) => open((e as CustomEvent<{ flow: string | null }>).detail.flow);
    window.addEventListener('hauslotse:login-dialog', onOpen);
    return () => window.removeEventListener('hauslotse:login-dialog', onOpen);
  }, [open]);

  const close = () => {
    ref.current?.close();
    setFlow(null);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="login-dialog-title"
      style={{ width: `min(${WIDTH}px, calc(100vw - 2rem))` }}
      className="m-auto rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) close();
      }}
      onClose={() => setFlow(null)}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="login-dialog-title" className="text-xl font-bold">{flow === 'prop_search' ? texts.titlePropertySearch : texts.title}</h2>
          <button type="button" onClick={close} className="rounded p-1 text-muted hover:bg-slate-100" aria-label={texts.close}>✕</button>
        </div>
        <p className="mt-3 text-muted">{texts.text}</p>
        <a href={flow ? `${loginHref}?flow=${encodeURIComponent(flow)}` : loginHref} className="mt-6 block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700">
          {texts.continue}
        </a>
      </div>
    </dialog>
  );
}
