import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { env } from '@/env';
import { ensureReferralCode } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { CopyButton } from './CopyButton';

/** The address of a referral link: opening it remembers the referrer, then shows the referral programme. */
export function referralUrl(code: string): string {
  return `${env.PUBLIC_BASE_URL}/api/r/${code}`;
}

/** The refer-a-friend page of a logged-in lead: the personal link (created on first visit) to pass on. */
export async function ReferBody({ locale, leadId }: { locale: Locale; leadId: string }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.refer' });
  const url = referralUrl(await ensureReferralCode(await getDb(), leadId));
  return (
    <section aria-labelledby="refer-link-title" className="max-w-3xl rounded-2xl border border-brand-600 p-6">
      <h2 id="refer-link-title" className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-2 text-muted">{t('text')}</p>
      <label htmlFor="referral-link" className="mt-4 block font-medium">{t('linkLabel')}</label>
      <input
        id="referral-link"
        readOnly
        value={url}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm select-all"
        data-testid="referral-link"
      />
      <div className="mt-3">
        <CopyButton text={url} label={t('copy')} copiedLabel={t('copied')} failedLabel={t('copyFailed')} />
      </div>
      <p className="mt-4 text-sm text-muted">
        {t('terms')}{' '}
        <a href={localizedPath('referral-program', locale)} className="underline">{t('termsLink')}</a>
      </p>
    </section>
  );
}
