import { getFormatter, getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS } from '@/components/forms';
import { certificatePrefillQuery } from '@/features/certificates';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/**
 * "Get a financing certificate for this property" (issue 48): the account's certificate request with the listing's
 * price, postal code and place, and the visitor's savings where the page knows them (the URL the visitor came with;
 * never a default), as URL parameters the form checks (certificates' `certificatePrefill`). The same for everyone
 * who asks the same URL, so it may stand on the kept listing page.
 */
export async function CertificateLink({ locale, listing, savings }: { locale: Locale; listing: { price: number; postalCode: string; place: string }; savings: number | null }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'properties.listing.certificate' }), getFormatter({ locale })]);
  const query = certificatePrefillQuery({ price: listing.price, zip: listing.postalCode, city: listing.place, savings });
  const href = `${localizedPath('account-financing-certificate', locale)}?${query}`;
  return (
    <section aria-labelledby="listing-certificate" className="rounded-2xl border border-slate-200 p-5" data-testid="listing-certificate">
      <h2 id="listing-certificate" className="text-xl font-semibold text-ink">{t('heading')}</h2>
      <p className="mt-2 text-sm text-muted">{savings !== null ? t('textSavings', { savings: format.number(savings, 'euro') }) : t('text')}</p>
      <a href={href} className={`${SECONDARY_BUTTON_CLASS} mt-3 inline-block`} data-testid="listing-certificate-link">{t('link')}</a>
    </section>
  );
}
