import { getLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { ErrorView } from '@/components/page/ErrorView';
import { isLocale } from '@/i18n/routes';
import { requestPath } from '@/lib/request-path';

/**
 * Fallback for notFound() raised inside a page (the proxy normally sends unknown paths to src/app/not-found.tsx
 * before rendering; Next renders this one on the client only).
 */
export default async function LocaleNotFound() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'de';
  return (
    <PageFrame locale={locale} routeName={null} requestedPath={await requestPath()}>
      <ErrorView locale={locale} status={404} />
    </PageFrame>
  );
}
