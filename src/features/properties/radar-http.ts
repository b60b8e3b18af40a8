import 'server-only';
/**
 * The property radar's HTTP side (issue 25, ADR 029), shared by `POST /api/properties/radars` and
 * `POST /api/properties/favourites`: the cookie of a save that waits for the login, and the answers (a redirect
 * for a plain form, JSON for the page's script).
 */
import { NextResponse } from 'next/server';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import type { Database } from '@/db/client';
import { parseForm } from '@/lib/forms/parse-form';
import { FAVOURITE_FORM_FIELDS, favouriteFormSchema, RADAR_FORM_CODES, RADAR_FORM_FIELDS, radarFormSchema } from './radar-form';
import { activeListingExists, addFavourite, deleteRadar, PENDING_SAVE_SECONDS, radarCriteria, removeFavourite, saveRadar, savePending, setFavouriteNote, updateRadar } from './radar';
import { radarName } from './radar-alerts';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** A visitor's save (radar or favourite) that waits for the login: the token of a `property_pending_saves` row. */
export const PENDING_SAVE_COOKIE = secure ? '__Host-hl_prop_save' : 'hl_prop_save';

export function redirectTo(path: string): NextResponse {
  return NextResponse.redirect(new URL(path, env.PUBLIC_BASE_URL), 303);
}

/**
 * A visitor who is not logged in asked to save: the save waits under a cookie; a plain form goes to the login
 * page of the property-search flow, the script gets 202 Accepted (`{ pending: true, flow }`: the save is kept and
 * completes with the login, so no error; issue 48) and has opened the login dialog with that flow.
 */
export function loginFirst(token: string, locale: Locale, json: boolean): Response {
  const response: Response = json
    ? NextResponse.json({ ok: false, pending: true, flow: 'prop_search' }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
    : redirectTo(`${localizedPath('login', locale)}?flow=prop_search`);
  const cookie = `${PENDING_SAVE_COOKIE}=${token}; Path=/; Max-Age=${PENDING_SAVE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  response.headers.append('Set-Cookie', cookie);
  return response;
}

/** The account's property search with a notice (`radar=saved`, `favourite=removed` …) and an anchor. */
export function accountSearch(locale: Locale, notice: Record<string, string>, anchor = ''): NextResponse {
  return redirectTo(`${localizedPath('account-property-search', locale)}?${new URLSearchParams(notice)}${anchor ? `#${anchor}` : ''}`);
}

interface RequestContext {
  form: FormData;
  locale: Locale;
  /** The logged-in lead, or null. */
  lead: { id: string } | null;
  /** The page's script asks (Accept: application/json). */
  json: boolean;
  now: Date;
}

const jsonOk = (body: Record<string, unknown>) => NextResponse.json({ ok: true, ...body }, { headers: { 'Cache-Control': 'no-store' } });

/** `POST /api/properties/radars` (see the route): one action of radarFormSchema. */
export async function radarRequest(db: Database, { form, locale, lead, json, now }: RequestContext): Promise<Response> {
  const parsed = parseForm(radarFormSchema, form, RADAR_FORM_FIELDS, { codes: RADAR_FORM_CODES, fallback: 'invalidChoice' });
  const back = (notice: Record<string, string>, anchor = '') => (lead ? accountSearch(locale, notice, anchor) : redirectTo(`${localizedPath('login', locale)}?flow=prop_search`));
  if (!parsed.ok) {
    const [field, code] = Object.entries(parsed.errors)[0] ?? ['action', 'invalidChoice'];
    return json ? errorResponse(new AppError('INVALID_INPUT', field, { reason: code })) : back({ radarError: 'INVALID_INPUT' });
  }
  const { action, radar: radarId, criteria, name, frequency } = parsed.data;
  if (action === 'save') {
    const checked = radarCriteria(criteria);
    if (!checked.ok) return json ? errorResponse(new AppError('INVALID_INPUT', 'criteria')) : back({ radarError: 'INVALID_SEARCH' });
    if (!lead) return loginFirst(await savePending(db, 'radar', checked.criteria, now), locale, json);
    const saved = await saveRadar(db, lead.id, { criteria: checked.criteria, name, frequency }, now);
    if (!saved.ok) return json ? errorResponse(new AppError('CONFLICT', null, { reason: saved.code })) : back({ radarError: saved.code });
    if (json) return jsonOk({ radar: { id: saved.radar.id, name: radarName(saved.radar, locale), created: saved.created }, location: `${localizedPath('account-property-search', locale)}#radar-${saved.radar.id}` });
    return accountSearch(locale, { radar: saved.created ? 'saved' : 'exists' }, `radar-${saved.radar.id}`);
  }
  if (!lead) return json ? errorResponse(new AppError('UNAUTHENTICATED')) : back({});
  if (!radarId) return json ? errorResponse(new AppError('REQUIRED', 'radar')) : back({ radarError: 'NOT_FOUND' });
  if (action === 'delete') {
    const deleted = await deleteRadar(db, lead.id, radarId);
    if (!deleted) return json ? errorResponse('NOT_FOUND') : back({ radarError: 'NOT_FOUND' });
    return json ? jsonOk({}) : back({ radar: 'deleted' }, 'radars');
  }
  const patch = action === 'pause' ? { paused: true } : action === 'resume' ? { paused: false } : { name, ...(frequency ? { frequency } : {}) };
  const updated = await updateRadar(db, lead.id, radarId, patch, now);
  if (!updated) return json ? errorResponse('NOT_FOUND') : back({ radarError: 'NOT_FOUND' });
  const notice = action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'updated';
  return json ? jsonOk({ radar: { id: updated.id, name: radarName(updated, locale) } }) : back({ radar: notice }, `radar-${updated.id}`);
}

/** `POST /api/properties/favourites` (see the route): add, remove or note. */
export async function favouriteRequest(db: Database, { form, locale, lead, json, now }: RequestContext): Promise<Response> {
  const parsed = parseForm(favouriteFormSchema, form, FAVOURITE_FORM_FIELDS, { codes: RADAR_FORM_CODES, fallback: 'invalidChoice' });
  const back = (notice: Record<string, string>, anchor = 'favourites') => (lead ? accountSearch(locale, notice, anchor) : redirectTo(`${localizedPath('login', locale)}?flow=prop_search`));
  if (!parsed.ok) {
    const [field, code] = Object.entries(parsed.errors)[0] ?? ['action', 'invalidChoice'];
    return json ? errorResponse(new AppError('INVALID_INPUT', field, { reason: code })) : back({ favouriteError: 'INVALID_INPUT' });
  }
  const { action, listing, note } = parsed.data;
  if (!lead) {
    if (action !== 'add') return json ? errorResponse(new AppError('UNAUTHENTICATED')) : back({});
    if (!(await activeListingExists(db, listing))) return json ? errorResponse('NOT_FOUND') : redirectTo(localizedPath('properties', locale));
    return loginFirst(await savePending(db, 'favourite', listing, now), locale, json);
  }
  if (action === 'add') {
    const added = await addFavourite(db, lead.id, listing, now);
    if (!added.ok) return json ? errorResponse(added.code === 'NOT_FOUND' ? 'NOT_FOUND' : new AppError('CONFLICT', null, { reason: added.code })) : back({ favouriteError: added.code });
    return json ? jsonOk({ location: `${localizedPath('account-property-search', locale)}#favourites` }) : back({ favourite: 'saved' });
  }
  const done = action === 'remove' ? await removeFavourite(db, lead.id, listing) : await setFavouriteNote(db, lead.id, listing, note, now);
  if (!done) return json ? errorResponse('NOT_FOUND') : back({ favouriteError: 'NOT_FOUND' });
  return json ? jsonOk({}) : back({ favourite: action === 'remove' ? 'removed' : 'noted' });
}
