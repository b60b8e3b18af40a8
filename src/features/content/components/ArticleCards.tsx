import { getTranslations } from 'next-intl/server';
import type { Article } from '@/features/content';
import { itemPath } from '@/features/content/loader';
import type { Locale } from '@/i18n/routes';
import { formatContentDate } from './parts';

/** A list of article cards: title, subheadline, date and reading time. */
export async function ArticleCards({ articles, locale, columns = 3 }: { articles: Article[]; locale: Locale; columns?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'content.article' });
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {articles.map((a) => (
        <li key={a.id}>
          <a href={itemPath(a)} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm">
            <span className="text-lg font-semibold text-ink">{a.title}</span>
            <span className="mt-1 text-sm text-muted">{a.subheadline}</span>
            <span className="mt-3 text-xs text-muted">
              {formatContentDate(locale, a.updatedAt)} · {t('readingTime', { minutes: a.readingMinutes })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
