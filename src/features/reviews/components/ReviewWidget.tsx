import { getFormatter, getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { env } from '@/env';
import { reviewWidgetTemplates, withAggregateRating } from '@/components/layout/review-widget';
import { Icon } from '@/components/ui/Icon';
import type { Locale } from '@/i18n/routes';
import type { ReviewRow, ReviewSummary } from '../repository';
import { OWN_SOURCE } from '../schemas';

/** The summary's texts: "4,6 von 5", "12 Bewertungen", the accessible label, and where the reviews come from and when. */
async function summaryTexts(locale: Locale, s: ReviewSummary) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const format = await getFormatter({ locale });
  const value = format.number(s.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const month = (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const sources = s.sources.map((x) => t('sourceCount', { count: x.count, name: x.name === OWN_SOURCE ? SITE.brand : x.name })).join(', ');
  return {
    score: t('score', { value, best: 5 }),
    reviews: t('count', { count: s.count }),
    label: t('label', { value, best: 5, count: s.count }),
    provenance: t('provenance', { sources, from: month(s.from), to: month(s.to) }),
  };
}

/** Small badge with the average and count; nothing while fewer than the threshold are published (summary null). */
export async function ReviewBadge({ locale, summary, tone = 'light' }: { locale: Locale; summary: ReviewSummary | null; tone?: 'light' | 'dark' }) {
  if (!summary) return null;
  const tx = await summaryTexts(locale, summary);
  return (
    <p className={`inline-flex flex-wrap items-center gap-2 rounded-full px-3 py-1 text-sm ${tone === 'dark' ? 'bg-white/10' : 'bg-brand-50 text-ink'}`} data-testid="review-badge" title={tx.provenance}>
      <Icon name="star" filled className="h-4 w-4 text-amber-500" />
      <span>{tx.score} · {tx.reviews}</span>
    </p>
  );
}

/** Published reviews as cards: stars, text, name, date, the source when it is another platform, and the team's reply. */
export async function ReviewList({ locale, reviews }: { locale: Locale; reviews: ReviewRow[] }) {
  if (reviews.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const format = await getFormatter({ locale });
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="review">
          <p className="flex text-amber-600" role="img" aria-label={t('stars', { count: r.rating })}>
            {Array.from({ length: 5 }, (_, i) => (
              <Icon key={i} name="star" filled={i < r.rating} className="h-4 w-4" />
            ))}
          </p>
          {r.text && <blockquote className="mt-2 text-sm" lang={r.locale}>{r.text}</blockquote>}
          <p className="mt-2 text-sm text-muted">
            {r.displayName} · {format.dateTime(r.writtenAt, { dateStyle: 'medium', timeZone: 'Europe/Berlin' })}
            {r.source !== OWN_SOURCE && <> · {t('via', { name: r.source })}</>}
          </p>
          {r.reply && (
            <p className="mt-2 border-l-2 border-brand-200 pl-3 text-sm" data-testid="review-reply">
              <span className="font-semibold">{t('reply', { brand: SITE.brand })}</span> {r.reply}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The review widget (spec sections 2 and 8): the average with the count, in a desktop template from 768 px and a
 * mobile one below, each carrying schema.org AggregateRating data (rewritten from the published reviews; markup
 * it cannot parse is logged and left as it is), with the sources and period. Nothing while fewer than the
 * threshold are published.
 */
export async function ReviewWidget({ locale, summary }: { locale: Locale; summary: ReviewSummary | null }) {
  if (!summary) return null;
  const tx = await summaryTexts(locale, summary);
  const templates = reviewWidgetTemplates(SITE.brand, tx);
  const rating = { brandName: SITE.brand, ratingValue: Math.round(summary.average * 10) / 10, bestRating: 5, reviewCount: summary.count, url: env.PUBLIC_BASE_URL };
  return (
    <div data-testid="review-widget">
      <div className="hidden md:block" data-variant="desktop" dangerouslySetInnerHTML={{ __html: withAggregateRating(templates.desktop, rating) }} />
      <div className="md:hidden" data-variant="mobile" dangerouslySetInnerHTML={{ __html: withAggregateRating(templates.mobile, rating) }} />
      <p className="mt-1 max-w-md text-xs text-muted" data-testid="review-provenance">{tx.provenance}</p>
    </div>
  );
}

/** A page's reviews section: heading, the widget and the latest reviews (nothing below the threshold). */
export async function ReviewsSection({ locale, summary, reviews }: { locale: Locale; summary: ReviewSummary | null; reviews: ReviewRow[] }) {
  if (!summary) return null;
  const t = await getTranslations({ locale, namespace: 'reviews' });
  return (
    <section aria-labelledby="reviews-heading" className="my-10" data-testid="reviews-section">
      <h2 id="reviews-heading" className="mb-3 text-2xl font-semibold text-ink">{t('heading')}</h2>
      <ReviewWidget locale={locale} summary={summary} />
      <ReviewList locale={locale} reviews={reviews} />
    </section>
  );
}
