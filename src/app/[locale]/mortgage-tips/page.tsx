import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { BLOG_CATEGORIES } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('blog', await params);
}

export default async function BlogPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'blogCategories' });
  const categories = BLOG_CATEGORIES.filter((c) => c.listed[locale]).sort((a, b) => a.order - b.order);
  return (
    <StandardPage routeName="blog" locale={locale}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.id}>
            <a href={localizedPath('blog-category', locale, { category: c.slug[locale] })} className="flex h-full flex-col rounded-2xl border-t-4 border-slate-200 bg-white p-5 shadow-sm hover:shadow-md" style={{ borderTopColor: c.color }}>
              <span className="text-lg font-semibold">{t(`${c.id}.title`)}</span>
              <span className="mt-1 text-sm text-muted">{t(`${c.id}.description`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
