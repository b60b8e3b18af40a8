import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms';
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
  if (!radar) {
    return (
      <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="unsubscribe-invalid">
        <h2 className="text-xl font-semibold text-ink">{t('invalidTitle')}</h2>
        <p className="mt-2 text-muted">{t('invalidText')}</p>
        <a href={account} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('account')}</a>
      </section>
    );
  }
  const name = radarName(radar, locale);
  if (radar.frequency === 'off') {
    return (
      <section role="status" className="max-w-2xl rounded-2xl border border-emerald-600 bg-emerald-50 p-6" data-testid="unsubscribe-done">
        <h2 className="text-xl font-semibold text-ink">{t('doneTitle')}</h2>
        <p className="mt-2">{t('doneText', { name })}</p>
        <a href={account} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('account')}</a>
      </section>
    );
  }
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="unsubscribe-confirm">
      <h2 className="text-xl font-semibold text-ink">{t('confirmTitle')}</h2>
      <p className="mt-2">{t('confirmText', { name })}</p>
      <form method="post" action="/api/properties/alerts/unsubscribe" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="unsubscribe-button">{t('button')}</button>
      </form>
    </section>
  );
}
