/*
 * A part of HeaderNav, imported only from there: it runs on the client as part of that component, without a
 * 'use client' boundary of its own, so its props may hold functions.
 */
import { openLoginDialog, showSnackbar } from '../events';
import type { HeaderLabels } from './model';

/** Spec sections 4 and 8: on success go to the locale home; on failure an error snackbar without timeout. */
export async function logOut(homeHref: string, errorMessage: string): Promise<void> {
  try {
    const res = await fetch('/api/v3/delete-cookie', { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
    if (res.status !== 200) throw new Error(`delete-cookie answered ${res.status}`);
    window.location.assign(homeHref);
  } catch (error) {
    console.error(error);
    showSnackbar({ status: 'error', message: errorMessage, timeout: null });
  }
}

interface AccountProps {
  labels: HeaderLabels;
  /** The visitor's state has not arrived yet (ADR 012): the controls keep their space but stay invisible. */
  pending: boolean;
  eligible: boolean;
  dashboardHref: string;
  loginHref: string;
  onLogout: () => void;
}

/** The account controls in the header bar from the `lg` breakpoint (beside the burger until `xl`, beside the menu from there). */
export function HeaderAccount({ labels, pending, eligible, dashboardHref, loginHref, onLogout }: AccountProps) {
  return (
    <div className={`hidden items-center gap-2 lg:flex ${pending ? 'scripting:invisible' : ''}`} data-testid="header-account" data-visitor={pending ? 'pending' : eligible ? 'eligible' : 'anonymous'}>
      {eligible ? (
        <>
          <a href={dashboardHref} className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">{labels.continueToDashboard}</a>
          <button type="button" onClick={onLogout} className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50">{labels.logout}</button>
        </>
      ) : (
        <a
          href={loginHref}
          onClick={(e) => {
            e.preventDefault();
            openLoginDialog();
          }}
          className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-ink hover:bg-brand-50"
        >
          {labels.login}
        </a>
      )}
    </div>
  );
}

/** The account controls at the foot of the drawer; a stranger also gets the way into the funnel. */
export function DrawerAccount({ labels, pending, eligible, dashboardHref, loginHref, onLogout, startHref, closeDrawer }: AccountProps & { startHref: string; closeDrawer: () => void }) {
  return (
    <div className={`mt-4 flex flex-col gap-2 ${pending ? 'invisible' : ''}`} data-testid="drawer-account">
      {eligible ? (
        <>
          <a href={dashboardHref} className="rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white">{labels.continueToDashboard}</a>
          <button type="button" onClick={onLogout} className="w-full rounded-lg border border-slate-300 px-4 py-3 font-semibold">{labels.logout}</button>
        </>
      ) : (
        <>
          <a href={startHref} className="rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white">{labels.getStarted}</a>
          <a
            href={loginHref}
            onClick={(e) => {
              e.preventDefault();
              closeDrawer();
              openLoginDialog();
            }}
            className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold"
          >
            {labels.login}
          </a>
        </>
      )}
    </div>
  );
}
