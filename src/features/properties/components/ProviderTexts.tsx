import type { Locale } from '@/i18n/routes';
import { propertiesTranslator, providerLabel, providerLanguage, providerTexts } from '../listing-texts';

export interface ProviderTextsListing {
  title: string;
  language: string;
  description: string;
  locationText: string | null;
  featuresText: string | null;
  objectText?: string | null;
  objectTextLanguage?: string | null;
}

/**
 * The provider's own texts on a listing page (issue 48): title, description, location and fittings as the feed wrote
 * them, under a heading that says whose they are and, on a page of another language, in which language
 * ("Provider's description (in German)"); every text of the feed carries `lang` for screen readers and hyphenation.
 * When the feed also carries a text in the page's language (OpenImmo `<objekt_text lang="en">`), that comes first and
 * the feed's texts follow, folded, as the original.
 */
export function ProviderTexts({ listing, locale }: { listing: ProviderTextsListing; locale: Locale }) {
  const t = propertiesTranslator(locale);
  const foreign = providerLanguage(listing.language, locale);
  const { inPageLanguage, original } = providerTexts(listing, locale);
  const originalTexts = (
    <>
      <p className="mt-3 text-sm text-muted" data-testid="listing-provider-title">
        {providerLabel('title', listing.language, locale)}:{' '}
        <q lang={foreign} className="font-medium text-ink">{listing.title}</q>
      </p>
      {original.description && (
        <p lang={foreign} className="mt-3 whitespace-pre-line leading-relaxed text-ink" data-testid={inPageLanguage ? 'listing-original-description' : 'listing-description'}>
          {original.description}
        </p>
      )}
      {original.locationText && (
        <>
          <h3 className="mt-4 font-semibold text-ink">{t('listing.locationText')}</h3>
          <p lang={foreign} className="mt-1 whitespace-pre-line leading-relaxed text-ink">{original.locationText}</p>
        </>
      )}
      {original.featuresText && (
        <>
          <h3 className="mt-4 font-semibold text-ink">{t('listing.featuresText')}</h3>
          <p lang={foreign} className="mt-1 whitespace-pre-line leading-relaxed text-ink">{original.featuresText}</p>
        </>
      )}
    </>
  );
  return (
    <section aria-labelledby="listing-description" data-testid="listing-provider-texts">
      <h2 id="listing-description" className="text-xl font-semibold text-ink">
        {providerLabel('description', inPageLanguage ? locale : listing.language, locale)}
      </h2>
      {inPageLanguage ? (
        <>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-ink" data-testid="listing-description">{inPageLanguage}</p>
          <details className="mt-4">
            <summary className="cursor-pointer font-medium text-brand-700">{providerLabel('description', listing.language, locale)}</summary>
            {originalTexts}
          </details>
        </>
      ) : (
        originalTexts
      )}
    </section>
  );
}
