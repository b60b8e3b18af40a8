'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { LOGIN_DIALOG_MARK, type DialogReturnRoute } from '@/components/layout/login-dialog-mark';

/** The dialog's body with its forms, texts and the CAPTCHA: loaded only when the dialog opens. */
const LoginDialogPanel = lazy(() => import('@/features/auth/components/LoginDialogPanel'));

/**
 * Mount point of the login/signup dialog (spec section 2). Opens through the query parameter `signup`
 * (optionally `flow`, where `prop_search` is the property-search flow; read in the browser, as the page may
 * come from the cache) or a login button / restricted menu item (`openLoginDialog`; a page that requires the login
 * passes itself as `next`, where the login lands). Closing unmounts the body,
 * which resets it (inputs cleared, first step). Until it opens, this island is only an event listener; without
 * JavaScript the login buttons stay links to the login page.
 */
export function LoginDialog({ locale }: { locale: string }) {
  const [session, setSession] = useState<{ flow: string | null; next: string | null; key: number; returnRoute: DialogReturnRoute | null } | null>(null);

  const open = useCallback((flow: string | null, next: string | null = null) => {
    // The page frame marks where the dialog may open and the route a login link returns to (PageFrame).
    const mark = document.querySelector(`[${LOGIN_DIALOG_MARK}]`);
    if (!mark) return;
    const returnRoute = readReturnRoute(mark.getAttribute(LOGIN_DIALOG_MARK));
    setSession((current) => current ?? { flow, next, key: Date.now(), returnRoute });
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has('signup')) open(params.get('flow'));
    const onOpen = (e: Event) => {
      const detail = (e as CustomEvent<{ flow: string | null; next?: string | null }>).detail;
      open(detail.flow, typeof detail.next === 'string' ? detail.next : null);
    };
    window.addEventListener('hauslotse:login-dialog', onOpen);
    return () => window.removeEventListener('hauslotse:login-dialog', onOpen);
  }, [open]);

  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogPanel key={session.key} locale={locale} flow={session.flow === 'prop_search' ? 'prop_search' : null} next={session.next} returnRoute={session.returnRoute} onClosed={() => setSession(null)} />
    </Suspense>
  );
}

function readReturnRoute(value: string | null): DialogReturnRoute | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && typeof (parsed as DialogReturnRoute).route === 'string') {
      const { route, contactType } = parsed as DialogReturnRoute;
      return typeof contactType === 'string' ? { route, contactType } : { route };
    }
  } catch {
    // A mark without a route: the link returns to the default page.
  }
  return null;
}
