import { getTranslations } from 'next-intl/server';
import { UnsubscribePanel } from '@/components/ui/UnsubscribePanel';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { radarForToken } from '../radar';
import { radarName } from '../radar-alerts';

/**
 * The unsubscribe page's body (issue 25): which saved search the link belongs to, and a button that switches
 * its e-mails off (POST /api/properties/alerts/unsubscribe); afterwards, that they are off and where to turn
 * them on again. An unknown link says so.
 */
export async function UnsubscribeBody({ locale, query }: { locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.unsubscribe' });
  const token = firstValue(query.token) ?? '';
  const radar = await radarForToken(await getDb(), token);
  const account = localizedPath('account-property-search', locale);
  if (!radar) return <UnsubscribePanel state="invalid" title={t('invalidTitle')} text={t('invalidText')} accountHref={account} accountLabel={t('account')} />;
  const name = radarName(radar, locale);
  if (radar.frequency === 'off') return <UnsubscribePanel state="done" title={t('doneTitle')} text={t('doneText', { name })} accountHref={account} accountLabel={t('account')} />;
  return <UnsubscribePanel state="confirm" title={t('confirmTitle')} text={t('confirmText', { name })} action="/api/properties/alerts/unsubscribe" token={token} locale={locale} buttonLabel={t('button')} />;
}
