'use client';

/**
 * Small browser-side event bus between separate client islands (header, login dialog, snackbar), so that
 * they need no shared React context and the page frame can stay server-rendered.
 */
export type SnackbarStatus = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarMessage {
  status?: SnackbarStatus;
  message: string;
  /** Milliseconds until it hides; null keeps it until closed (spec: logout error has no timeout). */
  timeout?: number | null;
}

/** `next`: the page that required the login (path and query), where the login lands; the server checks it. */
export function openLoginDialog(flow?: string, next?: string) {
  window.dispatchEvent(new CustomEvent('hauslotse:login-dialog', { detail: { flow: flow ?? null, next: next ?? null } }));
}

export function showSnackbar(message: SnackbarMessage) {
  window.dispatchEvent(new CustomEvent('hauslotse:snackbar', { detail: message }));
}
