/**
 * The property radar's vocabulary (issue 25, ADR 029), browser-safe: how often a radar e-mails, the limits, the
 * queue's name, and the form rules of the radar and favourite endpoints.
 */
import { z } from 'zod';
import { choiceField, codedIssue, formText } from '@/lib/forms/fields';

/** daily: one digest a day at most; immediate: an e-mail per import that brings matches; off: no e-mails. */
export const RADAR_FREQUENCIES = ['daily', 'immediate', 'off'] as const;
export type RadarFrequency = (typeof RADAR_FREQUENCIES)[number];
export const DEFAULT_RADAR_FREQUENCY: RadarFrequency = 'daily';

/** Radars a lead may keep, favourites a lead may keep. */
export const MAX_RADARS_PER_LEAD = 10;
export const MAX_FAVOURITES_PER_LEAD = 100;
export const RADAR_NAME_MAX = 80;
/** The form kit reads at most MAX_FIELD_LENGTH (500) characters of a field; the note's text area stops there. */
export const FAVOURITE_NOTE_MAX = 500;
/** Listings one alert e-mail lists; the rest are counted ("… and 4 more"). */
export const ALERT_MAX_LISTINGS = 10;
/** A daily radar's digests are at least this far apart. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The pg-boss queue of the radar's jobs: match new listing events, deliver due alerts. */
export const PROPERTY_RADAR_QUEUE = 'property-radar';
export type RadarJob = { kind: 'sweep' } | { kind: 'deliver'; radarId: string };

/** What the radar endpoint does with a posted form. */
export const RADAR_ACTIONS = ['save', 'update', 'pause', 'resume', 'delete'] as const;
export type RadarAction = (typeof RADAR_ACTIONS)[number];
export const FAVOURITE_ACTIONS = ['add', 'remove', 'note'] as const;
export type FavouriteAction = (typeof FAVOURITE_ACTIONS)[number];

/** `POST /api/properties/radars`: the action, and what it needs. The criteria are the search page's query string. */
export const radarFormSchema = z.object({
  action: choiceField(RADAR_ACTIONS),
  radar: formText.transform((v, ctx) => (v === '' ? null : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? v.toLowerCase() : codedIssue(ctx, 'invalidChoice'))),
  criteria: formText,
  name: formText.transform((v, ctx) => (v.trim().length > RADAR_NAME_MAX ? codedIssue(ctx, 'tooLong') : v.trim().replace(/\s+/g, ' '))),
  frequency: formText.transform((v, ctx): RadarFrequency | null => {
    if (v === '') return null;
    return (RADAR_FREQUENCIES as readonly string[]).includes(v) ? (v as RadarFrequency) : codedIssue(ctx, 'invalidChoice');
  }),
});
export const RADAR_FORM_CODES = ['required', 'invalidChoice', 'tooLong'] as const;
export const RADAR_FORM_FIELDS = ['action', 'radar', 'criteria', 'name', 'frequency'] as const;

/** `POST /api/properties/favourites`: add or remove a listing (by slug), or change its note. */
export const favouriteFormSchema = z.object({
  action: choiceField(FAVOURITE_ACTIONS),
  listing: formText.transform((v, ctx) => (/^[a-z0-9-]{1,120}$/.test(v) ? v : codedIssue(ctx, 'invalidChoice'))),
  note: formText.transform((v) => v.trim()),
});
export const FAVOURITE_FORM_FIELDS = ['action', 'listing', 'note'] as const;
