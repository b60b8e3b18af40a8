import { getLocale } from 'next-intl/server';
import { ErrorView } from '@/components/page/ErrorView';
import { isLocale } from '@/i18n/routes';

/**
 * Fallback for notFound() raised inside a page. Next renders it into the payload of every page and shows it
 * on the client only (vercel/next.js#62228), which is why the proxy sends unknown parameters to the
 * server-rendered 404 (src/app/not-found.tsx, full frame) before any page renders (src/i18n/known-params.ts).
 * A page reaches notFound() only when that check let through something the page itself cannot find, so this
 * fallback stays compact (title, message, call-to-action) instead of carrying a second header and footer in
 * every page's HTML. Keep existence checks in known-params.ts.
 */
export default async function LocaleNotFound() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'de';
  return (
    <main id="main" className="flex-1">
      <ErrorView locale={locale} status={404} />
    </main>
  );
}
