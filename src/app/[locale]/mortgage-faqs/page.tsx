import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { FAQ_CATEGORIES } from '@/config/taxonomy';
import { listFaqs, listGlossary } from '@/features/content';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('mortgage-faqs', await params);
}

/** The FAQ index (no footer call to action, route flag): the 8 categories with their number of questions. */
export default async function FaqsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const [t, tf, tg] = await Promise.all([
    getTranslations({ locale, namespace: 'faqCategories' }),
    getTranslations({ locale, namespace: 'content.faq' }),
    getTranslations({ locale, namespace: 'content.glossary' }),
  ]);
  const faqs = listFaqs(locale);
  const terms = listGlossary(locale).length;
  return (
    <StandardPage routeName="mortgage-faqs" locale={locale}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FAQ_CATEGORIES.map((c) => {
          const count = faqs.filter((f) => f.categoryId === c.id).length;
          return (
            <li key={c.id}>
              <a href={localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] })} className="flex h-full flex-col rounded-2xl border border-slate-200 p-5 hover:border-brand-600">
                <span className="font-semibold">{t(`${c.id}.title`)}</span>
                <span className="mt-1 text-sm text-muted">{t(`${c.id}.description`)}</span>
                <span className="mt-3 text-xs font-medium text-muted">
                  {tf('categoryCount', { count })}
                  {c.id === 'handyDefinitions' ? ` · ${tg('termCount', { count: terms })}` : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </StandardPage>
  );
}
