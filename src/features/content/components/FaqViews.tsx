import { getTranslations, setRequestLocale } from 'next-intl/server';
import { hyphenateHeading } from '@/lib/hyphenate';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/layout/JsonLd';
import { FAQ_CATEGORIES } from '@/config/taxonomy';
import { listFaqs, type Faq, type GlossaryTerm } from '@/features/content';
import { faqSegment, itemPath } from '@/features/content/loader';
import { definedTermLd, faqPageLd } from '@/features/content/structured-data';
import { localizedPath } from '@/i18n/paths';
import { counterpartsOf } from './ArticleView';
import { ContentBody, DraftBanner, formatContentDate } from './parts';

const HANDY = FAQ_CATEGORIES.find((c) => c.id === 'handyDefinitions')!;

/** A FAQ's own page: the question as h1, the answer, more questions of its category and by tag. */
export async function FaqArticleView({ faq, preview = false }: { faq: Faq; preview?: boolean }) {
  const locale = faq.locale;
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'content.faq' }), getTranslations({ locale, namespace: 'faqCategories' })]);
  const category = FAQ_CATEGORIES.find((c) => c.id === faq.categoryId)!;
  const categoryPath = localizedPath('mortgage-faqs-category', locale, { category: category.slug[locale] });
  const related = listFaqs(locale)
    .filter((f) => f.id !== faq.id && f.tags.some((tag) => faq.tags.includes(tag)))
    .slice(0, 4);
  return (
    <PageFrame
      locale={locale}
      routeName="mortgage-faqs-category-slug-categoryCode"
      params={{ category: category.slug[locale], article: faqSegment(faq) }}
      breadcrumbLabel={faq.question}
      counterparts={counterpartsOf('faq', faq.id, locale)}
    >
      <JsonLd data={faqPageLd([faq], itemPath(faq))} />
      <article className="mx-auto max-w-3xl px-4 pb-12 pt-8">
        {preview && <DraftBanner locale={locale} />}
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{tc(`${category.id}.title`)}</p>
        <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-ink hyphens-auto wrap-break-word sm:text-4xl">{hyphenateHeading(faq.question, faq.locale)}</h1>
        <p className="mt-3 text-sm text-muted">{t('updated', { date: formatContentDate(locale, faq.updatedAt) })}</p>
        <ContentBody html={faq.html} className="mt-6 text-[1.05rem]" />
        <p className="mt-8">
          <a href={`${categoryPath}#${faq.anchor}`} className="font-semibold text-brand-700 underline">{t('moreIn', { category: tc(`${category.id}.title`) })}</a>
        </p>
        {related.length > 0 && (
          <section aria-labelledby="related-faqs" className="mt-10">
            <h2 id="related-faqs" className="text-xl font-semibold text-ink">{t('related')}</h2>
            <ul className="mt-3 space-y-2">
              {related.map((f) => (
                <li key={f.id}>
                  <a href={itemPath(f)} className="text-brand-700 underline-offset-2 hover:underline">{f.question}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </PageFrame>
  );
}

/** A glossary term's own page under the handy-definitions category. */
export async function TermView({ term, preview = false }: { term: GlossaryTerm; preview?: boolean }) {
  const locale = term.locale;
  setRequestLocale(locale);
  const [t, tf] = await Promise.all([getTranslations({ locale, namespace: 'content.glossary' }), getTranslations({ locale, namespace: 'content.faq' })]);
  const setPath = localizedPath('mortgage-faqs-category', locale, { category: HANDY.slug[locale] });
  return (
    <PageFrame
      locale={locale}
      routeName="mortgage-faqs-category-slug-categoryCode"
      params={{ category: HANDY.slug[locale], article: term.slug }}
      breadcrumbLabel={term.word}
      counterparts={counterpartsOf('term', term.id, locale)}
    >
      <JsonLd data={definedTermLd(term, t('definedTermSet'), setPath)} />
      <article className="mx-auto max-w-3xl px-4 pb-12 pt-8">
        {preview && <DraftBanner locale={locale} />}
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('title')}</p>
        <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-ink hyphens-auto wrap-break-word sm:text-4xl">{hyphenateHeading(term.word, term.locale)}</h1>
        <p className="mt-3 text-lg text-muted">{term.preview}</p>
        <p className="mt-2 text-sm text-muted">{tf('updated', { date: formatContentDate(locale, term.updatedAt) })}</p>
        <ContentBody html={term.html} className="mt-6 text-[1.05rem]" />
        <p className="mt-8">
          <a href={`${setPath}#letter-${term.letter === '#' ? 'other' : term.letter.toLowerCase()}`} className="font-semibold text-brand-700 underline">{t('allTerms')}</a>
        </p>
      </article>
    </PageFrame>
  );
}
