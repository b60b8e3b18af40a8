import { getTranslations } from 'next-intl/server';
import { illustrationSvg } from '@/features/content';
import { localizedPath } from '@/i18n/paths';
import { routeByName, type Locale, asRouteName } from '@/i18n/routes';
import { dataTranslator } from '@/i18n/app-config';

/** A date of the content (YYYY-MM-DD) as the locale writes it. */
export function formatContentDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** A rendered Markdown body (the loader's HTML: no raw HTML from the files, links resolved). */
export function ContentBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`content-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Shown above a draft's title in the staff preview. */
export async function DraftBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  return (
    <p role="status" data-testid="draft-banner" className="mb-4 rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {t('draftBanner')}
    </p>
  );
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An illustration inlined as SVG (validated by the loader: no scripts, no external references). */
export function Illustration({ name, alt, swipeHint }: { name: string; alt: string; swipeHint: string }) {
  const svg = illustrationSvg(name);
  if (!svg) return null;
  const labelled = svg
    .replace(/^\s*<\?xml[^>]*\?>\s*/, '')
    .replace(/<svg\b/, `<svg role="img" aria-label="${escapeAttr(alt)}"`);
  // On a phone the drawing is wider than its frame (globals.css), so the frame scrolls and takes keyboard focus; its
  // content is the labelled image.
  return (
    <figure className="content-illustration my-6 rounded-2xl border border-slate-200 bg-white p-2 sm:p-4">
      <div className="content-illustration-scroll" tabIndex={0} data-testid="illustration" dangerouslySetInnerHTML={{ __html: labelled }} />
      <figcaption className="mt-1 text-center text-xs text-muted min-[37rem]:hidden" aria-hidden="true">
        ← {swipeHint} →
      </figcaption>
    </figure>
  );
}

/** The call to action of an article: its `cta` route, and the booking page unless that is the route. */
export async function ContentCallToAction({ locale, route }: { locale: Locale; route: string }) {
  const [t, tb] = await Promise.all([getTranslations({ locale, namespace: 'content.cta' }), getTranslations({ locale, namespace: 'breadcrumbs.routes' })]);
  const routeLabel = dataTranslator(tb);
  const booking = route.includes('appointment');
  return (
    <aside className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8" aria-labelledby="content-cta-title">
      <h2 id="content-cta-title" className="text-xl font-semibold text-ink">{booking ? t('adviceTitle') : t('calculatorTitle')}</h2>
      <p className="mt-2 max-w-2xl text-muted">{booking ? t('adviceText') : t('calculatorText')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {!booking && (
          <a href={localizedPath(asRouteName(route), locale)} className="inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            {t('open', { page: routeLabel(routeByName(route).key) })}
          </a>
        )}
        <a
          href={localizedPath(asRouteName(booking ? route : 'appointment'), locale)}
          className={booking ? 'inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700' : 'inline-block rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-white'}
        >
          {t('book')}
        </a>
      </div>
    </aside>
  );
}
