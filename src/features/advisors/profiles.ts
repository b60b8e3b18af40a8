import 'server-only';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { checkEmail, checkGermanPhone, checkName, type FieldCode } from '@/lib/validators';
import { pictureFiles, removePictures, storePicture, type PictureCode } from './pictures';
import { ADVISOR_LANGUAGES } from './languages';

export { ADVISOR_LANGUAGES };

/**
 * Advisor profiles kept by admins in the back office (issue 28): names, contact, the titles and descriptions in both
 * languages, the languages they advise in, active or not (an inactive advisor is no longer offered for booking;
 * their appointments and leads stay), and the picture. A new profile gets its booking id (enumValue) from the
 * name. Every change is audited with what changed.
 */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;

export interface ProfileInput {
  /** Empty for a new profile. */
  id: string;
  email: string;
  givenName: string;
  surname: string;
  phone: string;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  languages: string[];
  active: boolean;
  removePicture: boolean;
}

export type ProfileField = 'email' | 'givenName' | 'surname' | 'phone' | 'titleDe' | 'titleEn' | 'descriptionDe' | 'descriptionEn' | 'languages' | 'picture';
export type ProfileFieldCode = FieldCode | 'tooLong' | 'emailTaken' | PictureCode;

export type ProfileResult =
  | { ok: true; advisor: { id: string; enumValue: string }; created: boolean }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: 'INVALID_INPUT'; fields: Partial<Record<ProfileField, ProfileFieldCode>> };

export interface AdvisorProfile {
  id: string;
  enumValue: string;
  email: string;
  givenName: string;
  surname: string;
  phoneNumber: string | null;
  picture: string | null;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  languages: string[];
  active: boolean;
  isDemo: boolean;
}

/** Every advisor, the active ones first. */
export async function listAdvisorProfiles(db: Database): Promise<AdvisorProfile[]> {
  const rows = await db.select().from(advisors).orderBy(desc(advisors.active), asc(advisors.surname), asc(advisors.givenName));
  return rows.map((r) => ({
    id: r.id,
    enumValue: r.enumValue,
    email: r.email,
    givenName: r.givenName,
    surname: r.surname,
    phoneNumber: r.phoneNumber,
    picture: r.picture,
    titleDe: r.titleDe,
    titleEn: r.titleEn,
    descriptionDe: r.descriptionDe,
    descriptionEn: r.descriptionEn,
    languages: r.languages,
    active: r.active,
    isDemo: r.isDemo,
  }));
}

/** The booking id from a name: upper case ASCII, umlauts written out (Jörg Weiß → JOERG_WEISS). */
export function enumValueFor(givenName: string, surname: string): string {
  const ascii = `${givenName} ${surname}`
    .replace(/ä/gi, (c) => (c === 'ä' ? 'ae' : 'AE'))
    .replace(/ö/gi, (c) => (c === 'ö' ? 'oe' : 'OE'))
    .replace(/ü/gi, (c) => (c === 'ü' ? 'ue' : 'UE'))
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60) || 'ADVISOR';
}

function checkProfile(input: ProfileInput): { fields: Partial<Record<ProfileField, ProfileFieldCode>>; values: Omit<typeof advisors.$inferInsert, 'enumValue'> | null } {
  const fields: Partial<Record<ProfileField, ProfileFieldCode>> = {};
  const email = checkEmail(input.email);
  if (!email.ok) fields.email = email.code;
  const given = checkName(input.givenName);
  if (!given.ok) fields.givenName = given.code;
  const surname = checkName(input.surname);
  if (!surname.ok) fields.surname = surname.code;
  const phone = checkGermanPhone(input.phone);
  if (!phone.ok) fields.phone = phone.code;
  const text = (field: ProfileField, value: string, max: number) => {
    const v = value.trim();
    if (v === '') fields[field] = 'required';
    else if (v.length > max) fields[field] = 'tooLong';
    return v;
  };
  const titleDe = text('titleDe', input.titleDe, TITLE_MAX);
  const titleEn = text('titleEn', input.titleEn, TITLE_MAX);
  const descriptionDe = text('descriptionDe', input.descriptionDe, DESCRIPTION_MAX);
  const descriptionEn = text('descriptionEn', input.descriptionEn, DESCRIPTION_MAX);
  const languages = ADVISOR_LANGUAGES.filter((l) => input.languages.includes(l));
  if (languages.length === 0) fields.languages = 'required';
  if (Object.keys(fields).length > 0 || !email.ok || !given.ok || !surname.ok || !phone.ok) return { fields, values: null };
  return {
    fields,
    values: { email: email.value, givenName: given.value, surname: surname.value, phoneNumber: phone.value, titleDe, titleEn, descriptionDe, descriptionEn, languages: [...languages], active: input.active },
  };
}

/**
 * Creates (empty id) or updates an advisor's profile, with a new picture (`picture`: the uploaded bytes) or without
 * one (`removePicture`). Nothing is stored unless everything is valid.
 */
export async function saveAdvisorProfile(db: Database, input: ProfileInput, picture: Buffer | null, actor: AuditActor, now: Date): Promise<ProfileResult> {
  const isNew = input.id === '';
  if (!isNew && !/^[0-9a-f-]{36}$/i.test(input.id)) return { ok: false, code: 'NOT_FOUND' };
  const { fields, values } = checkProfile(input);
  const files = picture && picture.length > 0 ? await pictureFiles(picture) : null;
  if (files && !files.ok) fields.picture = files.code;
  if (!values || Object.keys(fields).length > 0) return { ok: false, code: 'INVALID_INPUT', fields };
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: advisors.id })
      .from(advisors)
      .where(isNew ? eq(advisors.email, values.email) : and(eq(advisors.email, values.email), ne(advisors.id, input.id)));
    if (taken) return { ok: false, code: 'INVALID_INPUT', fields: { email: 'emailTaken' } } as const;
    let row: typeof advisors.$inferSelect;
    let before: typeof advisors.$inferSelect | null = null;
    if (isNew) {
      const base = enumValueFor(values.givenName, values.surname);
      const used = new Set((await tx.select({ v: advisors.enumValue }).from(advisors)).map((r) => r.v));
      let enumValue = base;
      for (let n = 2; used.has(enumValue); n++) enumValue = `${base}_${n}`;
      [row] = (await tx.insert(advisors).values({ ...values, enumValue, createdAt: now }).returning()) as [typeof advisors.$inferSelect];
    } else {
      before = (await tx.select().from(advisors).where(eq(advisors.id, input.id)).for('update'))[0] ?? null;
      if (!before) return { ok: false, code: 'NOT_FOUND' } as const;
      [row] = (await tx.update(advisors).set(values).where(eq(advisors.id, input.id)).returning()) as [typeof advisors.$inferSelect];
    }
    let pictureChange: 'new' | 'removed' | null = null;
    if (files?.ok) {
      const key = await storePicture(tx as unknown as Database, row.id, files.files, now);
      await tx.update(advisors).set({ picture: key }).where(eq(advisors.id, row.id));
      pictureChange = 'new';
    } else if (input.removePicture && row.picture) {
      await removePictures(tx as unknown as Database, row.id);
      await tx.update(advisors).set({ picture: null }).where(eq(advisors.id, row.id));
      pictureChange = 'removed';
    }
    const shown = (r: typeof advisors.$inferSelect) => ({ email: r.email, givenName: r.givenName, surname: r.surname, phoneNumber: r.phoneNumber, titleDe: r.titleDe, titleEn: r.titleEn, descriptionDe: r.descriptionDe, descriptionEn: r.descriptionEn, languages: r.languages, active: r.active });
    const after = shown(row);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => !before || JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    const pick = (o: ReturnType<typeof shown>) => Object.fromEntries(changed.map((k) => [k, o[k]]));
    await recordAudit(tx, {
      actor,
      action: isNew ? 'advisor.created' : 'advisor.updated',
      subject: { kind: 'advisor', id: row.enumValue },
      before: before ? pick(shown(before)) : null,
      after: { ...pick(after), ...(pictureChange ? { picture: pictureChange } : {}) },
      at: now,
    });
    return { ok: true, advisor: { id: row.id, enumValue: row.enumValue }, created: isNew } as const;
  });
}
