/**
 * What an admin typed into a refused back-office form, kept the form kit's way (ADR 025 and its issue 46
 * amendment): the codes travel in the address of the page the POST redirects to, what was typed in one of these
 * short-lived HttpOnly draft cookies — names, e-mail addresses, phone numbers and free texts never go into a URL.
 */
import { FIXATION_YEARS } from '@/engine/rates/model';
import { DESCRIPTION_MAX } from '@/features/advisors/server';
import { LTV_ROWS, SIZE_ROWS } from '@/features/rates/server';
import { draftCookie } from '@/lib/forms/form-state';

/** The advisor profile form's typed fields (the picture has to be chosen again); `id` names the form ('' = new). */
export const ADVISOR_DRAFT_FIELDS = ['id', 'email', 'givenName', 'surname', 'phone', 'titleDe', 'titleEn', 'descriptionDe', 'descriptionEn', 'lang_de', 'lang_en', 'active'] as const;
export const ADVISOR_DRAFT = draftCookie('hl_staff_advisor_draft', ADVISOR_DRAFT_FIELDS, 600, DESCRIPTION_MAX);

/** The spread set form's fields, in the order of the form. */
export const SPREAD_DRAFT_FIELDS = [
  'validFrom',
  'calibrationCurveDate',
  ...FIXATION_YEARS.map((f) => `spread_${f}`),
  ...Array.from({ length: LTV_ROWS }, (_, i) => [`ltvMax_${i}`, `ltvAdd_${i}`, `ltvUnverified_${i}`]).flat(),
  ...Array.from({ length: SIZE_ROWS }, (_, i) => [`sizeBelow_${i}`, `sizeAdd_${i}`]).flat(),
  'minimumRate',
  'sources',
];
/** The sources are a free text of up to 3,000 characters (the form's maxLength). */
export const SPREAD_DRAFT = draftCookie('hl_staff_rates_draft', SPREAD_DRAFT_FIELDS, 600, 3000);
/** The fields a refused spread set names besides the draft's: whole lists and the whole form. */
export const SPREAD_ERROR_FIELDS = [...SPREAD_DRAFT_FIELDS, 'ltvSteps', 'sizeSurcharges', 'form'];
