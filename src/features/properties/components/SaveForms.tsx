import { getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS } from '@/components/forms';
import type { Locale } from '@/i18n/routes';

/**
 * "Save this search as a radar" under the search's results heading (issue 25): the search's filters travel as
 * `criteria`. Works as a plain POST form; SaveEnhancer saves it in place with JavaScript.
 */
export async function SaveRadarForm({ locale, criteria }: { locale: Locale; criteria: string }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.save' });
  return (
    <form
      method="post"
      action="/api/properties/radars"
      className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2"
      data-save-form=""
      data-done={t('done')}
      data-exists={t('exists')}
      data-link={t('link')}
      data-failed={t('failed')}
      data-login={t('login')}
      data-testid="radar-save"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value="save" />
      <input type="hidden" name="criteria" value={criteria} />
      <button type="submit" className={SECONDARY_BUTTON_CLASS} aria-describedby="radar-save-text" data-testid="radar-save-button">{t('button')}</button>
      {/* On a phone the button stands alone (the results come first); the status explains after a click. */}
      <p id="radar-save-text" className="hidden min-w-[14rem] flex-1 text-sm text-muted sm:block">{t('text')}</p>
      <p role="status" className="w-full text-sm font-medium text-ink empty:hidden" data-save-status="" data-testid="radar-save-status" />
    </form>
  );
}

/** "Save to my favourites" on a listing's page (issue 25). */
export async function FavouriteForm({ locale, slug }: { locale: Locale; slug: string }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.favourite' });
  return (
    <form method="post" action="/api/properties/favourites" className="mt-3" data-save-form="" data-done={t('done')} data-exists={t('done')} data-link={t('link')} data-failed={t('failed')} data-login={t('login')} data-testid="favourite-save">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="listing" value={slug} />
      <button type="submit" className={`${SECONDARY_BUTTON_CLASS} w-full`} data-testid="favourite-save-button">{t('button')}</button>
      <p role="status" className="mt-2 text-sm font-medium text-ink empty:hidden" data-save-status="" data-testid="favourite-save-status" />
    </form>
  );
}
