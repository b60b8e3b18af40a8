'use client';

import { openLoginDialog } from '@/components/layout/events';

const PRIMARY = 'inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700';

/** Opens the login dialog; without JavaScript it is a plain link to the login page. `className` replaces the primary look. */
export function LoginPrompt({ href, label, flow, className = PRIMARY }: { href: string; label: string; flow?: string; className?: string }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        openLoginDialog(flow);
      }}
      className={className}
    >
      {label}
    </a>
  );
}
