import type { ReactNode } from 'react';

/** The account area depends on the visitor: every page below renders per request and is never cached (ADR 012). */
export const dynamic = 'force-dynamic';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return children;
}
