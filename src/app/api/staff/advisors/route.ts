import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { MAX_PICTURE_BYTES, saveAdvisorProfile } from '@/features/advisors/server';
import { getStaffUser } from '@/features/staff/server';
import { isLocale, type Locale } from '@/i18n/routes';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';
import { readMultipart } from '@/lib/multipart';
import { isSameOrigin } from '@/lib/origin';

/** The text fields of the form that come back to it when something was wrong (the picture has to be chosen again). */
const KEPT = ['email', 'givenName', 'surname', 'phone', 'titleDe', 'titleEn', 'descriptionDe', 'descriptionEn'] as const;

/**
 * The advisor profiles page's form (issue 28), multipart: id (empty: a new profile), the profile's fields, `lang_de`
 * / `lang_en`, `active`, `removePicture` and the file `picture` (JPEG, PNG or WebP up to 8 MB, read as a stream and
 * refused at the first byte past it). Admins only (401 without a session, 403 for an advisor). The answer goes back
 * to the page: ?done=created|saved, or ?error= with the fields' codes and the text entered.
 */
export async function POST(request: Request) {
  const early: Locale = ((l) => (isLocale(l) ? l : 'de'))(new URL(request.url).searchParams.get('locale'));
  if (!isSameOrigin(request, { allowMissing: false })) return errorResponse('FORBIDDEN_ORIGIN');
  const staff = await getStaffUser();
  if (!staff) return errorResponse('UNAUTHENTICATED');
  if (staff.role !== 'admin') return errorResponse('FORBIDDEN');
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) return errorResponse('UNSUPPORTED_TYPE');
  // The text fields come before the file in the form, so a picture too large still brings them back to the form.
  const parsed = await readMultipart(request.body, type, { maxFileBytes: MAX_PICTURE_BYTES, fileField: 'picture', maxFields: 16, maxFieldBytes: 4000 });
  const fields = parsed.fields;
  const locale: Locale = isLocale(fields.locale ?? '') ? (fields.locale as Locale) : early;
  const page = localizedPath('staff-advisors', locale);
  const id = (fields.id ?? '').trim();
  const again = (codes: Record<string, string>) => {
    const query = new URLSearchParams({ error: 'INVALID_INPUT', form: id || 'new' });
    for (const [field, code] of Object.entries(codes)) query.set(`e_${field}`, code);
    for (const field of KEPT) if (fields[field]) query.set(`v_${field}`, fields[field]!.slice(0, 1000));
    return seeOther(`${page}?${query}#advisor-${id || 'new'}`);
  };
  if (!parsed.ok) return parsed.code === 'FILE_TOO_LARGE' ? again({ picture: 'pictureTooLarge' }) : errorResponse('BAD_REQUEST');
  const result = await saveAdvisorProfile(
    await getDb(),
    {
      id,
      email: fields.email ?? '',
      givenName: fields.givenName ?? '',
      surname: fields.surname ?? '',
      phone: fields.phone ?? '',
      titleDe: fields.titleDe ?? '',
      titleEn: fields.titleEn ?? '',
      descriptionDe: fields.descriptionDe ?? '',
      descriptionEn: fields.descriptionEn ?? '',
      languages: (['de', 'en'] as const).filter((l) => fields[`lang_${l}`] === '1'),
      active: fields.active === '1',
      removePicture: fields.removePicture === '1',
    },
    parsed.file?.data ?? null,
    { kind: 'staff', staffId: staff.id, label: staff.email },
    new Date(),
  );
  if (!result.ok) return result.code === 'NOT_FOUND' ? seeOther(`${page}?error=NOT_FOUND`) : again(result.fields);
  return seeOther(`${page}?${new URLSearchParams({ done: result.created ? 'created' : 'saved', advisor: result.advisor.enumValue })}#advisor-${result.advisor.id}`);
}
