import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextAreaField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { todaysRatesOrNull } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { firstValue } from '@/lib/search-params';
import { listingFinancing } from '../listing-financing';
import { claimPending, favouritesOf, radarFigures, radarsOf, recordSearchVisit, savedSavingsOf, type ClaimOutcome, type FavouriteItem, type RadarRow } from '../radar';
import { radarName } from '../radar-alerts';
import { FAVOURITE_NOTE_MAX, RADAR_FREQUENCIES, RADAR_NAME_MAX } from '../radar-form';
import { PENDING_SAVE_COOKIE } from '../radar-http';
import { describeSearch } from '../radar-label';
import { listingTitle } from '../listing-texts';
import { countListingsSince, searchListings } from '../search-repository';
import { DEFAULT_SEARCH_SAVINGS } from '../search-form';
import { ListingCard } from './ListingCard';
import { searchHref } from '../listing-query';
import { budgetedSearch, budgetStatus } from '../affordability';

type Query = Record<string, string | string[] | undefined>;

/** Matches shown per radar on the account page; the rest are one link away (the search page with its filters). */
const SHOWN_MATCHES = 3;
const NOTICES = ['saved', 'exists', 'updated', 'paused', 'resumed', 'deleted'] as const;
const FAVOURITE_NOTICES = ['saved', 'removed', 'noted'] as const;
const ERRORS = ['INVALID_INPUT', 'INVALID_SEARCH', 'NOT_FOUND', 'TOO_MANY_RADARS', 'TOO_MANY_FAVOURITES'] as const;

/**
 * The account's property search (issue 25; `/en/account/property-search`, `/de/konto/immobilien-suche`): the
 * lead's radars with their newest matches (new since the last visit marked), each with its e-mail setting,
 * pause, rename and delete; then the favourites with notes. A save the visitor asked for before logging in is
 * made here, once (claimPending).
 */
export async function AccountPropertySearch({ locale, leadId, query }: { locale: Locale; leadId: string; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.account' });
  const db = await getDb();
  const now = new Date();
  const claimed = await claimPending(db, leadId, (await cookies()).get(PENDING_SAVE_COOKIE)?.value, now);
  const since = await recordSearchVisit(db, leadId, now);
  const [radars, favourites] = [await radarsOf(db, leadId), await favouritesOf(db, leadId)];
  const searchPath = localizedPath('properties', locale);
  const savings = await savingsOf(leadId);
  const format = await getFormatter({ locale });
  return (
    <div className="flex flex-col gap-10">
      <Notice locale={locale} query={query} claimed={claimed} />
      <section id="radars" aria-labelledby="radars-title">
        <h2 id="radars-title" className="text-2xl font-semibold text-ink">{t('radarsTitle')}</h2>
        <p className="mt-2 max-w-3xl text-muted">{t('radarsIntro')}</p>
        {radars.length > 0 && (
          <p className="mt-2 max-w-3xl text-sm text-muted" data-testid="radar-savings">
            {savings.from ? t('savingsSaved', { savings: format.number(savings.amount, 'euro'), date: format.dateTime(savings.from, 'short') }) : t('savingsDefault', { savings: format.number(savings.amount, 'euro') })}
          </p>
        )}
        {radars.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 p-4" data-testid="radars-none">{t('radarsNone')}</p>
        ) : (
          <div className="mt-6 flex flex-col gap-8">
            {radars.map((radar) => (
              <RadarCard key={radar.id} locale={locale} radar={radar} since={since} saved={savings.from ? savings : null} />
            ))}
          </div>
        )}
        <a href={searchPath} className={`${PRIMARY_BUTTON_CLASS} mt-6 inline-block`} data-testid="account-open-search">{t('newRadar')}</a>
      </section>
      <section id="favourites" aria-labelledby="favourites-title">
        <h2 id="favourites-title" className="text-2xl font-semibold text-ink">{t('favouritesTitle')}</h2>
        {favourites.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 p-4" data-testid="favourites-none">{t('favouritesNone')}</p>
        ) : (
          <ul className="mt-4 grid list-none gap-6 p-0 md:grid-cols-2" data-testid="favourites">
            {favourites.map((f) => (
              <Favourite key={f.slug} locale={locale} item={f} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

async function Notice({ locale, query, claimed }: { locale: Locale; query: Query; claimed: ClaimOutcome }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.account.notice' });
  let text: string | null = null;
  let error = false;
  if (claimed) {
    if (claimed.outcome.ok) text = t(claimed.kind === 'radar' ? 'claimedRadar' : 'claimedFavourite');
    else [text, error] = [t(`error.${claimed.outcome.code}`), true];
  } else {
    const radar = NOTICES.find((n) => n === firstValue(query.radar));
    const favourite = FAVOURITE_NOTICES.find((n) => n === firstValue(query.favourite));
    const code = ERRORS.find((e) => e === (firstValue(query.radarError) ?? firstValue(query.favouriteError)));
    if (code) [text, error] = [t(`error.${code}`), true];
    else if (radar) text = t(`radar.${radar}`);
    else if (favourite) text = t(`favourite.${favourite}`);
  }
  if (!text) return null;
  return (
    <p role={error ? 'alert' : 'status'} className={`rounded-lg px-4 py-3 ${error ? 'border border-red-300 bg-red-50 text-red-900' : 'border border-emerald-600 bg-emerald-50 text-emerald-950'}`} data-testid="radar-notice">
      {text}
    </p>
  );
}

/** The own funds the cards' monthly payments assume: those of the lead's newest saved mortgage calculation, else the default. */
async function savingsOf(leadId: string): Promise<{ amount: number; from: Date | null }> {
  return (await savedSavingsOf(await getDb(), leadId)) ?? { amount: DEFAULT_SEARCH_SAVINGS, from: null };
}

async function RadarCard({ locale, radar, since, saved }: { locale: Locale; radar: RadarRow; since: Date | null; saved: { amount: number } | null }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.account' });
  const tl = await getTranslations({ locale, namespace: 'properties.radar.label' });
  const format = await getFormatter({ locale });
  const db = await getDb();
  // The radar's search with the same own funds as its e-mails (radarFigures); the cards' links carry them.
  const query = radarFigures(radar.criteria, saved);
  const name = radarName(radar, locale);
  const described = query ? describeSearch(query.search, (k, v) => tl(k as 'anywhere', v as never), (n) => format.number(n, 'euro'), query.centre?.place) : null;
  const today = todayInBerlin();
  const rates = await todaysRatesOrNull(db, today);
  // What the buyer can afford, as the search and the radar's e-mails compute it (issue 48).
  const budgeted = query ? budgetedSearch(query.search, query.savings, query.centre, today, rates?.market ?? null) : null;
  const found = query && budgeted ? await searchListings(db, { ...budgeted.run, page: 1, sort: 'newest' }, query.centre) : { total: 0, totalCapped: false, items: [] };
  const fresh = query && budgeted && since ? await countListingsSince(db, budgeted.run, query.centre, since) : 0;
  const params = query?.params ?? '';
  const budget = budgeted?.budget ?? null;
  const items = found.items.slice(0, SHOWN_MATCHES).map((item) => ({ ...item, financing: rates && query ? listingFinancing(item, query.savings, today, rates.market) : null, budget: budget ? budgetStatus(item.price, budget) : null }));
  const status = radar.pausedAt ? t('status.paused') : t(`status.${radar.frequency as 'daily'}`);
  const hidden = (action: string) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="radar" value={radar.id} />
    </>
  );
  const titleId = `radar-${radar.id}-title`;
  return (
    <article id={`radar-${radar.id}`} aria-labelledby={titleId} className="rounded-2xl border border-slate-200 p-5" data-testid="radar">
      <h3 id={titleId} className="text-xl font-semibold text-ink" data-testid="radar-name">{name}</h3>
      {radar.name && described && <p className="mt-1 text-sm text-muted">{described}</p>}
      {query?.search.savingsGiven && <p className="mt-1 text-sm text-muted" data-testid="radar-own-savings">{t('savingsOwn', { savings: format.number(query.search.savings, 'euro') })}</p>}
      <p className="mt-2 text-sm" data-testid="radar-status">
        <span className={radar.pausedAt ? 'font-semibold text-amber-900' : 'font-semibold text-ink'}>{status}</span>
        {' · '}
        {found.totalCapped ? t('matchesMore', { total: found.total }) : t('matches', { total: found.total })}
        {since && fresh > 0 && (
          <>
            {' · '}
            <span className="font-semibold text-brand-700" data-testid="radar-new">{t('newSince', { count: fresh })}</span>
          </>
        )}
      </p>
      {items.length > 0 && (
        <ol className="mt-4 grid list-none gap-6 p-0 sm:grid-cols-2 xl:grid-cols-3" data-testid="radar-matches">
          {items.map((item, i) => (
            <ListingCard key={item.id} item={item} n={i + 1} locale={locale} isNew={since !== null && item.firstSeenAt > since} params={params} />
          ))}
        </ol>
      )}
      <p className="mt-4">
        <a href={searchHref(locale, params || radar.criteria)} className="font-semibold text-brand-700 underline" data-testid="radar-open">{found.totalCapped ? t('allMatchesMore') : t('allMatches', { total: found.total })}</a>
      </p>
      <details className="mt-4 rounded-xl bg-slate-50 p-4">
        <summary className="cursor-pointer font-semibold text-ink">{t('edit')}</summary>
        <form method="post" action="/api/properties/radars" className="mt-3 grid gap-4 sm:grid-cols-2" data-testid="radar-edit">
          {hidden('update')}
          <TextField id={`radar-${radar.id}-name`} name="name" label={t('nameLabel')} hint={t('nameHint')} defaultValue={radar.name} maxLength={RADAR_NAME_MAX} placeholder={described ?? ''} />
          <SelectField id={`radar-${radar.id}-frequency`} name="frequency" label={t('frequencyLabel')} defaultValue={radar.frequency}>
            {RADAR_FREQUENCIES.map((f) => (
              <option key={f} value={f}>{t(`frequency.${f}`)}</option>
            ))}
          </SelectField>
          <div className="sm:col-span-2">
            <button type="submit" className={PRIMARY_BUTTON_CLASS}>{t('saveChanges')}</button>
          </div>
        </form>
      </details>
      <div className="mt-4 flex flex-wrap gap-3">
        <form method="post" action="/api/properties/radars">
          {hidden(radar.pausedAt ? 'resume' : 'pause')}
          <button type="submit" className={SECONDARY_BUTTON_CLASS} data-testid={radar.pausedAt ? 'radar-resume' : 'radar-pause'} aria-describedby={titleId}>{radar.pausedAt ? t('resume') : t('pause')}</button>
        </form>
        <form method="post" action="/api/properties/radars">
          {hidden('delete')}
          <button type="submit" className={SECONDARY_BUTTON_CLASS} data-testid="radar-delete" aria-describedby={titleId}>{t('delete')}</button>
        </form>
      </div>
    </article>
  );
}

async function Favourite({ locale, item }: { locale: Locale; item: FavouriteItem }) {
  const t = await getTranslations({ locale, namespace: 'properties.radar.account' });
  const tp = await getTranslations({ locale, namespace: 'properties' });
  const format = await getFormatter({ locale });
  const id = `favourite-${item.slug}`;
  const hidden = (action: string) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="listing" value={item.slug} />
    </>
  );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5" data-testid="favourite" data-slug={item.slug}>
      <div>
        <p className="text-sm text-muted">
          {tp(`types.${item.type as 'apartment'}`)} · {item.postalCode} {item.place}
          {item.isDemo && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{tp('card.demo')}</span>}
        </p>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
          <a href={localizedPath('properties-listing', locale, { listing: item.slug })} className="hover:underline">{listingTitle(item, locale)}</a>
        </h3>
        <p className="tabular-nums text-ink">
          {format.number(item.price, 'euro')} · {tp('card.area', { area: format.number(item.livingArea, { maximumFractionDigits: 1 }) })}
          {item.rooms !== null && ` · ${tp('card.rooms', { rooms: item.rooms })}`}
        </p>
        {item.withdrawnAt && <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="favourite-withdrawn">{t('withdrawn', { date: format.dateTime(item.withdrawnAt, 'short') })}</p>}
      </div>
      <form method="post" action="/api/properties/favourites" className="flex flex-col gap-2" data-testid="favourite-note">
        {hidden('note')}
        <TextAreaField id={`${id}-note`} name="note" label={t('noteLabel')} defaultValue={item.note} maxLength={FAVOURITE_NOTE_MAX} rows={3} />
        <button type="submit" className={`${SECONDARY_BUTTON_CLASS} self-start`} aria-describedby={`${id}-title`}>{t('saveNote')}</button>
      </form>
      <form method="post" action="/api/properties/favourites">
        {hidden('remove')}
        <button type="submit" className="font-semibold text-brand-700 underline" aria-describedby={`${id}-title`} data-testid="favourite-remove">{t('remove')}</button>
      </form>
    </li>
  );
}
