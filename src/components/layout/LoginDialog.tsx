'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

/** The dialog's body with its forms, texts and the CAPTCHA: loaded only when the dialog opens. */
const LoginDialogPanel = lazy(() => import('@/features/auth/components/LoginDialogPanel'));

/** The appointment page the dialog was opened on: the login link returns there (spec section 4). */
export interface DialogReturnRoute {
  route: string;
  contactType?: string;
}

/**
 * Mount point of the login/signup dialog (spec section 2). Opens through the query parameter `signup`
 * (optionally `flow`, where `prop_search` is the property-search flow; read in the browser, as the page may
 * come from the cache) or a login button / restricted menu item (`openLoginDialog`). Closing unmounts the body,
 * which resets it (inputs cleared, first step). Until it opens, this island is only an event listener; without
 * JavaScript the login buttons stay links to the login page.
 */
export function LoginDialog({ locale, returnRoute }: { locale: string; returnRoute: DialogReturnRoute | null }) {
  const [session, setSession] = useState<{ flow: string | null; key: number } | null>(null);

  const open = useCallback((flow: string | null) => {
    setSession((current) => current ?? { flow, key: Date.now() });
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has('signup')) open(params.get('flow'));
    const onOpen = (e: Event) => open((e as CustomEvent<{ flow: string | null }>).detail.flow);
    window.addEventListener('hauslotse:login-dialog', onOpen);
    return () => window.removeEventListener('hauslotse:login-dialog', onOpen);
  }, [open]);

  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogPanel key={session.key} locale={locale} flow={session.flow === 'prop_search' ? 'prop_search' : null} returnRoute={returnRoute} onClosed={() => setSession(null)} />
    </Suspense>
  );
}
