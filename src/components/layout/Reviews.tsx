import { getFormatter, getTranslations } from 'next-intl/server';
import { env } from '@/env';
import { SITE } from '@/config/site';
import { publishableRating, reviewWidgetTemplates, withAggregateRating } from '@/components/layout/review-widget';
import type { Locale } from '@/i18n/routes';
import { Icon } from '@/components/ui/Icon';

async function texts(locale: Locale, reviewCount: number) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const format = await getFormatter({ locale });
  const value = format.number(SITE.rating.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    score: t('score', { value, best: SITE.rating.best }),
    reviews: t('count', { count: reviewCount }),
    label: t('label', { value, best: SITE.rating.best, count: reviewCount }),
  };
}

/**
 * Review widget of a brand; the desktop template shows from 768 px, the mobile one below. Nothing is shown
 * while the rating has no source (SITE.rating.source).
 */
export async function ReviewWidget({ locale, brandId = 'hauslotse' }: { locale: Locale; brandId?: string }) {
  const published = publishableRating(SITE.rating);
  if (!published) return null;
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const format = await getFormatter({ locale });
  const brand = SITE.rating.brands.find((b) => b.id === brandId) ?? SITE.rating.brands[0];
  const templates = reviewWidgetTemplates(brand.name, await texts(locale, brand.reviewCount));
  const rating = { brandName: brand.name, ratingValue: SITE.rating.value, bestRating: SITE.rating.best, reviewCount: brand.reviewCount, url: env.PUBLIC_BASE_URL };
  return (
    <div data-testid="review-widget">
      <div className="hidden md:block" data-variant="desktop" dangerouslySetInnerHTML={{ __html: withAggregateRating(templates.desktop, rating) }} />
      <div className="md:hidden" data-variant="mobile" dangerouslySetInnerHTML={{ __html: withAggregateRating(templates.mobile, rating) }} />
      <p className="mt-1 text-xs text-muted">
        <a href={published.source.url} className="underline" rel="noopener">{t('source', { name: published.source.name, date: format.dateTime(new Date(`${published.source.asOf}T12:00:00Z`), { dateStyle: 'medium' }) })}</a>
      </p>
    </div>
  );
}

/** Small badge with the rating (no structured data: the widget on the page carries it). */
export async function ReviewBadge({ locale }: { locale: Locale }) {
  if (!publishableRating(SITE.rating)) return null;
  const brand = SITE.rating.brands[0];
  const tx = await texts(locale, brand.reviewCount);
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm">
      <Icon name="star" filled className="h-4 w-4 text-amber-400" />
      <span>{tx.score} · {tx.reviews}</span>
    </p>
  );
}
