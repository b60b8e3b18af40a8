import 'server-only';
import type { Database } from '@/db/client';
import { clearClaimedAdvisor, setLeadProfile } from '@/features/leads/server';
import { checkGermanPhone, checkName, type FieldCode } from '@/lib/validators';
import { isLocale, type Locale } from '@/i18n/routes';

/** Spec section 3 enumeration "home buying status", in the order of a buyer's progress. */
export const HOME_BUYING_STATUSES = ['JustCurious', 'LookingOnline', 'ActivelyViewing', 'ReservedProperty'] as const;
export type HomeBuyingStatus = (typeof HOME_BUYING_STATUSES)[number];

export function isHomeBuyingStatus(value: unknown): value is HomeBuyingStatus {
  return typeof value === 'string' && (HOME_BUYING_STATUSES as readonly string[]).includes(value);
}

export type ProfileField = 'givenName' | 'surname' | 'phone' | 'homeBuyingStatus' | 'locale';
export type ProfileErrorCode = FieldCode | 'invalidChoice';

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
 * The profile form: given name (required), surname (optional), German phone (optional, spec section 5),
 * home buying status (optional, spec enumeration) and preferred language (the lead's locale: e-mails and
 * the language we contact the lead in). All fields are checked first; nothing is stored if one is wrong.
 */
export async function updateProfile(db: Database, { leadId, input, now = new Date() }: { leadId: string; input: ProfileInput; now?: Date }): Promise<ProfileResult> {
  const errors: Partial<Record<ProfileField, ProfileErrorCode>> = {};
  const given = checkName(input.givenName);
  if (!given.ok) errors.givenName = given.code;
  let surname: string | null = null;
  if (input.surname.trim() !== '') {
    const checked = checkName(input.surname);
    if (checked.ok) surname = checked.value;
    else errors.surname = checked.code;
  }
  const phone = checkGermanPhone(input.phone);
  if (!phone.ok) errors.phone = phone.code;
  const status = input.homeBuyingStatus === '' ? null : input.homeBuyingStatus;
  if (status !== null && !isHomeBuyingStatus(status)) errors.homeBuyingStatus = 'invalidChoice';
  if (!isLocale(input.locale)) errors.locale = 'invalidChoice';
  if (!given.ok || !phone.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  await setLeadProfile(db, leadId, { givenName: given.value, surname, phone: phone.value, homeBuyingStatus: status as HomeBuyingStatus | null, locale: input.locale as Locale }, now);
  return { ok: true };
}

/**
 * The lead unclaims itself from its claimed advisor (spec section 6). The default advisor stays, so the lead
 * is never without a contact once one was assigned.
 */
export async function unclaimAdvisor(db: Database, { leadId, now = new Date() }: { leadId: string; now?: Date }): Promise<void> {
  await clearClaimedAdvisor(db, leadId, now);
}
