import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { MAX_PICTURE_BYTES, saveAdvisorProfile } from '@/features/advisors/server';
import { ADVISOR_DRAFT } from '@/features/backoffice/server';
import { readStaffUpload } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';

/**
 * The advisor profiles page's form (issue 28), multipart: id (empty: a new profile), the profile's fields, `lang_de`
 * / `lang_en`, `active`, `removePicture` and the file `picture` (JPEG, PNG or WebP up to 8 MB, read as a stream and
 * refused at the first byte past it). Admins only (403 for a foreign Origin, 401 without a session, 403 for an
 * advisor: all before the body is read). The answer goes back to the page: ?done=created|saved with the advisor's
 * id, or the form kit's refusal (ADR 025): the form's id and the fields' codes in the address, what was typed in the
 * draft cookie (names, addresses, phone numbers and descriptions never go into a URL).
 */
export async function POST(request: Request) {
  // The text fields come before the file in the form, so a picture too large still brings them back to the form.
  const upload = await readStaffUpload(request, { maxFileBytes: MAX_PICTURE_BYTES, fileField: 'picture', maxFields: 16, maxFieldBytes: 4000 });
  if ('response' in upload) return upload.response;
  const { parsed, locale, actor } = upload;
  const fields = parsed.fields;
  const page = localizedPath('staff-advisors', locale);
  const id = (fields.id ?? '').trim();
  // The form's name in the address: an advisor's id (a UUID), else the new profile's form.
  const form = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : 'new';
  const again = (codes: Record<string, string>) => {
    const response = seeOther(`${page}?${refusalQuery(new URLSearchParams({ form }), { errors: codes })}#advisor-${form}`);
    response.cookies.set(ADVISOR_DRAFT.name, encodeDraft(ADVISOR_DRAFT, fields as Record<(typeof ADVISOR_DRAFT.fields)[number], string>), ADVISOR_DRAFT.options);
    return response;
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
    actor,
    new Date(),
  );
  if (!result.ok) return result.code === 'NOT_FOUND' ? seeOther(`${page}?${refusalQuery(new URLSearchParams(), { error: 'NOT_FOUND' })}`) : again(result.fields);
  const done = seeOther(`${page}?${new URLSearchParams({ done: result.created ? 'created' : 'saved', advisor: result.advisor.id })}#advisor-${result.advisor.id}`);
  done.cookies.set(ADVISOR_DRAFT.name, '', { ...ADVISOR_DRAFT.options, maxAge: 0 });
  return done;
}
