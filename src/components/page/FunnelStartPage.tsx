import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { localizedPath } from '@/i18n/paths';

type Query = Record<string, string | string[] | undefined>;

export async function funnelStartMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return standardMetadata('start-funnel', await params);
}

/**
 * Funnel start: AF (what can I afford) or OM (optimal mortgage), preselected by the `funnel` parameter. Its
 * route renders it from the cache without a query and per request with one (`with-query/`, ADR 012).
 */
export async function FunnelStartPage({ params, query }: { params: Promise<{ locale: string }>; query: Query }) {
  const locale = requireLocale((await params).locale);
  const funnel = query.funnel;
  const selected = funnel === 'AF' || funnel === 'OM' ? funnel : null;
  const t = await getTranslations({ locale, namespace: 'funnel' });
  const start = localizedPath('start-funnel', locale);
  return (
    <StandardPage routeName="start-funnel" locale={locale}>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('choose')}>
        {(['AF', 'OM'] as const).map((f) => (
          <li key={f}>
            <a
              href={`${start}?funnel=${f}`}
              aria-current={selected === f ? 'true' : undefined}
              className="flex h-full flex-col rounded-2xl border-2 border-slate-200 p-6 hover:border-brand-600 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
            >
              <span className="text-lg font-semibold">{t(`${f}.title`)}</span>
              <span className="mt-1 text-muted">{t(`${f}.text`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">
        {t('advisorHint')}{' '}
        <a href={localizedPath('appointment', locale)} className="font-semibold text-brand-700 underline">{t('advisorLink')}</a>
      </p>
    </StandardPage>
  );
}
