import { TextField } from '@/components/forms';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { env } from '@/env';
import { ensureReferralCode } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { CopyButton } from '@/components/ui/CopyButton';

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
      <TextField id="referral-link" label={t('linkLabel')} readOnly value={url} className="bg-slate-50 font-mono text-sm select-all" data-testid="referral-link" fieldClassName="mt-4 flex flex-col gap-1" />
      <div className="mt-3">
        <CopyButton text={url} label={t('copy')} copiedLabel={t('copied')} failedLabel={t('copyFailed')} testId="copy-referral-link" />
      </div>
      <p className="mt-4 text-sm text-muted">
        {t('terms')}{' '}
        <a href={localizedPath('referral-program', locale)} className="underline">{t('termsLink')}</a>
      </p>
    </section>
  );
}
