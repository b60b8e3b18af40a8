import '../globals.css';
import { inter } from '../fonts';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { LoginDialog } from '@/features/auth/routes';
import { ClickConversions } from '@/features/leads/routes';
import { Analytics } from '@/components/layout/Analytics';
import { routing } from '@/i18n/routing';

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale} className={`h-full ${inter.variable}`}>
      <body className="flex min-h-full flex-col bg-white font-sans antialiased">
        {children}
        {/* The login dialog, once per document; it opens where the page frame marks it (PageFrame). */}
        <LoginDialog locale={locale} />
        {/* Ad click ids (gclid, fbclid) of a lead's visit, stored with the lead (spec section 7); nothing without them. */}
        <ClickConversions />
        {/* First-party analytics: a page view per page, counted on the production host only (ADR 041). */}
        <Analytics />
      </body>
    </html>
  );
}

/**
 * Public pages are rendered on their first request and then served from Next's cache (ADR 012): no page is
 * prerendered at build time, so the build needs neither the database nor the runtime environment
 * (PUBLIC_BASE_URL), and a page always shows what the running server would render. Dated pages (rates,
 * calculators) revalidate more often; this daily revalidation keeps everything else (e.g. the footer's year)
 * current too. Pages that depend on the visitor opt out with `dynamic = 'force-dynamic'`.
 */
export function generateStaticParams() {
  return [];
}

export const revalidate = 86400;

export const viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d6b57' };
