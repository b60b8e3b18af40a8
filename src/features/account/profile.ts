import 'server-only';
import type { Database } from '@/db/client';
import { HOME_BUYING_STATUSES, clearClaimedAdvisor, setLeadProfile } from '@/features/leads/server';
import { z } from 'zod';
import { choiceField, nameField, optionalChoiceField, optionalNameField, phoneField } from '@/lib/forms/fields';
import { draftCookie } from '@/lib/forms/form-state';
import { formField, parseForm, type FormSource } from '@/lib/forms/parse-form';
import { LOCALES } from '@/i18n/routes';

export { HOME_BUYING_STATUSES, isHomeBuyingStatus, type HomeBuyingStatus } from '@/features/leads';

export const PROFILE_FIELDS = ['givenName', 'surname', 'phone', 'homeBuyingStatus', 'locale'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const PROFILE_ERROR_CODES = ['required', 'invalidName', 'invalidPhone', 'invalidChoice'] as const;
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

export interface ProfileInput {
  givenName: string;
  surname: string;
  phone: string;
  /** '' = not stated. */
  homeBuyingStatus: string;
  locale: string;
}

export type ProfileResult = { ok: true } | { ok: false; errors: Partial<Record<ProfileField, ProfileErrorCode>> };

/**
 * The profile form's rules (the form kit's field rules): given name (required), surname (optional), German
 * phone (optional, spec section 5), home buying status (optional, spec enumeration) and preferred language (the
 * lead's locale: e-mails and the language we contact the lead in).
 */
export const profileSchema = z.object({
  givenName: nameField,
  surname: optionalNameField,
  phone: phoneField,
  homeBuyingStatus: optionalChoiceField(HOME_BUYING_STATUSES),
  locale: choiceField(LOCALES),
});

/** A refused profile form's draft (form kit, ADR 025): what was typed, never in the address. */
export const PROFILE_DRAFT = draftCookie('hl_profile_form', PROFILE_FIELDS);

/** The profile form's fields as posted (the page's language select is named `preferredLocale`). */
export function profileInput(form: FormSource): ProfileInput {
  return { givenName: formField(form, 'givenName'), surname: formField(form, 'surname'), phone: formField(form, 'phone'), homeBuyingStatus: formField(form, 'homeBuyingStatus'), locale: formField(form, 'preferredLocale') };
}

/** Stores the profile when every field is right; else nothing is stored and each wrong field gets its code. */
export async function updateProfile(db: Database, { leadId, input, now = new Date() }: { leadId: string; input: ProfileInput; now?: Date }): Promise<ProfileResult> {
  // An unknown language is a wrong choice, not a missing one (the select always sends one).
  const parsed = parseForm(profileSchema, { ...input, locale: input.locale || '-' }, PROFILE_FIELDS, { codes: PROFILE_ERROR_CODES, fallback: 'invalidChoice' });
  if (!parsed.ok) return { ok: false, errors: parsed.errors as Partial<Record<ProfileField, ProfileErrorCode>> };
  await setLeadProfile(db, leadId, parsed.data, now);
  return { ok: true };
}

/**
 * The lead unclaims itself from its claimed advisor (spec section 6). The default advisor stays, so the lead
 * is never without a contact once one was assigned.
 */
export async function unclaimAdvisor(db: Database, { leadId, now = new Date() }: { leadId: string; now?: Date }): Promise<void> {
  await clearClaimedAdvisor(db, leadId, now);
}
