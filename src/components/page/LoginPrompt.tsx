'use client';

import { openLoginDialog } from '@/components/layout/events';

/** Opens the login dialog; without JavaScript it is a plain link to the login page. */
export function LoginPrompt({ href, label, flow }: { href: string; label: string; flow?: string }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        openLoginDialog(flow);
      }}
      className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
    >
      {label}
    </a>
  );
}
