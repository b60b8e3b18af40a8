import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';
import { listArticles, listFaqs, listGlossary } from '@/features/content';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('topics', await params);
}

/** The topics overview: into the blog categories, the FAQ categories and the glossary (then the topic texts). */
export default async function TopicsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const [tb, tf, tt, tcb, tcf, tg] = await Promise.all([
    getTranslations({ locale, namespace: 'blogCategories' }),
    getTranslations({ locale, namespace: 'faqCategories' }),
    getTranslations({ locale, namespace: 'content.topics' }),
    getTranslations({ locale, namespace: 'content.blog' }),
    getTranslations({ locale, namespace: 'content.faq' }),
    getTranslations({ locale, namespace: 'content.glossary' }),
  ]);
  const articles = listArticles(locale);
  const faqs = listFaqs(locale);
  const terms = listGlossary(locale);
  const handy = FAQ_CATEGORIES.find((c) => c.id === 'handyDefinitions')!;
  const card = 'flex h-full flex-col rounded-2xl border border-slate-200 p-5 hover:border-brand-600';
  return (
    <StandardPage routeName="topics" locale={locale}>
      <section aria-labelledby="topics-blog">
        <h2 id="topics-blog" className="text-2xl font-bold text-ink">
          <a href={localizedPath('blog', locale)} className="underline-offset-4 hover:underline">{tt('blog')}</a>
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BLOG_CATEGORIES.filter((c) => c.listed[locale]).map((c) => (
            <li key={c.id}>
              <a href={localizedPath('blog-category', locale, { category: c.slug[locale] })} className={`${card} border-t-4`} style={{ borderTopColor: c.color }}>
                <span className="font-semibold">{tb(`${c.id}.title`)}</span>
                <span className="mt-1 text-sm text-muted">{tb(`${c.id}.description`)}</span>
                <span className="mt-3 text-xs font-medium text-muted">{tcb('articleCount', { count: articles.filter((a) => a.categoryId === c.id).length })}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="topics-faqs" className="mt-10">
        <h2 id="topics-faqs" className="text-2xl font-bold text-ink">
          <a href={localizedPath('mortgage-faqs', locale)} className="underline-offset-4 hover:underline">{tt('faqs')}</a>
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FAQ_CATEGORIES.map((c) => (
            <li key={c.id}>
              <a href={localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] })} className={card}>
                <span className="font-semibold">{tf(`${c.id}.title`)}</span>
                <span className="mt-3 text-xs font-medium text-muted">{tcf('categoryCount', { count: faqs.filter((f) => f.categoryId === c.id).length })}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="topics-glossary" className="mt-10">
        <h2 id="topics-glossary" className="text-2xl font-bold text-ink">{tt('glossary')}</h2>
        <p className="mt-2 max-w-3xl text-muted">{tt('glossaryText')}</p>
        <p className="mt-3">
          <a href={localizedPath('mortgage-faqs-category', locale, { category: handy.slug[locale] })} className="font-semibold text-brand-700 underline">
            {tg('allTerms')} ({tg('termCount', { count: terms.length })})
          </a>
        </p>
      </section>
    </StandardPage>
  );
}
