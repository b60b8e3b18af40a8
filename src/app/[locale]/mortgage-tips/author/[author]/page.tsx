import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/layout/JsonLd';
import { requireLocale } from '@/i18n/require-locale';
import { pageMetadata } from '@/lib/metadata';
import { getAuthor, listArticles } from '@/features/content';
import { ArticleCards, counterpartsOf, ContentBody, authorPageLd } from '@/features/content/routes';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; author: string }> };

async function resolve(params: Props['params']) {
  const { locale: raw, author: slug } = await params;
  const locale = requireLocale(raw);
  const author = getAuthor(locale, slug);
  if (!author) notFound();
  return { locale, author };
}

export async function generateMetadata({ params }: Props) {
  const { locale, author } = await resolve(params);
  return pageMetadata({ routeName: 'blog-author', locale, params: { author: author.slug }, values: { author: author.name }, languages: counterpartsOf('author', author.id, locale), ogType: 'profile' });
}

/** An author page (route blog-author): the demo profile, the bio and the author's articles. */
export default async function AuthorPage({ params }: Props) {
  const { locale, author } = await resolve(params);
  setRequestLocale(locale);
  const [t, ta] = await Promise.all([getTranslations({ locale, namespace: 'content.author' }), getTranslations({ locale, namespace: 'content.article' })]);
  const articles = listArticles(locale, { author: author.id });
  return (
    <PageFrame locale={locale} routeName="blog-author" params={{ author: author.slug }} breadcrumbLabel={author.name} counterparts={counterpartsOf('author', author.id, locale)}>
      <JsonLd data={authorPageLd(author)} />
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8">
        <p>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-muted" data-testid="demo-profile">{ta('demoProfile')}</span>
        </p>
        <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-ink sm:text-4xl">{author.name}</h1>
        <p className="mt-2 text-lg text-muted">{author.role}</p>
        <ContentBody html={author.html} className="mt-4 max-w-3xl" />
        <p className="mt-4 text-sm text-muted">
          <span className="font-semibold text-ink">{t('expertise')}:</span> {author.expertise.join(', ')}
        </p>
        <section aria-labelledby="author-articles" className="mt-10">
          <h2 id="author-articles" className="text-2xl font-bold text-ink">{t('articles', { name: author.name })}</h2>
          <div className="mt-5">{articles.length > 0 ? <ArticleCards articles={articles} locale={locale} /> : <p className="text-muted">{t('none', { name: author.name })}</p>}</div>
        </section>
      </div>
    </PageFrame>
  );
}
