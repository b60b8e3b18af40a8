import './globals.css';
import { inter } from './fonts';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { ErrorView } from '@/components/page/ErrorView';
import { paramsExist } from '@/i18n/known-params';
import { matchPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { requestPath } from '@/lib/request-path';

/**
 * The 404 page for every path that is not a page (the proxy routes unknown parameters here too). It renders
 * in the locale of the requested path, fully on the server.
 *
 * Next also renders this component into the payload of every page, as the fallback of the root not-found
 * boundary. For a path that is a page that fallback cannot show (the locale layout above the page never
 * raises notFound() for a locale the proxy let through), so it is rendered compact there: the full frame
 * would add a second header and footer to every page's HTML.
 */
export default async function NotFound() {
  const path = (await requestPath()) ?? '/';
  const first = path.split('/')[1];
  const locale: Locale = isLocale(first) ? first : 'de';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'errors' });
  const match = matchPath(path);
  if (match && paramsExist(match)) {
    return (
      <html lang={locale} className={`h-full ${inter.variable}`}>
        <body className="flex min-h-full flex-col bg-white font-sans antialiased">
          <ErrorView locale={locale} status={404} />
        </body>
      </html>
    );
  }
  let view = <ErrorView locale={locale} status={404} />;
  if (match?.route.name === 'blog-category') {
    // Spec section 8: a missing blog category names the category and leads back to the blog.
    view = (
      <ErrorView
        locale={locale}
        status={404}
        title={t('categoryNotFoundTitle')}
        message={t('categoryNotFoundMessage', { category: match.params.category ?? '' })}
        ctaRoute="blog"
        ctaLabel={t('returnToBlog')}
      />
    );
  } else if (match?.route.name === 'blog-slug-categoryCode') {
    view = <ErrorView locale={locale} status={404} ctaRoute="blog" ctaLabel={t('returnToBlog')} />;
  }
  return (
    <html lang={locale} className={`h-full ${inter.variable}`}>
      <body className="flex min-h-full flex-col bg-white font-sans antialiased">
        <PageFrame locale={locale} routeName={null} requestedPath={path}>
          {view}
        </PageFrame>
      </body>
    </html>
  );
}
