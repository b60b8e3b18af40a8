import { getFormatter, getTranslations } from 'next-intl/server';
import { UnsubscribePanel } from '@/components/ui/UnsubscribePanel';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { rateWatchForToken } from '../rate-watch';

/**
 * The rate watch's unsubscribe page (issue 51 part 3): which watch the link belongs to and a button that switches its
 * e-mails off (POST /api/loans/rate-watch/unsubscribe); afterwards, that they are off and where to set it again. An
 * unknown link says so.
 */
export async function RateWatchUnsubscribeBody({ locale, query }: { locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations({ locale, namespace: 'loans.rateWatch.unsubscribe' });
  const token = firstValue(query.token) ?? '';
  const watch = await rateWatchForToken(await getDb(), token);
  const account = localizedPath('account-my-loan', locale);
  if (!watch) return <UnsubscribePanel state="invalid" title={t('invalidTitle')} text={t('invalidText')} accountHref={account} accountLabel={t('account')} />;
  const values = { years: watch.fixationYears, threshold: (await getFormatter({ locale })).number(watch.thresholdRate, 'percent2') };
  if (watch.unsubscribedAt) return <UnsubscribePanel state="done" title={t('doneTitle')} text={t('doneText', values)} accountHref={account} accountLabel={t('account')} />;
  return <UnsubscribePanel state="confirm" title={t('confirmTitle')} text={t('confirmText', values)} action="/api/loans/rate-watch/unsubscribe" token={token} locale={locale} buttonLabel={t('button')} />;
}
