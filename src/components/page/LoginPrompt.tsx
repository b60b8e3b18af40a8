'use client';

import { openLoginDialog } from '@/components/layout/events';

const PRIMARY = 'inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700';

/**
 * Opens the login dialog; without JavaScript it is a plain link to the login page. `className` replaces the primary
 * look. `next`: the page that required the login (its path and query), where the login lands; the link's `href`
 * carries it as `?next=` for the login page.
 */
export function LoginPrompt({ href, label, flow, next, className = PRIMARY }: { href: string; label: string; flow?: string; next?: string; className?: string }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        openLoginDialog(flow, next);
      }}
      className={className}
    >
      {label}
    </a>
  );
}
