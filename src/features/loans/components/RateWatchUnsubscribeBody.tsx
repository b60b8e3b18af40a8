import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { rateWatchForToken } from '../rate-watch';

/**
 * The rate watch's unsubscribe page (issue 51 part 3): which watch the link belongs to and a button that switches its
 * e-mails off (POST /api/loans/rate-watch/unsubscribe); afterwards, that they are off and where to set it again. An
 * unknown link (or an older e-mail's) says so.
 */
export async function RateWatchUnsubscribeBody({ locale, query }: { locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations({ locale, namespace: 'loans.rateWatch.unsubscribe' });
  const token = firstValue(query.token) ?? '';
  const watch = await rateWatchForToken(await getDb(), token);
  const account = localizedPath('account-my-loan', locale);
  if (!watch) {
    return (
      <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="unsubscribe-invalid">
        <h2 className="text-xl font-semibold text-ink">{t('invalidTitle')}</h2>
        <p className="mt-2 text-muted">{t('invalidText')}</p>
        <a href={account} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('account')}</a>
      </section>
    );
  }
  const values = { years: watch.fixationYears, threshold: `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(watch.thresholdRate * 100)} %` };
  if (watch.unsubscribedAt) {
    return (
      <section role="status" className="max-w-2xl rounded-2xl border border-emerald-600 bg-emerald-50 p-6" data-testid="unsubscribe-done">
        <h2 className="text-xl font-semibold text-ink">{t('doneTitle')}</h2>
        <p className="mt-2">{t('doneText', values)}</p>
        <a href={account} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('account')}</a>
      </section>
    );
  }
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="unsubscribe-confirm">
      <h2 className="text-xl font-semibold text-ink">{t('confirmTitle')}</h2>
      <p className="mt-2">{t('confirmText', values)}</p>
      <form method="post" action="/api/loans/rate-watch/unsubscribe" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="unsubscribe-button">{t('button')}</button>
      </form>
    </section>
  );
}
