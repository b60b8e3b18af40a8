import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { JsonLd } from '@/components/layout/JsonLd';
import { faqCategoryBySlug } from '@/config/taxonomy';
import { listFaqs, listGlossary, type GlossaryTerm } from '@/features/content';
import { itemPath, ContentBody, definedTermSetLd, faqPageLd } from '@/features/content/routes';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; category: string }> };

async function resolve(params: Props['params']) {
  const { locale: raw, category: slug } = await params;
  const locale = requireLocale(raw);
  const category = faqCategoryBySlug(locale, slug);
  if (!category) notFound();
  const t = await getTranslations({ locale, namespace: `faqCategories.${category.id}` });
  return { locale, category, t, routeParams: { category: slug } };
}

export async function generateMetadata({ params }: Props) {
  const { locale, t, routeParams } = await resolve(params);
  return standardMetadata('mortgage-faqs-category', { locale }, { params: routeParams, values: { category: t('title') } });
}

const letterId = (letter: string) => `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** The glossary's A–Z index: the letters as anchors, then the terms under each letter. */
async function GlossaryIndex({ terms, locale }: { terms: GlossaryTerm[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.glossary' });
  const letters = [...new Set(terms.map((term) => term.letter))];
  return (
    <section aria-labelledby="glossary-title" className="mt-8">
      <h2 id="glossary-title" className="text-2xl font-bold text-ink">{t('title')}</h2>
      <p className="mt-2 max-w-3xl text-muted">{t('intro')}</p>
      {terms.length === 0 ? (
        <p className="mt-4 text-muted">{t('empty')}</p>
      ) : (
        <>
          <nav aria-label={t('letters')} className="mt-4">
            <ul className="flex flex-wrap gap-1">
              {letters.map((l) => (
                <li key={l}>
                  <a href={`#${letterId(l)}`} className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-slate-200 px-2 font-semibold text-brand-700 hover:bg-brand-50">{l}</a>
                </li>
              ))}
            </ul>
          </nav>
          {letters.map((l) => (
            <section key={l} aria-labelledby={letterId(l)} className="mt-6">
              <h3 id={letterId(l)} className="scroll-mt-4 border-b border-slate-200 pb-1 text-xl font-bold text-ink">{l}</h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {terms.filter((term) => term.letter === l).map((term) => (
                  <li key={term.id}>
                    <a href={itemPath(term)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{term.word}</a>
                    <p className="text-sm text-muted">{term.preview}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

/** A FAQ category: its questions with anchors and answers; the handy-definitions category adds the glossary. */
export default async function FaqCategoryPage({ params }: Props) {
  const { locale, category, t, routeParams } = await resolve(params);
  const tf = await getTranslations({ locale, namespace: 'content.faq' });
  const tg = await getTranslations({ locale, namespace: 'content.glossary' });
  const faqs = listFaqs(locale, { categoryId: category.id });
  const terms = category.id === 'handyDefinitions' ? listGlossary(locale) : [];
  const path = localizedPath('mortgage-faqs-category', locale, routeParams);
  return (
    <StandardPage routeName="mortgage-faqs-category" locale={locale} params={routeParams} values={{ category: t('title') }}>
      <p className="max-w-3xl text-muted">{t('description')}</p>
      {faqs.length > 0 && <JsonLd data={faqPageLd(faqs, path)} />}
      {category.id === 'handyDefinitions' && terms.length > 0 && <JsonLd data={definedTermSetLd(terms, tg('definedTermSet'), path)} />}
      {category.id === 'handyDefinitions' && <GlossaryIndex terms={terms} locale={locale} />}
      <section aria-labelledby="faq-questions" className="mt-10">
        <h2 id="faq-questions" className="text-2xl font-bold text-ink">{tf('questions')}</h2>
        {faqs.length === 0 ? (
          <p className="mt-4 text-muted">{tf('empty')}</p>
        ) : (
          <>
            <ol className="mt-4 list-decimal space-y-1 pl-5">
              {faqs.map((f) => (
                <li key={f.id}>
                  <a href={`#${f.anchor}`} className="text-brand-700 underline-offset-2 hover:underline">{f.question}</a>
                </li>
              ))}
            </ol>
            <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
              {faqs.map((f) => (
                <section key={f.id} aria-labelledby={f.anchor} className="py-6">
                  <h3 id={f.anchor} className="scroll-mt-4 text-xl font-semibold text-ink">{f.question}</h3>
                  <ContentBody html={f.html} className="mt-3 max-w-3xl" />
                  <a href={itemPath(f)} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">{tf('ownPage')}</a>
                </section>
              ))}
            </div>
          </>
        )}
      </section>
    </StandardPage>
  );
}
