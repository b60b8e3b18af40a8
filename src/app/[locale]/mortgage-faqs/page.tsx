import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { FAQ_CATEGORIES } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('mortgage-faqs', await params);
}

export default async function FaqsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'faqCategories' });
  return (
    <StandardPage routeName="mortgage-faqs" locale={locale}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FAQ_CATEGORIES.map((c) => (
          <li key={c.id}>
            <a href={localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] })} className="flex h-full flex-col rounded-2xl border border-slate-200 p-5 hover:border-brand-600">
              <span className="font-semibold">{t(`${c.id}.title`)}</span>
              <span className="mt-1 text-sm text-muted">{t(`${c.id}.description`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
