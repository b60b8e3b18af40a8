import './globals.css';
import { inter } from './fonts';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { LoginDialog } from '@/features/auth/routes';
import { ErrorView } from '@/components/page/ErrorView';
import { NotFoundIllustration } from '@/components/illustrations';
import { matchPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { requestPath } from '@/lib/request-path';

/**
 * The 404 page for every path that is not a page (the proxy routes unknown parameters here too). Next renders
 * it at the routing level (experimental.globalNotFound), apart from every page's tree: it reads the requested
 * path per request, while the pages around it stay static (ADR 012). It renders in the locale of the requested
 * path, fully on the server. notFound() raised inside a page shows the compact src/app/[locale]/not-found.tsx.
 */
export default async function GlobalNotFound() {
  const path = (await requestPath()) ?? '/';
  const first = path.split('/')[1];
  const locale: Locale = isLocale(first) ? first : 'de';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'errors' });
  const match = matchPath(path);
  // Decorative: the heading below it says that the page was not found.
  const signpost = <NotFoundIllustration className="mx-auto mb-6 block h-auto w-36 sm:w-44" />;
  let view = <ErrorView locale={locale} status={404} illustration={signpost} />;
  if (match?.route.name === 'blog-category') {
    // Spec section 8: a missing blog category names the category and leads back to the blog.
    view = (
      <ErrorView
        locale={locale}
        status={404}
        illustration={signpost}
        title={t('categoryNotFoundTitle')}
        message={t('categoryNotFoundMessage', { category: match.params.category ?? '' })}
        ctaRoute="blog"
        ctaLabel={t('returnToBlog')}
      />
    );
  } else if (match?.route.name === 'blog-author') {
    // Spec section 8: a missing author names the author and leads back to the blog.
    view = (
      <ErrorView
        locale={locale}
        status={404}
        illustration={signpost}
        title={t('authorNotFoundTitle')}
        message={t('authorNotFoundMessage', { author: match.params.author ?? '' })}
        ctaRoute="blog"
        ctaLabel={t('returnToBlog')}
      />
    );
  } else if (match?.route.name === 'blog-slug-categoryCode') {
    view = <ErrorView locale={locale} status={404} illustration={signpost} ctaRoute="blog" ctaLabel={t('returnToBlog')} />;
  }
  return (
    <html lang={locale} className={`h-full ${inter.variable}`}>
      <body className="flex min-h-full flex-col bg-white font-sans antialiased">
        <PageFrame locale={locale} routeName={null} requestedPath={path}>
          {view}
        </PageFrame>
        <LoginDialog locale={locale} />
      </body>
    </html>
  );
}
