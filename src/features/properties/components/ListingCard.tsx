import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { localizedPath } from '@/i18n/paths';
import type { SearchResultItem } from '../search';
import { listingHref } from '../listing-query';
import { listingFacts, listingTitle } from '../listing-texts';
import { Picture } from './ListingPictures';

/** A card is a column of the results' list: all the width on a phone, at most half of it from 640 px on. */
const CARD_SIZES = '(min-width: 640px) 50vw, 100vw';

/**
 * One result of the property search: picture, key figures, price per m² and what it costs this visitor. `params`: the
 * search it is shown in (listing-query.ts), carried by the link so that the listing page computes with the same
 * savings and leads back to this search (issue 48).
 */
export async function ListingCard({ item, n, locale, isNew = false, params = '' }: { item: SearchResultItem; n: number; locale: Locale; isNew?: boolean; params?: string }) {
  const t = await getTranslations({ locale, namespace: 'properties' });
  const format = await getFormatter({ locale });
  const euro = (v: number) => format.number(v, 'euro');
  const href = listingHref(locale, item.slug, params);
  const calculator = localizedPath('german-mortgage-calculator-calculator', locale);
  const f = item.financing;
  // Title and facts from the structured data in the page's language (issue 48); the feed's own title only where it is
  // in the page's language, as the provider's line under the title.
  const facts = listingFacts(item, locale);
  const ownTitle = item.language === locale ? item.title : null;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="listing-card" data-slug={item.slug}>
      <div className="relative aspect-[4/3] bg-slate-100">
        {item.imageId && item.imageHash && item.imageMime ? (
          <Picture
            image={{ id: item.imageId, hash: item.imageHash, mime: item.imageMime, width: item.imageWidth, height: item.imageHeight }}
            alt={item.imageTitle ?? ''}
            lang={item.language !== locale ? item.language : undefined}
            sizes={CARD_SIZES}
            first={false}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-muted">{t('card.noImage')}</span>
        )}
        <span aria-hidden="true" className="absolute left-2 top-2 flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">{n}</span>
        {isNew && <span className="absolute bottom-2 left-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="listing-new-badge">{t('card.new')}</span>}
        {item.isDemo && <span className="absolute right-2 top-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="listing-demo-badge">{t('card.demo')}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-muted">
          {t(`types.${item.type}`)} · {item.postalCode} {item.place}
          {item.distanceKm !== null ? ` · ${t('card.distance', { km: format.number(item.distanceKm, { maximumFractionDigits: 1 }) })}` : ''}
        </p>
        <h3 className="text-lg font-semibold leading-snug text-ink">
          <a href={href} className="block hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            <span className="sr-only">{n}: </span>
            {listingTitle(item, locale)}
          </a>
        </h3>
        {ownTitle && <p className="line-clamp-2 text-sm text-muted" data-testid="listing-provider-title">{ownTitle}</p>}
        <p className="text-sm text-muted">{facts.join(' · ')}</p>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-3">
          <span className="text-xl font-semibold tabular-nums text-ink" data-testid="listing-price">{euro(item.price)}</span>
          <span className="text-sm tabular-nums text-muted">{t('card.perSqm', { price: euro(item.price / item.livingArea) })}</span>
        </p>
        {item.budget && (
          <p className={`self-start rounded px-2 py-0.5 text-sm font-semibold ${item.budget === 'within' ? 'bg-emerald-50 text-emerald-900' : item.budget === 'limit' ? 'bg-amber-50 text-amber-950' : 'bg-red-50 text-red-900'}`} data-testid="listing-budget" data-budget={item.budget}>
            {t(`card.budget.${item.budget}`)}
          </p>
        )}
        {f &&
          (f.ok ? (
            <div className="rounded-lg bg-brand-50 px-3 py-2 text-sm" data-testid="listing-financing">
              <p className="font-semibold tabular-nums text-ink" data-testid="listing-monthly">
                <span data-testid="listing-monthly-amount">{euro(f.monthlyPayment)}</span> {t('card.perMonth')}
              </p>
              <p className="tabular-nums text-muted">{t('card.costs', { amount: euro(f.purchaseCosts) })}</p>
              <a href={`${calculator}?${f.calculatorParams}`} className="mt-1 inline-block font-medium text-brand-700 underline" data-testid="listing-calculator-link">{t('card.openCalculator')}</a>
            </div>
          ) : (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-muted">{t('card.noFinancing')}</p>
          ))}
      </div>
    </li>
  );
}
