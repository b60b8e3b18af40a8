import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/forms';
import { LoginPrompt } from '@/components/page/LoginPrompt';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

type IntroKey = 'title' | 'searches' | 'alerts' | 'favourites' | 'free' | 'start' | 'search' | 'login';

/**
 * The radar's page (the account's property search) for a visitor who is not logged in (issue 48): what the radar
 * does, that it is free and needs an account, a way to the property search and the login of the property-search
 * flow, instead of only "Please log in".
 */
export async function RadarIntro({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'properties.radarIntro' });
  return <RadarIntroView t={t} searchHref={localizedPath('properties', locale)} loginHref={`${localizedPath('login', locale)}?flow=prop_search`} />;
}

/** The explanation as rendered, from a translator of `properties.radarIntro` (a test renders it with the real messages). */
export function RadarIntroView({ t, searchHref, loginHref }: { t: (key: IntroKey) => string; searchHref: string; loginHref: string }) {
  return (
    <section aria-labelledby="radar-intro-title" className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="radar-intro">
      <h2 id="radar-intro-title" className="text-xl font-semibold">{t('title')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
        <li>{t('searches')}</li>
        <li>{t('alerts')}</li>
        <li>{t('favourites')}</li>
      </ul>
      <p className="mt-4 font-medium text-ink">{t('free')}</p>
      <p className="mt-2 text-muted">{t('start')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={searchHref} className={`${PRIMARY_BUTTON_CLASS} inline-block`} data-testid="radar-intro-search">{t('search')}</a>
        <LoginPrompt href={loginHref} label={t('login')} flow="prop_search" className={`${SECONDARY_BUTTON_CLASS} inline-block`} />
      </div>
    </section>
  );
}
