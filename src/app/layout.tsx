import type { ReactNode } from 'react';

// The real root layout is src/app/[locale]/layout.tsx; this one only exists so that src/app/not-found.tsx
// can render for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
