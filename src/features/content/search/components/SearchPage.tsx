import { PRIMARY_BUTTON_CLASS, TextField } from '@/components/forms';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { NoResultsIllustration } from '@/components/illustrations';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { searchContent, SEARCH_MAX_QUERY_LENGTH, type SearchOutcome } from '../search';

/** Runs the search of `?q=` (absent → just the form); a database failure is logged and shown in words. */
async function run(locale: Locale, q: string | undefined): Promise<SearchOutcome | { ok: false; query: string; code: 'SEARCH_UNAVAILABLE' } | null> {
  if (q === undefined) return null;
  try {
    return await searchContent(await getDb(), locale, q);
  } catch (error) {
    console.error('Search failed:', error);
    return { ok: false, query: q, code: 'SEARCH_UNAVAILABLE' };
  }
}

/** The search form (GET, works without JavaScript) and the results of `q`. */
export async function SearchResults({ locale, q }: { locale: Locale; q: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'pages.search' });
  const outcome = await run(locale, q);
  const errorId = 'search-error';
  const error = outcome && !outcome.ok ? outcome.code : null;
  return (
    <div className="mx-auto max-w-3xl">
      <form role="search" method="get" action={localizedPath('search', locale)} className="flex flex-wrap items-end gap-3">
        <TextField
          id="search-q"
          name="q"
          type="search"
          label={t('label')}
          defaultValue={error === 'SEARCH_QUERY_INVALID' ? '' : (q ?? '')}
          maxLength={SEARCH_MAX_QUERY_LENGTH * 2}
          describedBy={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          fieldClassName="flex min-w-0 flex-1 flex-col gap-1"
        />
        <button type="submit" className={PRIMARY_BUTTON_CLASS}>
          {t('submit')}
        </button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800" data-testid="search-error">
          {t(`errors.${error}`)}
        </p>
      )}
      {outcome?.ok && outcome.results.length > 0 && (
        <section aria-labelledby="search-results-title" className="mt-8">
          <h2 id="search-results-title" className="text-lg font-semibold text-ink">
            {t('resultsFor', { count: outcome.results.length, query: outcome.query })}
          </h2>
          <ol className="mt-4 space-y-6" data-testid="search-results">
            {outcome.results.map((r) => (
              <li key={`${r.kind}:${r.id}`}>
                <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t(`kinds.${r.kind}`)}</span>
                <a href={r.url} className="block text-lg font-semibold text-brand-700 hover:underline">
                  {r.title}
                </a>
                {/* Escaped by snippetToHtml: only <mark> tags around the matches. */}
                <p className="mt-1 text-sm text-ink [&_mark]:bg-accent/40 [&_mark]:text-ink" dangerouslySetInnerHTML={{ __html: r.snippetHtml }} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {outcome?.ok && outcome.results.length === 0 && (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4" data-testid="search-no-results">
          <NoResultsIllustration className="h-auto w-24 shrink-0 sm:w-32" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{t('noResults', { query: outcome.query })}</p>
            <p className="mt-1 text-muted">{t('noResultsHint')}</p>
            <ul className="mt-2 flex gap-4">
              <li>
                <a href={localizedPath('mortgage-faqs', locale)} className="font-semibold text-brand-700 underline">
                  {t('faqLink')}
                </a>
              </li>
              <li>
                <a href={localizedPath('blog', locale)} className="font-semibold text-brand-700 underline">
                  {t('blogLink')}
                </a>
              </li>
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
