import { Input } from '@/components/forms';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** The header's search: a plain GET form to the search page (a link on narrow screens). Server-rendered. */
export async function HeaderSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const action = localizedPath('search', locale);
  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
  return (
    <>
      <form role="search" method="get" action={action} className="hidden items-center rounded-lg border border-slate-500 2xl:flex" data-testid="header-search">
        <label htmlFor="header-search-q" className="sr-only">
          {t('searchLabel')}
        </label>
        <Input id="header-search-q" name="q" type="search" required placeholder={t('search')} bare className="w-32" />
        <button type="submit" className="rounded-r-lg px-2 py-1.5 text-ink hover:bg-brand-50">
          {icon}
          <span className="sr-only">{t('searchSubmit')}</span>
        </button>
      </form>
      <a href={action} className="rounded-md p-2 text-ink hover:bg-brand-50 2xl:hidden" data-testid="header-search-link">
        {icon}
        <span className="sr-only">{t('search')}</span>
      </a>
    </>
  );
}
