/**
 * schema.org data of the content pages (issue 12): Article with its author (Person), FAQPage,
 * DefinedTerm / DefinedTermSet and Person. Breadcrumbs (BreadcrumbList) come from the page frame.
 */
import { SITE } from '@/config/site';
import { env } from '@/env';
import type { Article, Author, Faq, GlossaryTerm } from './loader';
import { itemPath } from './loader';

const abs = (path: string) => new URL(path, env.PUBLIC_BASE_URL).toString();
const organization = () => ({ '@type': 'Organization', name: SITE.brand, url: abs('/') });

export function personLd(author: Author) {
  return {
    '@type': 'Person',
    name: author.name,
    jobTitle: author.role,
    url: abs(itemPath(author)),
    knowsAbout: author.expertise,
    worksFor: organization(),
    description: author.text,
  };
}

export function articleLd(article: Article, author: Author | null, section: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    inLanguage: article.locale,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: section,
    keywords: article.tags.join(', '),
    wordCount: article.words,
    mainEntityOfPage: abs(itemPath(article)),
    url: abs(itemPath(article)),
    author: author ? personLd(author) : organization(),
    publisher: organization(),
    citation: article.sources.map((s) => ({ '@type': 'CreativeWork', name: s.title, url: s.url })),
  };
}

export function faqPageLd(faqs: Faq[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: abs(url),
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      url: abs(itemPath(f)),
      acceptedAnswer: { '@type': 'Answer', text: f.text },
    })),
  };
}

export function definedTermSetLd(terms: GlossaryTerm[], name: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    name,
    url: abs(url),
    hasDefinedTerm: terms.map((t) => ({ '@type': 'DefinedTerm', name: t.word, description: t.preview, url: abs(itemPath(t)) })),
  };
}

export function definedTermLd(term: GlossaryTerm, setName: string, setUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.word,
    description: term.preview,
    url: abs(itemPath(term)),
    inLanguage: term.locale,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: setName, url: abs(setUrl) },
  };
}

export function authorPageLd(author: Author) {
  return { '@context': 'https://schema.org', ...personLd(author) };
}
