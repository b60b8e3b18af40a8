import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { FORM_ROUTE, type RequestKind } from '../schemas';
import { asRouteName } from '@/i18n/routes';

/** The call to action of the landing pages: into the request form(s), the first one as the main button. */
export async function RequestCta({ locale, kinds }: { locale: Locale; kinds: readonly RequestKind[] }) {
  const t = await getTranslations({ locale, namespace: 'leadRequest' });
  return (
    <section aria-labelledby="request-cta" className="mt-10 rounded-2xl bg-brand-50 p-6" data-testid="request-cta">
      <h2 id="request-cta" className="text-xl font-semibold text-ink">{t('cta.title')}</h2>
      <p className="mt-2 text-muted">{t('cta.text')}</p>
      <div className="mt-4 flex flex-wrap gap-4">
        {kinds.map((kind, i) => (
          <a
            key={kind}
            href={localizedPath(asRouteName(FORM_ROUTE[kind]), locale)}
            className={i === 0 ? 'rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700' : 'rounded-lg border-2 border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700'}
          >
            {t(`cta.${kind}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
