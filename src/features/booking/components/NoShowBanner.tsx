import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';

/** Spec section 2: `utm_campaign=no_show_followup` (the e-mail after a missed appointment) shows a thank-you banner. */
export async function NoShowBanner({ locale, campaign }: { locale: Locale; campaign: string | null | undefined }) {
  if (campaign !== 'no_show_followup') return null;
  const t = await getTranslations({ locale, namespace: 'booking.noShow' });
  return (
    <div role="status" className="mb-6 max-w-4xl rounded-2xl bg-brand-50 px-5 py-4" data-testid="no-show-banner">
      <p className="text-lg font-semibold text-ink">{t('title')}</p>
      <p className="mt-1 text-muted">{t('text')}</p>
    </div>
  );
}
