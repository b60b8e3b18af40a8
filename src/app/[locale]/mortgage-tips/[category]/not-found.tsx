import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { ErrorView } from '@/components/page/ErrorView';
import { requestPath } from '@/lib/request-path';
import { isLocale } from '@/i18n/routes';

/** Spec section 8: a missing blog category says which one and leads back to the blog. */
export default async function BlogCategoryNotFound() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const t = await getTranslations({ locale, namespace: 'errors' });
  const segments = ((await requestPath()) ?? '').split('/');
  let category = segments[3] ?? '';
  try {
    category = decodeURIComponent(category);
  } catch {
    // keep the raw segment
  }
  const isArticle = segments.length > 4;
  return (
    <PageFrame locale={locale} routeName={null}>
      {isArticle ? (
        <ErrorView locale={locale} status={404} ctaRoute="blog" ctaLabel={t('returnToBlog')} />
      ) : (
        <ErrorView locale={locale} status={404} title={t('categoryNotFoundTitle')} message={t('categoryNotFoundMessage', { category })} ctaRoute="blog" ctaLabel={t('returnToBlog')} />
      )}
    </PageFrame>
  );
}
