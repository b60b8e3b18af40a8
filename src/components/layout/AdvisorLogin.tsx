'use client';

import { useVisitor } from '@/components/layout/use-visitor';
import { openLoginDialog } from './events';

/**
 * Spec section 2: on appointment pages a lead the server recognised who is not logged in is offered the login,
 * as a button in the header on desktop and as a sub-header on mobile. The page is cached, so the island asks
 * the server after load (ADR 012); the sub-header overlays the page instead of pushing it down.
 */
export function AdvisorLogin({ loginHref, labels }: { loginHref: string; labels: { login: string; text: string } }) {
  const visitor = useVisitor();
  if (!visitor?.lead || visitor.eligible) return null;
  const open = (e: React.MouseEvent) => {
    e.preventDefault();
    openLoginDialog();
  };
  return (
    <>
      <a href={loginHref} onClick={open} className="hidden rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-block" data-testid="advisor-login">
        {labels.login}
      </a>
      <div className="absolute inset-x-0 top-full z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-brand-50 px-4 py-2 text-sm shadow-sm sm:hidden" data-testid="advisor-login-subheader">
        <p>{labels.text}</p>
        <a href={loginHref} onClick={open} className="shrink-0 rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white">
          {labels.login}
        </a>
      </div>
    </>
  );
}
