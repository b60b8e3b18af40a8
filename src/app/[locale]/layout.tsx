import '../globals.css';
import { inter } from '../fonts';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale} className={`h-full ${inter.variable}`}>
      <body className="flex min-h-full flex-col bg-white font-sans antialiased">{children}</body>
    </html>
  );
}

export const viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d6b57' };
