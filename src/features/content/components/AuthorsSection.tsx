import { getTranslations } from 'next-intl/server';
import { listArticles, listAuthors } from '@/features/content';
import { itemPath } from '@/features/content/loader';
import type { Locale } from '@/i18n/routes';

/**
 * The people who write the guides (about and service pages): name, role, focus and how many articles, each
 * linking to the author page. They are the site's demo team, and say so.
 */
export async function AuthorsSection({ locale }: { locale: Locale }) {
  const authors = listAuthors(locale);
  if (authors.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'content.team' });
  const td = await getTranslations({ locale, namespace: 'content.article' });
  const articles = listArticles(locale);
  return (
    <section aria-labelledby="authors-title" className="mt-12 max-w-3xl" data-testid="authors-section">
      <h2 id="authors-title" className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-2 text-ink/90">{t('intro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {authors.map((a) => (
          <li key={a.id} className="rounded-2xl border border-slate-200 p-4">
            <a href={itemPath(a)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{a.name}</a>
            <p className="text-sm text-muted">{a.role}</p>
            <p className="mt-1 text-sm">{a.expertise.join(' · ')}</p>
            <p className="mt-2 text-sm text-muted">
              {t('articles', { count: articles.filter((x) => x.author === a.id).length })}{' '}
              <span className="ml-1 rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-muted">{td('demoProfile')}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
